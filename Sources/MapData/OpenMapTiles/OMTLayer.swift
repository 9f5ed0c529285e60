import Geo

/// One source layer of the OpenMapTiles view (`transportation`, `water`, …): its features and a grid over their
/// bounds, so a frame asks for the features in its viewport instead of scanning them all.
public struct OMTLayer: Sendable {
    /// The `source-layer` name.
    public let name: String
    /// The features in draw order (file order, as a tile carries them).
    public let features: [OMTFeature]
    /// The bounds of each feature, parallel to `features`.
    public let bounds: [BoundingBox]
    fileprivate let grid: SpatialGrid

    init(name: String, features: [OMTFeature]) {
        self.name = name
        self.features = features
        bounds = features.map(\.geometry.bounds)
        grid = SpatialGrid(boxes: bounds)
    }

    fileprivate init(name: String, features: [OMTFeature], bounds: [BoundingBox], grid: SpatialGrid) {
        self.name = name
        self.features = features
        self.bounds = bounds
        self.grid = grid
    }

    /// Indices of the features whose bounds meet `box`, ascending (so draw order stays layer order).
    /// - Complexity: O(cells covered + candidates).
    public func indices(in box: BoundingBox) -> [Int] {
        grid.candidates(in: box).filter { box.intersects(bounds[$0]) }
    }

    /// The features whose bounds meet `box`, in layer order.
    public func features(in box: BoundingBox) -> [OMTFeature] { indices(in: box).map { features[$0] } }
}

extension OMTGeometry {
    /// The bounding box of the geometry (a point's box has no extent).
    public var bounds: BoundingBox {
        switch self {
        case .point(let c):
            BoundingBox(minLatitude: c.latitude, minLongitude: c.longitude, maxLatitude: c.latitude, maxLongitude: c.longitude)
        case .line(let points):
            BoundingBox.around(points) ?? .zero
        case .polygon(let outer, _):
            BoundingBox.around(outer) ?? .zero
        }
    }

    /// The style spec's geometry type: `Point`, `LineString` or `Polygon`.
    public var typeName: String {
        switch self {
        case .point: "Point"
        case .line: "LineString"
        case .polygon: "Polygon"
        }
    }
}

extension OMTLayer {
    /// The layer with each feature transformed; the geometry must not change, so the grid and bounds are kept.
    func mapped(_ transform: (OMTFeature) -> OMTFeature) -> OMTLayer {
        OMTLayer(name: name, features: features.map(transform), bounds: bounds, grid: grid)
    }
}
