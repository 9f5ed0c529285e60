import Foundation
import Testing
import TestSupport
@testable import Navigation

@Suite struct GoldenStreamTests {
    @Test(.enabled(if: Town.isAvailable, Town.skipNote), arguments: Town.routeFiles)
    func demoRouteStreamMatchesGolden(_ file: String) throws {
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let run = try Town.stream(file)
        #expect(run.text.hasSuffix("\"type\": \"destinationReached\", \"guidanceStopped\": true}\n"))
        #expect(Golden.mismatch(run.text, named: name) == nil)
    }

    @Test func syntheticCityDriveStreamMatchesGolden() throws {
        let runner = DriveRunner(route: Fixtures.cityDrive(), simulation: SimulationOptions(driverFactor: 1.15, seed: 4, noise: 3))
        var text = ""
        _ = try runner.runToArrival { text += EventFormat.jsonl.line($0) + "\n" }
        #expect(Golden.mismatch(text, named: "synthetic-city") == nil)
    }

    @Test(.enabled(if: Town.isAvailable, Town.skipNote))
    func repeatedRunsGiveIdenticalStreams() throws {
        let file = Town.routeFiles.first { $0.hasSuffix("demo.json") } ?? ""
        let a = try Town.stream(file).text, b = try Town.stream(file).text
        #expect(!a.isEmpty)
        #expect(a == b)
        let t1 = try Town.stream(file, format: .text).text, t2 = try Town.stream(file, format: .text).text
        #expect(t1 == t2)
    }
}

@Suite struct DemoRouteContentTests {
    /// What each demo drive must show, whatever the router's choices (substrings of its JSON Lines).
    static let required: [String: [String]] = [
        "city.json": ["\"kind\": \"roundabout\"", "\"entered\": [\"roundabout\"]", "\"feature\": \"trafficSignals\""],
        "motorway.json": ["\"entered\": [\"motorway\"]", "\"entered\": [\"tunnel\"]", "\"kind\": \"exitLeft\"", "\"limit\": 130.0"],
        "speeding.json": ["\"level\": \"minor\"", "\"level\": \"major\""],
        "missed-turn.json": ["\"type\": \"offRoute\"", "\"type\": \"rerouted\""],
        "waypoints.json": ["\"waypoint\": 1", "\"waypoint\": 2"],
        "demo.json": ["\"entered\": [\"roundabout\"]", "\"entered\": [\"tunnel\"]", "\"feature\": \"trafficSignals\"",
                      "\"type\": \"speedWarning\", \"level\": \"minor\""],
    ]

    @Test(.enabled(if: Town.isAvailable, Town.skipNote), arguments: Town.routeFiles)
    func demoRouteShowsWhatItIsFor(_ file: String) throws {
        let name = URL(fileURLWithPath: file).lastPathComponent
        let text = try Town.stream(file).text
        let wanted = try #require(Self.required[name], "no expectations for \(name)")
        for w in wanted { #expect(text.contains(w), "\(name) lacks \(w)") }
    }
}
