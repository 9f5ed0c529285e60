import Foundation
import TestSupport
import Testing
@testable import NavsimCLI

/// navsim match, record, replay and live, in process.
struct MatchReplayCommandTests: RunsNavsimInProcess {
    func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("navsim-match-\(getpid())-\(name)").path
    }

    static let town = Repository.path("Maps/harbourne.osm")
    static let cityTrace = Repository.path("Routes/traces/city-noisy.gpx")

    @Test func matchJsonHasRoadsLengthAndOnePointPerFix() throws {
        let (code, out, err) = run(["match", Self.cityTrace, "--map", Self.town, "--json"])
        #expect(code == 0 && err.isEmpty)
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        #expect(obj["roads"] as? [String] == ["West Street", "Market Cross", "East Street"])
        let length = try #require((obj["length"] as? NSNumber)?.doubleValue)
        #expect(length > 1100 && length < 1300)
        let points = try #require(obj["points"] as? [[String: Any]])
        #expect(points.count == 150)
        for p in points {
            #expect(Set(p.keys) == ["index", "lat", "lon", "matched", "interpolated", "confidence", "segment", "way", "name", "ref",
                                    "direction", "bearing", "offset", "distance"])
            let c = (p["confidence"] as? NSNumber)?.doubleValue ?? -1
            #expect(c >= 0 && c <= 1)
        }
    }

    @Test func matchTextListsRoadsThenPointsAndMarksUnmatchedOnes() throws {
        let path = temporaryPath("far.gpx")
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Two fixes on West Street and one 5 km out at sea.
        try """
        <?xml version="1.0"?><gpx version="1.1"><trk><trkseg>
        <trkpt lat="51.01995" lon="-1.0586"><time>2026-01-01T09:00:00Z</time></trkpt>
        <trkpt lat="51.01995" lon="-1.0582"><time>2026-01-01T09:00:03Z</time></trkpt>
        <trkpt lat="50.97" lon="-1.0582"><time>2026-01-01T09:00:04Z</time></trkpt>
        </trkseg></trk></gpx>
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let (code, out, _) = run(["match", path, "--map", Self.town])
        #expect(code == 0)
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines[0] == "roads: West Street")
        #expect(lines[1].hasPrefix("matched length: ") && lines[1].contains("(2 of 3 points matched, 1 segment)"))
        #expect(lines.last?.hasSuffix("unmatched") == true)
        #expect(lines.filter { $0.hasSuffix("unmatched") }.count == 1)
    }

    @Test func matchErrorsNameTheFileAndExitWithTheRightCode() throws {
        let missing = run(["match", "/nonexistent/trace.gpx"])
        #expect(missing.0 == 1 && missing.2.contains("/nonexistent/trace.gpx: no such file"))
        let bad = temporaryPath("bad.gpx")
        defer { try? FileManager.default.removeItem(atPath: bad) }
        try "<?xml version=\"1.0\"?>\n<gpx>\n<trk><trkseg><trkpt lat=\"x\" lon=\"1\"/></trkseg></trk></gpx>\n"
            .write(toFile: bad, atomically: true, encoding: .utf8)
        let broken = run(["match", bad])
        #expect(broken.0 == 1 && broken.2.contains(bad + ":"))
        #expect(run(["match"]).0 == 2)
        #expect(run(["match", Self.cityTrace, "--sigma", "0"]).0 == 2)
        #expect(run(["match", Self.cityTrace, "--bogus"]).0 == 2)
        let noMap = run(["match", Self.cityTrace, "--map", "/nonexistent.osm"])
        #expect(noMap.0 == 1 && noMap.2.contains("nonexistent.osm"))
    }

    @Test(arguments: ["gpx", "nmea"])
    func recordWritesADeterministicRecordingThatMatchesBackToItsRoads(ext: String) throws {
        let a = temporaryPath("rec-a.\(ext)"), b = temporaryPath("rec-b.\(ext)")
        defer { for p in [a, b] { try? FileManager.default.removeItem(atPath: p) } }
        let route = Repository.path("Routes/city.json")
        let first = run(["record", route, "--out", a, "--noise", "5", "--seed", "3"])
        #expect(first.0 == 0 && first.2.contains("fixes"))
        #expect(run(["record", route, "--out", b, "--noise", "5", "--seed", "3"]).0 == 0)
        let bytesA = try #require(FileManager.default.contents(atPath: a))
        #expect(bytesA == FileManager.default.contents(atPath: b))
        let text = String(decoding: bytesA, as: UTF8.self)
        #expect(ext == "gpx" ? text.contains("<gpxtpx:speed>") && text.contains("<time>2026-01-01T09:00:00Z</time>")
                             : text.hasPrefix("$GPGGA,090000.000,") && text.contains("$GPRMC,"))
        let (code, out, _) = run(["match", a, "--json"])
        #expect(code == 0)
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        #expect(obj["roads"] as? [String] == ["West Street", "Market Cross", "East Street"])
    }

    @Test func recordUsageErrors() {
        let route = Repository.path("Routes/city.json")
        #expect(run(["record", route]).0 == 2)
        #expect(run(["record", route, "--out", temporaryPath("x.kml")]).0 == 2)
        #expect(run(["record", "/nonexistent.json", "--out", temporaryPath("x.gpx")]).0 == 1)
    }

    @Test func replayHeadlessPrintsJsonLinesToArrival() throws {
        let (code, out, err) = run(["replay", Self.cityTrace, "--map", Self.town, "--headless"])
        #expect(code == 0)
        #expect(err.contains("arrived"))
        let lines = out.split(separator: "\n").map(String.init)
        for line in lines {
            let obj = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(obj["t"] != nil && obj["type"] is String)
        }
        #expect(lines.last?.contains("\"destinationReached\"") == true)
    }

    @Test func replayWithADestinationOffTheTraceReroutes() {
        let (code, out, err) = run(["replay", Repository.path("Routes/traces/city.gpx"), "--map", Self.town,
                                    "--to", "51.035468,-1.029985", "--headless", "--events", "text"])
        #expect(code == 0)
        #expect(out.contains("off route") && out.contains("rerouted"))
        #expect(err.contains("before the destination"))
    }

    @Test func replayWithoutHeadlessNeedsATerminalAndConflictingOptionsAreUsageErrors() {
        // The in-process output is not a terminal: the UI refuses with a clear message instead of drawing into a pipe.
        let (code, out, err) = run(["replay", Self.cityTrace])
        #expect(code == 1 && out.isEmpty && err.contains("needs a terminal"))
        #expect(run(["replay", Self.cityTrace, "--to", "a", "--route", "b", "--headless"]).0 == 2)
    }

    @Test func liveReadsAnNMEAStreamAndMatchesEachFix() throws {
        let (code, out, err) = run(["live", "--nmea", Repository.path("Routes/traces/motorway.nmea"), "--map", Self.town,
                                    "--headless"])
        #expect(code == 0 && err.contains("ended after"))
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.count > 100)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["type"] as? String == "fix" && first["matched"] as? Bool == true && first["road"] as? String == "London Road")
        #expect(lines.contains { $0.contains("\"road\": \"M7\"") })
    }

    @Test func liveFailsClearlyWithoutASource() {
        let (code, _, err) = run(["live", "--gpsd", "127.0.0.1:1", "--headless"])
        #expect(code == 1 && err.contains("cannot connect to 127.0.0.1:1"))
        #expect(run(["live", "--nmea", "/nonexistent.nmea", "--headless"]).0 == 1)
        #expect(run(["live", "--gpsd", "a", "--nmea", "b", "--headless"]).0 == 2)
        let folder = run(["live", "--nmea", NSTemporaryDirectory(), "--map", Self.town, "--headless"])
        #expect(folder.0 == 1 && folder.2.contains("is a directory, not a receiver log or device"), "no trap: \(folder.2)")
        let empty = run(["live", "--nmea", "/dev/null", "--map", Self.town, "--headless"])
        #expect(empty.0 == 1 && empty.2 == "navsim live: the stream ended before a fix\n", "\(empty.2)")
    }
}
