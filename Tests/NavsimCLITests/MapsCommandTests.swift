import Foundation
@testable import NavsimCLI
import Regions
import Testing
import TestSupport
import Widgets

@Suite("navsim maps output")
struct MapsCommandTests {
    @Test func progressBarsUseEighthBlocksOrHashes() {
        #expect(ProgressBar.render(0, width: 4, ascii: false) == "    ")
        #expect(ProgressBar.render(1.0 / 32, width: 4, ascii: false) == "▏   ")
        #expect(ProgressBar.render(0.5, width: 4, ascii: false) == "██  ")
        #expect(ProgressBar.render(0.59, width: 4, ascii: false) == "██▎ ")
        #expect(ProgressBar.render(7.0 / 8 / 4 + 0.75, width: 4, ascii: false) == "███▉")
        #expect(ProgressBar.render(1, width: 4, ascii: false) == "████")
        #expect(ProgressBar.render(0.5, width: 4, ascii: true) == "##..")
        #expect(ProgressBar.render(2, width: 3, ascii: true) == "###")
    }

    /// A line of `--json` output as a JSON object (Foundation's parser, as a consumer would read it).
    static func object(_ line: Substring) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    @Test func storageQueriesInJSONAreOneObjectALineInTheHouseLayout() {
        let status = InProcessCLI.run(["maps", "status", "--json"])
        let line = status.out.split(separator: "\n")
        #expect(status.code == 0 && line.count == 1, "\(status.out)\(status.err)")
        #expect(line.first?.hasPrefix("{\"storage\": \"") == true && line.first?.hasSuffix("\"status\": \"ok\", \"ok\": true}") == true, "\(status.out)")
        let list = InProcessCLI.run(["maps", "list", "--json"])
        #expect(list.code == 0 && list.out == "{\"regions\": []}\n", "\(list.out)\(list.err)")
        let version = InProcessCLI.run(["maps", "version", "--json"])
        #expect(version.code == 0 && version.out == "{\"version\": \"\"}\n", "\(version.out)\(version.err)")
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
    func theCatalogueInJSONIsOneObjectWithItsRegionsInTreeOrder() throws {
        let r = InProcessCLI.run(["maps", "regions", "--json", "--catalog", SharedData.path("regions/index-v1.json")])
        let lines = r.out.split(separator: "\n")
        #expect(r.code == 0 && lines.count == 1, "\(r.out)\(r.err)")
        let top = try #require(lines.first.flatMap(Self.object), "\(r.out)")
        let regions = try #require(top["regions"] as? [[String: Any]])
        #expect((top["catalog"] as? String)?.hasSuffix("regions/index-v1.json") == true)
        #expect(regions.first?["id"] as? String == "europe" && regions.first?["downloadable"] as? Bool == false)
        let monaco = try #require(regions.first { $0["id"] as? String == "monaco" })
        #expect(monaco["parent"] as? String == "europe" && monaco["depth"] as? Int == 1 && (monaco["size"] as? Int ?? 0) > 0)
        #expect(lines.first?.contains("{\"id\": \"monaco\", \"name\": \"Monaco\", \"parent\": \"europe\", \"depth\": 1, \"downloadable\": true") == true)
    }

    @Test func downloadEventsInJSONAreJSONLinesWithEscapedText() throws {
        let captured = CapturedOutput(environment: [:])
        let printer = MapsProgressPrinter(output: captured.output, mode: .json, regions: ["monaco"])
        printer.onProgress(TransferProgress(region: "monaco", bytes: 250_000, total: 1_000_000, bytesPerSecond: 50_000.4))
        printer.onProgress(TransferProgress(region: "monaco", bytes: 250_100, total: 1_000_000, bytesPerSecond: 50_000))
        printer.onPause(region: "monaco", error: .transfer(url: "http://127.0.0.1/m\u{1B}[2J.pbf", reason: "reset \"by peer\""))
        printer.onComplete(region: "monaco", error: nil)
        let lines = captured.stdout.split(separator: "\n")
        // The second progress is the same whole percent as the first: not repeated.
        #expect(lines.count == 3, "\(captured.stdout)")
        #expect(lines.first == "{\"event\": \"progress\", \"region\": \"monaco\", \"bytes\": 250000, \"total\": 1000000, \"rate\": 50000, \"percent\": 25, \"eta\": 15}")
        let pause = try #require(lines.count > 1 ? Self.object(lines[1]) : nil, "\(captured.stdout)")
        #expect(pause["event"] as? String == "pause" && (pause["error"] as? String)?.contains("\"by peer\"") == true)
        #expect(!lines[1].contains("\u{1B}"), "the escape is written as \\u001b, never raw: \(lines[1])")
        #expect(lines.last == "{\"event\": \"complete\", \"region\": \"monaco\"}")
    }

    @Test func badMapsCommandLinesAreUsageErrors() {
        // The storage is the test's own ($NAVSIM_STORAGE in a temporary folder).
        #expect(InProcessCLI.run(["maps"]).code == 2)
        #expect(InProcessCLI.run(["maps", "frobnicate"]).code == 2)
        let version = InProcessCLI.run(["maps", "regions", "--catalog-version", "2016"])
        #expect(version.code == 2)
        #expect(version.err.contains("--catalog-version must be latest or a date YYMMDD"), "\(version.err)")
    }
}
