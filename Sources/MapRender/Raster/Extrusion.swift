import Geo
import TermUI

/// A solid raised from the ground: a footprint ring in normalized Mercator units, the heights of its bottom and top
/// in metres, and its colour (walls are shaded from it by their facing; the roof is drawn in it, a little lighter).
/// The input of `MapFrame.drawExtrusions`: extruded buildings, and a style's `fill-extrusion` layers.
public struct Extrusion: Sendable, Hashable {
    public var footprint: [Point2D]
    public var base: Meters
    public var height: Meters
    public var color: Color

    public init(footprint: [Point2D], base: Meters = 0, height: Meters, color: Color) {
        self.footprint = footprint
        self.base = base
        self.height = height
        self.color = color
    }

    /// Storey height used for `building:levels` (the OSM Simple 3D Buildings rule of thumb: 3 m a level).
    public static let metersPerLevel: Meters = 3
    /// The height of a building tagged with neither `height` nor `building:levels`: two levels.
    public static let defaultBuildingHeight: Meters = 6
}
