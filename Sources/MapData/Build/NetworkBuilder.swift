import Geo

/// Builds the immutable `RoadNetwork` from OSM primitives: car roads from their tags, a vertex at every
/// node where roads meet or end, an edge per road piece between vertices (two for a two-way piece, paired
/// through `reverse`), point features placed on edges, and turn restrictions resolved to roads and vertices.
///
/// A point feature on a road node is listed on every edge through it, with its offset from that edge's source.
/// A feature at a vertex belongs to the edges arriving there (offset = length), not to those leaving it, so it is
/// announced once along a route; `direction=forward/backward` limits it to the edges along / against the way.
/// - Complexity: O(nodes + road refs · log nodes).
struct NetworkBuilder {
    let source: OMTSource
    var statistics = LoadStatistics()

    // Per road (index into `roads`): its way and its nodes as node indices (-1 = missing from the file).
    var roads: [Road] = []
    var roadNodeStart: [Int] = [0]
    var roadNodes: [Int32] = []
    var roadOfWay: [Int64: Int32] = [:]
    /// Per node index: the vertex there, or -1.
    var vertexOfNode: [Int32] = []
    var vertexNode: [Int32] = []
    /// Per node index: the point feature there, or -1.
    var featureOfNode: [Int32] = []
    var pointFeatures: [PointFeature] = []

    // Immutable copies of the data's arrays (cheap: shared storage) for the hot loops.
    let nodes: NodeTable
    let ways: WayTable

    /// From the primitives' Sendable snapshot (the one the OpenMapTiles view is built from), so that builders can
    /// run on other threads.
    init(source: OMTSource) {
        self.source = source
        nodes = source.nodes
        ways = source.ways
    }

    mutating func build() -> RoadNetwork {
        collectRoads()
        findVertices()
        collectPointFeatures()
        let (edges, shapes, edgeFeatures) = makeEdges()
        let restrictions = resolveRestrictions()
        let vertices = vertexNode.map { n in Vertex(coordinate: nodes.coordinate(Int(n)), osmID: nodes.ids[Int(n)]) }
        return RoadNetwork(vertices: vertices, edges: edges, shapePoints: shapes, roads: roads, restrictions: restrictions,
                           pointFeatures: pointFeatures, edgeFeatures: edgeFeatures)
    }

    func nodes(ofRoad r: Int) -> ArraySlice<Int32> { roadNodes[roadNodeStart[r]..<roadNodeStart[r + 1]] }

    /// Roads from tags, and their node lists resolved to node indices.
    private mutating func collectRoads() {
        for w in 0..<ways.count {
            let tags = ways.tags[w]
            guard !tags.isEmpty, let road = Self.road(osmID: ways.ids[w], tags: tags) else { continue }
            let refs = ways.refs(ofWay: w)
            guard refs.count >= 2 else { continue }
            roadOfWay[road.osmID] = Int32(roads.count)
            roads.append(road)
            var last: Int64 = .min
            for ref in refs where ref != last {  // consecutive duplicates add nothing
                last = ref
                if let i = nodes.index(ref) { roadNodes.append(Int32(i)) } else {
                    roadNodes.append(-1)
                    statistics.missingNodes += 1
                }
            }
            roadNodeStart.append(roadNodes.count)
        }
    }

    /// A node becomes a vertex when two road pieces meet there or a piece ends there.
    private mutating func findVertices() {
        var use = [UInt8](repeating: 0, count: nodes.count)
        for r in roads.indices {
            let ns = nodes(ofRoad: r)
            for (k, n) in zip(ns.indices, ns) where n >= 0 {
                let isEnd = k == ns.startIndex || k == ns.endIndex - 1 || ns[k - 1] < 0 || ns[k + 1] < 0
                use[Int(n)] = isEnd ? 2 : min(2, use[Int(n)] + 1)
            }
        }
        vertexOfNode = [Int32](repeating: -1, count: nodes.count)
        for r in roads.indices {
            for n in nodes(ofRoad: r) where n >= 0 && use[Int(n)] >= 2 && vertexOfNode[Int(n)] < 0 {
                vertexOfNode[Int(n)] = Int32(vertexNode.count)
                vertexNode.append(n)
            }
        }
        featureOfNode = [Int32](repeating: -1, count: nodes.count)
    }

    /// Cuts every road at its vertices into edges (both directions as its oneway allows), sorts them by source
    /// vertex (CSR order) and lays out their shape points and point features.
    private func makeEdges() -> ([Edge], [Coordinate], [EdgeFeature]) {
        var edges: [Edge] = []
        var shapes: [Coordinate] = []
        var features: [(edge: Int32, feature: Int32, offset: Meters)] = []
        var piece: [Int32] = []
        var cumulative: [Meters] = []
        for r in roads.indices {
            let road = roads[r]
            let ns = nodes(ofRoad: r)
            var k = ns.startIndex
            while k < ns.endIndex {
                // A piece runs from a vertex to the next vertex, without missing nodes.
                guard ns[k] >= 0, vertexOfNode[Int(ns[k])] >= 0 else { k += 1; continue }
                piece.removeAll(keepingCapacity: true)
                piece.append(ns[k])
                var j = k + 1
                while j < ns.endIndex, ns[j] >= 0 {
                    piece.append(ns[j])
                    if vertexOfNode[Int(ns[j])] >= 0 { break }
                    j += 1
                }
                guard j < ns.endIndex, ns[j] >= 0, piece.count >= 2 else { k = j; continue }
                k = j
                cumulative.removeAll(keepingCapacity: true)
                var length: Meters = 0
                var prev = nodes.coordinate(Int(piece[0]))
                cumulative.append(0)
                for n in piece.dropFirst() {
                    let c = nodes.coordinate(Int(n))
                    length += prev.distance(to: c)
                    cumulative.append(length)
                    prev = c
                }
                let a = vertexOfNode[Int(piece[0])], b = vertexOfNode[Int(piece[piece.count - 1])]
                let forward = road.oneway != .backward, backward = road.oneway != .forward
                let fIndex = Int32(edges.count), bIndex = Int32(edges.count + (forward ? 1 : 0))
                if forward {
                    edges.append(Edge(source: a, target: b, road: Int32(r), length: length, shapeStart: Int32(shapes.count),
                                      shapeCount: Int32(piece.count), reverse: backward ? bIndex : -1, isForward: true))
                    for n in piece { shapes.append(nodes.coordinate(Int(n))) }
                    for (p, n) in piece.enumerated().dropFirst() {
                        let f = featureOfNode[Int(n)]
                        if f >= 0, pointFeatures[Int(f)].direction != .backward { features.append((fIndex, f, cumulative[p])) }
                    }
                }
                if backward {
                    edges.append(Edge(source: b, target: a, road: Int32(r), length: length, shapeStart: Int32(shapes.count),
                                      shapeCount: Int32(piece.count), reverse: forward ? fIndex : -1, isForward: false))
                    for n in piece.reversed() { shapes.append(nodes.coordinate(Int(n))) }
                    for (p, n) in piece.enumerated().reversed().dropFirst() {
                        let f = featureOfNode[Int(n)]
                        if f >= 0, pointFeatures[Int(f)].direction != .forward { features.append((bIndex, f, length - cumulative[p])) }
                    }
                }
            }
        }
        // A feature at a vertex that no edge arrives at (a road starting at the extract's edge) goes on the
        // edges leaving it, at offset 0, so it is not lost.
        var attached = [Bool](repeating: false, count: pointFeatures.count)
        for f in features { attached[Int(f.feature)] = true }
        for (i, e) in edges.enumerated() {
            let f = featureOfNode[Int(vertexNode[Int(e.source)])]
            guard f >= 0, !attached[Int(f)] else { continue }
            let d = pointFeatures[Int(f)].direction
            if d == .both || (d == .forward) == e.isForward { features.append((Int32(i), f, 0)) }
        }
        snapCamerasBesideTheRoad(edges: edges, shapes: shapes, attached: &attached, features: &features)
        return Self.sortedBySource(edges, vertexCount: vertexNode.count, shapes: shapes, features: features)
    }

    /// Speed cameras mapped beside the road (a node of no road) go on the nearest road piece within
    /// `cameraSnapDistance`, in both directions (the tagging does not say which one they watch).
    ///
    /// One pass over the road pieces, each tested against the cameras in the grid cells its box touches: a scan of
    /// every piece per camera grew with cameras × pieces (at 10×10 Andorra, most of the network's 5.6 s). Pieces are
    /// visited in the same order as that scan and a nearer piece must be strictly nearer, so each camera lands where
    /// it did.
    private func snapCamerasBesideTheRoad(edges: [Edge], shapes: [Coordinate], attached: inout [Bool],
                                          features: inout [(edge: Int32, feature: Int32, offset: Meters)]) {
        let loose = pointFeatures.indices.filter { !attached[$0] && pointFeatures[$0].kind == .speedCamera }
        guard !loose.isEmpty else { return }
        let boxes = loose.map { f in
            let c = pointFeatures[f].coordinate
            return BoundingBox(minLatitude: c.latitude, minLongitude: c.longitude, maxLatitude: c.latitude,
                               maxLongitude: c.longitude).expanded(by: Self.cameraSnapDistance)
        }
        let grid = SpatialGrid(boxes: boxes)
        let projections = loose.map { LocalProjection(origin: pointFeatures[$0].coordinate) }
        var best = [(edge: Int, distance: Double, segment: Int, t: Double)?](repeating: nil, count: loose.count)
        for (i, e) in edges.enumerated() where e.isCanonical {
            let s = Int(e.shapeStart), n = Int(e.shapeCount)
            for k in s..<(s + n - 1) {
                let a = shapes[k], b = shapes[k + 1]
                let piece = BoundingBox(minLatitude: min(a.latitude, b.latitude), minLongitude: min(a.longitude, b.longitude),
                                        maxLatitude: max(a.latitude, b.latitude), maxLongitude: max(a.longitude, b.longitude))
                grid.forEachCandidate(in: piece) { j in
                    let near = boxes[j]
                    guard piece.maxLatitude >= near.minLatitude, piece.minLatitude <= near.maxLatitude,
                          piece.maxLongitude >= near.minLongitude, piece.minLongitude <= near.maxLongitude else { return }
                    let pa = projections[j].project(a), pb = projections[j].project(b)
                    let t = PlaneGeometry.closestFraction(Point2D(x: 0, y: 0), pa, pb)
                    let d = (pa + (pb - pa) * t).length
                    if d <= Self.cameraSnapDistance, d < best[j]?.distance ?? .infinity { best[j] = (i, d, k, t) }
                }
            }
        }
        for (j, f) in loose.enumerated() {
            guard let best = best[j] else { continue }
            let e = edges[best.edge]
            var along: Meters = 0
            for k in Int(e.shapeStart)..<best.segment { along += shapes[k].distance(to: shapes[k + 1]) }
            let a = shapes[best.segment]
            along = min(e.length, along + a.distance(to: a.interpolated(to: shapes[best.segment + 1], fraction: best.t)))
            features.append((Int32(best.edge), Int32(f), along))
            if e.reverse >= 0 { features.append((e.reverse, Int32(f), max(0, e.length - along))) }
            attached[f] = true
        }
    }

    /// How far beside a road a camera pole may stand (a few lanes and a verge).
    static let cameraSnapDistance: Meters = 25

    /// Counting sort of edges by source vertex (stable), remapping `reverse` and gathering features per edge.
    private static func sortedBySource(_ edges: [Edge], vertexCount: Int, shapes: [Coordinate],
                                       features: [(edge: Int32, feature: Int32, offset: Meters)]) -> ([Edge], [Coordinate], [EdgeFeature]) {
        var start = [Int](repeating: 0, count: vertexCount + 1)
        for e in edges { start[Int(e.source) + 1] += 1 }
        for v in 0..<vertexCount { start[v + 1] += start[v] }
        var newIndex = [Int32](repeating: 0, count: edges.count)
        for (i, e) in edges.enumerated() {
            newIndex[i] = Int32(start[Int(e.source)])
            start[Int(e.source)] += 1
        }
        var perEdge = [[(feature: Int32, offset: Meters)]](repeating: [], count: edges.count)
        for f in features { perEdge[Int(newIndex[Int(f.edge)])].append((f.feature, f.offset)) }
        var sorted = [Edge](repeating: edges.first ?? Edge(source: 0, target: 0, road: 0, length: 0, shapeStart: 0, shapeCount: 0,
                                                           reverse: -1, isForward: true), count: edges.count)
        for (i, var e) in edges.enumerated() {
            if e.reverse >= 0 { e.reverse = newIndex[Int(e.reverse)] }
            sorted[Int(newIndex[i])] = e
        }
        var edgeFeatures = [EdgeFeature]()
        for i in sorted.indices where !perEdge[i].isEmpty {
            sorted[i].featureStart = Int32(edgeFeatures.count)
            sorted[i].featureCount = Int32(perEdge[i].count)
            for f in perEdge[i].sorted(by: { $0.offset < $1.offset }) { edgeFeatures.append(EdgeFeature(feature: f.feature, offset: f.offset)) }
        }
        return (sorted, shapes, edgeFeatures)
    }
}
