import Foundation
import TestSupport
import Testing
@testable import NavsimCLI

/// `--scheme NAME` and `--style FILE` on the drawing commands (issue 12, "How to choose one").
struct SchemeOptionTests: RunsNavsimInProcess {
    /// `--colors` is the UI's colour-depth setting, one letter from snapshot's `--color`: the frame is drawn as
    /// asked (plain text) and stderr names the flag that colours it; with `--color` given, nothing is said.
    @Test func snapshotNamesColorWhenGivenTheUIsColorsSetting() {
        let plain = run(["snapshot", "--size", "40x12"])
        let typo = run(["snapshot", "--size", "40x12", "--colors", "256"])
        #expect(typo.code == 0 && typo.out == plain.out && !typo.out.contains("\u{1B}["))
        #expect(typo.err.contains("a snapshot is coloured with --color"), "\(typo.err)")
        #expect(!plain.err.contains("--colors"))
        let both = run(["snapshot", "--size", "40x12", "--colors", "256", "--color", "256"])
        #expect(both.code == 0 && both.out.contains("\u{1B}[") && !both.err.contains("--colors"))
    }

    @Test func snapshotDrawsEverySchemeAndTheNightOnesDiffer() {
        let day = run(["snapshot", "--size", "60x20", "--color", "truecolor", "--scheme", "normalDay"])
        let night = run(["snapshot", "--size", "60x20", "--color", "truecolor", "--scheme", "normalNight"])
        let alias = run(["snapshot", "--size", "60x20", "--color", "truecolor", "--style", "night"])
        #expect(day.code == 0 && night.code == 0 && alias.code == 0, "\(day.err) \(night.err) \(alias.err)")
        #expect(day.out != night.out)
        #expect(alias.out == night.out, "--style night is normalNight")
        // On the default town the raster-based schemes draw its generated imagery under their vectors (shades in
        // plain text); the normal scheme draws none.
        let hybrid = run(["snapshot", "--size", "80x20", "--scheme", "hybridDay"])
        #expect(hybrid.code == 0 && !hybrid.out.contains("imagery is missing"), "\(hybrid.out)")
        #expect(hybrid.out.filter { "░▒▓".contains($0) }.count > 200, "\(hybrid.out)")
        let plain = run(["snapshot", "--size", "80x20", "--scheme", "normalDay"])
        #expect(plain.out.filter { "░▒▓".contains($0) }.count < 40, "\(plain.out)")
    }

    @Test func unknownSchemeIsAUsageErrorListingTheSchemes() {
        let r = run(["snapshot", "--scheme", "sepia"])
        // The scheme is the setting mapScheme: the one error names the flag, the key and every scheme.
        #expect(r.code == 2 && r.err.contains("--scheme: mapScheme: expected one of normalDay") && r.err.contains("logisticsDay"), "\(r.err)")
    }

    @Test func badStyleFileIsOneErrorWithFileLayerAndPath() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-bad-style-\(getpid()).json").path
        try Data(#"{"version": 8, "layers": [{"id": "road_major", "type": "line", "paint": {"line-color": 12}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = run(["snapshot", "--style", path])
        #expect(r.code == 1)
        #expect(r.err.contains(#"\#(path): layer "road_major" paint.line-color: expected a colour, got 12"#), "\(r.err)")
        #expect(r.err.split(separator: "\n").count == 1)
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
    func positronIsACustomStyle() {
        let r = run(["snapshot", "--size", "80x24", "--style", SharedData.path("styles/positron.json")])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("©"))
    }
}
