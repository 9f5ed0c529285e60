import Geo

/// Units for distances and speeds shown on screen.
public enum DisplayUnits: Sendable, Hashable {
    case metric, imperial

    /// The speed label ("km/h" or "mph").
    public var speedLabel: String { system.speedUnit }

    /// The same units as Geo's `UnitSystem`.
    public var system: UnitSystem { self == .metric ? .metric : .imperial }
}

/// Distance, duration and clock text for the navigation widgets. Distances and durations come from Geo's
/// `UnitSystem`, the project's one formatter, so widgets and announcements agree.
public enum NavigationText {
    /// "300 m", "1.2 km", "12 km"; imperial "500 ft", "0.3 mi", "12 mi" (see `UnitSystem.format(distance:)`).
    public static func distance(_ meters: Double, units: DisplayUnits) -> String {
        units.system.format(distance: meters)
    }

    /// "45 s", "9 min", "1 h 05 min".
    public static func duration(_ seconds: Double) -> String { UnitSystem.format(duration: seconds) }

    /// A time of day from seconds since midnight, 24-hour ("14:32"), wrapping past midnight.
    public static func clock(secondsSinceMidnight s: Double) -> String {
        let total = Int((s.isFinite ? s : 0).rounded(.down))
        let minutes = ((total / 60) % 1440 + 1440) % 1440
        let h = minutes / 60, m = minutes % 60
        return "\(h < 10 ? "0" : "")\(h):\(m < 10 ? "0" : "")\(m)"
    }

}
