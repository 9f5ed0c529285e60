import Foundation
import TestSupport
import Testing
@testable import NavsimCLI

/// Traffic in `navsim replay` and `navsim live`: the same options as `drive`, off by default headless (the streams
/// stay byte for byte as recorded before traffic reached these commands), and when on, incidents, the traffic ETA
/// and the trace's own clock.
struct ReplayLiveTrafficTests {
    func run(_ args: [String]) -> (Int32, String, String) {
        let captured = CapturedOutput()
        let code = NavsimCLI.main(arguments: args, output: captured.output)
        return (code, captured.stdout, captured.stderr)
    }

    static let town = Repository.path("Maps/harbourne.osm")
    static let noisyTrace = Repository.path("Routes/traces/city-noisy.gpx")
    static let cityTrace = Repository.path("Routes/traces/city.gpx")
    static let motorway = Repository.path("Routes/traces/motorway.nmea")
    /// The motorway trace's last fix.
    static let motorwayEnd = "51.035468,-1.029985"

    /// An accident near the 100th fix of the noisy city trace, 08:00-10:00 (the trace was recorded at 09:00 UTC).
    /// - Parameter name: one per test (tests run in parallel, and each removes its own file).
    static func scenario(_ name: String = "incident") throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-replay-traffic-\(getpid())-\(name).json").path
        try """
        {"incidentRate": 0, "incidents": [{"id": "crash-1", "type": "accident", "criticality": "major",
          "start": "08:00", "end": "10:00", "location": [51.02010, -1.04760], "description": "Two cars"}]}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func headlessReplayAndLiveStreamsStayAsRecordedWithTrafficOff() {
        let cases: [(name: String, args: [String])] = [
            ("replay-city-noisy-jsonl", ["replay", Self.noisyTrace, "--map", Self.town, "--headless"]),
            ("replay-city-to-text", ["replay", Self.cityTrace, "--map", Self.town, "--to", "51.035468,-1.029985",
                                     "--headless", "--events", "text"]),
            ("live-motorway-to-jsonl", ["live", "--nmea", Self.motorway, "--map", Self.town, "--to", Self.motorwayEnd,
                                        "--headless"]),
        ]
        for c in cases {
            for args in [c.args, c.args + ["--traffic", "off"]] {
                let (code, out, _) = run(args)
                #expect(code == 0, "\(args)")
                #expect(Snapshot.mismatch(out, named: c.name) == nil, "\(args.joined(separator: " "))")
            }
        }
    }

    @Test func replayWithTrafficReportsTheIncidentOnTheTracesOwnClockWithTheTrafficETA() throws {
        let file = try Self.scenario("incident")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let (code, out, err) = run(["replay", Self.noisyTrace, "--map", Self.town, "--headless", "--traffic-file", file])
        #expect(code == 0 && err.contains("arrived"))
        #expect(out.contains("\"type\": \"trafficIncident\", \"incident\": \"crash-1\", \"incidentType\": \"accident\""))
        let progress = out.split(separator: "\n").filter { $0.contains("\"routeProgress\"") }
        #expect(!progress.isEmpty && progress.allSatisfy { $0.contains("\"trafficDelay\"") })
        // The same run again: the same bytes.
        #expect(run(["replay", Self.noisyTrace, "--map", Self.town, "--headless", "--traffic-file", file]).1 == out)
        // At noon the accident is over: no warning, but the ETA still comes with traffic.
        let noon = run(["replay", Self.noisyTrace, "--map", Self.town, "--headless", "--traffic-file", file, "--clock", "12:00"]).1
        #expect(!noon.contains("trafficIncident") && noon.contains("\"trafficDelay\""))
    }

    @Test func replayGuidedToADestinationPlansWithTraffic() throws {
        let (code, out, _) = run(["replay", Self.cityTrace, "--map", Self.town, "--to", "51.035468,-1.029985", "--headless",
                                  "--traffic", "on", "--clock", "08:00", "--traffic-seed", "3"])
        #expect(code == 0)
        #expect(out.contains("\"type\": \"rerouted\"") && out.contains("\"trafficDelay\""))
    }

    @Test func liveWithTrafficGivesATrafficETAThatFollowsTheClock() {
        func delays(_ clock: String) -> [Double] {
            let (code, out, _) = run(["live", "--nmea", Self.motorway, "--map", Self.town, "--to", Self.motorwayEnd,
                                      "--headless", "--traffic", "on", "--incident-rate", "0", "--clock", clock])
            #expect(code == 0)
            return out.split(separator: "\n").compactMap { line -> Double? in
                guard let obj = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                      obj["type"] as? String == "routeProgress" else { return nil }
                return obj["trafficDelay"] as? Double
            }
        }
        let rush = delays("08:00"), night = delays("03:00")
        #expect(!rush.isEmpty && rush.count == night.count)
        #expect((rush.first ?? 0) > (night.first ?? 0))
    }

    @Test func trafficOptionsAreCheckedLikeDrives() {
        #expect(run(["replay", Self.noisyTrace, "--map", Self.town, "--headless", "--traffic", "maybe"]).0 == 2)
        #expect(run(["replay", Self.noisyTrace, "--map", Self.town, "--headless", "--clock", "25:00"]).0 == 2)
        #expect(run(["replay", Self.noisyTrace, "--map", Self.town, "--headless", "--traffic-file", "/nonexistent.json"]).0 == 1)
        let (code, _, err) = run(["live", "--nmea", Self.motorway, "--map", Self.town, "--headless", "--traffic", "on"])
        #expect(code == 2 && err.contains("needs --to"))
        #expect(run(["live", "--nmea", Self.motorway, "--map", Self.town, "--to", Self.motorwayEnd, "--headless",
                     "--incident-types", "meteorStrike"]).0 == 2)
    }
}
