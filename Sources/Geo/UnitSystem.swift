import Foundation

/// Metric or imperial display.
public enum UnitSystem: String, Sendable, Codable, CaseIterable {
    case metric, imperial

    /// The speed unit label ("km/h" or "mph").
    public var speedUnit: String { self == .metric ? "km/h" : "mph" }

    /// A speed in this system's unit.
    public func speed(_ kmh: KilometersPerHour) -> Double { self == .metric ? kmh : kmh / UnitConversion.kmhPerMph }

    /// A distance as drivers read it: "80 m", "450 m", "1.2 km", "12 km"; imperial "500 ft", "0.3 mi", "12 mi".
    /// Rounding follows navigation apps: 10 m steps under 1 km (50 ft under 1000 ft), one decimal under 10 km/mi.
    public func format(distance: Meters) -> String {
        let d = max(0, distance)
        switch self {
        case .metric:
            if d < 1000 {
                let r = d < 100 ? (d / 10).rounded() * 10 : (d / 50).rounded() * 50
                if r >= 1000 { return "1.0 km" }
                return "\(Int(r)) m"
            }
            let km = d / 1000
            return km < 10 ? String(format: "%.1f km", km) : "\(Int(km.rounded())) km"
        case .imperial:
            let ft = d / UnitConversion.metersPerFoot
            if ft < 1000 { return "\(Int((ft / 50).rounded() * 50)) ft" }
            let mi = d / UnitConversion.metersPerMile
            return mi < 10 ? String(format: "%.1f mi", max(0.2, mi)) : "\(Int(mi.rounded())) mi"
        }
    }

    /// A duration as "45 s", "9 min", "1 h 05 min".
    public static func format(duration: Seconds) -> String {
        let s = max(0, duration)
        if s < 60 { return "\(Int(s.rounded())) s" }
        let m = Int((s / 60).rounded())
        if m < 60 { return "\(m) min" }
        return String(format: "%d h %02d min", m / 60, m % 60)
    }
}
