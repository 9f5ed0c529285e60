import Foundation

/// Spherical Web Mercator (EPSG:3857) as used by OSM tiles: at zoom z the world is 256·2^z pixels square,
/// x grows east from the antimeridian, y grows south from 85.0511° N.
public enum WebMercator {
    public static let tileSize: Double = 256
    public static let minZoom: Double = 0
    public static let maxZoom: Double = 22
    /// The latitude limit of the square world.
    public static let maxLatitude: Degrees = 85.05112877980659

    /// Normalized world position in 0 ... 1 (x east, y south).
    @inlinable public static func normalized(_ c: Coordinate) -> Point2D {
        let lat = max(-maxLatitude, min(maxLatitude, c.latitude))
        let x = (c.longitude + 180) / 360
        let s = sin(lat * .pi / 180)
        let y = 0.5 - log((1 + s) / (1 - s)) / (4 * .pi)
        return Point2D(x: x, y: y)
    }

    /// The coordinate at a normalized world position.
    @inlinable public static func coordinate(normalized p: Point2D) -> Coordinate {
        let lon = p.x * 360 - 180
        let n = .pi - 2 * .pi * p.y
        let lat = 180 / .pi * atan(0.5 * (exp(n) - exp(-n)))
        return Coordinate(latitude: lat, longitude: lon)
    }

    /// World pixel position at a (fractional) zoom.
    public static func pixel(_ c: Coordinate, zoom: Double) -> Point2D {
        let n = normalized(c)
        let scale = tileSize * pow(2, clampZoom(zoom))
        return Point2D(x: n.x * scale, y: n.y * scale)
    }

    /// The coordinate at a world pixel position.
    public static func coordinate(pixel p: Point2D, zoom: Double) -> Coordinate {
        let scale = tileSize * pow(2, clampZoom(zoom))
        return coordinate(normalized: Point2D(x: p.x / scale, y: p.y / scale))
    }

    /// The OSM tile (x, y) holding a coordinate at an integer zoom.
    public static func tile(for c: Coordinate, zoom: Int) -> (x: Int, y: Int) {
        let z = max(0, min(22, zoom))
        let n = normalized(c)
        let count = Double(1 << z)
        let x = Int(floor(n.x * count)), y = Int(floor(n.y * count))
        let last = (1 << z) - 1
        return (max(0, min(last, x)), max(0, min(last, y)))
    }

    /// The sphere radius of EPSG:3857 (the WGS 84 semi-major axis).
    public static let sphereRadius: Meters = 6_378_137

    /// Ground resolution: metres per pixel at a latitude and zoom.
    public static func metersPerPixel(latitude: Degrees, zoom: Double) -> Meters {
        cos(Angle.radians(latitude)) * 2 * .pi * sphereRadius / (tileSize * pow(2, clampZoom(zoom)))
    }

    @inlinable public static func clampZoom(_ z: Double) -> Double { max(minZoom, min(maxZoom, z)) }
}
