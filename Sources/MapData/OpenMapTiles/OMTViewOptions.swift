/// How the OpenMapTiles view is presented: the map language (labels) and the political view (disputed borders).
/// The defaults are the local language and the international view.
public struct OMTViewOptions: Sendable, Hashable {
    public var language: MapLanguage
    public var politicalView: PoliticalView

    public init(language: MapLanguage = .local, politicalView: PoliticalView = .international) {
        self.language = language
        self.politicalView = politicalView
    }
}
