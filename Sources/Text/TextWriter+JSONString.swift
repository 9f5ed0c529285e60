extension TextWriter {
    /// Appends `s` as a JSON string literal.
    ///
    /// Escapes `"` and `\`, writes `\n`, `\r`, `\t` short, and writes as `\u00XX` every other character that
    /// `TerminalText` would remove (C0 and C1 controls, DEL, bidi overrides and isolates, zero-width and format
    /// characters). So the data survives a round trip through any JSON reader, yet JSON shown on a terminal cannot
    /// carry an escape sequence or reorder the line. Everything else, non-ASCII included, is written as UTF-8.
    /// - Complexity: O(n); plain text (no byte that could start an escape) is copied in one step.
    public mutating func writeJSONQuoted(_ s: String) {
        write(byte: 0x22)
        var s = s
        s.withUTF8 { utf8 in
            if !utf8.contains(where: { TerminalText.mayStartUnsafe($0) || $0 == 0x22 || $0 == 0x5C }) {
                write(bytes: utf8)
                return
            }
            for u in String(decoding: utf8, as: UTF8.self).unicodeScalars { writeJSONEscaped(u) }
        }
        write(byte: 0x22)
    }

    private mutating func writeJSONEscaped(_ u: Unicode.Scalar) {
        switch u.value {
        case 0x22: write("\\\"" as StaticString)
        case 0x5C: write("\\\\" as StaticString)
        case 0x0A: write("\\n" as StaticString)
        case 0x0D: write("\\r" as StaticString)
        case 0x09: write("\\t" as StaticString)
        case let v where TerminalText.isUnsafe(u):
            write("\\u" as StaticString)
            for shift in stride(from: 12, through: 0, by: -4) {
                let nibble = UInt8(truncatingIfNeeded: (v >> UInt32(shift)) & 0xF)
                write(byte: nibble < 10 ? 48 + nibble : 87 + nibble)  // lowercase hex, as before
            }
        default:
            UTF8.encode(u) { write(byte: $0) }
        }
    }
}
