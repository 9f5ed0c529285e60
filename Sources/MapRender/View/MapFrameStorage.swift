import Geo
import MapData
import StyleSpec
import TermUI

/// The raster layers and scratch lists of a map frame, kept between frames so that drawing a frame of the same
/// size allocates (almost) nothing. An app holds one per map view and passes it to
/// `MapView.render(in:into:reusing:)`; the plain `Widget` render starts from an empty one.
public struct MapFrameStorage: Sendable {
    var fill = FillCanvas(width: 0, height: 0)
    var braille = BrailleCanvas(width: 0, height: 0)
    var box = BoxCanvas(width: 0, height: 0)
    var route = RouteCanvas(width: 0, height: 0)
    var ascii = AsciiCanvas(width: 0, height: 0)
    var placer = LabelPlacer(width: 0, height: 0)
    var symbols: [(index: Int, glyph: Character, style: Style)] = []
    var ringScratch: [Point2D] = []
    var ringRanges: [Range<Int>] = []
    var streetCandidates: [StreetLabelCandidate] = []
    var areaCandidates: [(name: String, kind: AreaKind, centre: Point2D, width: Double)] = []
    var styledLabels: [StyledLabel] = []
    /// Colour caches that outlive a frame: they are keyed by colours alone (never by the camera), so a moving camera
    /// finds them as full as a still one. `legibleColors` holds a style's line and label colours made legible on
    /// `legibleBackground` (emptied when the background changes); `composeLegible` the pairs composition asked for.
    var legibleColors: [StyleColor: StyleColor] = [:]
    var legibleBackground: StyleColor?
    var composeLegible: LegibleColorCache?

    public init() {}

    init(fill: FillCanvas, braille: BrailleCanvas, box: BoxCanvas, route: RouteCanvas, ascii: AsciiCanvas, placer: LabelPlacer,
         symbols: [(index: Int, glyph: Character, style: Style)], ringScratch: [Point2D], ringRanges: [Range<Int>],
         streetCandidates: [StreetLabelCandidate], areaCandidates: [(name: String, kind: AreaKind, centre: Point2D, width: Double)],
         styledLabels: [StyledLabel], legibleColors: [StyleColor: StyleColor], legibleBackground: StyleColor?,
         composeLegible: LegibleColorCache?) {
        self.fill = fill
        self.braille = braille
        self.box = box
        self.route = route
        self.ascii = ascii
        self.placer = placer
        self.symbols = symbols
        self.ringScratch = ringScratch
        self.ringRanges = ringRanges
        self.streetCandidates = streetCandidates
        self.areaCandidates = areaCandidates
        self.styledLabels = styledLabels
        self.legibleColors = legibleColors
        self.legibleBackground = legibleBackground
        self.composeLegible = composeLegible
    }
}
