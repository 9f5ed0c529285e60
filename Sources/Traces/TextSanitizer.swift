import Text

/// Traces' name for the one terminal-text policy, `Text.TerminalText` (C0/C1 controls, escape sequences, bidi
/// overrides and isolates removed), so that every reader reaches it without an import of its own.
public typealias TextSanitizer = TerminalText

extension TerminalText {
    /// The error-message variant: sanitized and cut to `limit` characters.
    static func clean(_ s: String, limit: Int = 200) -> String { sanitized(s, limit: limit) }
}
