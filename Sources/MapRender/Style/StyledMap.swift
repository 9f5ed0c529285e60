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
    /// Per style layer: the box around each run of `cullRun` features it may draw (the features of `matches`, else
    /// all of its source layer), in their order. A frame skips a run whose box misses the view without testing its
    /// features one by one (most of a city's features are off screen at street zooms); the features of a run that
    /// meets it are tested and drawn in the same order as before.
    let runBoxes: [[MercatorBox]]
    /// Features per run of `runBoxes`.
    static let cullRun = 16
    /// Every shown form (`StyledLabelText.text` and `.ascii`) of the labels made at bind time, numbered: a frame
    /// places a name once by its number (`StyledLabelText.textID`, `.asciiID`), not by hashing the name per label.
    let labelIDs: [String: Int32]

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
        runBoxes = sheet.layers.indices.map { li in
            guard let name = sheet.layers[li].sourceLayer, let layer = source.layers[name] else { return [] }
            return Self.runBoxes(layer.boxes, of: matches[li])
        }
        var ids = [String: Int32]()
        /// The number of a shown form, the next one for a form not seen before.
        func intern(_ text: String) -> Int32 {
            if let id = ids[text] { return id }
            let id = Int32(ids.count)
            ids[text] = id
            return id
        }
        labels = sheet.layers.indices.map { li in
            let l = sheet.layers[li]
            guard makingLabels, l.type == .symbol, let field = l.textField, !field.usesZoom, l.textTransform?.usesZoom != true,
                  let name = l.sourceLayer, let layer = source.layers[name] else { return nil }
            var out = [StyledLabelText?](repeating: nil, count: layer.features.count)
            func make(_ i: Int) {
                guard let raw = l.label(for: layer.features[i], zoom: 0) else { return }
                out[i] = StyledLabelText(TerminalText.sanitizedLabel(raw), intern: intern)
            }
            if let list = matches[li] { for i in list { make(Int(i)) } } else { for i in layer.features.indices { make(i) } }
            return out
        }
        labelIDs = ids
    }
}

extension StyledMap {
    /// The box around each run of `cullRun` consecutive entries of `list` (indices into `boxes`; nil: every box).
    /// A run with a box that is not a number anywhere gets the whole plane, since such a box is never ruled out by
    /// `MercatorBox.intersects`.
    static func runBoxes(_ boxes: [MercatorBox], of list: [Int32]?) -> [MercatorBox] {
        let count = list?.count ?? boxes.count
        let whole = MercatorBox(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)
        return stride(from: 0, to: count, by: cullRun).map { start in
            var run = MercatorBox.empty
            for k in start..<min(count, start + cullRun) {
                let b = boxes[list.map { Int($0[k]) } ?? k]
                if b.minX.isNaN || b.minY.isNaN || b.maxX.isNaN || b.maxY.isNaN { return whole }
                run = MercatorBox(minX: min(run.minX, b.minX), minY: min(run.minY, b.minY), maxX: max(run.maxX, b.maxX), maxY: max(run.maxY, b.maxY))
            }
            return run
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
/// its characters again: whether every character is one cell wide, its ASCII folding, and the display width of each;
/// and what placing and writing it needs: each form's number among the style's labels (`StyledMap.labelIDs`) and
/// its graphemes (`CellGrapheme.append`), made once per style, not per frame.
struct StyledLabelText: Sendable {
    let text: String
    let singleWidth: Bool
    let ascii: String?
    /// Display widths (cells) of `text` and of `ascii`.
    let textWidth: Int
    let asciiWidth: Int
    /// Numbers of `text` and of `ascii` (-1 without it) among the style's labels.
    let textID: Int32
    let asciiID: Int32
    /// Graphemes of `text` and of `ascii` (empty without it).
    let textCells: [CellGrapheme]
    let asciiCells: [CellGrapheme]

    init(_ text: String, intern: (String) -> Int32) {
        self.text = text
        singleWidth = TerminalText.isSingleWidth(text)
        ascii = TerminalText.asciiFolded(text)
        textWidth = DisplayWidth.of(text)
        asciiWidth = ascii.map(DisplayWidth.of) ?? 0
        textID = intern(text)
        asciiID = ascii.map(intern) ?? -1
        var cells = [CellGrapheme]()
        CellGrapheme.append(text, to: &cells)
        textCells = cells
        cells = []
        if let ascii { CellGrapheme.append(ascii, to: &cells) }
        asciiCells = cells
    }
}
