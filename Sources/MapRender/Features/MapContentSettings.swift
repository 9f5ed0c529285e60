import MapData
import Routing

/// Content filters of the feature layers (HERE's `MapContentSettings`): which of a layer's items are shown.
public struct MapContentSettings: Sendable, Hashable {
    /// `filterVehicleRestrictions`: restrictions that do not bind this vehicle are hidden (nil: all are shown).
    public var vehicle: VehicleSpec?
    /// Category filters by layer (`pois`: "cafe", "shop", "amenity=fuel"; a traffic layer: its incident kinds).
    /// A layer without an entry shows every category.
    public var categories: [MapFeatureLayer: Set<String>]

    public init(vehicle: VehicleSpec? = nil, categories: [MapFeatureLayer: Set<String>] = [:]) {
        self.vehicle = vehicle
        self.categories = categories
    }

    /// Whether an item of `layer` in the given categories passes the layer's category filter (any one matching).
    public func passes(_ layer: MapFeatureLayer, categories names: [String]) -> Bool {
        guard let wanted = categories[layer] else { return true }
        return names.contains { wanted.contains($0) }
    }

    /// The names a POI answers to in a category filter: its value ("cafe"), its key ("amenity") and both ("amenity=cafe").
    public static func categories(of poi: POI) -> [String] { [poi.value, poi.key, poi.key + "=" + poi.value] }
}
