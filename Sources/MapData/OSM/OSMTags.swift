import Text

/// One OSM tag. Keys and values are sanitized on creation: map text reaches the terminal, so control
/// characters (C0, DEL, C1; among them ESC, which starts terminal escape sequences) and bidi overrides are removed.
public struct OSMTag: Sendable, Hashable {
    public var key: String
    public var value: String
    public init(key: String, value: String) {
        self.key = Self.sanitized(key)
        self.value = Self.sanitized(value)
    }

    /// A tag from text that is already sanitized (the PBF reader sanitizes each string-table entry once).
    init(sanitizedKey key: String, value: String) {
        self.key = key
        self.value = value
    }

    /// A tag kept byte for byte, for data that is stored and written back rather than shown (the replication
    /// store: an updated extract must hold exactly what the source had). Never draw these without sanitizing.
    init(verbatimKey key: String, value: String) {
        self.key = key
        self.value = value
    }

    /// The text made safe by the one terminal-text policy (`TerminalText`: controls, escape sequences, bidi
    /// overrides removed), returned as is, without copying, when it needs nothing.
    public static func sanitized(_ text: String) -> String { TerminalText.sanitized(text) }
}

/// The tags of one OSM element, in file order. Elements carry few tags, so lookup is a linear scan
/// (faster than hashing for the usual 1 to 10 entries, and no dictionary per element).
public struct OSMTags: Sendable, Hashable {
    public var tags: [OSMTag]

    public init(_ tags: [OSMTag] = []) { self.tags = tags }

    public init(_ pairs: [(String, String)]) { self.tags = pairs.map { OSMTag(key: $0.0, value: $0.1) } }

    public var isEmpty: Bool { tags.isEmpty }

    /// The value of `key`, or nil.
    public subscript(key: String) -> String? {
        for t in tags where t.key == key { return t.value }
        return nil
    }

    /// `name:<lang>` values keyed by language code.
    public var localizedNames: [String: String] {
        var out = [String: String]()
        for t in tags where t.key.hasPrefix("name:") {
            let lang = String(t.key.dropFirst(5))
            if !lang.isEmpty, !lang.contains(":") { out[lang] = t.value }
        }
        return out
    }
}
