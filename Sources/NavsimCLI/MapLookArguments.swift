import MapData
import MapRender
import NavApp

/// `--language`, `--political-view` and `--attribution-corner`: options of every command that draws the map.
enum MapLookArguments {
    static let valued: Set<String> = ["language", "political-view", "attribution-corner"]

    static let help = """
          --language CODE     map labels in a language: name:CODE where a feature has it, else its local name
                              (default: local; the t key cycles the languages the map names things in)
          --political-view C  disputed borders as the country with ISO 3166-1 alpha-3 code C sees them
                              (default: international, disputed borders shown as disputed)
          --attribution-corner tl|tr|bl|br
                              where the map data attribution sits (default br); it is always shown
        """

    /// The label language (nil when not given).
    static func language(_ a: Arguments) throws -> MapLanguage? {
        guard let raw = a.value("language") else { return nil }
        guard let language = MapLanguage(code: raw) else {
            throw CLIError.usage("--language wants a language code such as ja, fr or zh-Hant (or local), got '\(raw)'")
        }
        return language
    }

    /// Sets the political view and the attribution corner of the screen options.
    static func apply(_ a: Arguments, to options: inout ScreenOptions) throws {
        if let raw = a.value("political-view") {
            guard let view = PoliticalView(code: raw) else {
                throw CLIError.usage("--political-view wants an ISO 3166-1 alpha-3 country code such as IND (or international), got '\(raw)'")
            }
            options.politicalView = view
        }
        if let raw = a.value("attribution-corner") {
            guard let corner = corners[raw.lowercased()] else {
                throw CLIError.usage("--attribution-corner must be tl, tr, bl or br, got '\(raw)'")
            }
            options.attributionCorner = corner
        }
    }

    static let corners: [String: MapCorner] = [
        "tl": .topLeft, "tr": .topRight, "bl": .bottomLeft, "br": .bottomRight,
        "top-left": .topLeft, "top-right": .topRight, "bottom-left": .bottomLeft, "bottom-right": .bottomRight,
    ]

    /// Applies all three to a UI: the language as app state (the key changes it), the rest as screen options.
    static func apply(_ a: Arguments, to core: NavAppCore, options: inout ScreenOptions) throws {
        if let language = try language(a) { core.dispatch(.setMapLanguage(language)) }
        try apply(a, to: &options)
    }
}
