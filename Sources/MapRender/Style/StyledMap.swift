import MapData
import StyleSpec
import Text

/// A style bound to a feature source: for each style layer, the features of its source layer that pass its filter,
/// found once (filters that read the zoom are tested per frame instead). Built when a style or map is chosen,
/// shared by every frame after.
public final class StyledMap: Sendable {
    public let sheet: StyleSheet
    public let source: StyledSource
    /// Per style layer: indices of the features that pass a zoom-independent filter (nil: test per frame).
    let matches: [[Int32]?]

    /// - Complexity: O(layers × features of their source layers) filter evaluations.
    public init(sheet: StyleSheet, source: StyledSource) {
        self.sheet = sheet
        self.source = source
        matches = sheet.layers.map { l in
            guard let name = l.sourceLayer, let layer = source.layers[name] else { return [] }
            if l.filter.expression.usesZoom { return nil }
            if l.filter.passesAll { return layer.features.indices.map { Int32($0) } }
            var out = [Int32]()
            for (i, f) in layer.features.enumerated() where l.filter.matches(f, zoom: 0) { out.append(Int32(i)) }
            return out
        }
    }
}
