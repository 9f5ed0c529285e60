import MapData
import Routing
import MapRender
import Settings

extension MapFeatureSettings {
    /// The feature layers and content filters the settings `features`, `poiCategories` and `truck` ask for, laid
    /// over `base` (`.standardWithTraffic` on a drive with traffic, so a relative list keeps the traffic layers).
    /// - Throws: `SettingsProblem` naming the key and what is wrong.
    public static func from(_ s: Settings, base: MapFeatureSettings = .standard) throws(SettingsProblem) -> MapFeatureSettings {
        var f = base
        if !s.features.isEmpty {
            do { try f.apply(list: s.features) } catch { throw SettingsProblem(key: .features, reason: error.reason) }
        }
        if !s.poiCategories.isEmpty {
            let names = Set(s.poiCategories.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty })
            guard !names.isEmpty else { throw SettingsProblem(key: .poiCategories, reason: "give at least one category, e.g. cafe,fuel") }
            f.content.categories[.pois] = names
        }
        if !s.truck.isEmpty { f.content.vehicle = try truck(s.truck) }
        return f
    }

    /// `height=4,weight=18,width=2.55,length=16.5,hazmat,tunnel=D`: unnamed fields keep `VehicleSpec`'s defaults.
    static func truck(_ text: String) throws(SettingsProblem) -> VehicleSpec {
        var v = VehicleSpec()
        func fail(_ reason: String) -> SettingsProblem { SettingsProblem(key: .truck, reason: reason) }
        for item in text.split(separator: ",") {
            let parts = item.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
            let key = parts[0], value = parts.count > 1 ? parts[1] : nil
            func number(_ range: ClosedRange<Double>) throws(SettingsProblem) -> Double {
                guard let value, let n = Double(value), n.isFinite, range.contains(n) else {
                    throw fail("\(key) must be a number in \(range.lowerBound) ... \(range.upperBound), got '\(value ?? "")'")
                }
                return n
            }
            switch key {
            case "height": v.height = try number(0.5...10)
            case "weight": v.weight = try number(0.1...200)
            case "width": v.width = try number(0.5...10)
            case "length": v.length = try number(1...60)
            case "hazmat" where value == nil: v.hazardousMaterials = true
            case "tunnel":
                guard let c = value.flatMap({ TunnelCategory(rawValue: $0.uppercased()) }) else {
                    throw fail("tunnel must be B, C, D or E, got '\(value ?? "")'")
                }
                v.tunnelCategory = c
                v.hazardousMaterials = true
            default:
                throw fail("unknown field '\(item)'; expected height, weight, width, length, hazmat, tunnel")
            }
        }
        return v
    }
}

/// A setting whose value the table allows but the app cannot use (a feature list naming an unknown layer, a
/// language code no map has): the key and the reason.
public struct SettingsProblem: Error, Sendable, CustomStringConvertible {
    public var key: SettingKey
    public var reason: String
    public var description: String { "\(key): \(reason)" }
}
