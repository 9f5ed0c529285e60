import Geo

/// How far over the limit the driver is.
public enum SpeedAlertLevel: String, Sendable, Hashable, Comparable, CaseIterable {
    case none, minor, major

    var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
}

/// When speeding raises a minor or a major alert.
///
/// Absolute offsets are in the unit system's speed unit (defaults: minor +10 km/h or +5 mph, major +20 km/h or
/// +10 mph); percentages are of the limit (defaults 10 % and 20 %). A level is reached AT its threshold
/// (60 km/h in a 50 zone is minor). With `escalateAfter`, a minor alert that lasts that long becomes major.
/// A raised level drops only once the speed is `hysteresis` below its threshold (default 2 km/h, 1 mph or 2 %),
/// so that a noisy speedometer does not make the alert flicker.
public struct SpeedAlertThresholds: Sendable, Hashable {
    public enum Mode: String, Sendable, Hashable {
        case absolute, percent
    }

    public var mode: Mode
    /// The unit absolute offsets are counted in (and speeds compared in).
    public var units: UnitSystem
    /// The minor and major thresholds (nil: the default for the mode and unit).
    public var minor: Double?
    public var major: Double?
    public var escalateAfter: Seconds?
    /// How far below a threshold the speed must fall to lower the level (nil: the default for the mode and unit).
    public var hysteresis: Double?

    public init(mode: Mode = .absolute, units: UnitSystem = .metric, minor: Double? = nil, major: Double? = nil,
                escalateAfter: Seconds? = nil, hysteresis: Double? = nil) {
        self.mode = mode
        self.units = units
        self.minor = minor
        self.major = major
        self.escalateAfter = escalateAfter
        self.hysteresis = hysteresis
    }

    public var hysteresisMargin: Double {
        hysteresis ?? (mode == .percent ? 2 : (units == .metric ? 2 : 1))
    }

    /// The level for a speed when `current` is the level shown now: rising at the thresholds, falling
    /// only `hysteresisMargin` below them.
    public func level(speed: KilometersPerHour, limit: KilometersPerHour, current: SpeedAlertLevel) -> SpeedAlertLevel {
        let raw = level(speed: speed, limit: limit)
        guard raw < current else { return raw }
        let margin = mode == .percent ? limit * hysteresisMargin / 100
            : (units == .metric ? hysteresisMargin : hysteresisMargin * UnitConversion.kmhPerMph)
        return min(current, level(speed: speed + margin, limit: limit))
    }

    /// Comparisons forgive this much (in the unit) so that a speed exactly at a threshold, after unit conversion, counts.
    static let tolerance = 1e-6

    public var minorThreshold: Double {
        minor ?? (mode == .percent ? 10 : (units == .metric ? 10 : 5))
    }

    public var majorThreshold: Double {
        major ?? (mode == .percent ? 20 : (units == .metric ? 20 : 10))
    }

    /// The level for a speed against a limit.
    public func level(speed: KilometersPerHour, limit: KilometersPerHour) -> SpeedAlertLevel {
        guard limit > 0 else { return .none }
        let v = units.speed(speed), l = units.speed(limit)
        let over = mode == .percent ? (v - l) / l * 100 : v - l
        if over >= majorThreshold - Self.tolerance { return .major }
        if over >= minorThreshold - Self.tolerance { return .minor }
        return .none
    }

    /// Speed over the limit in percent of the limit.
    public static func percent(speed: KilometersPerHour, limit: KilometersPerHour) -> Double {
        limit > 0 ? (speed - limit) / limit * 100 : 0
    }
}
