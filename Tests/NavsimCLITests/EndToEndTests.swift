import Foundation
import Testing
import TestSupport

/// The real program in a real terminal (tmux): start, look, press keys, quit, terminal restored.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, Comment(rawValue: TmuxSession.skipNote)))
struct EndToEndTests {
    static let binary = Repository.path(".build/debug/navsim")

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: EndToEndTests.binary), "skipped: .build/debug/navsim is not built"))
    func demoShowsHeaderFooterSpeedometerDirectionsAndQuitsCleanly() throws {
        let marker = "NAVSIM-E2E-DONE"
        let tmux = try TmuxSession(command: "'\(Self.binary)'; echo \(marker) status=$?; echo TTY: $(stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(echo|icanon)$'); sleep 30",
                                   width: 120, height: 40)
        // The header: a maneuver distance in metres or kilometres on the first row.
        let started = tmux.wait(timeout: 90) { screen in
            let first = screen.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
            return first.contains(" m ") || first.contains(" km ")
        }
        #expect(started.matched, "no header in:\n\(started.screen)")
        let rows = started.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The footer: arrival time, time and distance left.
        #expect(rows.contains { $0.contains("arrival") && ($0.contains(" km") || $0.contains(" m")) }, "no footer in:\n\(started.screen)")
        // The speedometer: the limit sign.
        #expect(rows.contains { $0.contains("╭") && $0.contains("╮") } && rows.contains { $0.contains("│") && $0.contains("│ ") },
                "no speedometer in:\n\(started.screen)")
        #expect(started.screen.contains("© OpenStreetMap contributors"))

        // A resize re-lays out at once: the footer moves to the new last row, a tiny window shows the note, and back.
        tmux.resize(width: 70, height: 20)
        let resized = tmux.wait(timeout: 30) { screen in
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return rows.count >= 20 && rows[19].contains("arrival")
        }
        #expect(resized.matched, "no re-layout at 70x20:\n\(resized.screen)")
        tmux.resize(width: 30, height: 10)
        let tiny = tmux.wait(timeout: 30) { $0.contains("40×12") }
        #expect(tiny.matched, "no 'too small' note at 30x10:\n\(tiny.screen)")
        tmux.resize(width: 120, height: 40)
        let back = tmux.wait(timeout: 30) { screen in
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return rows.count >= 40 && rows[39].contains("arrival")
        }
        #expect(back.matched, "no re-layout back at 120x40:\n\(back.screen)")

        tmux.send("d")
        let directions = tmux.wait(timeout: 30) { $0.contains("Directions") && $0.contains("▶") }
        #expect(directions.matched, "no directions list in:\n\(directions.screen)")

        tmux.send("q")
        let quit = tmux.wait(timeout: 30) { $0.contains(marker) }
        #expect(quit.matched, "navsim did not quit:\n\(quit.screen)")
        #expect(quit.screen.contains("\(marker) status=0"))
        // The terminal is restored: echo and canonical mode back on.
        let after = tmux.wait(timeout: 10) { $0.contains("TTY:") && $0.contains("icanon") }
        #expect(after.screen.contains("TTY: icanon echo") || after.screen.contains("TTY: echo icanon"), "echo or canonical mode not restored:\n\(after.screen)")
        #expect(!after.screen.contains("Directions"), "the UI was not cleared:\n\(after.screen)")
    }
}
