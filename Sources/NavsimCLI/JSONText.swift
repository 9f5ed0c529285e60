import Text

/// JSON literals for command output that is assembled from parts (`match`, `live`, `route`, `search`): the one
/// writer's quoting and number formatting (`Text.JSONWriter`), returned as strings.
enum JSONText {
    /// A string literal, escaped by the one policy (controls, escape sequences and bidi characters as `\uXXXX`).
    static func quote(_ s: String) -> String {
        var w = TextWriter(capacity: s.utf8.count + 2)
        w.writeJSONQuoted(s)
        return w.string
    }

    /// A number with at most `places` decimals (trailing zeros trimmed), or null when not finite.
    static func number(_ v: Double, _ places: Int) -> String {
        v.isFinite ? TextWriter.decimal(v, places: places, style: .trimmed) : "null"
    }
}
