import Geo
import MapData

/// One restriction a road puts on vehicles: what truck routing checks and the map's vehicle-restrictions layer draws.
public enum VehicleRestriction: Sendable, Hashable {
    case maxHeight(Meters)
    /// Tonnes.
    case maxWeight(Double)
    case maxWidth(Meters)
    case maxLength(Meters)
    /// `hgv=no` (or destination, delivery, private).
    case noHGV
    /// `hazmat=no`.
    case noHazmat
    /// A tunnel of this ADR category.
    case tunnel(TunnelCategory)

    /// The road's restrictions, most commonly signed first.
    public static func on(_ road: Road) -> [VehicleRestriction] {
        var out = [VehicleRestriction]()
        if let h = road.maxHeight { out.append(.maxHeight(h)) }
        if let w = road.maxWeight { out.append(.maxWeight(w)) }
        if let w = road.maxWidth { out.append(.maxWidth(w)) }
        if let l = road.maxLength { out.append(.maxLength(l)) }
        if road.flags.contains(.noHGV) { out.append(.noHGV) }
        if road.flags.contains(.noHazmat) { out.append(.noHazmat) }
        if let t = road.tunnelCategory { out.append(.tunnel(t)) }
        return out
    }

    /// Whether any of the road's restrictions keeps the vehicle out (as `on(road).contains { $0.binds(v) }`,
    /// without building the list: routing asks this for every edge).
    public static func closes(_ road: Road, to v: VehicleSpec) -> Bool {
        if road.flags.contains(.noHGV) { return true }
        if let h = road.maxHeight, v.height > h { return true }
        if let w = road.maxWeight, v.weight > w { return true }
        if let w = road.maxWidth, v.width > w { return true }
        if let l = road.maxLength, v.length > l { return true }
        if v.hazardousMaterials {
            if road.flags.contains(.noHazmat) { return true }
            if let t = road.tunnelCategory, let code = v.tunnelCategory, t >= code { return true }
        }
        return false
    }

    /// Whether the restriction keeps this vehicle out (a limit the vehicle exceeds; a ban that applies to it).
    /// An ADR tunnel code closes tunnels of its own category and the stricter ones (code D: D and E).
    public func binds(_ v: VehicleSpec) -> Bool {
        switch self {
        case .maxHeight(let h): v.height > h
        case .maxWeight(let w): v.weight > w
        case .maxWidth(let w): v.width > w
        case .maxLength(let l): v.length > l
        case .noHGV: true
        case .noHazmat: v.hazardousMaterials
        case .tunnel(let t): v.hazardousMaterials && v.tunnelCategory.map { t >= $0 } ?? false
        }
    }

    /// The sign's text: "3.5m", "7.5t", "↔2.5m", "⟷12m", "no hgv", "no hazmat", "tunnel D" (ASCII spellings with `ascii`).
    public func label(ascii: Bool = false) -> String {
        switch self {
        case .maxHeight(let h): (ascii ? "h" : "↕") + Self.number(h) + "m"
        case .maxWeight(let w): Self.number(w) + "t"
        case .maxWidth(let w): (ascii ? "w" : "↔") + Self.number(w) + "m"
        case .maxLength(let l): (ascii ? "l" : "⇔") + Self.number(l) + "m"
        case .noHGV: "no hgv"
        case .noHazmat: "no hazmat"
        case .tunnel(let t): "tunnel " + t.rawValue
        }
    }

    /// One decimal at most ("3.5", "4", "12.3").
    static func number(_ v: Double) -> String {
        let tenths = Int((v * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : String(tenths / 10) + "." + String(abs(tenths % 10))
    }
}
