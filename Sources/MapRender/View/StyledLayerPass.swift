import MapData
import StyleSpec
import TermUI

/// One style layer as a frame draws it: its source layer, the per-frame values worked out once for the layer, and
/// the fill look it used last (`MapFrame.drawStyledFeature`).
struct StyledLayerPass {
    let layer: StyleLayer
    /// What the drawing of each feature reads of the layer, held apart (a copy of the whole layer per feature was slow).
    let type: StyleLayerType
    let glyph: Character?
    let linePlacement: Bool
    let sortKey: StyleExpression?
    let source: StyledSource.Layer
    let zoom: Double
    let background: StyleColor
    /// Label priority of the layer (later layers first).
    let priority: Double
    /// The labels made at bind time (nil: made per frame).
    let labels: [StyledLabelText?]?
    /// The filter reads the zoom: tested per feature and frame.
    let perFrameFilter: Bool
    let isPOI: Bool
    /// The map POI of each feature of the `poi` layer (`StyledSource.poiOrigins`; empty for other layers).
    let poiOrigins: [Int32]
    /// The map's POIs (for the `poi` layer) and the feature layers their filters read.
    let pois: [POI]?
    let features: MapFeatureSettings
    /// Colour, opacity and line width at this zoom.
    let color: StyleExpression?, opacity: StyleExpression?, width: StyleExpression?
    /// The colour every feature is shown in, when it reads no feature (nil: per feature).
    var layerColor: StyleColor?
    /// The line weight of every feature, when the width reads no feature (nil: per feature).
    var layerWeight: LineWeight?
    /// The layer's last fill look: the fill-canvas id of a colour is the same for every feature that has it.
    var fillLook: (color: StyleColor, id: UInt8)?
    /// The layer's last line or label colour and its terminal colour (`termColor(_:)`).
    var termLook: (color: StyleColor, term: Color)?

    init(layer: StyleLayer, source: StyledSource.Layer, zoom: Double, background: StyleColor, priority: Double,
         labels: [StyledLabelText?]?, perFrameFilter: Bool, isPOI: Bool, poiOrigins: [Int32],
         pois: [POI]?, features: MapFeatureSettings) {
        self.layer = layer
        type = layer.type
        glyph = layer.glyph
        linePlacement = layer.linePlacement
        sortKey = layer.sortKey
        self.source = source
        self.zoom = zoom
        self.background = background
        self.priority = priority
        self.labels = labels
        self.perFrameFilter = perFrameFilter
        self.isPOI = isPOI
        self.poiOrigins = poiOrigins
        self.pois = pois
        self.features = features
        color = layer.color?.atZoom(zoom)
        opacity = layer.opacity?.atZoom(zoom)
        width = layer.width?.atZoom(zoom)
    }

    /// `MapFrame.termColor` of a line's or label's colour, kept for the layer's next feature (mostly the same
    /// colour): the conversion rounds each channel, a call to libm's `round` each.
    mutating func termColor(_ shown: StyleColor) -> Color {
        if let look = termLook, look.color == shown { return look.term }
        let term = MapFrame.termColor(shown)
        termLook = (shown, term)
        return term
    }

    /// A line's cell drawing for its width.
    func lineWeight(_ w: Double) -> LineWeight {
        switch layer.lineMode(width: w, zoom: zoom) {
        case .braille: .braille
        case .box: .light
        case .heavy: .heavy
        }
    }
}
