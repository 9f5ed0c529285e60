import Foundation
import TestSupport
import Testing
@testable import NavsimCLI

struct TraceCommandTests {
    /// `navsim trace ARGS`.
    func run(_ args: [String]) -> InProcessCLI.Result { InProcessCLI.run(["trace"] + args) }

    func temporaryFile(_ name: String, _ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-trace-\(getpid())-\(name)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let gpx = """
    <?xml version="1.0"?>
    <gpx version="1.1"><trk><trkseg>
    <trkpt lat="43.7384" lon="7.4246"><ele>50</ele><time>2024-05-01T10:00:00Z</time></trkpt>
    <trkpt lat="43.7394" lon="7.4246"><time>2024-05-01T10:00:10.5Z</time></trkpt>
    </trkseg></trk></gpx>
    """

    @Test func jsonlPrintsOneObjectPerFixThenASummary() throws {
        let path = try temporaryFile("a.gpx", Self.gpx)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (code, out, err) = run([path, "--jsonl"])
        #expect(code == 0 && err.isEmpty)
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == #"{"time": "2024-05-01T10:00:00Z", "lat": 43.7384, "lon": 7.4246, "alt": 50, "speed": null, "course": null, "mode": 3}"#)
        #expect(lines[1] == #"{"time": "2024-05-01T10:00:10.500Z", "lat": 43.7394, "lon": 7.4246, "alt": null, "speed": null, "course": null, "mode": 2}"#)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "not JSON: \(line)")
        }
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: Any])
        let s = try #require(summary["summary"] as? [String: Any])
        #expect((s["points"] as? NSNumber)?.intValue == 2)
        #expect((s["duration"] as? NSNumber)?.doubleValue == 10.5)
        #expect(abs(((s["length"] as? NSNumber)?.doubleValue ?? 0) - 111.195) < 0.01)
    }

    @Test func withoutJsonlPrintsATableAndASummary() throws {
        let path = try temporaryFile("b.gpx", Self.gpx)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (code, out, _) = run([path])
        #expect(code == 0)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("#     time"))
        #expect(lines[1].hasPrefix("1     2024-05-01T10:00:00Z      43.7384000    7.4246000      50.0"))
        #expect(lines.contains("points: 2") && lines.contains("duration: 10.5 s") && lines.contains("length: 111.2 m"))
        #expect(lines.contains("bounds: 43.7384000,7.4246000 .. 43.7394000,7.4246000"))
        #expect(lines.contains("skipped lines: 0"))
    }

    @Test func skippedLinesAreListedWithReasons() throws {
        let path = try temporaryFile("c.nmea", """
        $GPRMC,000001,A,0100.000,N,00200.000,W,1.0,45.0,010120,,*00
        noise
        $GPRMC,000002,A,0100.000,N,00200.000,W,1.0,45.0,010120,,*3C
        """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (code, out, _) = run([path])
        #expect(code == 0)
        #expect(out.contains("skipped lines: 2 (bad checksum 1, not a sentence 1)"))
        #expect(out.contains("  line 1: bad checksum: $GPRMC,000001"))
        #expect(out.contains("  line 2: not a sentence: noise"))
    }

    @Test func aBadFileIsOneErrorLineWithFileAndLineAndExitCode1() throws {
        let path = try temporaryFile("bad.gpx", "<gpx>\n<trk>\n</gpx>\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (code, out, err) = run([path])
        #expect(code == 1 && out.isEmpty)
        #expect(err == "navsim trace: \(path):3: end tag </gpx> does not match <trk>\n")
    }

    @Test func usageErrorsExitWith2() {
        #expect(run(["--frobnicate", "x.gpx"]).0 == 2)
        #expect(run([]).0 == 2)
        #expect(run(["a.gpx", "b.gpx"]).0 == 2)
    }
}
