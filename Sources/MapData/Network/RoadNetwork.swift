import Geo

/// The immutable, routable road graph built from OpenStreetMap.
///
/// Storage is flat arrays (compressed sparse rows): the outgoing edges of vertex `v` are
/// `edges[firstEdge[v] ..< firstEdge[v + 1]]`. Geometry and point features live in shared arrays
/// that edges index into.
public final class RoadNetwork: Sendable {
    public let vertices: [Vertex]
    /// Directed edges grouped by source vertex.
    public let edges: [Edge]
    /// CSR offsets: `vertices.count + 1` entries.
    public let firstEdge: [Int32]
    /// The edges' geometry (see `Edge.shapeStart`).
    public let shapePoints: [Coordinate]
    public let roads: [Road]
    public let restrictions: [TurnRestriction]
    public let pointFeatures: [PointFeature]
    /// Point features per edge (see `Edge.featureStart`).
    public let edgeFeatures: [EdgeFeature]
    /// Incoming edges of vertex `v`: `incomingEdges[firstIncoming[v] ..< firstIncoming[v + 1]]` (edge indices).
    public let incomingEdges: [Int32]
    public let firstIncoming: [Int32]
    /// Bounds of all vertices and shape points.
    public let bounds: BoundingBox
    /// Spatial index over the canonical edges' geometry.
    public let edgeIndex: EdgeIndex

    /// Builds the network from its parts. `edges` must be sorted by `source`.
    public init(vertices: [Vertex], edges: [Edge], shapePoints: [Coordinate], roads: [Road],
                restrictions: [TurnRestriction] = [], pointFeatures: [PointFeature] = [], edgeFeatures: [EdgeFeature] = []) {
        self.vertices = vertices
        self.edges = edges
        self.shapePoints = shapePoints
        self.roads = roads
        self.restrictions = restrictions
        self.pointFeatures = pointFeatures
        self.edgeFeatures = edgeFeatures
        var first = [Int32](repeating: 0, count: vertices.count + 1)
        for e in edges { first[Int(e.source) + 1] += 1 }
        for i in 0..<vertices.count { first[i + 1] += first[i] }
        self.firstEdge = first
        var inFirst = [Int32](repeating: 0, count: vertices.count + 1)
        for e in edges { inFirst[Int(e.target) + 1] += 1 }
        for i in 0..<vertices.count { inFirst[i + 1] += inFirst[i] }
        var fill = inFirst
        var incoming = [Int32](repeating: 0, count: edges.count)
        for (i, e) in edges.enumerated() {
            incoming[Int(fill[Int(e.target)])] = Int32(i)
            fill[Int(e.target)] += 1
        }
        self.incomingEdges = incoming
        self.firstIncoming = inFirst
        self.bounds = BoundingBox.around(shapePoints, vertices.map(\.coordinate)) ?? .zero
        self.edgeIndex = EdgeIndex(edges: edges, shapePoints: shapePoints, bounds: self.bounds)
    }

    /// Outgoing edge indices of a vertex.
    @inlinable public func outgoing(_ v: Int32) -> Range<Int> {
        Int(firstEdge[Int(v)])..<Int(firstEdge[Int(v) + 1])
    }

    /// Incoming edge indices of a vertex.
    @inlinable public func incoming(_ v: Int32) -> ArraySlice<Int32> {
        incomingEdges[Int(firstIncoming[Int(v)])..<Int(firstIncoming[Int(v) + 1])]
    }

    /// The geometry of an edge, source to target.
    public func shape(of edge: Int) -> ArraySlice<Coordinate> {
        let e = edges[edge]
        return shapePoints[Int(e.shapeStart)..<Int(e.shapeStart + e.shapeCount)]
    }

    /// The geometry of an edge as a polyline.
    public func polyline(of edge: Int) -> Polyline { Polyline(Array(shape(of: edge))) }

    /// The road an edge belongs to.
    @inlinable public func road(of edge: Int) -> Road { roads[Int(edges[edge].road)] }

    /// The point features on an edge, with offsets from its source.
    public func features(on edge: Int) -> ArraySlice<EdgeFeature> {
        let e = edges[edge]
        return edgeFeatures[Int(e.featureStart)..<Int(e.featureStart + e.featureCount)]
    }
}
