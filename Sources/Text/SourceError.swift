/// Why input from a source (a file, a stream, a string in memory) could not be read: which source, where in it
/// (a 1-based line and column for text, a byte offset for binary and compressed data) and the reason in words.
///
/// The one error shape of every reader: map files (`MapDataError`), traces (`TraceError`) and the readers'
/// internal failures (PBF blobs, protobuf messages, XML, decompression) are this type. A layer that finds the
/// problem fills in what it knows (a byte offset, say); the layer that knows the file adds the source.
/// `description` is the one rendering (`file:line:column: reason`, `file (byte N): reason`); the command line
/// prints it through `CLIError`.
public struct SourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name, or a label for in-memory input such as "<memory>"; empty until a layer that knows it sets it.
    public var source: String
    /// The 1-based line, where known.
    public var line: Int?
    /// The 1-based column on `line`, where known.
    public var column: Int?
    /// The byte offset from the start of the source, where known (binary and compressed input).
    public var byteOffset: Int?
    /// The path of the field in a structured document (`waypoints[1]`, `simulation.seed`), where that says more
    /// than a line: documents read through a parsed tree (route files) know the field, not the line.
    public var field: String?
    /// What is wrong, in words.
    public var reason: String

    public init(source: String = "", line: Int? = nil, column: Int? = nil, byteOffset: Int? = nil, field: String? = nil,
                reason: String) {
        self.source = source
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
        self.field = field
        self.reason = reason
    }

    /// The readers' historical spelling: `file` for `source`.
    public init(file: String, line: Int? = nil, column: Int? = nil, byteOffset: Int? = nil, reason: String) {
        self.init(source: file, line: line, column: column, byteOffset: byteOffset, reason: reason)
    }

    /// The source's name (the same as `source`).
    public var file: String {
        get { source }
        set { source = newValue }
    }

    /// The same error, naming `source` (when it names none yet).
    public func naming(_ source: String) -> SourceError {
        var e = self
        if e.source.isEmpty { e.source = source }
        return e
    }

    /// `file:line:column: reason`, `file (byte N): reason` or `file: field: reason`. Control characters in the reason (which may quote
    /// the input) are dropped so the line is safe to print on a terminal, and a very long reason is cut.
    public var description: String {
        var where_ = source
        if let line {
            where_ += ":\(line)"
            if let column { where_ += ":\(column)" }
        }
        if let byteOffset { where_ += " (byte \(byteOffset))" }
        if let field { where_ += where_.isEmpty ? field : ": " + field }
        return where_.isEmpty ? TerminalText.sanitized(reason, limit: 200) : "\(where_): \(TerminalText.sanitized(reason, limit: 200))"
    }
}
