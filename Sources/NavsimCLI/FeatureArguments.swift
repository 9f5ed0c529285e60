import MapData
import MapRender
import Routing

/// `--features`, `--poi-categories` and `--truck`: the map's feature layers and their content filters, for every
/// command that draws the map (demo, drive, replay, live, snapshot, gestures).
enum FeatureArguments {
    static let valued: Set<String> = ["features", "poi-categories", "truck"]

    static let help = """
      --features LIST     map feature layers on: exactly LIST, or changes to the default set when every item starts
                          with + or - ("+extrudedBuildings,-pois"); NAME:MODE picks a mode
                          (roadExitLabels:numbersOnly, vehicleRestrictions:activeAndInactive, landmarks:textureless).
                          Layers: \(MapFeatureRegistry.standard.layers.map(\.rawValue).joined(separator: ", "))
                          (default: \(MapFeatureRegistry.defaultEnabled.map(\.rawValue).joined(separator: ",")), and
                          \(MapFeatureRegistry.defaultTrafficEnabled.map(\.rawValue).joined(separator: ",")) when traffic is on)
      --poi-categories L  show only these POI categories: values (cafe,fuel), keys (shop) or key=value
      --truck SPEC        hide the vehicle restrictions that do not bind this truck:
                          height=4,weight=18,width=2.55,length=16.5[,hazmat][,tunnel=B|C|D|E]
    """

    /// The settings the arguments ask for, made from `base` (the app's current layers: a relative list changes them),
    /// or nil when none of the three is given.
    static func settings(_ a: Arguments, base: MapFeatureSettings) throws -> MapFeatureSettings? {
        guard valued.contains(where: { a.value($0) != nil }) else { return nil }
        var s = base
        if let list = a.value("features") {
            do { try s.apply(list: list) } catch { throw CLIError.usage("--features: \(error.reason)") }
        }
        if let cats = a.value("poi-categories") {
            let names = Set(cats.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
            guard !names.isEmpty else { throw CLIError.usage("--poi-categories: give at least one category, e.g. cafe,fuel") }
            s.content.categories[.pois] = names
        }
        if let t = a.value("truck") { s.content.vehicle = try truck(t) }
        return s
    }

    /// `height=4,weight=18,width=2.55,length=16.5,hazmat,tunnel=D`: unnamed fields keep `VehicleSpec`'s defaults.
    static func truck(_ text: String) throws -> VehicleSpec {
        var v = VehicleSpec()
        for item in text.split(separator: ",") {
            let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let key = parts[0], value = parts.count > 1 ? parts[1] : nil
            func number(_ range: ClosedRange<Double>) throws -> Double {
                guard let value, let n = Double(value), n.isFinite, range.contains(n) else {
                    throw CLIError.usage("--truck: \(key) must be a number in \(range.lowerBound) ... \(range.upperBound), got '\(value ?? "")'")
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
                    throw CLIError.usage("--truck: tunnel must be B, C, D or E, got '\(value ?? "")'")
                }
                v.tunnelCategory = c
                v.hazardousMaterials = true
            default:
                throw CLIError.usage("--truck: unknown field '\(item)'; expected height, weight, width, length, hazmat, tunnel")
            }
        }
        return v
    }
}
