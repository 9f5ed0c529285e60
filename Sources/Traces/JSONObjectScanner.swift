import Text
/// A minimal JSON reader for one object per line, as gpsd writes them: it walks the top-level members and hands
/// each key (as raw bytes) and value to a visitor; nested arrays and objects are skipped (checked for balance).
/// No allocation unless a string has escapes.
struct JSONObjectScanner {
    enum Value {
        /// A string's raw bytes between the quotes; `escaped` when they contain backslash escapes.
        case string(start: Int, end: Int, escaped: Bool)
        case number(Double)
        case bool(Bool)
        case null
        case nested
    }

    /// Walks the object in `p[start..<end]`; false when it is not one well-formed JSON object.
    /// - Complexity: O(end - start).
    static func scan(_ p: ByteReader, _ start: Int, _ end: Int,
                     _ visit: (_ keyStart: Int, _ keyEnd: Int, _ value: Value) -> Void) -> Bool {
        var i = start
        @inline(__always) func skipSpace() { while i < end, ASCIINumber.isSpace(p[i]) { i += 1 } }
        /// Moves past a string starting at `i` (a quote); returns its content range.
        func string() -> (Int, Int, Bool)? {
            guard i < end, p[i] == UInt8(ascii: "\"") else { return nil }
            i += 1
            let s = i
            var escaped = false
            while i < end {
                let b = p[i]
                if b == UInt8(ascii: "\"") { i += 1; return (s, i - 1, escaped) }
                if b == UInt8(ascii: "\\") { escaped = true; i += 2; continue }
                if b < 0x20 { return nil }
                i += 1
            }
            return nil
        }
        func skipNested() -> Bool {
            var depth = 0
            while i < end {
                let b = p[i]
                if b == UInt8(ascii: "\"") { guard string() != nil else { return false }; continue }
                if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") { depth += 1 }
                if b == UInt8(ascii: "}") || b == UInt8(ascii: "]") { depth -= 1; if depth == 0 { i += 1; return true } }
                i += 1
            }
            return false
        }
        func word(_ w: StaticString) -> Bool {
            let n = w.utf8CodeUnitCount
            guard i + n <= end else { return false }
            for k in 0..<n where p[i + k] != w.utf8Start[k] { return false }
            i += n
            return true
        }

        skipSpace()
        guard i < end, p[i] == UInt8(ascii: "{") else { return false }
        i += 1
        skipSpace()
        if i < end, p[i] == UInt8(ascii: "}") { i += 1; skipSpace(); return i == end }
        while true {
            skipSpace()
            guard let (ks, ke, _) = string() else { return false }
            skipSpace()
            guard i < end, p[i] == UInt8(ascii: ":") else { return false }
            i += 1
            skipSpace()
            guard i < end else { return false }
            let b = p[i]
            if b == UInt8(ascii: "\"") {
                guard let (s, e, esc) = string() else { return false }
                visit(ks, ke, .string(start: s, end: e, escaped: esc))
            } else if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") {
                guard skipNested() else { return false }
                visit(ks, ke, .nested)
            } else if word("true") {
                visit(ks, ke, .bool(true))
            } else if word("false") {
                visit(ks, ke, .bool(false))
            } else if word("null") {
                visit(ks, ke, .null)
            } else {
                let s = i
                while i < end, p[i] != UInt8(ascii: ","), p[i] != UInt8(ascii: "}"), !ASCIINumber.isSpace(p[i]) { i += 1 }
                guard let v = ASCIINumber.double(p, s, i) else { return false }
                visit(ks, ke, .number(v))
            }
            skipSpace()
            guard i < end else { return false }
            if p[i] == UInt8(ascii: ",") { i += 1; continue }
            guard p[i] == UInt8(ascii: "}") else { return false }
            i += 1
            skipSpace()
            return i == end
        }
    }

    /// True when `p[start..<end]` is exactly `word`.
    @inline(__always) static func equals(_ p: ByteReader, _ start: Int, _ end: Int, _ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard end - start == n else { return false }
        for k in 0..<n where p[start + k] != word.utf8Start[k] { return false }
        return true
    }

    /// The text of a string value, escapes decoded.
    static func text(_ p: ByteReader, _ start: Int, _ end: Int, escaped: Bool) -> String {
        guard escaped else { return String(decoding: p.bytes(start, end), as: UTF8.self) }
        var bytes: [UInt8] = []
        var i = start
        while i < end {
            let b = p[i]
            guard b == UInt8(ascii: "\\"), i + 1 < end else { bytes.append(b); i += 1; continue }
            let e = p[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "b"), UInt8(ascii: "f"): break
            case UInt8(ascii: "u"):
                var v: UInt32 = 0
                var k = 0
                while k < 4, i < end, let h = NMEADecoder.hex(p[i]) { v = v << 4 | UInt32(h); i += 1; k += 1 }
                bytes.append(contentsOf: Array(String(Character(Unicode.Scalar(v) ?? "?")).utf8))
            default: bytes.append(e)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
