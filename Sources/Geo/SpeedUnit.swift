/// The unit a speed limit is posted in. The sign shows the limit in this unit whatever the display units are
/// (a "30 mph" sign reads 30 in a metric display, a 50 km/h sign reads 50 in an imperial one); only the vehicle's
/// speed follows the display units.
public enum SpeedUnit: UInt8, Sendable, Hashable, Codable, CaseIterable {
    case kilometersPerHour
    case milesPerHour
    case knots

    /// A speed in km/h expressed in this unit.
    public func value(fromKmh kmh: KilometersPerHour) -> Double {
        switch self {
        case .kilometersPerHour: kmh
        case .milesPerHour: kmh / UnitConversion.kmhPerMph
        case .knots: kmh / (UnitConversion.mpsPerKnot * 3.6)
        }
    }

    /// The posted number on the sign for a limit in km/h (converted back and rounded: 48.28 km/h posted as
    /// "30 mph" is 30).
    public func posted(_ kmh: KilometersPerHour) -> Int { Int(value(fromKmh: kmh).rounded()) }

    /// "km/h", "mph", "kn".
    public var label: String {
        switch self {
        case .kilometersPerHour: "km/h"
        case .milesPerHour: "mph"
        case .knots: "kn"
        }
    }
}
