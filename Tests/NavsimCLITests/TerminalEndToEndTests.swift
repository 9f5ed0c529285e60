import Foundation
import Testing
import TestSupport

/// The terminal's edges in a real terminal (issue 11, items 6 and 7): Alt+key does not quit, Esc alone does,
/// SIGTERM, SIGINT and SIGHUP exit 128 + the signal with the terminal restored, the app ends when its terminal
/// goes away, keys come from the terminal when standard input is a trace, and a terminal that cannot place the
/// cursor is refused in one line.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, Comment(rawValue: TmuxSession.skipNote)))
struct TerminalEndToEndTests {
    static let binary = EndToEndTests.binary
    static let marker = "NAVSIM-TERM-DONE"

    static func started(_ tmux: TmuxSession) -> Bool {
        tmux.wait(timeout: 90) { $0.contains("©") }.matched
    }

    /// A file whose appearance tells the shell in the pane to send its signal.
    static func goFile() -> String { NSTemporaryDirectory() + "navsim-signal-go-\(getpid())-\(UInt32.random(in: 0 ... .max))" }

    /// The shell waits for the go file (at most 90 s) instead of sleeping a fixed time: a signal sent before the app
    /// has installed its handlers would find the defaults (and a background job of a non-interactive shell starts
    /// with SIGINT ignored), so under load a fixed sleep raced the debug binary's start.
    static func waitFor(_ go: String) -> String { "for i in $(seq 900); do [ -e '\(go)' ] && break; sleep 0.1; done" }

    /// Creates the go file once the app has drawn its screen: its handlers are installed before its first frame.
    static func signalWhenStarted(_ tmux: TmuxSession, go: String) throws {
        #expect(started(tmux), "the app did not draw its screen:\n\(tmux.capture())")
        try Data().write(to: URL(fileURLWithPath: go))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary), "skipped: .build/debug/navsim is not built"))
    func altKeyDoesNotQuitButEscAloneDoes() throws {
        // The recorder writes its script atomically (a rename): never point it at a device such as /dev/null.
        let script = NSTemporaryDirectory() + "navsim-alt-\(getpid()).gesture"
        defer { try? FileManager.default.removeItem(atPath: script) }
        let tmux = try TmuxSession(command: "'\(Self.binary)' gestures record '\(script)' --map-only; echo \(Self.marker) status=$?; sleep 30")
        #expect(Self.started(tmux))
        tmux.send("M-x")     // Esc and x in one write
        tmux.send(contentsOf: ["Escape", "d"])   // the same, spelled as two keys in one send
        Thread.sleep(forTimeInterval: 1.5)
        let still = tmux.capture()
        #expect(!still.contains(Self.marker) && still.contains("©"), "Alt+key quit the app:\n\(still)")
        tmux.send("Escape")
        let quit = tmux.wait(timeout: 30) { $0.contains(Self.marker) }
        #expect(quit.matched && quit.screen.contains("status=0"), "Esc alone did not quit:\n\(quit.screen)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary), "skipped: .build/debug/navsim is not built"),
          arguments: [("TERM", 143), ("INT", 130), ("HUP", 129)])
    func aSignalExitsWith128PlusItsNumberAndRestoresTheTerminal(signal: String, status: Int) throws {
        let go = Self.goFile()
        defer { try? FileManager.default.removeItem(atPath: go) }
        let tmux = try TmuxSession(command: "'\(Self.binary)' </dev/tty & p=$!; \(Self.waitFor(go)); kill -\(signal) $p; wait $p; "
            + "echo \(Self.marker) status=$?; echo TTY: $(stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(echo|icanon)$'); sleep 30")
        try Self.signalWhenStarted(tmux, go: go)
        let done = tmux.wait(timeout: 90) { $0.contains(Self.marker) && $0.contains("TTY:") }
        #expect(done.matched, "no exit:\n\(done.screen)")
        #expect(done.screen.contains("\(Self.marker) status=\(status)"), "SIG\(signal):\n\(done.screen)")
        #expect(done.screen.contains("TTY: icanon echo") || done.screen.contains("TTY: echo icanon"), "modes not restored:\n\(done.screen)")
        #expect(!done.screen.contains("arrival"), "the UI was not cleared:\n\(done.screen)")
    }

    /// A trace on standard input (`cat trace | navsim replay -`): the UI reads its keys from the controlling terminal
    /// instead, as `less` does, so it runs and quits on `q` (it was refused: "stdin must be a tty").
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary), "skipped: .build/debug/navsim is not built"))
    func keysComeFromTheTerminalWhenStandardInputIsATrace() throws {
        let trace = Repository.path("Routes/traces/city.gpx")
        let tmux = try TmuxSession(command: "cat '\(trace)' | '\(Self.binary)' replay -; echo \(Self.marker) status=$?; sleep 30")
        #expect(Self.started(tmux), "the UI did not start with a trace on standard input:\n\(tmux.capture())")
        tmux.send("q")
        let quit = tmux.wait(timeout: 30) { $0.contains(Self.marker) }
        #expect(quit.matched && quit.screen.contains("status=0"), "q did not quit:\n\(quit.screen)")
    }

    /// The terminal goes away (the tmux server ends) while the app cannot be told by a SIGHUP: the signal ignored
    /// (as under nohup; the app takes it back) or the app in a session of its own (setsid: the kernel hangs up only
    /// the terminal's own session). Its key reads then fail at once, and it must end rather than spin without a
    /// screen (it did, at ~50 % CPU, for hours).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary), "skipped: .build/debug/navsim is not built"),
          arguments: ["trap '' HUP; exec", "exec setsid -w"])
    func theAppEndsWhenItsTerminalGoesAway(launch: String) throws {
        let pidFile = Self.goFile()
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        var tmux: TmuxSession? = try TmuxSession(command: "sh -c \"\(launch) sh -c 'echo \\$\\$ > \(pidFile); exec \(Self.binary)'\"")
        #expect(Self.started(try #require(tmux)), "the app did not draw its screen:\n\(tmux?.capture() ?? "")")
        let pid = try #require(pid_t((try String(contentsOfFile: pidFile, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { if Self.isRunning(pid) { kill(pid, SIGKILL) } }
        #expect(Self.isRunning(pid))
        tmux = nil   // kill-server: the pane's terminal closes
        let deadline = Date().addingTimeInterval(30)
        while Self.isRunning(pid) && Date() < deadline { Thread.sleep(forTimeInterval: 0.2) }
        #expect(!Self.isRunning(pid), "the app kept running without its terminal (\(launch))")
    }

    /// True while `pid` exists and is not a zombie waiting for a parent that does not reap.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return !stat[close...].hasPrefix(") Z")
    }

    /// A fatal signal: the C handler writes the restore sequence, puts the tty modes back, reinstates the previous
    /// handler (here the default: Swift's backtracer is switched off) and re-raises, so the process still dies of it.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary), "skipped: .build/debug/navsim is not built"))
    func aFatalSignalRestoresTheTerminalAndStillKillsTheProcess() throws {
        let go = Self.goFile()
        defer { try? FileManager.default.removeItem(atPath: go) }
        let tmux = try TmuxSession(command: "'\(Self.binary)' </dev/tty & p=$!; \(Self.waitFor(go)); kill -SEGV $p; wait $p; "
            + "echo \(Self.marker) status=$?; echo TTY: $(stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(echo|icanon)$'); sleep 30",
                                   environment: ["SWIFT_BACKTRACE": "enable=no"])
        try Self.signalWhenStarted(tmux, go: go)
        let done = tmux.wait(timeout: 90) { $0.contains(Self.marker) && $0.contains("TTY:") }
        #expect(done.matched, "no exit:\n\(done.screen)")
        #expect(done.screen.contains("\(Self.marker) status=139"), "died of SIGSEGV (128 + 11):\n\(done.screen)")
        #expect(done.screen.contains("TTY: icanon echo") || done.screen.contains("TTY: echo icanon"), "modes not restored:\n\(done.screen)")
        #expect(!done.screen.contains("arrival"), "still on the UI's screen:\n\(done.screen)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary), "skipped: .build/debug/navsim is not built"))
    func aTerminalThatCannotPlaceTheCursorIsRefused() throws {
        let tmux = try TmuxSession(command: "'\(Self.binary)' 2>&1; echo \(Self.marker) status=$?; sleep 30",
                                   width: 200, environment: ["TERM": "dumb"])
        let done = tmux.wait(timeout: 60) { $0.contains(Self.marker) }
        #expect(done.matched && done.screen.contains("status=1"), "\(done.screen)")
        let lines = done.screen.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(lines.count == 2, "one error line, then the marker:\n\(done.screen)")
        #expect(lines.first?.hasPrefix("navsim demo: terminal setup failed: terminal type 'dumb' cannot place the cursor") == true, "\(done.screen)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary), "skipped: .build/debug/navsim is not built"),
          arguments: [("truecolor", true), ("256", false)])
    func aForcedColourDepthIsHonouredOnA256ColourTerminfo(colors: String, direct: Bool) throws {
        let tmux = try TmuxSession(command: "'\(Self.binary)' --colors \(colors); echo \(Self.marker) status=$?; sleep 30")
        #expect(Self.started(tmux))
        Thread.sleep(forTimeInterval: 1)
        let screen = tmux.captureWithEscapes()
        let rgb = screen.components(separatedBy: "\u{1B}[38;2;").count - 1
        let indexed = screen.components(separatedBy: "\u{1B}[38;5;").count - 1
        if direct {
            #expect(rgb > 20, "--colors truecolor under xterm-256color: \(rgb) direct-colour SGRs, \(indexed) indexed")
        } else {
            #expect(rgb == 0 && indexed > 20, "--colors 256: \(rgb) direct-colour SGRs, \(indexed) indexed")
        }
        // The text is the same as ncurses draws it: header, footer and attribution.
        let text = tmux.capture()
        #expect(text.contains("arrival") && text.contains("© OpenStreetMap contributors"), "\(text)")
        tmux.send("q")
        #expect(tmux.wait(timeout: 30) { $0.contains("\(Self.marker) status=0") }.matched)
    }
}
