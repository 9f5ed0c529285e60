import Geo

/// Indices of the features in a viewport, per kind (ascending, so draw order stays file order).
public struct FeatureSelection: Sendable, Hashable {
    /// Indices into `MapFeatures.pois`, `.areas`, `.buildings` and `.lines`.
    public var pois: [Int] = []
    public var areas: [Int] = []
    public var buildings: [Int] = []
    public var lines: [Int] = []
    /// An empty selection.
    public init() {}
}

/// Spatial grids over `MapFeatures` for viewport queries (see `MapFeatures.query(in:)`).
public struct FeatureIndex: Sendable {
    let pois: SpatialGrid
    let areas: SpatialGrid
    let buildings: SpatialGrid
    let lines: SpatialGrid
    /// Bounds of each building footprint and line (areas carry their own).
    let buildingBounds: [BoundingBox]
    let lineBounds: [BoundingBox]

    init(pois: [POI], areas: [Area], buildings: [Building], lines: [LineFeature]) {
        func box(_ c: Coordinate) -> BoundingBox {
            BoundingBox(minLatitude: c.latitude, minLongitude: c.longitude, maxLatitude: c.latitude, maxLongitude: c.longitude)
        }
        buildingBounds = buildings.map { BoundingBox.around($0.footprint) ?? .zero }
        lineBounds = lines.map { BoundingBox.around($0.points) ?? .zero }
        self.pois = SpatialGrid(boxes: pois.map { box($0.coordinate) })
        self.areas = SpatialGrid(boxes: areas.map(\.bounds))
        self.buildings = SpatialGrid(boxes: buildingBounds)
        self.lines = SpatialGrid(boxes: lineBounds)
    }
}
