import TermUI

extension TerminalText {
    /// A name made safe for a map label: control and format characters removed, whitespace runs collapsed to one space.
    public static func sanitizedLabel(_ s: String) -> String {
        sanitized(s).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// True when every grapheme is one cell wide (labels with wide characters are skipped unless allowed).
    public static func isSingleWidth(_ s: String) -> Bool { s.allSatisfy { DisplayWidth.of($0) == 1 } }
}
