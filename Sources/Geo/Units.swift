/// Units carried in the types. Plain `Double`s keep arithmetic free, the names keep signatures honest.

/// A length in metres.
public typealias Meters = Double
/// An angle in degrees (bearings: clockwise from true north, 0 ..< 360).
public typealias Degrees = Double
/// A speed in metres per second.
public typealias MetersPerSecond = Double
/// A speed in kilometres per hour (speed limits, display).
public typealias KilometersPerHour = Double
/// A time interval or a simulation timestamp, in seconds.
public typealias Seconds = Double

public enum UnitConversion {
    /// 1 km/h in m/s.
    public static let kmhToMps: Double = 1.0 / 3.6
    /// 1 mile in metres (international mile).
    public static let metersPerMile: Meters = 1609.344
    /// 1 foot in metres.
    public static let metersPerFoot: Meters = 0.3048
    /// 1 yard in metres.
    public static let metersPerYard: Meters = 0.9144
    /// 1 mph in km/h.
    public static let kmhPerMph: KilometersPerHour = 1.609344
    /// 1 knot in m/s.
    public static let mpsPerKnot: MetersPerSecond = 1852.0 / 3600.0

    @inlinable public static func mps(fromKmh v: KilometersPerHour) -> MetersPerSecond { v / 3.6 }
    @inlinable public static func kmh(fromMps v: MetersPerSecond) -> KilometersPerHour { v * 3.6 }
}

/// Angles.
public enum Angle {
    @inlinable public static func radians(_ d: Degrees) -> Double { d * .pi / 180 }
    @inlinable public static func degrees(_ r: Double) -> Degrees { r * 180 / .pi }
    /// Normalizes a bearing to 0 ..< 360.
    @inlinable public static func normalized(_ d: Degrees) -> Degrees {
        let r = d.truncatingRemainder(dividingBy: 360)
        return r < 0 ? r + 360 : (r == 360 ? 0 : r)
    }
    /// The signed turn from bearing `a` to bearing `b`, in -180 ... 180 (positive = clockwise / right).
    @inlinable public static func turn(from a: Degrees, to b: Degrees) -> Degrees {
        var d = (b - a).truncatingRemainder(dividingBy: 360)
        if d > 180 { d -= 360 } else if d < -180 { d += 360 }
        return d
    }
}
