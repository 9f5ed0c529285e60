import Foundation
import Geo
import Routing

extension Camera {
    /// Where follow mode keeps the vehicle: half way across, 70 % down (more road ahead than behind).
    public static let followAnchor = Point2D(x: 0.5, y: 0.7)
    /// Follow mode's default tilt.
    public static let followTilt: Degrees = 45

    /// Follow mode: the vehicle at `followAnchor`, heading-up, tilted.
    public func following(_ vehicle: Coordinate, heading: Degrees, tilt: Degrees = Camera.followTilt) -> Camera {
        var c = self
        c.centre = vehicle
        c.bearing = heading
        c.tilt = tilt
        c.anchor = Self.followAnchor
        return c
    }

    /// North-up, flat, the current centre kept in the middle of the viewport.
    public func northUp() -> Camera {
        var c = self
        if let mid = unproject(cellX: Double(width) / 2, cellY: Double(height) / 2) { c.centre = mid }
        c.bearing = 0
        c.tilt = 0
        c.anchor = Point2D(x: 0.5, y: 0.5)
        return c
    }

    /// Overview: north-up and flat, the box fitted into the viewport with `padding` cells on every side,
    /// at the largest zoom (in steps of 0.01) that fits, never above `maxZoom`.
    public func fitting(_ box: BoundingBox, padding: Int = 2, maxZoom: Double = 18) -> Camera {
        var c = self
        c.bearing = 0
        c.tilt = 0
        c.anchor = Point2D(x: 0.5, y: 0.5)
        let lo = WebMercator.normalized(Coordinate(box.maxLatitude, box.minLongitude))
        let hi = WebMercator.normalized(Coordinate(box.minLatitude, box.maxLongitude))
        c.centre = WebMercator.coordinate(normalized: Point2D(x: (lo.x + hi.x) / 2, y: (lo.y + hi.y) / 2))
        let spanX = max(hi.x - lo.x, 1e-12), spanY = max(hi.y - lo.y, 1e-12)
        let usableX = Double(max(1, width - 2 * padding - 1)) * Double(Self.dotsPerCell.x)
        let usableY = Double(max(1, height - 2 * padding - 1)) * Double(Self.dotsPerCell.x) * cellAspect
        // pixels = span · 256 · 2^z  ⇒  z = log2(usable / (span · 256)).
        let z = min(log2(usableX / (spanX * WebMercator.tileSize)), log2(usableY / (spanY * WebMercator.tileSize)))
        c.zoom = min(maxZoom, (z * 100).rounded(.down) / 100)
        return c
    }

    /// Overview of coordinates (a route's geometry); unchanged when there are none.
    public func fitting(_ coordinates: [Coordinate], padding: Int = 2, maxZoom: Double = 18) -> Camera {
        guard let box = BoundingBox(covering: coordinates) else { return self }
        return fitting(box, padding: padding, maxZoom: maxZoom)
    }

    /// Zooms by `delta` levels keeping the ground point under a cell where it is (the gesture anchor).
    public func zoomed(by delta: Double, about cellX: Double, _ cellY: Double) -> Camera {
        guard let before = transform.unproject(cellX: cellX, cellY: cellY) else { var c = self; c.zoom += delta; return c }
        var c = self
        c.zoom += delta
        return c.keeping(before, at: cellX, cellY)
    }

    /// Moves the centre so that the normalized Mercator point `n` appears at the cell point (exact without tilt;
    /// with tilt, exact up to floating point because the ground offset is linear in the centre).
    public func keeping(_ n: Point2D, at cellX: Double, _ cellY: Double) -> Camera {
        let t = transform
        guard let now = t.unproject(cellX: cellX, cellY: cellY) else { return self }
        var c = self
        let newCentre = Point2D(x: t.centre.x + (n.x - now.x), y: t.centre.y + (n.y - now.y))
        c.centre = WebMercator.coordinate(normalized: newCentre)
        return c
    }

    /// Pans so that the ground under cell `from` ends up under cell `to` (a drag).
    public func panned(from: Point2D, to: Point2D) -> Camera {
        guard let n = transform.unproject(cellX: from.x, cellY: from.y) else { return self }
        return keeping(n, at: to.x, to.y)
    }
}

extension Camera {
    /// Rotates by `delta` degrees (clockwise on the ground = the map turns counter-clockwise on screen)
    /// keeping the ground point under the cell where it is (a pinch-rotate about its centre).
    public func rotated(by delta: Degrees, about cellX: Double, _ cellY: Double) -> Camera {
        guard let before = transform.unproject(cellX: cellX, cellY: cellY) else { var c = self; c.bearing += delta; return c }
        var c = self
        c.bearing += delta
        return c.keeping(before, at: cellX, cellY)
    }

    /// Tilts by `delta` degrees (clamped to `tiltRange`), the anchor staying on the same ground point.
    public func tilted(by delta: Degrees) -> Camera {
        var c = self
        c.tilt += delta
        return c
    }
}

extension Camera {
    /// Overview of what is left of a route from `offset` (the whole route from 0), north-up, with padding.
    public func fitting(_ route: Route, from offset: Meters = 0, padding: Int = 2, maxZoom: Double = 18) -> Camera {
        let g = route.geometry
        guard g.coordinates.count >= 2, offset > 0, let here = g.coordinate(at: offset) else {
            return fitting(g.coordinates, padding: padding, maxZoom: maxZoom)
        }
        let rest = [here] + g.coordinates[(g.segmentIndex(at: offset) + 1)...]
        return fitting(Array(rest), padding: padding, maxZoom: maxZoom)
    }

    /// The geographic box the viewport shows (below the horizon); nil for an empty viewport.
    public var visibleBounds: BoundingBox? {
        guard width > 0, height > 0 else { return nil }
        let (lo, hi) = transform.visibleBox(margin: 0)
        return MercatorBox(minX: lo.x, minY: lo.y, maxX: hi.x, maxY: hi.y).boundingBox
    }
}
