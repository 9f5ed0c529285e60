/// A script error: the file, the 1-based line, and what was expected.
public struct GestureScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String
    public init(file: String = "script", line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }
    public var description: String { "\(file):\(line): \(message)" }
}
