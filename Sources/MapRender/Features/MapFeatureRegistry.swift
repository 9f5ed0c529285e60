/// The layers a map can show, by name: HERE's `MapFeatures` catalogue as a value.
///
/// `standard` holds navsim's layers, the traffic world's `trafficFlow` and `trafficIncidents` among them (drawn from
/// the drive's `TrafficSnapshot` when it has a traffic world); another module adds its layers with `registering(_:)`,
/// and the app keeps the registry it was given: no global list to change behind its back.
public struct MapFeatureRegistry: Sendable, Hashable {
    /// Descriptors in the order the layers panel lists them.
    public private(set) var descriptors: [MapFeatureDescriptor]

    public init(_ descriptors: [MapFeatureDescriptor] = []) {
        self.descriptors = []
        for d in descriptors { self = registering(d) }
    }

    /// The registry with `descriptor` added, or replacing the one of the same name (in its place).
    public func registering(_ descriptor: MapFeatureDescriptor) -> MapFeatureRegistry {
        var r = self
        if let i = r.descriptors.firstIndex(where: { $0.layer == descriptor.layer }) {
            r.descriptors[i] = descriptor
        } else {
            r.descriptors.append(descriptor)
        }
        return r
    }

    public func descriptor(_ layer: MapFeatureLayer) -> MapFeatureDescriptor? { descriptors.first { $0.layer == layer } }

    public var layers: [MapFeatureLayer] { descriptors.map(\.layer) }

    /// navsim's layers. `terrain` is listed so that asking for it is answered (there is no elevation source).
    public static let standard = MapFeatureRegistry([
        MapFeatureDescriptor(.pois, summary: "points of interest (filter: categories)", filter: .categories),
        MapFeatureDescriptor(.landmarks, modes: [.textured, .textureless], summary: "landmarks (textured: with names)"),
        MapFeatureDescriptor(.safetyCameras, summary: "speed and enforcement cameras"),
        MapFeatureDescriptor(.buildingFootprints, summary: "building outlines"),
        MapFeatureDescriptor(.extrudedBuildings, summary: "3D buildings when the map tilts"),
        MapFeatureDescriptor(.vehicleRestrictions, modes: [.active, .activeAndInactive],
                             summary: "height, weight, width, length, hgv, hazmat limits (filter: truck)", filter: .vehicle),
        MapFeatureDescriptor(.roadExitLabels, modes: [.all, .numbersOnly], summary: "motorway exit numbers and destinations"),
        MapFeatureDescriptor(.terrain, modes: [.hillshade, .terrain3D], summary: "relief (needs an elevation source)",
                             requirement: .elevationSource),
        MapFeatureDescriptor(.trafficFlow, modes: [.withFreeFlow, .withoutFreeFlow],
                             summary: "road colours by traffic (needs traffic on)", requirement: .trafficSource),
        MapFeatureDescriptor(.trafficIncidents, summary: "incident icons (filter: incident types; needs traffic on)",
                             requirement: .trafficSource, filter: .categories),
    ])

    /// Layers on when nothing is asked for: what the map showed before layers could be switched.
    public static let defaultEnabled: [MapFeatureLayer] = [.pois, .landmarks, .safetyCameras, .buildingFootprints]
    /// Also on by default where the drive has a traffic world.
    public static let defaultTrafficEnabled: [MapFeatureLayer] = [.trafficFlow, .trafficIncidents]
}
