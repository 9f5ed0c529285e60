/// Errors that end a command with a message and an exit code.
public enum CLIError: Error, CustomStringConvertible {
    /// Bad command line: exit code 2.
    case usage(String)
    /// Bad input or a failed operation (unreadable file, no route, ...): exit code 1.
    case failed(String)

    public var exitCode: Int32 {
        switch self {
        case .usage: return 2
        case .failed: return 1
        }
    }

    public var description: String {
        switch self {
        case .usage(let m), .failed(let m): return m
        }
    }
}
