import CursesBackend
import Foundation
import Text

/// A command's surroundings: where it writes, whether it has the terminal, and the environment variables it reads
/// (cache and storage folders, `NAVSIM_OFFLINE`, …). The real program writes to stdout/stderr and reads the
/// process's environment; tests capture into strings and pass their own environment (temporary folders).
public final class Output: Sendable {
    private let writeOut: @Sendable (String) -> Void
    private let writeErr: @Sendable (String) -> Void

    /// True when this output is the process's own terminal (stdout is a tty, and keys can be read from stdin or the
    /// controlling terminal: `CursesBackend.hasTerminal`): only then may a command take over the screen. Captured
    /// outputs never are.
    public let isTerminal: Bool

    /// The environment variables commands read (the process's, unless a test passes others).
    public let environment: [String: String]

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, isTerminal: Bool = false,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        writeOut = out
        writeErr = err
        self.isTerminal = isTerminal
        self.environment = environment
    }

    /// Standard output and standard error, unbuffered past each call. A reader that went away (`navsim … | head`)
    /// ends the process quietly with status 141, as the shell reports a SIGPIPE death: `navsim` ignores SIGPIPE (its
    /// sockets and pipes report EPIPE instead), and Foundation's `FileHandle.write` traps on that error.
    public static func standard() -> Output {
        Output(out: { s in
                   if FileDescriptor.writeAll(STDOUT_FILENO, s) == EPIPE { exit(141) }
               },
               err: { s in FileDescriptor.writeAll(STDERR_FILENO, s) },
               isTerminal: CursesBackend.hasTerminal)
    }

    /// Writes a line to standard output.
    public func line(_ s: String = "") { writeOut(s + "\n") }
    /// Writes text to standard output as it is.
    public func write(_ s: String) { writeOut(s) }
    /// Writes a line to standard error.
    public func error(_ s: String) { writeErr(s + "\n") }
}

/// Captures a command's output (for tests and for the benchmark). Safe to write from any thread and read while
/// writes go on.
public final class CapturedOutput: Sendable {
    private struct Streams { var stdout = ""; var stderr = "" }
    private let text = Locked(Streams())
    private let environment: [String: String]
    /// - Parameter environment: what the command's `Output.environment` holds.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) { self.environment = environment }
    /// Everything written to standard output so far.
    public var stdout: String { text.withLock { $0.stdout } }
    /// Everything written to standard error so far.
    public var stderr: String { text.withLock { $0.stderr } }
    public var output: Output {
        let text = self.text
        return Output(out: { s in text.withLock { $0.stdout += s } },
                      err: { s in text.withLock { $0.stderr += s } }, environment: environment)
    }
}
