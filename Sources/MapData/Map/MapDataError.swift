/// Why a map could not be read. `description` is one readable line naming the file and, where known, the line or byte offset.
public struct MapDataError: Error, CustomStringConvertible, Sendable, Equatable {
    public var file: String
    /// 1-based line (XML) where known.
    public var line: Int?
    /// Byte offset (PBF, compressed input) where known.
    public var byteOffset: Int?
    public var reason: String

    public init(file: String, line: Int? = nil, byteOffset: Int? = nil, reason: String) {
        self.file = file
        self.line = line
        self.byteOffset = byteOffset
        self.reason = reason
    }

    public var description: String {
        var where_ = file
        if let l = line { where_ += ":\(l)" }
        if let b = byteOffset { where_ += " (byte \(b))" }
        return "\(where_): \(reason)"
    }
}
