import Text

/// What is wrong with a style, before the file is known: the layer id (when inside a layer), the JSON path of the
/// bad value inside it (`paint.line-color`, `filter[2][1]`) and the reason. `sourceError(file:)` gives the one
/// error shape of every reader (`SourceError`), whose text reads
/// `positron.json: layer "road_major" paint.line-color: expected a colour, got 12`.
public struct StyleSpecError: Error, Sendable, Hashable, CustomStringConvertible {
    public var layer: String?
    public var path: String
    public var reason: String
    /// Where in the file, for a file that is not valid JSON (a style's other problems are named by their path).
    public var line: Int?, column: Int?

    public init(layer: String? = nil, path: String, reason: String, line: Int? = nil, column: Int? = nil) {
        self.layer = layer
        self.path = path
        self.reason = reason
        self.line = line
        self.column = column
    }

    /// `layer "id" path: reason`.
    public var description: String {
        var s = ""
        if let layer { s += "layer \"\(layer)\"" }
        if !path.isEmpty { s += (s.isEmpty ? "" : " ") + path }
        return s.isEmpty ? reason : s + ": " + reason
    }

    /// The same problem as the shared error shape, naming the file.
    public func sourceError(file: String) -> SourceError {
        SourceError(source: file, line: line, column: column, reason: description)
    }

    func inLayer(_ id: String) -> StyleSpecError {
        var e = self
        if e.layer == nil { e.layer = id }
        return e
    }
}
