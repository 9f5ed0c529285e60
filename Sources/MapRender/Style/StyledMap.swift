import MapData
import StyleSpec
import TermUI
import Text

/// A style bound to a feature source: for each style layer, the features of its source layer that pass its filter,
/// found once (filters that read the zoom are tested per frame instead), and the labels of its symbol layers made
/// once (text that reads the zoom is made per frame instead). Built when a style or map is chosen, shared by every
/// frame after.
public final class StyledMap: Sendable {
    public let sheet: StyleSheet
    public let source: StyledSource
    /// Per style layer: indices of the features that pass a zoom-independent filter (nil: test per frame).
    let matches: [[Int32]?]
    /// Per symbol layer whose text does not read the zoom: each feature's label, sanitized for the terminal, in the
    /// forms a frame may show (nil for a feature without text or one its filter drops; the whole entry nil: per frame).
    let labels: [[StyledLabelText?]?]
    /// Per style layer: the source layer it draws, found once (nil for a layer no frame draws: background, raster,
    /// a casing, a source layer the map lacks).
    let drawn: [StyledLayerSource?]

    /// - Complexity: O(layers × features of their source layers) filter evaluations, and one label per symbol feature.
    public convenience init(sheet: StyleSheet, source: StyledSource) {
        self.init(sheet: sheet, source: source, makingLabels: true)
    }

    /// `makingLabels: false` leaves every label to the frame (what a frame drew before labels were made at bind
    /// time; the tests compare the two).
    init(sheet: StyleSheet, source: StyledSource, makingLabels: Bool) {
        self.sheet = sheet
        self.source = source
        let matches: [[Int32]?] = sheet.layers.map { l in
            guard let name = l.sourceLayer, let layer = source.layers[name] else { return [] }
            if l.filter.expression.usesZoom { return nil }
            if l.filter.passesAll { return layer.features.indices.map { Int32($0) } }
            var out = [Int32]()
            for (i, f) in layer.features.enumerated() where l.filter.matches(f, zoom: 0) { out.append(Int32(i)) }
            return out
        }
        self.matches = matches
        drawn = sheet.layers.map { l in
            guard l.type != .background, l.type != .raster, !l.isCasing, let name = l.sourceLayer, let layer = source.layers[name] else { return nil }
            return StyledLayerSource(layer: layer, isPOI: name == "poi", isBuilding: name == "building")
        }
        labels = sheet.layers.indices.map { li in
            let l = sheet.layers[li]
            guard makingLabels, l.type == .symbol, let field = l.textField, !field.usesZoom, l.textTransform?.usesZoom != true,
                  let name = l.sourceLayer, let layer = source.layers[name] else { return nil }
            var out = [StyledLabelText?](repeating: nil, count: layer.features.count)
            func make(_ i: Int) {
                guard let raw = l.label(for: layer.features[i], zoom: 0) else { return }
                out[i] = StyledLabelText(TerminalText.sanitizedLabel(raw))
            }
            if let list = matches[li] { for i in list { make(Int(i)) } } else { for i in layer.features.indices { make(i) } }
            return out
        }
    }
}

/// The source layer a style layer draws, and the kinds of source layer a frame treats apart.
struct StyledLayerSource: Sendable {
    let layer: StyledSource.Layer
    /// `poi`: its features pass the feature layers' POI filters.
    let isPOI: Bool
    /// `building`: drawn only with the `buildingFootprints` feature layer.
    let isBuilding: Bool
}

/// A label made safe for the terminal, with what `MapFrame.displayable` needs to pick its form without looking at
/// its characters again: whether every character is one cell wide, its ASCII folding, and the display width of each.
struct StyledLabelText: Sendable {
    let text: String
    let singleWidth: Bool
    let ascii: String?
    /// Display widths (cells) of `text` and of `ascii`.
    let textWidth: Int
    let asciiWidth: Int

    init(_ text: String) {
        self.text = text
        singleWidth = TerminalText.isSingleWidth(text)
        ascii = TerminalText.asciiFolded(text)
        textWidth = DisplayWidth.of(text)
        asciiWidth = ascii.map(DisplayWidth.of) ?? 0
    }
}
