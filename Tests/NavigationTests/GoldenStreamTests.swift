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
