/// A trace file that cannot be read: the file, the 1-based line (when known) and the reason.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name or a label for in-memory input (e.g. "<memory>").
    public var file: String
    /// The 1-based line where the problem was found, or nil.
    public var line: Int?
    /// What is wrong, in words.
    public var reason: String

    public init(file: String, line: Int?, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `file:line: reason`, the reason stripped of control characters.
    public var description: String {
        let where_ = line.map { "\(file):\($0)" } ?? file
        return "\(where_): \(TextSanitizer.clean(reason))"
    }
}
