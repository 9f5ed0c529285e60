import Foundation

/// A real terminal for end-to-end tests: a detached tmux session running a command.
/// Waits poll the pane with a generous deadline (a slow machine waits longer; nothing asserts on speed).
public final class TmuxSession {
    public let name: String
    public let socket: String

    /// True when tmux is installed.
    public static var isAvailable: Bool { which("tmux") != nil }
    public static let skipNote = "skipped: tmux is not installed (.ci/run installs it)"

    public static func which(_ tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let p = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    /// Starts `command` (run by the shell) in a new detached session of the given size, on a private server socket.
    public init(command: String, width: Int = 120, height: Int = 40, environment: [String: String] = [:]) throws {
        name = "navsim-e2e-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        socket = name
        var env = ""
        for (k, v) in environment.sorted(by: { $0.key < $1.key }) { env += "\(k)=\(Self.quote(v)) " }
        // The first command starts the tmux server, which keeps its inherited stdout open: never read from it.
        try run(["new-session", "-d", "-s", name, "-x", String(width), "-y", String(height), "env TERM=xterm-256color \(env)\(command)"],
                readOutput: false)
        _ = try? run(["set-option", "-t", name, "remain-on-exit", "on"])
    }

    /// Ends the server: `kill-server`, then SIGKILL for a server that is still there (tmux 3.3 was seen to answer
    /// kill-server and stay, with its dead pane kept by remain-on-exit).
    deinit {
        let pid = pid_t((try? run(["display-message", "-p", "-t", name, "#{pid}"]))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
        _ = try? run(["kill-server"])
        if pid > 0, kill(pid, 0) == 0 { kill(pid, SIGKILL) }
    }

    /// The pane's text now.
    public func capture() -> String { (try? run(["capture-pane", "-p", "-t", name])) ?? "" }

    /// The pane with its colours and attributes as SGR sequences (`capture-pane -e`).
    public func captureWithEscapes() -> String { (try? run(["capture-pane", "-p", "-e", "-t", name])) ?? "" }

    /// The pane with its colours, trailing blanks kept (`-N`): a line's end shows its background too.
    public func captureWithEscapesAndTrailingBlanks() -> String { (try? run(["capture-pane", "-p", "-e", "-N", "-t", name])) ?? "" }

    /// Sends tmux key names (e.g. "d", "q", "Escape", "Enter").
    public func send(_ keys: String...) { send(contentsOf: keys) }

    /// Sends several tmux key names with one send-keys: the program reads them in one write.
    public func send(contentsOf keys: [String]) { _ = try? run(["send-keys", "-t", name] + keys) }

    /// Resizes the window (the program gets SIGWINCH).
    public func resize(width: Int, height: Int) {
        _ = try? run(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
    }

    /// Polls until the pane satisfies `predicate` or `timeout` seconds pass; returns the last capture and whether it matched.
    @discardableResult
    public func wait(timeout: Double = 60, until predicate: (String) -> Bool) -> (screen: String, matched: Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = capture()
        while !predicate(screen) {
            if Date() > deadline { return (screen, false) }
            Thread.sleep(forTimeInterval: 0.2)
            screen = capture()
        }
        return (screen, true)
    }

    /// True when the pane's process has exited (remain-on-exit keeps the pane).
    public var paneIsDead: Bool {
        ((try? run(["display-message", "-p", "-t", name, "#{pane_dead}"])) ?? "").hasPrefix("1")
    }

    /// The exit status of the pane's process, once dead.
    public var exitStatus: Int? {
        Int(((try? run(["display-message", "-p", "-t", name, "#{pane_dead_status}"])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Runs tmux with posix_spawn and waitpid (Foundation's Process can hang in waitUntilExit under the test
    /// runner's threads); output goes through a temporary file, since the server inherits the first client's stdout.
    @discardableResult
    private func run(_ args: [String], readOutput: Bool = true) throws -> String {
        let tmux = Self.which("tmux") ?? "/usr/bin/tmux"
        let outPath = NSTemporaryDirectory() + "navsim-tmux-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).out"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, readOutput ? outPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Nothing else of the test process: a tmux server that inherited another test's pipe (Foundation's Pipe
        // descriptors are not close-on-exec) kept that pipe open, and the test reading it to its end waited forever.
        // (glibc's closefrom action is not visible to Swift; a descriptor closed meanwhile is ignored by glibc.)
        for fd in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap({ Int32($0) }) ?? []
        where fd > 2 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        let argv = ([tmux, "-L", socket] + args).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, tmux, &actions, nil, argv, environ)
        guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EIO) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard readOutput else { return "" }
        defer { unlink(outPath) }
        return (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
    }

    private static func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
