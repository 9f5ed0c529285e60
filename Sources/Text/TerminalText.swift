/// The one policy for text that comes from data (street and POI names, file contents, error reasons) on its way to a
/// terminal. It removes:
/// - C0 controls, DEL and C1 controls (BEL, BS, CR, LF, ESC, CSI, ...);
/// - whole escape sequences, not just their ESC: CSI (`ESC [` or U+009B, parameters, intermediates, final byte),
///   the string commands OSC, DCS, SOS, PM and APC (up to ST or BEL, or the end of the text), and two-character
///   escapes (`ESC` + intermediates + final);
/// - bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the Arabic letter mark (U+061C),
///   zero-width and directional marks (U+200B–U+200F), line and paragraph separators (U+2028, U+2029) and the
///   byte order mark (U+FEFF): they reorder or hide what the user reads ("Trojan Source", CVE-2021-42574).
///
/// Text without any of them is returned as it is, without copying, after one byte scan. Variants are explicit
/// parameters: `limit` (error messages), `whitespace` (labels). JSON output escapes the same characters instead of
/// removing them (`TextWriter.writeJSONQuoted`).
public enum TerminalText {
    /// What to do with whitespace after sanitizing.
    public enum Whitespace: Sendable {
        /// Leave it.
        case keep
        /// Drop leading and trailing spaces.
        case trim
        /// Trim and collapse every run of whitespace to one space (map labels).
        case collapse
    }

    /// The text with control characters, escape sequences and bidi/format characters removed.
    /// - Complexity: O(n); plain text (no byte that could start an unsafe character) is returned without copying.
    public static func sanitized(_ s: String) -> String { needsWork(s) ? removingUnsafe(s) : s }

    /// The text with control characters, escape sequences and bidi/format characters removed, then a variant applied.
    /// - Parameters:
    ///   - limit: at most this many characters (Unicode scalars) are kept; a cut ends with "…".
    ///   - whitespace: what happens to spaces afterwards.
    /// - Complexity: O(n); plain text (no byte that could start an unsafe character) is returned without copying.
    public static func sanitized(_ s: String, limit: Int? = nil, whitespace: Whitespace = .keep) -> String {
        var out = sanitized(s)
        switch whitespace {
        case .keep: break
        case .trim:
            if out.first?.isWhitespace == true || out.last?.isWhitespace == true {
                out = String(out.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
            }
        case .collapse:
            out = out.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        }
        if let limit, out.unicodeScalars.count > limit {
            var cut = String.UnicodeScalarView(out.unicodeScalars.prefix(max(0, limit)))
            cut.append("…")
            out = String(cut)
        }
        return out
    }

    /// True for a character the policy removes (escape sequences aside, which also remove what follows ESC).
    @inlinable public static func isUnsafe(_ u: Unicode.Scalar) -> Bool {
        let v = u.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return true }
        if v < 0x61C { return false }
        return v == 0x61C || (0x200B...0x200F).contains(v) || (0x2028...0x202E).contains(v)
            || (0x2066...0x2069).contains(v) || v == 0xFEFF
    }

    /// True for a UTF-8 byte that may begin an unsafe character: the fast-path scan. (C1 is 0xC2 0x80–0x9F; U+061C
    /// is 0xD8 0x9C; U+2000–U+2FFF begin with 0xE2; U+FEFF with 0xEF.)
    @inlinable public static func mayStartUnsafe(_ b: UInt8) -> Bool {
        b < 0x20 || b == 0x7F || b == 0xC2 || b == 0xD8 || b == 0xE2 || b == 0xEF
    }

    /// True when `s` holds a character the policy removes.
    public static func needsWork(_ s: String) -> Bool {
        var s = s
        let suspicious = s.withUTF8 { $0.contains(where: mayStartUnsafe) }
        return suspicious && s.unicodeScalars.contains(where: isUnsafe)
    }

    /// A short printable excerpt of raw bytes for error messages: printable ASCII as is, every other byte as `\xNN`,
    /// cut after `limit` bytes with "…".
    public static func excerpt<C: Collection>(_ bytes: C, limit: Int = 40) -> String where C.Element == UInt8 {
        var w = TextWriter(capacity: min(bytes.count, limit) * 2 + 4)
        for (i, b) in bytes.enumerated() {
            if i == limit { w.write("…" as StaticString); break }
            if b >= 0x20 && b < 0x7F {
                w.write(byte: b)
            } else {
                w.write("\\x" as StaticString)
                for nibble in [b >> 4, b & 0xF] { w.write(byte: nibble < 10 ? 48 + nibble : 55 + nibble) }
            }
        }
        return w.string
    }

    private static func removingUnsafe(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(s.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let v = scalars[i].value
            i += 1
            switch v {
            case 0x1B:
                i = endOfEscape(scalars, from: i)
            case 0x9B:
                i = endOfControlSequence(scalars, from: i)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                i = endOfControlString(scalars, from: i)
            default:
                if !isUnsafe(scalars[i - 1]) { out.append(scalars[i - 1]) }
            }
        }
        return String(out)
    }

    /// After ESC: the index just past the sequence it starts (ECMA-48 §5.3).
    private static func endOfEscape(_ s: [Unicode.Scalar], from start: Int) -> Int {
        guard start < s.count else { return start }
        switch s[start].value {
        case 0x5B: return endOfControlSequence(s, from: start + 1)  // CSI
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: return endOfControlString(s, from: start + 1)  // OSC DCS SOS PM APC
        default:
            var i = start
            while i < s.count, (0x20...0x2F).contains(s[i].value) { i += 1 }  // intermediates
            if i < s.count, (0x30...0x7E).contains(s[i].value) { i += 1 }  // final
            return i
        }
    }

    /// After CSI: parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, one final byte 0x40–0x7E.
    private static func endOfControlSequence(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count, (0x30...0x3F).contains(s[i].value) { i += 1 }
        while i < s.count, (0x20...0x2F).contains(s[i].value) { i += 1 }
        if i < s.count, (0x40...0x7E).contains(s[i].value) { i += 1 }
        return i
    }

    /// After OSC, DCS, SOS, PM or APC: up to and including ST (ESC \ or U+009C) or BEL; the rest of the text when
    /// unterminated (a terminal would swallow it too).
    private static func endOfControlString(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count {
            switch s[i].value {
            case 0x07, 0x9C: return i + 1
            case 0x1B where i + 1 < s.count && s[i + 1].value == 0x5C: return i + 2
            default: i += 1
            }
        }
        return i
    }
}
