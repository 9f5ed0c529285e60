import Geo
import MapData
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

    public init() {}

    init(fill: FillCanvas, braille: BrailleCanvas, box: BoxCanvas, route: RouteCanvas, ascii: AsciiCanvas, placer: LabelPlacer,
         symbols: [(index: Int, glyph: Character, style: Style)], ringScratch: [Point2D], ringRanges: [Range<Int>],
         streetCandidates: [StreetLabelCandidate], areaCandidates: [(name: String, kind: AreaKind, centre: Point2D, width: Double)],
         styledLabels: [StyledLabel]) {
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
    }
}
