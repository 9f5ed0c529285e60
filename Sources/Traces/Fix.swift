import Geo

/// The kind of position a receiver reports, numbered as gpsd's TPV `mode`.
public enum FixMode: Int, Hashable, Sendable, Codable, Comparable {
    /// No position (the receiver is searching).
    case noFix = 1
    /// Latitude and longitude only.
    case twoD = 2
    /// Latitude, longitude and altitude.
    case threeD = 3

    public static func < (a: FixMode, b: FixMode) -> Bool { a.rawValue < b.rawValue }
}

/// One position sample of a trace: where, when, and what the receiver said about it.
///
/// Optional fields are nil when the source did not give them (a GPX file without times,
/// an NMEA epoch without RMC speed, ...). Readers never invent values.
public struct Fix: Hashable, Sendable {
    /// Absolute time in seconds since 1970-01-01T00:00:00 UTC, or nil when the source has none.
    public var time: Seconds?
    /// WGS 84 latitude and longitude.
    public var coordinate: Coordinate
    /// Altitude above mean sea level (GPX `ele`, NMEA GGA altitude, gpsd `altMSL`/`alt`).
    public var altitude: Meters?
    /// Speed over ground.
    public var speed: MetersPerSecond?
    /// Course over ground, degrees true, 0 ..< 360.
    public var course: Degrees?
    /// No fix, 2D or 3D, as the receiver (or gpsd's rules for NMEA) said.
    public var mode: FixMode
    /// Horizontal dilution of precision (unitless).
    public var hdop: Double?
    /// Estimated horizontal error (95 %), metres (gpsd `eph`, or from GST deviations).
    public var horizontalAccuracy: Meters?
    /// Satellites used in the solution.
    public var satellites: Int?

    public init(time: Seconds? = nil, coordinate: Coordinate, altitude: Meters? = nil,
                speed: MetersPerSecond? = nil, course: Degrees? = nil, mode: FixMode = .twoD,
                hdop: Double? = nil, horizontalAccuracy: Meters? = nil, satellites: Int? = nil) {
        self.time = time
        self.coordinate = coordinate
        self.altitude = altitude
        self.speed = speed
        self.course = course
        self.mode = mode
        self.hdop = hdop
        self.horizontalAccuracy = horizontalAccuracy
        self.satellites = satellites
    }
}
