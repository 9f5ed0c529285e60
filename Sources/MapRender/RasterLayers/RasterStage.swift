import RasterTiles

/// Where raster pixels go in the cell compositor, bottom to top: under the area fills, over them but under lines
/// and roads, over lines but under symbols and labels, or over everything.
public enum RasterStage: Int, Sendable, Comparable, CaseIterable {
    case belowAreas, belowLines, belowLabels, top

    public static func < (a: RasterStage, b: RasterStage) -> Bool { a.rawValue < b.rawValue }

    /// What kind of thing a style layer draws, which is all the compositor needs to place a raster around it.
    public enum StyleLayerKind: Sendable { case background, fill, line, symbol }

    /// The stage of a layer priority. `kindOf` says what a named style layer draws (a MapLibre style passes its
    /// layers' `type`); the default guesses from the name (`water`, `landuse`, `road`, `label`, …), and an
    /// unknown name counts as a symbol layer.
    public static func of(_ priority: RasterLayerOptions.Priority,
                          kindOf: (String) -> StyleLayerKind? = RasterStage.guessKind) -> RasterStage {
        switch priority {
        case .renderedFirst: return .belowAreas
        case .renderedLast: return .top
        case .above(let name):
            switch kindOf(name) ?? .symbol {
            case .background: return .belowAreas
            case .fill: return .belowLines
            case .line: return .belowLabels
            case .symbol: return .top
            }
        case .below(let name):
            switch kindOf(name) ?? .symbol {
            case .background, .fill: return .belowAreas
            case .line: return .belowLines
            case .symbol: return .belowLabels
            }
        }
    }

    /// A style layer's kind from its id, for styles that give no types (navsim's built-in stages and common
    /// OpenMapTiles ids).
    public static func guessKind(_ name: String) -> StyleLayerKind? {
        let n = name.lowercased()
        if n.contains("background") { return .background }
        for w in ["label", "symbol", "poi", "place", "name", "shield"] where n.contains(w) { return .symbol }
        for w in ["waterway", "road", "street", "line", "rail", "route", "transportation", "bridge", "tunnel", "boundary", "building"]
            where n.contains(w) { return .line }
        for w in ["water", "area", "landuse", "landcover", "park", "fill", "land", "wood", "grass"] where n.contains(w) { return .fill }
        return nil
    }
}
