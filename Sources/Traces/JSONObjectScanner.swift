/// A minimal JSON reader for one flat object per line, as gpsd writes them: top-level keys with string,
/// number, boolean or null values; nested arrays and objects are skipped (checked for balance only).
struct JSONObjectScanner {
    enum Value: Equatable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case nested
    }

    /// Parses `p[start..<end]`; nil when it is not one well-formed JSON object.
    /// - Complexity: O(end - start).
    static func parse(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> [String: Value]? {
        var i = start
        func skipSpace() { while i < end, ASCIINumber.isSpace(p[i]) { i += 1 } }
        func string() -> String? {
            guard i < end, p[i] == UInt8(ascii: "\"") else { return nil }
            i += 1
            var bytes: [UInt8] = []
            while i < end {
                let b = p[i]
                if b == UInt8(ascii: "\"") { i += 1; return String(decoding: bytes, as: UTF8.self) }
                if b == UInt8(ascii: "\\") {
                    guard i + 1 < end else { return nil }
                    let e = p[i + 1]
                    i += 2
                    switch e {
                    case UInt8(ascii: "n"): bytes.append(0x0A)
                    case UInt8(ascii: "t"): bytes.append(0x09)
                    case UInt8(ascii: "r"): bytes.append(0x0D)
                    case UInt8(ascii: "b"), UInt8(ascii: "f"): break
                    case UInt8(ascii: "u"):
                        guard i + 4 <= end,
                              let v = UInt32(String(decoding: UnsafeBufferPointer(rebasing: p[i..<(i + 4)]), as: UTF8.self), radix: 16) else { return nil }
                        i += 4
                        bytes.append(contentsOf: Array(String(Character(Unicode.Scalar(v) ?? "?")).utf8))
                    default: bytes.append(e)
                    }
                    continue
                }
                bytes.append(b)
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
        guard i < end, p[i] == UInt8(ascii: "{") else { return nil }
        i += 1
        var out: [String: Value] = [:]
        skipSpace()
        if i < end, p[i] == UInt8(ascii: "}") { i += 1; skipSpace(); return i == end ? out : nil }
        while true {
            skipSpace()
            guard let key = string() else { return nil }
            skipSpace()
            guard i < end, p[i] == UInt8(ascii: ":") else { return nil }
            i += 1
            skipSpace()
            guard i < end else { return nil }
            let b = p[i]
            if b == UInt8(ascii: "\"") {
                guard let s = string() else { return nil }
                out[key] = .string(s)
            } else if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") {
                guard skipNested() else { return nil }
                out[key] = .nested
            } else if word("true") {
                out[key] = .bool(true)
            } else if word("false") {
                out[key] = .bool(false)
            } else if word("null") {
                out[key] = .null
            } else {
                let s = i
                while i < end, p[i] != UInt8(ascii: ","), p[i] != UInt8(ascii: "}"), !ASCIINumber.isSpace(p[i]) { i += 1 }
                guard let v = ASCIINumber.double(p, s, i) else { return nil }
                out[key] = .number(v)
            }
            skipSpace()
            guard i < end else { return nil }
            if p[i] == UInt8(ascii: ",") { i += 1; continue }
            guard p[i] == UInt8(ascii: "}") else { return nil }
            i += 1
            skipSpace()
            return i == end ? out : nil
        }
    }
}
