import Foundation

/// An equirectangular projection around a reference latitude: metres east (x) and north (y).
/// Accurate to well under 0.1 % over a few kilometres; used for closest-point and angle maths
/// where the haversine formula would be needlessly slow.
public struct LocalProjection: Sendable {
    public let origin: Coordinate
    public let metersPerDegreeLat: Double
    public let metersPerDegreeLon: Double

    public init(origin: Coordinate) {
        self.origin = origin
        metersPerDegreeLat = Earth.radius * .pi / 180
        metersPerDegreeLon = metersPerDegreeLat * cos(Angle.radians(origin.latitude))
    }

    @inlinable public func project(_ c: Coordinate) -> Point2D {
        Point2D(x: (c.longitude - origin.longitude) * metersPerDegreeLon,
                y: (c.latitude - origin.latitude) * metersPerDegreeLat)
    }

    @inlinable public func unproject(_ p: Point2D) -> Coordinate {
        Coordinate(latitude: origin.latitude + p.y / metersPerDegreeLat,
                   longitude: origin.longitude + (metersPerDegreeLon == 0 ? 0 : p.x / metersPerDegreeLon))
    }
}

/// A point in a plane (metres, cells or pixels, by context).
public struct Point2D: Hashable, Sendable {
    public var x: Double
    public var y: Double
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }
    @inlinable public static func - (a: Point2D, b: Point2D) -> Point2D { Point2D(x: a.x - b.x, y: a.y - b.y) }
    @inlinable public static func + (a: Point2D, b: Point2D) -> Point2D { Point2D(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func * (a: Point2D, s: Double) -> Point2D { Point2D(x: a.x * s, y: a.y * s) }
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }
    @inlinable public func dot(_ o: Point2D) -> Double { x * o.x + y * o.y }
}

public enum PlaneGeometry {
    /// The parameter t in 0 ... 1 of the point on segment a–b closest to p.
    @inlinable public static func closestFraction(_ p: Point2D, _ a: Point2D, _ b: Point2D) -> Double {
        let ab = b - a
        let len2 = ab.dot(ab)
        if len2 == 0 { return 0 }
        return max(0, min(1, (p - a).dot(ab) / len2))
    }
}
