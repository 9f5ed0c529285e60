import Geo
import Testing
@testable import Traces

struct NMEADecoderTests {
    /// Adds a correct checksum.
    func s(_ body: String) -> String { NMEAWriter.sentence(body) }

    func read(_ lines: [String]) throws -> Trace {
        try NMEAReader.read(bytes: Array((lines.joined(separator: "\r\n") + "\r\n").utf8))
    }

    @Test func knownChecksumFromTheNMEAExample() {
        // The classic GGA example of the NMEA 0183 documentation ends in *47.
        #expect(NMEAWriter.sentence("GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,") ==
            "$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*47")
    }

    @Test func rmcAndGgaOfOneEpochMakeOneFix() throws {
        let t = try read([
            "$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*47",
            s("GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W"),
        ])
        let f = try #require(t.fixes.first)
        #expect(t.fixes.count == 1)
        #expect(abs(f.coordinate.latitude - (48 + 7.038 / 60)) < 1e-9 && abs(f.coordinate.longitude - (11 + 31.0 / 60)) < 1e-9)
        #expect(f.altitude == 545.4 && f.mode == .threeD && f.satellites == 8 && f.hdop == 0.9)
        #expect(abs((f.speed ?? 0) - 22.4 * 1852 / 3600) < 1e-9 && f.course == 84.4)
        #expect(f.time.map(UTCTime.iso8601) == "1994-03-23T12:35:19Z")
    }

    @Test func badChecksumsAreSkippedAndCounted() throws {
        let t = try read([
            "$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*48",
            s("GPRMC,123520,A,4807.038,N,01131.000,E,0,0,230394,,"),
        ])
        #expect(t.skipped.count(.badChecksum) == 1)
        #expect(t.skipped.examples.first { $0.reason == .badChecksum }?.line == 1)
        #expect(t.fixes.count == 1 && t.fixes[0].altitude == nil && t.fixes[0].mode == .twoD)
    }

    @Test func noiseAndBinaryBytesAreSkipped() throws {
        var bytes: [UInt8] = Array("+ 6: 28 (.....)\n".utf8) + [0x00, 0xB5, 0x62, 0x01, 0xFF, 0x0A]
        bytes += Array("garbage$GPRMC,000001,A,0100.000,N,00200.000,W,1.0,45.0,010120,,*".utf8)
        bytes += Array(s("GPRMC,000001,A,0100.000,N,00200.000,W,1.0,45.0,010120,,").suffix(2).utf8) + [0x0A]
        bytes += Array("$GPRMC,000002,A,01\u{7}00.000,N*11\n".utf8)
        let t = try NMEAReader.read(bytes: bytes)
        #expect(t.fixes.count == 1)
        #expect(t.fixes.first?.coordinate == Coordinate(1 + 0.0 / 60, -2))
        #expect(t.skipped.count(.notASentence) == 3)
    }

    @Test(arguments: ["GP", "GN", "GL", "GA", "GB", "BD", "QZ", "IN"])
    func anyTalkerIsUnderstood(_ talker: String) throws {
        let t = try read([s("\(talker)RMC,101010.00,A,3340.0000,S,15117.0000,E,2.0,10.0,251112,,,A")])
        #expect(t.fixes.count == 1 && abs(t.fixes[0].coordinate.latitude + 33 + 40.0 / 60) < 1e-9)
    }

    @Test func gnsGivesA3DFixWithFourSatellites() throws {
        let t = try read([s("GNGNS,074155.799,3114.8770,N,12135.2463,E,ANNA,05,1.3,156.9,8.3,,0000"),
                          s("GNRMC,074155.799,A,3114.8770,N,12135.2463,E,0.30,4.94,250215,,,A")])
        #expect(t.fixes.count == 1 && t.fixes[0].mode == .threeD && t.fixes[0].altitude == 156.9)
        #expect(t.fixes[0].time.map(UTCTime.iso8601) == "2015-02-25T07:41:55.799Z")
    }

    @Test func noFixSentencesGiveNoFixes() throws {
        let t = try read([s("GPRMC,000001,V,,,,,,,010120,,,N"), s("GPGGA,000001,,,,,0,00,,,M,,M,,"),
                          s("GPGLL,,,,,000001,V,N"), s("GNGNS,000001,,,,,NNNN,00,,,,,")])
        #expect(t.fixes.isEmpty)
        #expect(t.skipped.count(.noFix) == 4)
    }

    @Test func zdaDatesAnEpochWithoutRMC() throws {
        let t = try read([s("GPGGA,235959,0100.000,N,00100.000,E,1,05,1.0,10.0,M,,M,,"),
                          s("GPZDA,235959,31,12,2019,00,00"),
                          s("GPGGA,000000,0100.000,N,00100.000,E,1,05,1.0,10.0,M,,M,,")])
        #expect(t.fixes.map { $0.time.map(UTCTime.iso8601) } == ["2019-12-31T23:59:59Z", "2020-01-01T00:00:00Z"])
    }

    @Test func epochsBeforeTheFirstDateGetItCountingBackOverMidnight() throws {
        let t = try read([s("GPGGA,235958,0100.000,N,00100.000,E,1,05,1.0,10.0,M,,M,,"),
                          s("GPGGA,000000,0100.000,N,00100.000,E,1,05,1.0,10.0,M,,M,,"),
                          s("GPRMC,000001,A,0100.000,N,00100.000,E,0,0,020320,,")])
        #expect(t.fixes.map { $0.time.map(UTCTime.iso8601) } ==
            ["2020-03-01T23:59:58Z", "2020-03-02T00:00:00Z", "2020-03-02T00:00:01Z"])
    }

    @Test func vtgGivesSpeedAndCourseWhenRMCDoesNot() throws {
        let t = try read([s("GPGGA,000001,0100.000,N,00100.000,E,1,05,1.0,10.0,M,,M,,"),
                          s("GPVTG,054.7,T,034.4,M,005.5,N,010.2,K,A")])
        #expect(t.fixes.first?.course == 54.7)
        #expect(abs((t.fixes.first?.speed ?? 0) - 5.5 * 1852 / 3600) < 1e-9)
    }

    @Test func gstGivesTheHorizontalAccuracy() throws {
        let t = try read([s("GPGGA,000001,0100.000,N,00100.000,E,1,05,1.0,10.0,M,,M,,"),
                          s("GPGST,000001,1.0,3.0,2.0,45.0,3.0,4.0,5.0")])
        #expect(t.fixes.first?.horizontalAccuracy == 5)
    }

    @Test func streamingInPiecesGivesTheSameFixesAsOneRead() throws {
        let lines = (0..<20).map { i in
            s("GPRMC,0000\(10 + i),A,0100.\(100 + i),N,00100.000,E,1.0,90.0,010120,,")
        }
        let text = Array((lines.joined(separator: "\n") + "\n").utf8)
        let whole = try NMEAReader.read(bytes: text).fixes
        var decoder = NMEADecoder()
        var streamed: [Fix] = []
        var k = 0
        while k < text.count {
            let n = min(7, text.count - k)
            streamed += decoder.feed(Array(text[k..<(k + n)]))
            k += n
        }
        streamed += decoder.finish()
        #expect(whole.count == 20)
        #expect(streamed.map(\.coordinate) == whole.map(\.coordinate))
        // Epochs end when the next one starts, so a live source gets each fix one sentence later.
        #expect(decoder.noFixEpochs == 0)
    }

    @Test func textWithoutAnySentenceIsAnError() {
        #expect(throws: TraceError.self) { try NMEAReader.read(bytes: Array("just text\nmore text\n".utf8), file: "x.nmea") }
    }
}
