import Foundation

/// Where a command writes. The real program writes to stdout/stderr; tests capture into strings.
public final class Output: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void

    /// True when this output is the process's own terminal (stdin and stdout are ttys): only then may a
    /// command take over the screen. Captured outputs never are.
    public let isTerminal: Bool

    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, isTerminal: Bool = false) {
        writeOut = out
        writeErr = err
        self.isTerminal = isTerminal
    }

    /// Standard output and standard error, unbuffered past each call.
    public static func standard() -> Output {
        Output(out: { s in FileHandle.standardOutput.write(Data(s.utf8)) },
               err: { s in FileHandle.standardError.write(Data(s.utf8)) },
               isTerminal: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1)
    }

    /// Writes a line to standard output.
    public func line(_ s: String = "") { writeOut(s + "\n") }
    /// Writes text to standard output as it is.
    public func write(_ s: String) { writeOut(s) }
    /// Writes a line to standard error.
    public func error(_ s: String) { writeErr(s + "\n") }
}

/// Captures a command's output (for tests and for the benchmark).
public final class CapturedOutput: @unchecked Sendable {
    public private(set) var stdout = ""
    public private(set) var stderr = ""
    private let lock = NSLock()
    public init() {}
    public var output: Output {
        Output(out: { [self] s in lock.lock(); stdout += s; lock.unlock() },
               err: { [self] s in lock.lock(); stderr += s; lock.unlock() })
    }
}
