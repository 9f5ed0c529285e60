import Geo
import Testing
@testable import Traces

/// Damaged and random input never traps: every reader either decodes or throws a `TraceError`.
struct RobustnessTests {
    static let gpx = Array(GPXWriter.write(fixes: WriterRoundTripTests.drive.prefix(4).map { $0 }, name: "n & <m>").utf8)
    static let nmea = Array(NMEAWriter.write(fixes: Array(WriterRoundTripTests.drive.prefix(4))).utf8)
    static let json = Array((GPSDTests.tpv + "\n" + #"{"class":"SKY","satellites":[{"PRN":1}]}"# + "\n").utf8)

    /// Decoded or rejected with a TraceError (the reader's typed throws guarantees no other error); a trap
    /// would end the test process.
    func survives(_ bytes: [UInt8], _ format: TraceFormat) -> Bool {
        do throws(TraceError) {
            _ = try TraceReader.read(bytes: bytes, format: format, file: "fuzz")
            return true
        } catch {
            return !error.reason.isEmpty
        }
    }

    @Test(arguments: [TraceFormat.gpx, .nmea, .gpsdJSON])
    func everyTruncationIsDecodedOrRejected(_ format: TraceFormat) {
        let bytes = format == .gpx ? Self.gpx : format == .nmea ? Self.nmea : Self.json
        for n in 0...bytes.count { #expect(survives(Array(bytes.prefix(n)), format)) }
    }

    @Test(arguments: [TraceFormat.gpx, .nmea, .gpsdJSON])
    func randomByteDamageIsDecodedOrRejected(_ format: TraceFormat) {
        var rng = SeededGenerator(seed: 6)
        let original = format == .gpx ? Self.gpx : format == .nmea ? Self.nmea : Self.json
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                let k = Int.random(in: 0..<bytes.count, using: &rng)
                bytes[k] = UInt8.random(in: 0...255, using: &rng)
            }
            #expect(survives(bytes, format))
        }
    }

    @Test func pureNoiseIsRejectedOrEmpty() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let bytes = (0..<2000).map { _ in UInt8.random(in: 0...255, using: &rng) }
            for format in TraceFormat.allCases { #expect(survives(bytes, format)) }
        }
    }

    @Test func hugeExponentsAreRejectedAndLongMantissasRead() throws {
        #expect(throws: TraceError.self) { try GPXReader.read(text: #"<gpx><wpt lat="1" lon="2"><ele>1e999</ele></wpt></gpx>"#) }
        let t = try GPXReader.read(text: #"<gpx><wpt lat="1.00000000000000000000000000001" lon="2.5e0"/></gpx>"#)
        #expect(t.waypoints.first?.fix.coordinate == Coordinate(1, 2.5))
    }
}

extension RobustnessTests {
    @Test func absurdNumbersNeitherTrapNorPassAsValues() throws {
        let nmea = NMEAWriter.sentence("GPGGA,000001,0100.000,N,00100.000,E,1,1e300,1.0,10.0,M,,M,,")
        #expect(survives(Array((nmea + "\n").utf8), .nmea))
        let json = Array(#"{"class":"TPV","mode":1e300,"time":1e300,"lat":1,"lon":2}"#.utf8)
        var d = GPSDJSONDecoder()
        #expect(d.feed(json + [0x0A]).isEmpty)
        #expect(d.skipped.count(.malformed) == 1)
        #expect(UTCTime.iso8601(1e300) == "9999-12-31T23:59:59.999Z")
        #expect(UTCTime.iso8601(-.infinity) == "1970-01-01T00:00:00Z")
        #expect(NMEAWriter.write(fixes: [Fix(time: 1e300, coordinate: Coordinate(1, 1))]).contains(",311279,"))
    }
}
