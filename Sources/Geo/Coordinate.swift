import Foundation
import Text

/// A WGS 84 position.
public struct Coordinate: Hashable, Sendable, Codable, CustomStringConvertible {
    public var latitude: Degrees
    public var longitude: Degrees

    @inlinable public init(latitude: Degrees, longitude: Degrees) {
        self.latitude = latitude
        self.longitude = longitude
    }

    @inlinable public init(_ latitude: Degrees, _ longitude: Degrees) {
        self.init(latitude: latitude, longitude: longitude)
    }

    /// True when latitude is in -90 ... 90, longitude in -180 ... 180 and both are finite.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// "51.012005,-1.066367": six decimals (about 0.1 m), by the one number writer.
    public var description: String {
        var w = TextWriter(capacity: 24)
        w.write(latitude, places: 6)
        w.write(byte: UInt8(ascii: ","))
        w.write(longitude, places: 6)
        return w.string
    }

    /// Parses `"lat,lon"` (spaces allowed). Returns nil for anything else or out-of-range values.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let lat = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let lon = Double(parts[1].trimmingCharacters(in: .whitespaces)) else { return nil }
        let c = Coordinate(latitude: lat, longitude: lon)
        guard c.isValid else { return nil }
        self = c
    }
}

/// The spherical Earth used for distances (IUGG mean radius, as in most routing engines).
public enum Earth {
    /// Mean radius R1 of the WGS 84 ellipsoid.
    public static let radius: Meters = 6_371_008.8
}

extension Coordinate {
    /// Great-circle distance by the haversine formula.
    @inlinable public func distance(to other: Coordinate) -> Meters {
        let p1 = Angle.radians(latitude), p2 = Angle.radians(other.latitude)
        let dp = p2 - p1
        let dl = Angle.radians(other.longitude - longitude)
        let a = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * Earth.radius * asin(min(1, sqrt(a)))
    }

    /// Initial bearing (forward azimuth) of the great circle toward `other`, 0 ..< 360.
    public func bearing(to other: Coordinate) -> Degrees {
        let p1 = Angle.radians(latitude), p2 = Angle.radians(other.latitude)
        let dl = Angle.radians(other.longitude - longitude)
        let y = sin(dl) * cos(p2)
        let x = cos(p1) * sin(p2) - sin(p1) * cos(p2) * cos(dl)
        return Angle.normalized(Angle.degrees(atan2(y, x)))
    }

    /// The point reached after `distance` along the great circle that starts at `bearing`.
    public func destination(distance: Meters, bearing: Degrees) -> Coordinate {
        let d = distance / Earth.radius
        let t = Angle.radians(bearing)
        let p1 = Angle.radians(latitude), l1 = Angle.radians(longitude)
        let p2 = asin(sin(p1) * cos(d) + cos(p1) * sin(d) * cos(t))
        let l2 = l1 + atan2(sin(t) * sin(d) * cos(p1), cos(d) - sin(p1) * sin(p2))
        var lon = Angle.degrees(l2)
        lon = (lon + 540).truncatingRemainder(dividingBy: 360) - 180
        return Coordinate(latitude: Angle.degrees(p2), longitude: lon)
    }

    /// Linear interpolation in latitude/longitude (exact enough for the short hops of a road geometry).
    @inlinable public func interpolated(to other: Coordinate, fraction t: Double) -> Coordinate {
        Coordinate(latitude: latitude + (other.latitude - latitude) * t,
                   longitude: longitude + (other.longitude - longitude) * t)
    }
}
