import Geo

/// A directed piece of road between two vertices of the network (junctions or dead ends).
/// A two-way road piece gives two edges that point at each other through `reverse`.
public struct Edge: Sendable, Hashable {
    public var source: Int32
    public var target: Int32
    /// Index into `RoadNetwork.roads`.
    public var road: Int32
    /// Length along the geometry.
    public var length: Meters
    /// The geometry: `RoadNetwork.shapePoints[shapeStart ..< shapeStart + shapeCount]`, from source to target,
    /// both ends included (so `shapeCount >= 2`).
    public var shapeStart: Int32
    public var shapeCount: Int32
    /// The opposite direction's edge, or -1 on a one-way road.
    public var reverse: Int32
    /// True when this edge runs along the OSM way's node order.
    public var isForward: Bool
    /// Point features on this edge: `RoadNetwork.edgeFeatures[featureStart ..< featureStart + featureCount]`.
    public var featureStart: Int32
    public var featureCount: Int32

    public init(source: Int32, target: Int32, road: Int32, length: Meters, shapeStart: Int32, shapeCount: Int32,
                reverse: Int32, isForward: Bool, featureStart: Int32 = 0, featureCount: Int32 = 0) {
        self.source = source
        self.target = target
        self.road = road
        self.length = length
        self.shapeStart = shapeStart
        self.shapeCount = shapeCount
        self.reverse = reverse
        self.isForward = isForward
        self.featureStart = featureStart
        self.featureCount = featureCount
    }

    /// The edge to draw for a road piece: the forward one of a pair, or the only one of a one-way.
    public var isCanonical: Bool { isForward || reverse < 0 }
}

/// A graph vertex: an OSM node where roads meet or end.
public struct Vertex: Sendable, Hashable {
    public var coordinate: Coordinate
    public var osmID: Int64
    public init(coordinate: Coordinate, osmID: Int64) {
        self.coordinate = coordinate
        self.osmID = osmID
    }
}
