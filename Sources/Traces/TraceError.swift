import Text

/// A trace file that cannot be read: the file, the 1-based line (when known) and the reason — the one
/// `SourceError` shape of every reader. `description` is `file:line: reason`, the reason stripped of control
/// characters.
public typealias TraceError = SourceError

/// Makes text from data safe to print on a terminal.
public enum TextSanitizer {
    /// Drops C0/C1 control characters (escape sequences lose their ESC) and truncates to `limit` characters.
    public static func clean(_ s: String, limit: Int = 200) -> String {
        var out = String.UnicodeScalarView()
        var n = 0
        for u in s.unicodeScalars {
            if u.value < 0x20 || (u.value >= 0x7F && u.value < 0xA0) { continue }
            if n == limit { out.append("…"); break }
            out.append(u)
            n += 1
        }
        return String(out)
    }

    /// A short printable excerpt of raw bytes (non-printable bytes as `\xNN`).
    public static func excerpt<C: Collection>(_ bytes: C, limit: Int = 40) -> String where C.Element == UInt8 {
        var s = ""
        for (i, b) in bytes.enumerated() {
            if i == limit { s += "…"; break }
            if b >= 0x20 && b < 0x7F { s.unicodeScalars.append(Unicode.Scalar(b)) } else {
                let hex = String(b, radix: 16, uppercase: true)
                s += "\\x" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return s
    }
}
