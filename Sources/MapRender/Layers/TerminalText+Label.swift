import TermUI

extension TerminalText {
    /// A name made safe for a map label: control and format characters removed, whitespace runs collapsed to one space.
    public static func sanitizedLabel(_ s: String) -> String {
        sanitized(s, whitespace: .collapse)
    }

    /// True when every grapheme is one cell wide (labels with wide characters are skipped unless allowed).
    public static func isSingleWidth(_ s: String) -> Bool { s.allSatisfy { DisplayWidth.of($0) == 1 } }

    /// Accents folded by the Unicode name of each letter ("LATIN SMALL LETTER E WITH ACUTE" → "e"), every other
    /// non-ASCII character dropped, spaces collapsed; nil when nothing is left (labels under `--ascii`).
    public static func asciiFolded(_ s: String) -> String? {
        var out = ""
        for u in s.unicodeScalars {
            if u.isASCII { out.unicodeScalars.append(u); continue }
            guard let name = u.properties.name else { continue }
            for (prefix, upper) in [("LATIN SMALL LETTER ", false), ("LATIN CAPITAL LETTER ", true)] where name.hasPrefix(prefix) {
                let letter = name.dropFirst(prefix.count).prefix { $0 != " " }
                if letter.count == 1, let c = letter.first { out.append(upper ? c : Character(c.lowercased())) }
            }
        }
        let trimmed = out.split(separator: " ").joined(separator: " ")
        return trimmed.isEmpty ? nil : trimmed
    }
}
