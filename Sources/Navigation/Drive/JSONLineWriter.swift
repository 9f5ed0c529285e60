import Foundation

/// Builds one JSON object on one line with keys in insertion order and fixed number formatting
/// (so that event streams compare byte for byte).
struct JSONLineWriter {
    private var parts: [String] = []

    mutating func number(_ key: String, _ value: Double, decimals: Int) {
        parts.append(Self.quote(key) + ": " + Self.format(value, decimals: decimals))
    }

    mutating func optionalNumber(_ key: String, _ value: Double?, decimals: Int) {
        parts.append(Self.quote(key) + ": " + (value.map { Self.format($0, decimals: decimals) } ?? "null"))
    }

    mutating func int(_ key: String, _ value: Int) { parts.append(Self.quote(key) + ": " + String(value)) }

    mutating func optionalInt(_ key: String, _ value: Int?) {
        parts.append(Self.quote(key) + ": " + (value.map(String.init) ?? "null"))
    }

    mutating func bool(_ key: String, _ value: Bool) { parts.append(Self.quote(key) + ": " + (value ? "true" : "false")) }

    mutating func string(_ key: String, _ value: String?) {
        parts.append(Self.quote(key) + ": " + (value.map(Self.quote) ?? "null"))
    }

    mutating func strings(_ key: String, _ values: [String]) {
        parts.append(Self.quote(key) + ": [" + values.map(Self.quote).joined(separator: ", ") + "]")
    }

    var line: String { "{" + parts.joined(separator: ", ") + "}" }

    /// Fixed decimals, no exponent, no negative zero; non-finite values become null.
    static func format(_ v: Double, decimals: Int) -> String {
        guard v.isFinite else { return "null" }
        let s = String(format: "%.\(decimals)f", v)
        if s.hasPrefix("-"), s.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { return String(s.dropFirst()) }
        return s
    }

    /// A JSON string literal; control characters are escaped, so no escape sequence reaches a terminal.
    static func quote(_ s: String) -> String {
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
