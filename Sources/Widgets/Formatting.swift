/// Units for distances and speeds shown on screen.
public enum DisplayUnits: Sendable, Hashable {
    case metric, imperial

    /// The speed label ("km/h" or "mph").
    public var speedLabel: String { self == .metric ? "km/h" : "mph" }
}

/// Distance, duration and clock text for the navigation widgets.
public enum NavigationText {
    /// Metres per statute mile and per foot (exact by definition, 1959 international yard).
    static let metersPerMile = 1609.344, metersPerFoot = 0.3048

    /// "300 m", "1.2 km", "12 km"; imperial "500 ft", "0.3 mi", "12 mi". Short distances round to 10 m / 50 ft
    /// (to 5 m / 10 ft below 100 m / 300 ft), as turn-by-turn announcements do.
    public static func distance(_ meters: Double, units: DisplayUnits) -> String {
        let m = max(0, meters.isFinite ? meters : 0)
        switch units {
        case .metric:
            if m < 100 { return "\(Int((m / 5).rounded()) * 5) m" }
            if m < 995 { return "\(Int((m / 10).rounded()) * 10) m" }
            let km = m / 1000
            return km < 9.95 ? "\(oneDecimal(km)) km" : "\(Int(km.rounded())) km"
        case .imperial:
            let ft = m / metersPerFoot
            if ft < 300 { return "\(Int((ft / 10).rounded()) * 10) ft" }
            if m < 0.1 * metersPerMile { return "\(Int((ft / 50).rounded()) * 50) ft" }
            let mi = m / metersPerMile
            return mi < 9.95 ? "\(oneDecimal(mi)) mi" : "\(Int(mi.rounded())) mi"
        }
    }

    /// "45 s", "9 min", "1 h 05 min".
    public static func duration(_ seconds: Double) -> String {
        let s = max(0, seconds.isFinite ? seconds : 0)
        if s < 60 { return "\(Int(s.rounded())) s" }
        let minutes = Int((s / 60).rounded())
        if minutes < 60 { return "\(minutes) min" }
        let mm = minutes % 60
        return "\(minutes / 60) h \(mm < 10 ? "0" : "")\(mm) min"
    }

    /// A time of day from seconds since midnight, 24-hour ("14:32"), wrapping past midnight.
    public static func clock(secondsSinceMidnight s: Double) -> String {
        let total = Int((s.isFinite ? s : 0).rounded(.down))
        let minutes = ((total / 60) % 1440 + 1440) % 1440
        let h = minutes / 60, m = minutes % 60
        return "\(h < 10 ? "0" : "")\(h):\(m < 10 ? "0" : "")\(m)"
    }

    static func oneDecimal(_ v: Double) -> String {
        let tenths = Int((v * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
