import Geo

/// A loaded map: the road network, the drawn features, and where they came from.
public struct OSMMap: Sendable {
    /// A short name ("harbourne", or the file name without extensions).
    public var name: String
    public var network: RoadNetwork
    /// The drawn features (a compiled map's are decoded on first use).
    public var features: MapFeatures {
        get { featureStore.features }
        set { featureStore = FeatureStore(newValue) }
    }
    var featureStore: FeatureStore
    /// `<bounds>` when the file has it, else the bounds of the data.
    public var bounds: BoundingBox
    /// The attribution to show whenever this map is drawn (nil only for data that needs none).
    public var attribution: String?
    /// What loading read, built and skipped.
    public var statistics = LoadStatistics()
    /// The OpenMapTiles view's source and its once-built views (`openMapTiles(_:)`).
    var openMapTilesCache = OpenMapTilesCache(source: nil)

    public init(name: String, network: RoadNetwork, features: MapFeatures, bounds: BoundingBox, attribution: String?) {
        self.name = name
        self.network = network
        featureStore = FeatureStore(features)
        self.bounds = bounds
        self.attribution = attribution
    }

    /// The default town's name ("harbourne"): the map every command uses without `--map`.
    public static let defaultTownName = DefaultTownData.name

    /// The attribution OpenStreetMap data requires (ODbL).
    public static let openStreetMapAttribution = "© OpenStreetMap contributors"
}
