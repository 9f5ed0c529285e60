import Foundation

/// The one place that picks the text of a label for a map language: `name:CODE` when the feature has it, else the
/// local `name`. Every drawn label goes through it (the OpenMapTiles view rewrites its name attributes with it, and
/// `Road.name(language:)` asks it), so a language choice changes every label the same way.
///
/// The default language is the local one: no code, so labels show `name` as mapped on the ground.
public struct MapLanguage: Sendable, Hashable, CustomStringConvertible {
    /// The language code as used in OSM `name:CODE` keys (`ja`, `fr`, `de`, `zh-Hant`, `sr-Latn`); nil is the local
    /// language.
    public let code: String?

    /// The local language: labels show `name`.
    public static let local = MapLanguage(validated: nil)

    private init(validated code: String?) { self.code = code }

    /// A language from a code as a user types it (`ja`, `FR`, `zh-Hant`, `local`). nil when it cannot be an OSM
    /// language code: 2 or 3 letters, then optional subtags of letters and digits after `-` (BCP 47's shape).
    public init?(code raw: String) {
        let text = raw.trimmingCharacters(in: .whitespaces)
        if text.lowercased() == "local" || text.isEmpty { self = .local; return }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        // OSM keys write the primary language in lower case and keep the subtags as tagged (`zh-Hant`).
        self.code = ([first.lowercased()] + parts.dropFirst().map(String.init)).joined(separator: "-")
    }

    /// `name:CODE` (nil for the local language).
    public var nameKey: String? { code.map { "name:" + $0 } }

    public var description: String { code ?? "local" }

    /// The label text: the name in this language when the feature has one, else its local name.
    /// - Parameters:
    ///   - name: the feature's `name`.
    ///   - localized: its `name:*` values keyed by language code (`"ja"`, `"fr"`).
    public func label(name: String?, localized: [String: String]) -> String? {
        if let code, let text = localized[code], !text.isEmpty { return text }
        return name
    }

    /// The label text from a lookup of tag keys (`name`, `name:fr`, …), for callers that hold tags rather than a
    /// dictionary of names.
    public func label(_ lookup: (String) -> String?) -> String? {
        if let key = nameKey, let text = lookup(key), !text.isEmpty { return text }
        return lookup("name")
    }
}
