/// Where bytes stop being UTF-8: the one check for readers of formats that are UTF-8 only (osmChange), so other
/// bytes are refused with their place rather than read as replacement characters. (A byte offset's line is
/// `XMLText.line(of:in:)`.)
public enum UTF8Validation {
    /// The byte offset of the first ill-formed UTF-8 sequence, or nil when all of `bytes` is UTF-8.
    /// - Complexity: O(n), no allocation.
    public static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
