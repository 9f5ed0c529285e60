import Foundation
import Geo

/// A camera reduced to the numbers that map normalized Mercator points to cell space and back
/// (see `Camera` for the model). Build it once per frame.
public struct CameraTransform: Sendable {
    /// The centre in normalized Mercator units (x east, y south, 0 ... 1).
    public let centre: Point2D
    /// Mercator pixels per normalized unit: 256 · 2^zoom.
    public let scale: Double
    let cosB: Double, sinB: Double
    let sinT: Double, cosT: Double
    /// Camera distance in pixels.
    let distance: Double
    /// Pixels per cell, horizontally and vertically.
    public let pxPerCellX: Double, pxPerCellY: Double
    /// The anchor in cell space.
    public let anchor: Point2D
    /// Smallest allowed depth (pixels) before a point counts as behind the camera.
    let nearDepth: Double
    /// The depth a ground point must reach to be drawn: `nearDepth` with a little margin, so a point clipped onto
    /// the near plane stays in front of it. The one limit of every near-plane clip and test of the map's geometry.
    @inline(__always) var nearLimit: Double { nearDepth * 1.0001 }
    public let width: Int, height: Int
    /// No tilt and cells a power of two pixels wide and tall (every camera today): `cell(ground:)` is then affine,
    /// `anchor ± g / pxPerCell`, and gives the same numbers bit for bit without a division (the perspective factor
    /// is exactly 1 when `sinT` is 0 and `cosT` 1, and dividing by a power of two is multiplying by its exact inverse).
    let affine: Bool
    /// `affine` with the bearing 0 (`cosB` exactly 1, `sinB` 0): a point's ground x is its Mercator x less the
    /// centre's, scaled, and its ground y the centre's Mercator y less its own, scaled (each exact but for the sign
    /// of a zero, which adding the anchor removes), so its cell x grows with its x alone and its cell y with its y.
    let northUpAffine: Bool
    /// 1 / pxPerCellX and 1 / pxPerCellY (exact when `affine`).
    let cellPerPxX: Double, cellPerPxY: Double

    public init(_ cam: Camera) {
        centre = WebMercator.normalized(cam.centre)
        scale = WebMercator.tileSize * pow(2, cam.zoom)
        let b = Angle.radians(cam.bearing), t = Angle.radians(cam.tilt)
        cosB = cos(b); sinB = sin(b)
        sinT = sin(t); cosT = cos(t)
        pxPerCellX = Double(Camera.dotsPerCell.x)
        pxPerCellY = Double(Camera.dotsPerCell.x) * cam.cellAspect
        distance = Camera.distanceFactor * max(1, Double(cam.height)) * pxPerCellY
        nearDepth = distance * 0.05
        anchor = cam.anchorCell
        width = cam.width
        height = cam.height
        cellPerPxX = 1 / pxPerCellX
        cellPerPxY = 1 / pxPerCellY
        affine = sinT == 0 && cosT == 1 && Self.isPowerOfTwo(pxPerCellX) && Self.isPowerOfTwo(pxPerCellY)
        northUpAffine = affine && cosB == 1 && sinB == 0
    }

    /// True for a positive finite power of two (its inverse is exact).
    static func isPowerOfTwo(_ v: Double) -> Bool { v.isFinite && v > 0 && v.significand == 1 }

    /// Ground coordinates (pixels right of and ahead of the centre) of a normalized Mercator point.
    public func ground(_ n: Point2D) -> Point2D {
        let dx = (n.x - centre.x) * scale, dyNorth = (centre.y - n.y) * scale
        return Point2D(x: dx * cosB - dyNorth * sinB, y: dx * sinB + dyNorth * cosB)
    }

    /// The normalized Mercator point at ground coordinates.
    public func normalized(ground g: Point2D) -> Point2D {
        let dx = g.x * cosB + g.y * sinB, dyNorth = -g.x * sinB + g.y * cosB
        return Point2D(x: centre.x + dx / scale, y: centre.y - dyNorth / scale)
    }

    /// Depth of a ground point in front of the camera (pixels); at most `nearDepth` means not visible.
    public func depth(ground g: Point2D) -> Double { distance + g.y * sinT }

    /// True when a ground point is in front of the camera's near plane.
    public func isVisible(ground g: Point2D) -> Bool { depth(ground: g) > nearDepth }

    /// How much the perspective shrinks things at a ground point (1 at the anchor's depth, less farther ahead).
    public func perspectiveScale(ground g: Point2D) -> Double { distance / (distance + g.y * sinT) }

    /// Cell-space position of a ground point (call only when `isVisible`).
    @inline(__always)
    public func cell(ground g: Point2D) -> Point2D {
        if affine && g.y.isFinite { return Point2D(x: anchor.x + g.x * cellPerPxX, y: anchor.y - g.y * cellPerPxY) }
        let k = distance / (distance + g.y * sinT)
        return Point2D(x: anchor.x + g.x * k / pxPerCellX, y: anchor.y - g.y * cosT * k / pxPerCellY)
    }

    /// `cell(ground: ground(n))` of a north-up untilted view (`northUpAffine`), without the rotation: the ground x
    /// is `(n.x - centre.x) · scale` and the ground y `(centre.y - n.y) · scale` (the rotation by a bearing of 0 adds
    /// a zero to each, which changes at most the sign of a zero that adding the anchor removes). When both results
    /// are finite they are the numbers `cell(ground: ground(n))` gives; callers take the general way otherwise.
    @inline(__always)
    func northUpCell(_ n: Point2D) -> Point2D { northUp.cell(n) }

    /// The numbers of `northUpCell` apart from the rest of the transform (a closure over the whole transform copied
    /// its 144 bytes).
    @inline(__always)
    var northUp: NorthUpCells {
        NorthUpCells(anchor: anchor, centre: centre, scale: scale, cellPerPxX: cellPerPxX, cellPerPxY: cellPerPxY)
    }

    /// Cell-space position of a normalized Mercator point, nil behind the camera.
    public func project(normalized n: Point2D) -> Point2D? {
        let g = ground(n)
        return isVisible(ground: g) ? cell(ground: g) : nil
    }

    /// Ground coordinates under a cell-space point; nil at or above the horizon.
    public func ground(cellX: Double, cellY: Double) -> Point2D? {
        let sx = (cellX - anchor.x) * pxPerCellX, up = (anchor.y - cellY) * pxPerCellY
        let den = distance * cosT - up * sinT
        guard den > 1e-9 else { return nil }
        let ahead = up * distance / den
        let g = Point2D(x: sx * (distance + ahead * sinT) / distance, y: ahead)
        return isVisible(ground: g) ? g : nil
    }

    /// Normalized Mercator point under a cell-space point; nil at or above the horizon.
    public func unproject(cellX: Double, cellY: Double) -> Point2D? {
        ground(cellX: cellX, cellY: cellY).map { normalized(ground: $0) }
    }

    /// The cell row of the horizon (rows above it show sky); -infinity without tilt.
    public var horizonRow: Double {
        guard sinT > 1e-9 else { return -.infinity }
        return anchor.y - distance * cosT / sinT / pxPerCellY
    }

    /// The normalized Mercator box that covers what the viewport shows (below the horizon), grown by `margin` cells.
    /// - Complexity: O(1): the four (clamped) corners.
    public func visibleBox(margin: Double = 2) -> (min: Point2D, max: Point2D) {
        let top = max(-margin, horizonRow + 0.5)
        let ys = [top, Double(height) + margin], xs = [-margin, Double(width) + margin]
        var lo = Point2D(x: .infinity, y: .infinity), hi = Point2D(x: -.infinity, y: -.infinity)
        for y in ys {
            for x in xs {
                guard let n = unproject(cellX: x, cellY: y) else { continue }
                lo = Point2D(x: min(lo.x, n.x), y: min(lo.y, n.y))
                hi = Point2D(x: max(hi.x, n.x), y: max(hi.y, n.y))
            }
        }
        if lo.x > hi.x { return (centre, centre) }
        return (lo, hi)
    }
}

/// `CameraTransform.northUpCell` (see there) and the Mercator y of a row of cells under it.
struct NorthUpCells {
    let anchor: Point2D, centre: Point2D, scale: Double, cellPerPxX: Double, cellPerPxY: Double

    @inline(__always)
    func cell(_ n: Point2D) -> Point2D {
        Point2D(x: anchor.x + (n.x - centre.x) * scale * cellPerPxX, y: anchor.y - (centre.y - n.y) * scale * cellPerPxY)
    }

    /// The greatest normalized Mercator y whose cell y is at most `cellY`, nil when it is not found within
    /// `limitSteps` of its estimate (a scale whose steps the cell y cannot tell apart; callers then project every
    /// point). The cell y is a non-decreasing function of the point's y alone (a subtraction, two products by
    /// positive numbers and a subtraction, each rounded, and rounding keeps order), so for every y, NaN and
    /// infinities included, `cell(p).y <= cellY` exactly when `p.y <= limit`: a scanline tests its row against the
    /// points as stored, and projects only the ends of the edges that cross it.
    func limitY(cellY: Double) -> Double? {
        @inline(__always) func cellYOf(_ y: Double) -> Double { cell(Point2D(x: centre.x, y: y)).y }
        var y = centre.y - (anchor.y - cellY) / (scale * cellPerPxY)
        guard y.isFinite else { return nil }
        for _ in 0..<Self.limitSteps {
            if !(cellYOf(y) <= cellY) { y = y.nextDown; continue }
            let up = y.nextUp
            if !(cellYOf(up) <= cellY) { return y }
            y = up
        }
        return nil
    }

    /// The steps `limitY` takes from its estimate (a few ulps off at any zoom a view shows) before giving up.
    static let limitSteps = 16
}
