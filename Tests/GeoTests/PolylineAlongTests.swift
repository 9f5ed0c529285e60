import Testing
@testable import Geo

/// `Polyline.bearing(along:at:)` and `coordinate(along:at:)` answer without making the polyline, and must give the
/// very numbers the polyline gives (a road edge's snap heading and an incident's place depend on them).
@Suite struct PolylineAlongTests {
    /// Random lines with repeated points (zero-length segments, also at the ends), and offsets on vertices, inside
    /// segments, before the start, past the end and NaN.
    @Test func answersAreThePolylinesBitForBit() {
        var g = SeededGenerator(seed: 41)
        var checked = 0
        for _ in 0..<400 {
            var points = [Coordinate(42.5 + Double.random(in: -0.01...0.01, using: &g), 1.5 + Double.random(in: -0.01...0.01, using: &g))]
            for _ in 0..<Int.random(in: 0...12, using: &g) {
                let last = points[points.count - 1]
                points.append(Int.random(in: 0..<4, using: &g) == 0 ? last
                    : last.destination(distance: Double.random(in: 0.001...200, using: &g), bearing: Double.random(in: 0..<360, using: &g)))
            }
            let line = Polyline(points)
            var offsets: [Double] = [-1, 0, .nan, line.length, line.length + 1, .infinity, -.infinity]
            offsets += line.cumulative
            offsets += (0..<6).map { _ in Double.random(in: 0...max(line.length, 1), using: &g) }
            // The points through a slice (as a road network hands out an edge's shape).
            let slice = ([Coordinate(0, 0)] + points)[1...]
            for offset in offsets {
                #expect(Polyline.bearing(along: slice, at: offset)?.bitPattern == line.bearing(at: offset)?.bitPattern,
                        "bearing at \(offset) of \(points)")
                let c = Polyline.coordinate(along: slice, at: offset), p = line.coordinate(at: offset)
                #expect(c?.latitude.bitPattern == p?.latitude.bitPattern && c?.longitude.bitPattern == p?.longitude.bitPattern,
                        "coordinate at \(offset) of \(points)")
                checked += 1
            }
        }
        #expect(checked > 5000)
    }

    @Test func emptyAndSinglePointLines() {
        let empty = [Coordinate]()
        #expect(Polyline.bearing(along: empty, at: 0) == nil)
        #expect(Polyline.coordinate(along: empty, at: 0) == nil)
        let one = [Coordinate(42.5, 1.5)]
        #expect(Polyline.bearing(along: one, at: 3) == nil)
        #expect(Polyline.coordinate(along: one, at: 3) == one[0])
    }
}
