/// Where bytes stop being UTF-8: the one check for readers that hand text to a library which traps on invalid
/// UTF-8 (swift-corelibs-foundation's XMLParser builds element names with a trapping conversion).
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

    /// The 1-based line of a byte offset (lines end at LF).
    public static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        for b in bytes[..<min(offset, bytes.count)] where b == 0x0A { line += 1 }
        return line
    }
}
