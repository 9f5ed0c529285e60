import Testing
@testable import Geo

@Suite struct PolylineTests {
    // An L: 1 km north, then 1 km east.
    let origin = Coordinate(45, 7)
    var line: Polyline {
        let a = origin, b = a.destination(distance: 1000, bearing: 0), c = b.destination(distance: 1000, bearing: 90)
        return Polyline([a, b, c])
    }

    @Test func lengthIsSumOfSegments() {
        #expect(abs(line.length - 2000) < 0.01)
    }

    @Test func pointAtOffsetInterpolatesAndClamps() throws {
        let mid = try #require(line.coordinate(at: 500))
        #expect(abs(mid.distance(to: origin) - 500) < 0.5)
        #expect(line.coordinate(at: -5) == line.first)
        #expect(line.coordinate(at: 1e9) == line.last)
    }

    @Test func closestPointGivesOffsetAndDistance() throws {
        let corner = line.coordinates[1]
        let q = corner.destination(distance: 500, bearing: 90).destination(distance: 30, bearing: 180)
        let p = try #require(line.closestPoint(to: q))
        #expect(abs(p.offset - 1500) < 1)
        #expect(abs(p.distance - 30) < 0.5)
        #expect(p.segmentIndex == 1)
    }

    @Test func closestPointWithinWindowIgnoresOtherSegments() throws {
        let q = line.coordinates[1].destination(distance: 900, bearing: 90)
        let p = try #require(line.closestPoint(to: q, within: 0...800))
        #expect(p.offset <= 800.001)
    }

    @Test func sliceKeepsInnerVerticesAndLength() {
        let s = line.slice(from: 500, to: 1500)
        #expect(s.coordinates.count == 3)
        #expect(abs(s.length - 1000) < 0.5)
        let r = line.slice(from: 1500, to: 500)
        #expect(r.first == s.last)
    }

    @Test func bearingAtOffset() {
        #expect(abs((line.bearing(at: 10) ?? -1) - 0) < 0.01)
        #expect(abs(Angle.turn(from: 90, to: line.bearing(at: 1990) ?? 0)) < 0.1)
    }

    @Test func encodedPolylineMatchesGoogleExample() {
        // Google's documented example.
        let p = Polyline([Coordinate(38.5, -120.2), Coordinate(40.7, -120.95), Coordinate(43.252, -126.453)])
        #expect(p.encoded() == "_p~iF~ps|U_ulLnnqC_mqNvxq`@")
        let back = Polyline(encoded: "_p~iF~ps|U_ulLnnqC_mqNvxq`@")
        #expect(back?.coordinates == p.coordinates)
        #expect(Polyline(encoded: "_p~iF~ps|U_") == nil)
    }

    @Test func seededGeneratorIsDeterministic() {
        var a = SeededGenerator(seed: 42), b = SeededGenerator(seed: 42)
        #expect((0..<5).map { _ in a.next() } == (0..<5).map { _ in b.next() })
    }
}
