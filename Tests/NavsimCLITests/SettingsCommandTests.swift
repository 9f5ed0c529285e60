import Foundation
import Settings
import TestSupport
import Testing
@testable import NavsimCLI

/// `navsim settings` and the settings layers on the drawing commands.
struct SettingsCommandTests {
    func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let captured = CapturedOutput()
        let code = NavsimCLI.main(arguments: args, output: captured.output)
        return (code, captured.stdout, captured.stderr)
    }

    func temporaryFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-settings-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func printsEveryValueAndWhereItCameFrom() throws {
        let file = try temporaryFile(#"{"fps": 12, "showsStopSigns": false}"#)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let r = run(["settings", "--settings", file, "--fps", "20", "--no-header"])
        #expect(r.code == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines.contains("fps 20 flag --fps"))
        #expect(lines.contains("showsStopSigns false file \(file)"))
        #expect(lines.contains("isNavigationHeaderEnabled false flag --no-header"))
        #expect(lines.contains("isCompassEnabled true default"))
        let json = run(["settings", "--settings", file, "--json"])
        #expect(json.out.hasPrefix(#"{"settings": {"isNavigationHeaderEnabled": true, "#))
        #expect(json.out.contains(#""fps": 12"#) && json.out.contains(#""fps": "file \#(file)""#))
    }

    @Test func defaultsTemplateIsASettingsFileThatSetsNothing() throws {
        let r = run(["settings", "--defaults"])
        #expect(r.code == 0)
        #expect(r.out.contains(#"// "showsStopSigns": true,"#))
        #expect(try SettingsFile(path: "t", bytes: Array(r.out.utf8)).values.isEmpty)
    }

    @Test func aBadFileIsOneUsageErrorWithTheNearestKey() throws {
        let file = try temporaryFile("{\n  \"isCompasEnabled\": false\n}\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        for command in ["settings", "snapshot"] {
            let r = run([command, "--settings", file])
            #expect(r.code == 2)
            #expect(r.err == "navsim \(command): \(file): isCompasEnabled: unknown setting (did you mean isCompassEnabled?); see 'navsim settings --defaults' for every key\n", "\(r.err)")
        }
    }

    @Test func snapshotFollowsTheSettingsFlags() {
        let plain = run(["snapshot", "--size", "100x30", "--at", "40%"])
        #expect(plain.code == 0)
        let off = run(["snapshot", "--size", "100x30", "--at", "40%", "--no-is-navigation-footer-enabled",
                       "--is-trip-progress-bar-enabled=false", "--no-should-display-speedometer"])
        #expect(off.code == 0, "\(off.err)")
        #expect(plain.out.contains("km/h") && plain.out.contains("arrival"), "\(plain.out)")
        #expect(!off.out.contains("km/h") && !off.out.contains("arrival"), "\(off.out)")
    }

    @Test func featureListsTheMapCannotUseAreUsageErrors() {
        let r = run(["snapshot", "--features", "+noSuchLayer"])
        #expect(r.code == 2 && r.err.contains("snapshot: --features: unknown map feature 'noSuchLayer'"), "\(r.err)")
    }
}
