import Foundation
import Geo

/// Where the map is looked at from: a value the app and the gesture actions change, and every render stage reads.
///
/// ## Projection model
/// 1. Web Mercator (`Geo.WebMercator`): at zoom `z` the world is `256 · 2^z` pixels square. One braille dot column
///    is one Mercator pixel, so a cell is `dotsPerCell.x` pixels wide and `dotsPerCell.x · cellAspect` pixels tall.
/// 2. Rotation by `bearing`: the compass direction `bearing` points up the screen (heading-up when it follows the
///    vehicle). Ground coordinates are `right` and `ahead`, in pixels from `centre`.
/// 3. Tilt, a pinhole camera over a flat ground plane. The camera looks at `centre`, pitched `tilt` degrees from
///    straight down, from a distance `D = distanceFactor · viewport height` (in pixels; 1.5 heights is a vertical
///    field of view of about 37°, as in Mapbox GL). With `s = sin tilt`, `c = cos tilt`, a ground point maps to
///    `x = right · D / (D + ahead · s)`, `up = ahead · c · D / (D + ahead · s)` relative to the anchor: the scale at the
///    anchor stays that of the zoom, points farther ahead shrink toward a horizon `D · cot tilt` above the anchor,
///    and points behind the camera (`D + ahead · s <= 0`) are not visible.
/// 4. The anchor: `centre` appears at `anchor` (fractions of the viewport; 0.5, 0.5 is its middle).
///
/// Cell space is fractional: (0, 0) is the top-left corner of the top-left cell, (0.5, 0.5) its centre.
public struct Camera: Sendable, Hashable {
    /// The coordinate shown at the anchor (a non-finite one becomes 0, 0; latitudes are kept within Web Mercator's).
    public var centre: Coordinate { didSet { centre = Self.sane(centre) } }
    /// Fractional Web Mercator zoom, clamped to `zoomRange`.
    public var zoom: Double { didSet { zoom = Self.clamp(zoom, Self.zoomRange) } }
    /// The compass direction shown up the screen, 0 ..< 360.
    public var bearing: Degrees { didSet { bearing = bearing.isFinite ? Angle.normalized(bearing) : 0 } }
    /// Pitch from straight down, clamped to `tiltRange`.
    public var tilt: Degrees { didSet { tilt = Self.clamp(tilt, Self.tiltRange) } }
    /// Viewport size in cells.
    public var width: Int
    public var height: Int
    /// Height of a cell over its width (terminal fonts: about 2).
    public var cellAspect: Double
    /// Where `centre` appears, as fractions of the viewport (x from the left, y from the top).
    public var anchor: Point2D { didSet { if !(anchor.x.isFinite && anchor.y.isFinite) { anchor = Point2D(x: 0.5, y: 0.5) } } }

    public static let zoomRange: ClosedRange<Double> = 0...22
    public static let tiltRange: ClosedRange<Degrees> = 0...60
    /// Braille dots per cell: 2 columns × 4 rows (Unicode braille patterns U+2800 ... U+28FF).
    public static let dotsPerCell = (x: 2, y: 4)
    /// Camera distance over viewport height (1.5 ≈ a 37° vertical field of view, Mapbox GL's default).
    public static let distanceFactor = 1.5
    /// The default terminal cell aspect (cells about twice as tall as wide).
    public static let defaultCellAspect = 2.0

    public init(centre: Coordinate, zoom: Double = 16, bearing: Degrees = 0, tilt: Degrees = 0, width: Int = 80, height: Int = 24,
                cellAspect: Double = Camera.defaultCellAspect, anchor: Point2D = Point2D(x: 0.5, y: 0.5)) {
        self.centre = Self.sane(centre)
        self.zoom = Self.clamp(zoom, Self.zoomRange)
        self.bearing = bearing.isFinite ? Angle.normalized(bearing) : 0
        self.tilt = Self.clamp(tilt, Self.tiltRange)
        self.width = max(0, width)
        self.height = max(0, height)
        self.cellAspect = cellAspect > 0 ? cellAspect : Self.defaultCellAspect
        self.anchor = anchor.x.isFinite && anchor.y.isFinite ? anchor : Point2D(x: 0.5, y: 0.5)
    }

    static func sane(_ c: Coordinate) -> Coordinate {
        guard c.latitude.isFinite, c.longitude.isFinite else { return Coordinate(0, 0) }
        return Coordinate(max(-WebMercator.maxLatitude, min(WebMercator.maxLatitude, c.latitude)), max(-180, min(180, c.longitude)))
    }

    static func clamp(_ v: Double, _ r: ClosedRange<Double>) -> Double { v.isFinite ? min(r.upperBound, max(r.lowerBound, v)) : r.lowerBound }

    /// The same camera with another viewport size.
    public func resized(width: Int, height: Int) -> Camera {
        var c = self
        c.width = max(0, width)
        c.height = max(0, height)
        return c
    }

    /// The anchor in cell space: the centre of the cell at the anchor fractions, so that what sits at the anchor
    /// (the followed vehicle) and the lines through it land in the same cell.
    public var anchorCell: Point2D {
        Point2D(x: (anchor.x * Double(width)).rounded(.down) + 0.5, y: (anchor.y * Double(height)).rounded(.down) + 0.5)
    }

    /// Everything a frame needs to project many points fast (computed once per frame).
    public var transform: CameraTransform { CameraTransform(self) }

    /// Cell-space position of a coordinate; nil when it is behind the camera (only possible with tilt).
    public func project(_ c: Coordinate) -> Point2D? { transform.project(normalized: WebMercator.normalized(c)) }

    /// The coordinate under a cell-space point; nil above the horizon (only possible with tilt).
    public func unproject(cellX: Double, cellY: Double) -> Coordinate? {
        transform.unproject(cellX: cellX, cellY: cellY).map { WebMercator.coordinate(normalized: $0) }
    }

    /// Ground metres per cell column at the anchor.
    public var metersPerCell: Meters {
        WebMercator.metersPerPixel(latitude: centre.latitude, zoom: zoom) * Double(Self.dotsPerCell.x)
    }
}
