import Foundation
import Testing
import TestSupport

/// `navsim-embed-example` in a real terminal (tmux): the accessory, the label and the list on screen, `x` growing the
/// accessory, and `q` or Ctrl-C ending it with the terminal restored.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, Comment(rawValue: TmuxSession.skipNote)))
struct EmbedExampleTerminalTests {
    static let binary = Repository.path(".build/debug/navsim-embed-example")
    static let marker = "EMBED-EXAMPLE-DONE"

    static func command() -> String {
        "'\(binary)'; echo \(marker) status=$?; echo TTY: $(stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(echo|icanon)$'); sleep 30"
    }

    static func restored(_ screen: String) -> Bool {
        screen.contains("TTY: icanon echo") || screen.contains("TTY: echo icanon")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary), "skipped: .build/debug/navsim-embed-example is not built"))
    func accessoryLabelAndListShowAndQQuitsWithTheTerminalRestored() throws {
        let tmux = try TmuxSession(command: Self.command(), width: 80, height: 24)
        let up = tmux.wait(timeout: 90) { $0.contains("◆ Accessory") && $0.contains("Directions") }
        #expect(up.matched, "the example did not come up:\n\(up.screen)")
        #expect(up.screen.contains("Label below headerLayoutGuide (maxY = 2)"), "\(up.screen)")
        tmux.send("x")
        tmux.send("x")
        let grown = tmux.wait(timeout: 30) { $0.contains("mode expanded") }
        #expect(grown.matched && grown.screen.contains("Label below headerLayoutGuide (maxY = 4)"), "\(grown.screen)")
        tmux.send("q")
        let done = tmux.wait(timeout: 30) { $0.contains(Self.marker) && $0.contains("TTY:") }
        #expect(done.matched && done.screen.contains("\(Self.marker) status=0"), "\(done.screen)")
        #expect(Self.restored(done.screen), "tty modes not restored:\n\(done.screen)")
        #expect(!done.screen.contains("◆ Accessory"), "the example's screen was left behind:\n\(done.screen)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary), "skipped: .build/debug/navsim-embed-example is not built"))
    func ctrlCExits130WithTheTerminalRestored() throws {
        let tmux = try TmuxSession(command: Self.command(), width: 120, height: 40)
        #expect(tmux.wait(timeout: 90) { $0.contains("◆ Accessory") }.matched)
        tmux.send("C-c")
        let done = tmux.wait(timeout: 30) { $0.contains(Self.marker) && $0.contains("TTY:") }
        #expect(done.matched && done.screen.contains("\(Self.marker) status=130"), "\(done.screen)")
        #expect(Self.restored(done.screen), "tty modes not restored:\n\(done.screen)")
    }
}
