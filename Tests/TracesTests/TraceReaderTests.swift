import Foundation
import Testing
@testable import Traces

struct TraceReaderTests {
    @Test(arguments: [
        ("\u{FEFF}  <?xml version=\"1.0\"?><gpx/>", "a.txt", TraceFormat.gpx),
        ("{\"class\":\"VERSION\"}\n", "a.log", .gpsdJSON),
        ("# Name: receiver\n# Date: 2010\n$GPRMC,000001,V,,,,,,,010120,,,N*53\n", "x", .nmea),
        ("\u{0}\u{1}binary\u{2}$GPGGA,", "x", .nmea),
        ("", "empty.gpx", .gpx),
        ("???", "drive.nmea", .nmea),
        ("???", "reports.jsonl", .gpsdJSON),
    ] as [(String, String, TraceFormat)])
    func formatsAreDetectedByContentThenExtension(_ text: String, _ name: String, _ format: TraceFormat) {
        #expect(TraceReader.detect(bytes: Array(text.utf8), fileName: name) == format)
    }

    @Test func unknownContentIsAnErrorNamingTheFile() {
        #expect(TraceReader.detect(bytes: Array("hello".utf8), fileName: "notes.md") == nil)
        do {
            _ = try TraceReader.read(bytes: Array("hello".utf8), file: "notes.md")
            Issue.record("no error")
        } catch {  // typed: a TraceError
            #expect(error.description == "notes.md:1: unknown trace format (expected GPX, NMEA 0183 or gpsd JSON)")
        }
    }

    @Test(arguments: [
        ("", "drive.nmea", "drive.nmea:1: the file is empty: no GPX, NMEA 0183 or gpsd JSON to read"),
        ("\u{FEFF} \n\t\r\n", "walk.gpx", "walk.gpx:1: the file is empty (white space only): no GPX, NMEA 0183 or gpsd JSON to read"),
        ("", "-", "-:1: standard input is empty: no GPX, NMEA 0183 or gpsd JSON to read"),
    ] as [(String, String, String)])
    func emptyInputIsSaidToBeEmptyWhateverItsName(_ text: String, _ name: String, _ message: String) {
        do {
            _ = try TraceReader.read(bytes: Array(text.utf8), file: name)
            Issue.record("no error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func missingFilesAreReported() {
        #expect(throws: TraceError(file: "/nonexistent/x.gpx", line: nil, reason: "no such file")) {
            try TraceReader.read(path: "/nonexistent/x.gpx")
        }
    }

    @Test func readsAFileFromDisk() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("traces-\(getpid()).nmea").path
        try NMEAWriter.write(fixes: WriterRoundTripTests.drive).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let t = try TraceReader.read(path: path)
        #expect(t.format == .nmea && t.fixes.count == WriterRoundTripTests.drive.count)
        let s = t.summary
        #expect(s.duration == 43.5 && s.points == 30)
    }
}
