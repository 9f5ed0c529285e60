/// Helpers for READING XML-based formats (OSM XML, GPX) from bytes: entity references and line numbers.
/// Writers escape elsewhere.
public enum XMLText {
    /// The longest entity reference we decode, `&` to `;` (`&#x10FFFF;` is 10 bytes).
    public static let maxEntityLength = 10

    /// Decodes the entity reference at `p[k]` (an `&`) ending before `end`: `&amp; &lt; &gt; &quot; &apos;`,
    /// `&#N;` and `&#xH;`. Returns the character and the index after the `;`, or nil for anything else
    /// (an unknown name, a bad number, a code point that is not a scalar, no `;` within reach).
    public static func entity(in p: ByteReader, at k: Int, end: Int) -> (scalar: Unicode.Scalar, next: Int)? {
        guard p[k] == 0x26 else { return nil }
        let limit = min(end, k + maxEntityLength + 1)
        var semi = k + 1
        while semi < limit, p[semi] != 0x3b { semi += 1 }
        guard semi < limit, p[semi] == 0x3b else { return nil }
        let name = p.bytes(k + 1, semi)
        let scalar: Unicode.Scalar?
        if name.elementsEqual("amp".utf8) { scalar = "&" }
        else if name.elementsEqual("lt".utf8) { scalar = "<" }
        else if name.elementsEqual("gt".utf8) { scalar = ">" }
        else if name.elementsEqual("quot".utf8) { scalar = "\"" }
        else if name.elementsEqual("apos".utf8) { scalar = "'" }
        else if name.first == 0x23 {
            let hex = name.count > 1 && (name[1] == 0x78 || name[1] == 0x58)
            var v: UInt32 = 0
            var digits = 0
            for c in name.dropFirst(hex ? 2 : 1) {
                let d: UInt32
                switch c {
                case 0x30...0x39: d = UInt32(c - 0x30)
                case 0x41...0x46 where hex: d = UInt32(c - 0x37)
                case 0x61...0x66 where hex: d = UInt32(c - 0x57)
                default: return nil
                }
                v = v * (hex ? 16 : 10) + d  // at most 8 digits fit in the 10-byte limit: no overflow
                digits += 1
            }
            scalar = digits > 0 ? Unicode.Scalar(v) : nil
        } else {
            scalar = nil
        }
        guard let scalar else { return nil }
        return (scalar, semi + 1)
    }

    /// Appends the UTF-8 of `p[start ..< end]` with entity references decoded (unknown ones kept as written).
    /// - Complexity: O(end - start).
    public static func appendDecoded(_ p: ByteReader, _ start: Int, _ end: Int, to out: inout [UInt8]) {
        var k = max(0, start)
        let e = min(end, p.count)
        while k < e {
            let c = p[k]
            if c == 0x26, let (scalar, next) = entity(in: p, at: k, end: e) {
                appendUTF8(scalar, to: &out)
                k = next
            } else {
                out.append(c)
                k += 1
            }
        }
    }

    /// `p[start ..< end]` with entity references decoded, as a String.
    public static func decoded(_ p: ByteReader, _ start: Int, _ end: Int) -> String {
        var out = [UInt8]()
        out.reserveCapacity(max(0, end - start))
        appendDecoded(p, start, end, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @inlinable static func appendUTF8(_ s: Unicode.Scalar, to out: inout [UInt8]) {
        let v = s.value
        switch v {
        case 0..<0x80: out.append(UInt8(v))
        case 0x80..<0x800: out.append(UInt8(0xC0 | v >> 6)); out.append(UInt8(0x80 | v & 0x3F))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | v >> 12)); out.append(UInt8(0x80 | v >> 6 & 0x3F)); out.append(UInt8(0x80 | v & 0x3F))
        default:
            out.append(UInt8(0xF0 | v >> 18)); out.append(UInt8(0x80 | v >> 12 & 0x3F))
            out.append(UInt8(0x80 | v >> 6 & 0x3F)); out.append(UInt8(0x80 | v & 0x3F))
        }
    }

    /// The 1-based line of byte `offset` (line feeds before it, plus one), for error messages.
    public static func line(of offset: Int, in p: ByteReader) -> Int {
        var n = 1
        let stop = min(max(offset, 0), p.count)
        for k in 0..<stop where p[k] == 0x0A { n += 1 }
        return n
    }
}
