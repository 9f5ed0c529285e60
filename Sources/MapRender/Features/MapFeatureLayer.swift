/// A map feature layer, named as HERE's `MapFeatures` names them (`safetyCameras`, `vehicleRestrictions`, ...).
///
/// A layer is identified by its name alone, so that a module the renderer does not know (the traffic world) can
/// declare its own layer and register it in a `MapFeatureRegistry` without a change here.
public struct MapFeatureLayer: RawRepresentable, Sendable, Hashable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public var description: String { rawValue }
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// Speed and red-light cameras (`highway=speed_camera` nodes and `type=enforcement` relations).
    public static let safetyCameras: MapFeatureLayer = "safetyCameras"
    /// Height, weight, width and length limits, `hgv=no`, `hazmat=no` and tunnel categories on roads.
    public static let vehicleRestrictions: MapFeatureLayer = "vehicleRestrictions"
    /// Landmark POIs (`tourism=attraction`, `historic=*`).
    public static let landmarks: MapFeatureLayer = "landmarks"
    /// Building outlines on the ground.
    public static let buildingFootprints: MapFeatureLayer = "buildingFootprints"
    /// Buildings raised by their height when the camera tilts.
    public static let extrudedBuildings: MapFeatureLayer = "extrudedBuildings"
    /// Motorway exit numbers and destinations (`highway=motorway_junction`).
    public static let roadExitLabels: MapFeatureLayer = "roadExitLabels"
    /// Hill shading and 3D relief: needs an elevation source.
    public static let terrain: MapFeatureLayer = "terrain"
    /// The embedded points of interest (shops, cafés, fuel, ...), filtered by category.
    public static let pois: MapFeatureLayer = "pois"
    /// Traffic flow and incidents: declared here so that names stay one spelling; drawn by the traffic layer.
    public static let trafficFlow: MapFeatureLayer = "trafficFlow"
    public static let trafficIncidents: MapFeatureLayer = "trafficIncidents"
}

/// A mode of a layer (HERE's `MapFeatureModes`: `roadExitLabelsNumbersOnly`, `vehicleRestrictionsActive`, ...),
/// named without the layer's prefix: `all`, `numbersOnly`, `active`.
public struct MapFeatureMode: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public var description: String { rawValue }

    public static let all: MapFeatureMode = "all"
    /// Road exit labels: the number without the destinations.
    public static let numbersOnly: MapFeatureMode = "numbersOnly"
    /// Vehicle restrictions: only those that bind the filter's vehicle (all of them without a filter).
    public static let active: MapFeatureMode = "active"
    /// Vehicle restrictions: those that bind, and the others dimmed.
    public static let activeAndInactive: MapFeatureMode = "activeAndInactive"
    /// Landmarks: symbol and name; or the symbol alone.
    public static let textured: MapFeatureMode = "textured"
    public static let textureless: MapFeatureMode = "textureless"
    /// Terrain: shaded relief, or relief in 3D.
    public static let hillshade: MapFeatureMode = "hillshade"
    public static let terrain3D: MapFeatureMode = "terrain3D"
    /// Traffic flow with or without the free-flowing roads.
    public static let withFreeFlow: MapFeatureMode = "withFreeFlow"
    public static let withoutFreeFlow: MapFeatureMode = "withoutFreeFlow"
}
