import Text

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

extension CLIError {
    /// The one place a reader's `SourceError` (a map, a trace, ...) becomes the command line's message: one line,
    /// `file:line: reason` or `file (byte N): reason`, safe to print, exit code 1. `context` prefixes it.
    public init(_ error: SourceError, context: String? = nil) {
        self = .failed(context.map { "\($0): \(error.description)" } ?? error.description)
    }

    /// A layer's typed error that already reads as one line (`RegionsError`, `RoutingError`, `DriveError`, a
    /// gesture script's error): the message, exit code 1.
    public init(_ error: some Error & CustomStringConvertible) {
        self = .failed(error.description)
    }
}

