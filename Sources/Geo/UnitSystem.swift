import Foundation
import Text

/// Metric or imperial display.
public enum UnitSystem: String, Sendable, Codable, CaseIterable {
    case metric, imperial

    /// The speed unit label ("km/h" or "mph").
    public var speedUnit: String { self == .metric ? "km/h" : "mph" }

    /// A speed in this system's unit.
    public func speed(_ kmh: KilometersPerHour) -> Double { self == .metric ? kmh : kmh / UnitConversion.kmhPerMph }

    /// A distance as drivers read it: "45 m", "300 m", "1.2 km", "13 km"; imperial "100 ft", "500 ft", "0.3 mi",
    /// "12 mi". Short distances round to 5 m below 100 m and 10 m below 1 km (10 ft below 300 ft, then 50 ft up to
    /// 0.1 mi), as turn-by-turn announcements do; one decimal below 10 km / 10 mi. The one formatter of the project
    /// (the widgets call it too), so the header, the footer, the lists and the announcements always agree.
    public func format(distance: Meters) -> String {
        let m = max(0, distance.isFinite ? distance : 0)
        switch self {
        case .metric:
            if m < 100 { return "\(Int((m / 5).rounded()) * 5) m" }
            if m < 995 { return "\(Int((m / 10).rounded()) * 10) m" }
            let km = m / 1000
            return km < 9.95 ? "\(Self.oneDecimal(km)) km" : "\(Int(km.rounded())) km"
        case .imperial:
            let ft = m / UnitConversion.metersPerFoot
            if ft < 300 { return "\(Int((ft / 10).rounded()) * 10) ft" }
            if m < 0.1 * UnitConversion.metersPerMile { return "\(Int((ft / 50).rounded()) * 50) ft" }
            let mi = m / UnitConversion.metersPerMile
            return mi < 9.95 ? "\(Self.oneDecimal(mi)) mi" : "\(Int(mi.rounded())) mi"
        }
    }

    static func oneDecimal(_ v: Double) -> String {
        let tenths = Int((v * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// A duration as "45 s", "9 min", "1 h 05 min".
    public static func format(duration: Seconds) -> String {
        let s = max(0, duration.isFinite ? duration : 0)
        if s < 60 { return "\(Int(s.rounded())) s" }
        let m = Int((s / 60).rounded())
        if m < 60 { return "\(m) min" }
        var w = TextWriter(capacity: 16)
        w.write(m / 60)
        w.write(" h " as StaticString)
        w.write(m % 60, zeroPaddedTo: 2)
        w.write(" min" as StaticString)
        return w.string
    }
}
