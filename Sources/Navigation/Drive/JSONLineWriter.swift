import Foundation

/// Builds one JSON object on one line with keys in insertion order and fixed number formatting
/// (so that event streams compare byte for byte).
struct JSONLineWriter {
    private var out = "{"
    private var empty = true

    /// Keys are the schema's own ASCII names: written as they are.
    private mutating func key(_ k: String) {
        if empty { empty = false } else { out += ", " }
        out += "\""
        out += k
        out += "\": "
    }

    mutating func number(_ k: String, _ value: Double, decimals: Int) {
        key(k)
        out += Self.format(value, decimals: decimals)
    }

    mutating func optionalNumber(_ k: String, _ value: Double?, decimals: Int) {
        key(k)
        out += value.map { Self.format($0, decimals: decimals) } ?? "null"
    }

    mutating func int(_ k: String, _ value: Int) {
        key(k)
        out += String(value)
    }

    mutating func optionalInt(_ k: String, _ value: Int?) {
        key(k)
        out += value.map(String.init) ?? "null"
    }

    mutating func bool(_ k: String, _ value: Bool) {
        key(k)
        out += value ? "true" : "false"
    }

    mutating func string(_ k: String, _ value: String?) {
        key(k)
        out += value.map(Self.quote) ?? "null"
    }

    mutating func strings(_ k: String, _ values: [String]) {
        key(k)
        out += "[" + values.map(Self.quote).joined(separator: ", ") + "]"
    }

    var line: String { out + "}" }

    /// Fixed decimals, no exponent, no negative zero; non-finite values become null.
    /// - Complexity: O(digits); no `String(format:)` on the hot path (it dominated the drive benchmark).
    static func format(_ v: Double, decimals: Int) -> String {
        guard v.isFinite else { return "null" }
        let d = max(0, min(decimals, powersOfTen.count - 1))
        let scale = powersOfTen[d]
        let scaled = (abs(v) * Double(scale)).rounded()
        guard scaled < 1e15 else {
            let s = String(format: "%.\(d)f", v)
            if s.hasPrefix("-"), s.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { return String(s.dropFirst()) }
            return s
        }
        let n = UInt64(scaled)
        var out = (v < 0 && n != 0) ? "-" : ""
        out += String(n / scale)
        if d > 0 {
            let frac = String(n % scale)
            out += "." + String(repeating: "0", count: d - frac.count) + frac
        }
        return out
    }

    private static let powersOfTen: [UInt64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000]

    /// A JSON string literal; control characters are escaped, so no escape sequence reaches a terminal.
    static func quote(_ s: String) -> String {
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) { return "\"" + s + "\"" }
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 || (0x7F...0x9F).contains(u.value) {
                    out += String(format: "\\u%04x", u.value)
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
