import Text

extension ManeuverBuilder {
    /// Data text (names, refs, signposts) made safe for a terminal by the one policy (`TerminalText`): controls,
    /// escape sequences and bidi overrides removed, spaces trimmed; blank becomes nil.
    static func clean(_ s: String?) -> String? {
        guard let s else { return nil }
        let kept = TerminalText.sanitized(s, whitespace: .trim)
        return kept.isEmpty ? nil : kept
    }
}
