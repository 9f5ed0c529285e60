import Geo
import Testing
@testable import Traces

struct WriterRoundTripTests {
    /// A short drive with every field set, 3D throughout, crossing midnight.
    static let drive: [Fix] = (0..<30).map { i in
        Fix(time: Double(UTCTime.days(year: 2024, month: 2, day: 29)! * 86_400 + 86_385) + Double(i) * 1.5,
            coordinate: Coordinate(latitude: -33.68 + Double(i) * 0.000123, longitude: 151.29 - Double(i) * 0.0000456),
            altitude: 60 + Double(i) * 0.25, speed: Double(i % 7) * 1.3, course: Double(i * 37 % 360),
            mode: .threeD, hdop: 1.2, satellites: 7 + i % 3)
    }

    func expectSame(_ a: [Fix], _ b: [Fix], degrees: Double, speed: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.count == b.count, sourceLocation: sourceLocation)
        for (x, y) in zip(a, b) {
            #expect(abs(x.coordinate.latitude - y.coordinate.latitude) < degrees, sourceLocation: sourceLocation)
            #expect(abs(x.coordinate.longitude - y.coordinate.longitude) < degrees, sourceLocation: sourceLocation)
            #expect(close(x.altitude, y.altitude, 0.001), sourceLocation: sourceLocation)
            #expect(close(x.speed, y.speed, speed), sourceLocation: sourceLocation)
            #expect(close(x.course, y.course, 0.01), sourceLocation: sourceLocation)
            #expect(close(x.time, y.time, 0.001), sourceLocation: sourceLocation)
            #expect(x.mode == y.mode, sourceLocation: sourceLocation)
            #expect(x.satellites == y.satellites, sourceLocation: sourceLocation)
        }
    }

    func close(_ a: Double?, _ b: Double?, _ tolerance: Double) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?): return abs(x - y) < tolerance
        default: return false
        }
    }

    @Test func gpxRoundTripKeepsEveryField() throws {
        let text = GPXWriter.write(fixes: Self.drive, name: "Drive <1> & \"more\"")
        let back = try GPXReader.read(text: text)
        expectSame(Self.drive, back.fixes, degrees: 1e-9, speed: 0.001)
        #expect(back.fixes.map(\.hdop) == Self.drive.map(\.hdop))
        #expect(back.tracks.first?.name == "Drive <1> & \"more\"")
    }

    @Test func gpxRoundTripKeepsSegmentsRoutesAndWaypoints() throws {
        var t = Trace(format: .gpx, name: "T", fixes: Array(Self.drive.prefix(5)),
                      tracks: [Trace.Track(name: "a", segments: [0..<2, 2..<5])],
                      routes: [Trace.Route(name: "r", points: Array(Self.drive.suffix(3)))],
                      waypoints: [Trace.Waypoint(name: "w", fix: Self.drive[7])])
        t.fixes[1].speed = nil
        t.fixes[1].altitude = nil
        t.fixes[1].mode = .twoD
        let back = try GPXReader.read(text: GPXWriter.write(t))
        #expect(back.name == "T" && back.tracks == t.tracks && back.routes.map(\.name) == ["r"] && back.waypoints.map(\.name) == ["w"])
        expectSame(t.fixes.filter { $0.speed != nil }, back.fixes.filter { $0.speed != nil }, degrees: 1e-9, speed: 0.001)
        #expect(back.fixes[1].speed == nil && back.fixes[1].altitude == nil && back.fixes[1].mode == .twoD)
    }

    @Test func nmeaRoundTripKeepsPositionsTimesSpeedsAndCourses() throws {
        let text = NMEAWriter.write(fixes: Self.drive)
        let back = try NMEAReader.read(bytes: Array(text.utf8))
        #expect(back.skipped.total == 0)
        // Minutes with 6 decimals: 1e-6 / 60 degrees; knots with 3 decimals.
        expectSame(Self.drive, back.fixes, degrees: 2e-8, speed: 0.0003)
    }

    @Test func nmeaRoundTripOfA2DDriveStays2D() throws {
        let flat = Self.drive.map { f -> Fix in
            var g = f
            g.altitude = nil
            g.mode = .twoD
            g.satellites = 3
            return g
        }
        let back = try NMEAReader.read(bytes: Array(NMEAWriter.write(fixes: flat).utf8))
        expectSame(flat, back.fixes, degrees: 2e-8, speed: 0.0003)
    }

    @Test func nmeaSentencesCarryCorrectChecksumsAndLineEndings() {
        let text = NMEAWriter.write(fixes: Array(Self.drive.prefix(2)))
        let lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(lines.count == 4)
        for line in lines {
            let body = line.dropFirst().prefix { $0 != "*" }
            var sum: UInt8 = 0
            for b in body.utf8 { sum ^= b }
            #expect(line.hasSuffix("*" + (sum < 16 ? "0" : "") + String(sum, radix: 16, uppercase: true)))
        }
        #expect(lines[0].hasPrefix("$GPGGA,235945.000,3340.8000") && lines[1].hasPrefix("$GPRMC,235945.000,A,"))
        #expect(lines[1].contains(",290224,"))
    }

    @Test func untimedFixesGetConsecutiveSecondsInNMEA() throws {
        let fixes = (0..<3).map { Fix(coordinate: Coordinate(1, Double($0) * 0.001), mode: .twoD) }
        let back = try NMEAReader.read(bytes: Array(NMEAWriter.write(fixes: fixes).utf8))
        #expect(back.fixes.map(\.time) == [946_684_800, 946_684_801, 946_684_802])  // from 2000-01-01
    }
}
