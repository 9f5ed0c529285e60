import Geo

/// Indices of the features in a viewport, per kind (ascending, so draw order stays file order).
public struct FeatureSelection: Sendable, Hashable {
    public var pois: [Int] = []
    public var areas: [Int] = []
    public var buildings: [Int] = []
    public var lines: [Int] = []
    public init() {}
}

/// Spatial grids over `MapFeatures` for viewport queries (see `MapFeatures.query(in:)`).
public struct FeatureIndex: Sendable {
    let pois: SpatialGrid
    let areas: SpatialGrid
    let buildings: SpatialGrid
    let lines: SpatialGrid

    init(pois: [POI], areas: [Area], buildings: [Building], lines: [LineFeature]) {
        func box(_ c: Coordinate) -> BoundingBox {
            BoundingBox(minLatitude: c.latitude, minLongitude: c.longitude, maxLatitude: c.latitude, maxLongitude: c.longitude)
        }
        func box(_ cs: [Coordinate]) -> BoundingBox {
            BoundingBox(covering: cs) ?? BoundingBox(minLatitude: 0, minLongitude: 0, maxLatitude: 0, maxLongitude: 0)
        }
        self.pois = SpatialGrid(boxes: pois.map { box($0.coordinate) })
        self.areas = SpatialGrid(boxes: areas.map(\.bounds))
        self.buildings = SpatialGrid(boxes: buildings.map { box($0.footprint) })
        self.lines = SpatialGrid(boxes: lines.map { box($0.points) })
    }
}
