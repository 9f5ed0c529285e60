/// Where bytes stop being UTF-8: the one check for readers of formats that are UTF-8 only (osmChange), so other
/// bytes are refused with their place rather than read as replacement characters. (A byte offset's line is
/// `XMLText.line(of:in:)`.)
public enum UTF8Validation {
    /// The byte offset of the first ill-formed UTF-8 sequence, or nil when all of `bytes` is UTF-8.
    ///
    /// The well-formed sequences are those of the Unicode Standard's table 3-7 (no overlong forms, no surrogates,
    /// nothing above U+10FFFF). Written over the bytes rather than with the standard library's generic parser,
    /// which costs a generic metadata lookup per scalar in a debug build: a 13 MB osmChange diff took ~13 s there.
    /// - Complexity: O(n), no allocation.
    public static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { b in
            let n = b.count
            var i = 0
            while i < n {
                let lead = b[i]
                if lead < 0x80 { i += 1; continue }
                let length: Int
                var low: UInt8 = 0x80, high: UInt8 = 0xBF   // the second byte's range
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; high = 0x9F
                case 0xF0: length = 4; low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; high = 0x8F
                default: return i
                }
                guard i + 1 < n, b[i + 1] >= low, b[i + 1] <= high else { return i }
                var k = 2
                while k < length {
                    guard i + k < n, b[i + k] & 0xC0 == 0x80 else { return i }
                    k += 1
                }
                i += length
            }
            return nil
        }
    }
}
