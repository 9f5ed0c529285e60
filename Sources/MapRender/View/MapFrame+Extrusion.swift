import Geo
import TermUI

/// Fill-extrusion layers. This is the hook for extruded buildings: a style's fill-extrusion layer calls
/// `drawExtrusion` once per feature with its projected footprint, height and base (metres). The flat version below
/// fills the footprint; the extruded-buildings feature replaces it with walls and roofs in perspective.
extension MapFrame {
    mutating func drawExtrusion(rings: [ArraySlice<Point2D>], fillID: UInt8, height: Double, base: Double, color: Color) {
        fill.fill(rings: rings, kind: fillID)
    }
}
