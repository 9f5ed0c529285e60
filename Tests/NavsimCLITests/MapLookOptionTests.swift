import Foundation
import TestSupport
import Testing
@testable import NavsimCLI

/// `--language`, `--political-view` and `--attribution-corner` on the drawing commands.
struct MapLookOptionTests: RunsNavsimInProcess {
    @Test func snapshotInJapaneseShowsKatakanaLabelsAndTheAttributionInTheChosenCorner() {
        let local = run(["snapshot", "--at", "30%", "--size", "100x28", "--mode", "north-up"])
        let ja = run(["snapshot", "--at", "30%", "--size", "100x28", "--mode", "north-up", "--language", "ja",
                      "--attribution-corner", "tl", "--political-view", "XWE"])
        #expect(local.code == 0 && ja.code == 0, "\(ja.err)")
        func katakana(_ s: String) -> Bool { s.unicodeScalars.contains { (0x30A0...0x30FF).contains($0.value) } }
        #expect(!katakana(local.out))
        #expect(katakana(ja.out))
        let rows = ja.out.split(separator: "\n", omittingEmptySubsequences: false)
        // Row 0 is the header; the map starts on row 1 with the attribution at its left.
        #expect(rows.count > 1 && rows[1].hasPrefix("© OpenStreetMap"), "\(rows.prefix(3))")
        #expect(!local.out.split(separator: "\n").dropFirst().first!.hasPrefix("©"))
    }

    @Test func badValuesAreUsageErrors() {
        for (args, text) in [(["--language", "x1"], "--language"), (["--political-view", "12"], "--political-view"),
                             (["--attribution-corner", "middle"], "--attribution-corner")] {
            let r = run(["snapshot"] + args)
            #expect(r.code == 2 && r.err.contains(text), "\(args): \(r.err)")
            let demo = run(args)
            #expect(demo.code == 2 && demo.err.contains(text), "demo \(args): \(demo.err)")
        }
    }
}
