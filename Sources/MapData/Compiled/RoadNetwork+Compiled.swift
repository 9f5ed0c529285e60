import Geo

/// The road network's section of a compiled map (`NETW`): columns of fixed-width values, so that opening copies
/// arrays instead of decoding objects (roads, restrictions and point features, which hold strings, are records),
/// then the bounds and the edge index's cell rows (checked against the edges, not rebuilt). The largest columns
/// (shape points, the edge grid's offsets and entries) are aligned columns read in place from the mapped file
/// (`CompiledReader.column`, format 8).
/// Every index is checked on the way in, so a network read from a file can never index outside its arrays.
extension RoadNetwork {
    func encode(into w: inout CompiledWriter) {
        w.column(vertices) { w, v in w.f64(v.coordinate.latitude); w.f64(v.coordinate.longitude); w.i64(v.osmID) }
        w.column(edges) { w, e in
            w.i32(e.source); w.i32(e.target); w.i32(e.road); w.u32(0); w.f64(e.length)
            w.i32(e.shapeStart); w.i32(e.shapeCount); w.i32(e.reverse); w.u8(e.isForward ? 1 : 0); w.u8(0); w.u8(0); w.u8(0)
            w.i32(e.featureStart); w.i32(e.featureCount)
        }
        w.coordinateColumn(shapePoints)
        Road.encodeTable(roads, into: &w)
        w.count(restrictions.count)
        for t in restrictions {
            w.u8(t.kind.rawValue); w.string(t.value); w.i64(t.osmID); w.i32(t.fromRoad); w.i32(t.viaVertex ?? -1)
            w.array(t.viaRoads); w.i32(t.toRoad)
        }
        w.count(pointFeatures.count)
        for f in pointFeatures {
            w.u8(f.kind.rawValue); w.i64(f.osmID); w.f64(f.coordinate.latitude); w.f64(f.coordinate.longitude)
            w.u8(f.direction.rawValue); w.optionalString(f.ref); w.optionalString(f.name); w.optionalF64(f.maxSpeed)
        }
        w.array(edgeFeatures.map(\.feature))
        w.doubles(edgeFeatures.map(\.offset))
        // Derived, but stored so that opening does not rebuild them (O(segments) at every open).
        w.bounds(bounds)
        let index = edgeIndex.storedRows
        w.column(index.cellStart) { $0.i32($1) }
        w.column(index.entries) { w, e in w.i32(e.edge); w.f32(e.south); w.f32(e.west); w.f32(e.north); w.f32(e.east) }
    }

    static func decode(_ r: inout CompiledReader, precomputed: CompiledMapFile?) throws(MapDataError) -> RoadNetwork {
        guard Vertex.layoutMatchesFile, Edge.layoutMatchesFile else {
            throw r.failure("this build lays out vertices or edges unlike the file")
        }
        let (vertices, badVertex) = try r.column(Vertex.self, bytes: 24, fields: [8, 8, 8]) { v in v.firstIndex { !$0.coordinate.isValid } }
        if let badVertex { throw r.offTheEarth(vertices[badVertex].coordinate) }
        // Edges are checked below, once the roads, shape points and edge features they index are read.
        let edges = try r.column(Edge.self, bytes: 48, fields: Edge.fileFields, checkedLater: true) { _ in nil }.values
        let shapePoints = try r.coordinateColumn()
        let roads = try Road.decodeTable(&r)
        let restrictionCount = try r.count(minItemSize: 16)
        var restrictions = [TurnRestriction]()
        let nr = Int32(roads.count), nv = Int32(vertices.count)
        for _ in 0..<restrictionCount {
            let kind = try r.enumeration(TurnRestriction.Kind.self)
            let value = try r.string(), osmID = try r.i64(), from = try r.i32(), via = try r.i32()
            let viaRoads = try r.indices(in: 0..<nr)
            let to = try r.i32()
            guard (0..<nr).contains(from), (0..<nr).contains(to), via == -1 || (0..<nv).contains(via) else {
                throw r.failure("a turn restriction names a road or vertex that does not exist")
            }
            restrictions.append(TurnRestriction(kind: kind, value: value, osmID: osmID, fromRoad: from,
                                                viaVertex: via < 0 ? nil : via, viaRoads: viaRoads, toRoad: to))
        }
        let featureTotal = try r.count(minItemSize: 24)
        var points = [PointFeature]()
        points.reserveCapacity(featureTotal)
        for _ in 0..<featureTotal {
            let kind = try r.enumeration(PointFeatureKind.self)
            let osmID = try r.i64()
            let at = try r.coordinate()
            points.append(PointFeature(kind: kind, osmID: osmID, coordinate: at, direction: try r.enumeration(FeatureDirection.self),
                                       ref: try r.optionalString(), name: try r.optionalString(), maxSpeed: try r.optionalF64(in: CompiledDomain.kmh)))
        }
        let efFeature = try r.indices(in: 0..<Int32(points.count))
        let efOffset = try r.doubles(in: CompiledDomain.meters)
        guard efOffset.count == efFeature.count else { throw r.failure("edge feature columns differ in length") }
        let edgeFeatures = FreshPages.array(count: efFeature.count) { EdgeFeature(feature: efFeature[$0], offset: efOffset[$0]) }
        let scan = try checkEdges(edges, &r, vertices: vertices.count, shapePoints: shapePoints.count, roads: roads.count,
                                  edgeFeatures: edgeFeatures.count)
        let bounds = try r.bounds()
        // Read in place; checked with the edges below (`EdgeIndex.init?(bounds:cellStart:entries:…)`).
        let cellStart = try r.int32Column { _ in nil }.values
        guard EdgeIndex.entryLayoutMatchesFile else { throw r.failure("this build lays out the edge grid's entries unlike the file") }
        let cellEntries = try r.column(EdgeIndex.Entry.self, bytes: 20, fields: [4, 4, 4, 4, 4], checkedLater: true) { _ in nil }.values
        guard let index = EdgeIndex(bounds: bounds, cellStart: cellStart, entries: cellEntries, edges: edges, shapePoints: shapePoints,
                                    canonical: scan.canonical, hasher: r.hasher) else {
            throw r.failure("the edge index does not match the bounds or the edges")
        }
        return RoadNetwork(vertices: vertices, edges: edges, shapePoints: shapePoints, roads: roads, restrictions: restrictions,
                           pointFeatures: points, edgeFeatures: edgeFeatures, precomputed: precomputed, stored: (bounds, index),
                           rows: scan.rows)
    }
}

extension RoadNetwork {
    /// What the pass that checks the edges also gives: the canonical edges as a bit set (the edge grid's check reads
    /// it instead of the edges again) and the outgoing and incoming rows (built from the same records while they are
    /// in the cache, not in passes of their own at `init`).
    struct EdgeScan {
        var canonical: [UInt64]
        var rows: Rows
    }

    /// What an edge record can fail, in the order `fault(of:previousSource:_:)` tests it.
    enum EdgeFault: Equatable {
        case source(Int32), target(Int32), unsorted, reverse(Int32), flag(UInt8), length(Double), road(Int32)
        case shape(start: Int, count: Int), features(start: Int, count: Int)
    }

    /// What an edge record's indices must stay below.
    struct EdgeLimits {
        var edges: Int, vertices: Int, shapePoints: Int, roads: Int, edgeFeatures: Int
    }

    /// The first check the edge record at `e` fails, or nil: its endpoints are vertices and its source is not below
    /// the previous record's, its reverse is -1 or an edge, its flag byte is 0 or 1, its length lies in its domain,
    /// its road exists, its shape has at least two points inside the shape points and its features lie inside the
    /// edge features. Fields are read from the record's bytes (an `Edge` is read as a value only after its flag byte
    /// is known to be 0 or 1). The one list of the edge checks: the checking pass and its error both read it.
    @inline(__always)
    static func fault(of e: UnsafeRawPointer, previousSource: Int32, _ l: EdgeLimits) -> EdgeFault? {
        let source = e.load(fromByteOffset: 0, as: Int32.self), target = e.load(fromByteOffset: 4, as: Int32.self)
        if source < 0 || Int(source) >= l.vertices { return .source(source) }
        if target < 0 || Int(target) >= l.vertices { return .target(target) }
        if source < previousSource { return .unsorted }
        let reverse = e.load(fromByteOffset: 32, as: Int32.self)
        if reverse < -1 || Int(reverse) >= l.edges { return .reverse(reverse) }
        let forward = e.load(fromByteOffset: 36, as: UInt8.self)
        if forward > 1 { return .flag(forward) }
        let length = e.load(fromByteOffset: 16, as: Double.self)
        if !CompiledDomain.meters.contains(length) { return .length(length) }
        let road = e.load(fromByteOffset: 8, as: Int32.self)
        if road < 0 || Int(road) >= l.roads { return .road(road) }
        let shapeStart = Int(e.load(fromByteOffset: 24, as: Int32.self)), shapeCount = Int(e.load(fromByteOffset: 28, as: Int32.self))
        if shapeStart < 0 || shapeCount < 2 || shapeStart + shapeCount > l.shapePoints { return .shape(start: shapeStart, count: shapeCount) }
        let featureStart = Int(e.load(fromByteOffset: 40, as: Int32.self)), featureCount = Int(e.load(fromByteOffset: 44, as: Int32.self))
        if featureStart < 0 || featureCount < 0 || featureStart + featureCount > l.edgeFeatures {
            return .features(start: featureStart, count: featureCount)
        }
        return nil
    }

    /// The error for edge `i`'s fault.
    static func failure(_ fault: EdgeFault, edge i: Int, _ l: EdgeLimits, _ r: CompiledReader) -> MapDataError {
        switch fault {
        case .source(let v), .target(let v): return r.failure("edge \(i): an endpoint (\(v)) is outside 0..<\(l.vertices)")
        case .unsorted: return r.failure("edge \(i): edges are not sorted by source")
        case .reverse(let v): return r.failure("edge \(i): its reverse (\(v)) is outside -1..<\(l.edges)")
        case .flag(let v): return r.failure("edge \(i): a flag (\(v)) is neither 0 nor 1")
        case .length(let v): return r.outside(v, CompiledDomain.meters)
        case .road(let v): return r.failure("edge \(i): its road (\(v)) is outside 0..<\(l.roads)")
        case .shape(let start, let count):
            return r.failure("edge \(i): its shape (\(count) points from \(start)) is not 2 or more of the \(l.shapePoints) shape points")
        case .features(let start, let count):
            return r.failure("edge \(i): its features (\(count) from \(start)) are outside the \(l.edgeFeatures) edge features")
        }
    }

    /// Checks edge records read in place, in one pass (`fault(of:previousSource:_:)` for each), and builds what
    /// `EdgeScan` holds from the same records. The pass runs in chunks, each hashed for the section's checksum just
    /// before (`SectionHasher`).
    static func checkEdges(_ edges: Column<Edge>, _ r: inout CompiledReader, vertices: Int, shapePoints: Int, roads: Int,
                           edgeFeatures: Int) throws(MapDataError) -> EdgeScan {
        let m = edges.count
        let limits = EdgeLimits(edges: m, vertices: vertices, shapePoints: shapePoints, roads: roads, edgeFeatures: edgeFeatures)
        var canonical = [UInt64](repeating: 0, count: (m + 63) / 64)
        var outgoing = [Int32](repeating: 0, count: vertices + 1)
        var targets = [Int32](repeating: 0, count: m)
        var failed: (edge: Int, fault: EdgeFault)?
        edges.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress.map(UnsafeRawPointer.init) else { return }
            let stride = MemoryLayout<Edge>.stride
            var previousSource: Int32 = 0
            canonical.withUnsafeMutableBufferPointer { bits in
                outgoing.withUnsafeMutableBufferPointer { counts in
                    targets.withUnsafeMutableBufferPointer { to in
                        _ = r.hasher.inRuns(base, count: m, stride: stride) { run in
                            for i in run {
                                let e = base + i * stride
                                if let fault = fault(of: e, previousSource: previousSource, limits) {
                                    failed = (i, fault)
                                    return false
                                }
                                let source = e.load(fromByteOffset: 0, as: Int32.self)
                                let reverse = e.load(fromByteOffset: 32, as: Int32.self), forward = e.load(fromByteOffset: 36, as: UInt8.self)
                                previousSource = source
                                // `Edge.isCanonical`: forward, or without a reverse.
                                if forward == 1 || reverse < 0 { bits[i >> 6] |= 1 << UInt64(i & 63) }
                                counts[Int(source) + 1] += 1
                                to[i] = e.load(fromByteOffset: 4, as: Int32.self)
                            }
                            return true
                        }
                    }
                }
            }
        }
        if let failed { throw failure(failed.fault, edge: failed.edge, limits, r) }
        for v in 0..<vertices { outgoing[v + 1] += outgoing[v] }
        let (incoming, incomingEdges) = CompressedRows.grouping(rows: targets, rowCount: vertices)
        return EdgeScan(canonical: canonical, rows: Rows(outgoing: CompressedRows(offsets: outgoing), incoming: incoming,
                                                         incomingEdges: incomingEdges))
    }
}

extension Vertex {
    /// Whether a vertex lies in memory as a compiled map stores it: latitude, longitude (f64), OSM id (i64).
    static let layoutMatchesFile = MemoryLayout<Vertex>.size == 24 && MemoryLayout<Vertex>.stride == 24
        && MemoryLayout<Vertex>.offset(of: \Vertex.coordinate) == 0 && MemoryLayout<Vertex>.offset(of: \Vertex.osmID) == 16
        && MemoryLayout<Coordinate>.size == 16 && MemoryLayout<Coordinate>.offset(of: \Coordinate.latitude) == 0
}

extension Edge {
    /// The sizes of an edge record's fields as a compiled map stores them (padding included): source, target, road,
    /// 4 zero bytes, length (f64), shape start, shape count, reverse, the forward flag (one byte, 0 or 1), 3 zero
    /// bytes, feature start, feature count: 48 bytes, the layout of `Edge` in memory (checked, `layoutMatchesFile`).
    static let fileFields = [4, 4, 4, 4, 8, 4, 4, 4, 1, 1, 1, 1, 4, 4]

    static let layoutMatchesFile = MemoryLayout<Edge>.size == 48 && MemoryLayout<Edge>.stride == 48
        && MemoryLayout<Edge>.offset(of: \Edge.source) == 0 && MemoryLayout<Edge>.offset(of: \Edge.target) == 4
        && MemoryLayout<Edge>.offset(of: \Edge.road) == 8 && MemoryLayout<Edge>.offset(of: \Edge.length) == 16
        && MemoryLayout<Edge>.offset(of: \Edge.shapeStart) == 24 && MemoryLayout<Edge>.offset(of: \Edge.shapeCount) == 28
        && MemoryLayout<Edge>.offset(of: \Edge.reverse) == 32 && MemoryLayout<Edge>.offset(of: \Edge.isForward) == 36
        && MemoryLayout<Edge>.offset(of: \Edge.featureStart) == 40 && MemoryLayout<Edge>.offset(of: \Edge.featureCount) == 44
}
