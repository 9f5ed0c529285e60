import Geo

/// The points of one edge's geometry: a slice of `RoadNetwork.shapePoints`, indexed as it is.
public typealias EdgeShape = Slice<Column<Coordinate>>

/// The immutable, routable road graph built from OpenStreetMap.
///
/// Storage is flat arrays (compressed sparse rows): the outgoing edges of vertex `v` are
/// `edges[firstEdge[v] ..< firstEdge[v + 1]]`. Geometry and point features live in shared arrays
/// that edges index into.
public final class RoadNetwork: Sendable {
    /// The vertices (read in place from a compiled map).
    public let vertices: Column<Vertex>
    /// Directed edges grouped by source vertex (read in place from a compiled map).
    public let edges: Column<Edge>
    /// The outgoing edges of each vertex (`edgeRows[v]` indexes `edges`).
    public let edgeRows: CompressedRows
    /// CSR offsets: `vertices.count + 1` entries (`edgeRows.offsets`).
    public var firstEdge: [Int32] { edgeRows.offsets }
    /// The edges' geometry (see `Edge.shapeStart`); read in place from a compiled map.
    public let shapePoints: Column<Coordinate>
    public let roads: [Road]
    public let restrictions: [TurnRestriction]
    public let pointFeatures: [PointFeature]
    /// Point features per edge (see `Edge.featureStart`).
    public let edgeFeatures: [EdgeFeature]
    /// Incoming edges of vertex `v`: `incomingEdges[incomingRows[v]]` (edge indices).
    public let incomingEdges: [Int32]
    public let incomingRows: CompressedRows
    /// Bounds of all vertices and shape points.
    public let bounds: BoundingBox
    /// Spatial index over the canonical edges' geometry.
    public let edgeIndex: EdgeIndex
    /// The compiled map this network was opened from, if any: Routing reads its hierarchies and search index from it
    /// on first use instead of building them.
    public let precomputed: CompiledMapFile?

    /// Builds the network from its parts. `edges` must be sorted by `source`, and every vertex, road, shape and
    /// feature index must be in range (checked in debug builds).
    public convenience init(vertices: [Vertex], edges: [Edge], shapePoints: [Coordinate], roads: [Road],
                            restrictions: [TurnRestriction] = [], pointFeatures: [PointFeature] = [],
                            edgeFeatures: [EdgeFeature] = [], precomputed: CompiledMapFile? = nil) {
        self.init(vertices: Column(vertices), edges: Column(edges), shapePoints: Column(shapePoints), roads: roads, restrictions: restrictions,
                  pointFeatures: pointFeatures, edgeFeatures: edgeFeatures, precomputed: precomputed, stored: nil)
    }

    /// The outgoing and incoming rows of the edges (`edgeRows`, `incomingRows` and `incomingEdges`).
    struct Rows {
        var outgoing: CompressedRows
        var incoming: CompressedRows
        var incomingEdges: [Int32]
    }

    /// As the initializer above, from columns; `stored` is a compiled map's bounds and spatial index (over these edges),
    /// used instead of building them, and `rows` the edges' rows when the caller built them already (in the pass that checked the edges).
    init(vertices: Column<Vertex>, edges: Column<Edge>, shapePoints: Column<Coordinate>, roads: [Road], restrictions: [TurnRestriction],
         pointFeatures: [PointFeature], edgeFeatures: [EdgeFeature], precomputed: CompiledMapFile?,
         stored: (bounds: BoundingBox, edgeIndex: EdgeIndex)?, rows: Rows? = nil) {
        self.precomputed = precomputed
        self.vertices = vertices
        self.edges = edges
        self.shapePoints = shapePoints
        self.roads = roads
        self.restrictions = restrictions
        self.pointFeatures = pointFeatures
        self.edgeFeatures = edgeFeatures
        assert(Self.indicesInRange(vertices: vertices.count, edges: edges, shapePoints: shapePoints.count, roads: roads.count,
                                   edgeFeatures: edgeFeatures.count),
               "RoadNetwork: an edge refers to a vertex, road, shape point or feature that does not exist")
        if let rows {
            (edgeRows, incomingRows, incomingEdges) = (rows.outgoing, rows.incoming, rows.incomingEdges)
        } else {
            self.edgeRows = CompressedRows(sortedRows: edges.lazy.map(\.source), rowCount: vertices.count)
            (self.incomingRows, self.incomingEdges) = CompressedRows.grouping(rows: edges.lazy.map(\.target), rowCount: vertices.count)
        }
        if let stored {
            (self.bounds, self.edgeIndex) = stored
        } else {
            self.bounds = BoundingBox.around(Array(shapePoints), vertices.map(\.coordinate)) ?? .zero
            self.edgeIndex = EdgeIndex(edges: edges, shapePoints: shapePoints, bounds: self.bounds)
        }
    }

    /// Outgoing edge indices of a vertex.
    @inlinable public func outgoing(_ v: Int32) -> Range<Int> { edgeRows[Int(v)] }

    /// Incoming edge indices of a vertex.
    @inlinable public func incoming(_ v: Int32) -> ArraySlice<Int32> { incomingEdges[incomingRows[Int(v)]] }

    /// The range checks of the initializer's debug invariant.
    static func indicesInRange(vertices: Int, edges: Column<Edge>, shapePoints: Int, roads: Int, edgeFeatures: Int) -> Bool {
        edges.allSatisfy { e in
            e.source >= 0 && Int(e.source) < vertices && e.target >= 0 && Int(e.target) < vertices
                && e.road >= 0 && Int(e.road) < roads && e.shapeStart >= 0 && Int(e.shapeStart) + Int(e.shapeCount) <= shapePoints
                && e.featureStart >= 0 && Int(e.featureStart) + Int(e.featureCount) <= edgeFeatures
        }
    }

    /// The geometry of an edge, source to target (indexed as `shapePoints`, from `Edge.shapeStart`).
    public func shape(of edge: Int) -> EdgeShape {
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
