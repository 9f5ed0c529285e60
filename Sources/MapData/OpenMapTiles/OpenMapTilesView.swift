import Geo

/// The OpenMapTiles view of a map: its features as the layers and attributes of the OpenMapTiles vector schema
/// (https://openmaptiles.org/schema/), so a style written for OpenMapTiles (`source-layer`, `filter` on `class`,
/// `brunnel`, `admin_level`, …) picks the right features from any extract.
///
/// Get it from the map: `map.openMapTiles(options)`; the view is built once per map and once per options, then
/// frames ask each layer for the features in their viewport (`features(in:within:)`).
///
/// Language: with `options.language` set, a feature that has `name:CODE` carries it in `name`, `name:latin`,
/// `name_en`, `name_de` and `name_int` (and no `name:nonlatin`), so any style's label shows the chosen language;
/// one without keeps its local name (see `MapLanguage`). Political view: see `PoliticalView`; `disputed_by` is kept
/// on boundary lines beside the schema's attributes.
public struct OpenMapTilesView: Sendable {
    /// The layers this view builds, in the order a style usually draws them.
    public static let layerNames = ["water", "landcover", "landuse", "park", "waterway", "boundary", "aeroway",
                                    "transportation", "building", "water_name", "transportation_name", "place",
                                    "poi", "mountain_peak", "aerodrome_label", "housenumber"]

    public let options: OMTViewOptions
    /// The layers by `source-layer` name; every name of `layerNames` is present (possibly empty).
    public let layers: [String: OMTLayer]

    init(features: [String: [OMTFeature]], options: OMTViewOptions) {
        self.options = options
        var layers = [String: OMTLayer]()
        for name in Set(Self.layerNames).union(features.keys) { layers[name] = OMTLayer(name: name, features: features[name] ?? []) }
        self.layers = layers
    }

    private init(options: OMTViewOptions, layers: [String: OMTLayer]) {
        self.options = options
        self.layers = layers
    }

    /// The layer named by a style's `source-layer` (nil for a name that is none of `layerNames`).
    public func layer(_ name: String) -> OMTLayer? { layers[name] }

    /// The features of a layer whose bounds meet `box`, in layer order (empty for an unknown layer).
    /// - Complexity: O(grid cells covered + candidates), no scan of the layer.
    public func features(in layer: String, within box: BoundingBox) -> [OMTFeature] {
        layers[layer]?.features(in: box) ?? []
    }

    /// The number of features over all layers.
    public var featureCount: Int { layers.values.reduce(0) { $0 + $1.features.count } }

    /// This view (built with default options) presented with `options`: labels in its language, boundaries in
    /// its political view. Layers without names or boundaries are shared, not copied; geometry never changes, so
    /// the grids are reused except where boundaries are left out.
    func presented(with options: OMTViewOptions) -> OpenMapTilesView {
        guard options != self.options else { return self }
        var out = [String: OMTLayer]()
        for (name, layer) in layers {
            if name == "boundary" {
                out[name] = OMTLayer(name: name, features: layer.features.compactMap { Self.present(boundary: $0, in: options.politicalView) })
            } else if options.language != .local, layer.features.contains(where: { $0.properties["name"] != nil }) {
                out[name] = layer.mapped { f in
                    var f = f
                    OMTNames.apply(options.language, to: &f.properties)
                    return f
                }
            } else {
                out[name] = layer
            }
        }
        return OpenMapTilesView(options: options, layers: out)
    }

    /// A boundary line in a political view: its `disputed` attribute set by the view's treatment, or nil when the
    /// viewing country rejects the line.
    static func present(boundary f: OMTFeature, in view: PoliticalView) -> OMTFeature? {
        func codes(_ key: String) -> [String] {
            guard case .string(let s)? = f.properties[key] else { return [] }
            return PoliticalView.codes(s)
        }
        let disputed = f.properties["disputed"] == .number(1)
        switch view.treatment(disputed: disputed, claimedBy: codes("claimed_by"), disputedBy: codes("disputed_by")) {
        case .hidden: return nil
        case .disputed: return f
        case .recognised:
            var g = f
            g.properties["disputed"] = .number(0)
            return g
        }
    }
}
