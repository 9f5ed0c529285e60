import Text

/// A script error: the file, the 1-based line, and what was expected. A thin wrapper over the one
/// `SourceError` shape (`error`), which renders it (`file:line: message`).
public struct GestureScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The error in the shape every reader shares.
    public var error: SourceError
    public init(file: String = "script", line: Int, message: String) {
        error = SourceError(file: file, line: line, reason: message)
    }
    public var file: String { error.source }
    public var line: Int { error.line ?? 0 }
    public var message: String { error.reason }
    public var description: String { error.description }
}
