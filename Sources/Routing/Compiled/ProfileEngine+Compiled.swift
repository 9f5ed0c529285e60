import Geo
import MapData

/// One routing profile in a compiled map (a `PROF` section): its key, the costing per edge (use, seconds, weight,
/// bearings, speed: stored, since recomputing the bearings was most of opening a profile), the turn graph and the
/// contraction hierarchy as columns of Int32, with each hierarchy arc's metres and seconds as doubles (format 6), and
/// its nodes in their layout order with each node's two rows of links (format 7, `HierarchyLayout`).
/// Every index read back is checked against the array it indexes, and shortcuts may only refer to earlier arcs, so
/// unpacking a path from a crafted file always ends.
extension ProfileEngine {
    /// The section key of a profile: its name, the truck's dimensions, the driving side.
    static func sectionKey(_ profile: RoutingProfile, drivingSide: DrivingSide) -> String {
        switch profile {
        case .truck(let v): "truck h\(v.height) w\(v.weight) \(drivingSide.rawValue)"
        default: "\(profile.name) \(drivingSide.rawValue)"
        }
    }

    func encode(key: String) -> [UInt8] {
        var w = CompiledWriter()
        w.string(key)
        w.array(costing.use.map(\.rawValue)); w.doubles(costing.seconds); w.array(costing.weight)
        w.floats(costing.startBearing); w.floats(costing.endBearing); w.floats(costing.speed)
        w.array(graph.stateEdge); w.array(graph.stateOfEdge); w.array(graph.stateWeight)
        w.array(graph.outRows.offsets); w.array(graph.arcTarget); w.array(graph.arcWeight)
        w.array(graph.inRows.offsets); w.array(graph.inArc); w.array(graph.arcSource)
        w.array(graph.component); w.i32(graph.mainComponent)
        let h = hierarchy
        w.count(h.originalArcCount)
        for arcs in [h.arcFrom, h.arcTo, h.arcFirst, h.arcSecond] { w.column(arcs) { $0.i32($1) } }
        w.column(h.arcLength) { $0.f64($1) }; w.column(h.arcSeconds) { $0.f64($1) }
        w.array(h.stateOfNode)
        w.array(h.rows.offsets)
        w.column(h.links) { w, l in w.i32(l.node); w.i32(l.weight); w.i32(l.arc); w.i32(l.state) }
        return w.bytes
    }

    /// Reads a profile section after its key.
    static func decode(_ r: inout CompiledReader, network: RoadNetwork, profile: RoutingProfile,
                       drivingSide: DrivingSide) throws(MapDataError) -> ProfileEngine {
        let costing = try EdgeCosting.decode(&r, edges: network.edges.count, profile: profile, drivingSide: drivingSide)
        let stateEdge = try r.indices(in: 0..<Int32(network.edges.count))
        let n = stateEdge.count
        let stateOfEdge = try r.indices(in: -1..<Int32(n), count: network.edges.count)
        let stateWeight = try weights(&r, count: n)
        let outOffsets = try r.array(Int32.self)
        let arcTarget = try r.indices(in: 0..<Int32(n))
        let arcs = arcTarget.count
        guard try validRows(outOffsets, rows: n, items: arcs) else { throw r.failure("turn-graph rows do not match its arcs") }
        let arcWeight = try weights(&r, count: arcs)
        let inOffsets = try r.rows(count: n, items: arcs)
        let inArc = try r.indices(in: 0..<Int32(arcs), count: arcs)
        let arcSource = try r.indices(in: 0..<Int32(n), count: arcs)
        let component = try r.array(Int32.self)
        guard component.count == n else { throw r.failure("a component list of the wrong length") }
        let graph = TurnGraph(costing: costing, stateEdge: stateEdge, stateOfEdge: stateOfEdge, stateWeight: stateWeight,
                              outRows: CompressedRows(offsets: outOffsets), arcTarget: arcTarget, arcWeight: arcWeight,
                              inRows: CompressedRows(offsets: inOffsets), inArc: inArc, arcSource: arcSource,
                              component: component, mainComponent: try r.i32())
        guard try r.count(minItemSize: 0) == arcs else { throw r.failure("the hierarchy was built on another turn graph") }
        // The arc columns and the links are read in place from the mapped file, each checked in one pass.
        let arcFrom = try r.indexColumn(in: 0..<Int32(n))
        let all = arcFrom.count
        let arcTo = try r.indexColumn(in: 0..<Int32(n), count: all)
        let arcFirst = try r.indexColumn(in: -1..<Int32(all), count: all)
        let arcSecond = try r.indexColumn(in: -1..<Int32(all), count: all)
        guard all >= arcs else { throw r.failure("the hierarchy has fewer arcs than its turn graph") }
        let unsound = arcFirst.withUnsafeBufferPointer { first in
            arcSecond.withUnsafeBufferPointer { second in
                (0..<all).first { a in
                    a < arcs ? first[a] != -1 || second[a] != -1 : first[a] < 0 || first[a] >= a || second[a] < 0 || second[a] >= a
                }
            }
        }
        if let a = unsound { throw r.failure("shortcut \(a) does not stand for earlier arcs") }
        let arcLength = try totals(&r, count: all), arcSeconds = try totals(&r, count: all)
        // `inverse` checks every value's range as it goes: a node order is read once.
        let stateOfNode = try r.array(Int32.self)
        guard stateOfNode.count == n, let nodeOfState = HierarchyLayout.inverse(stateOfNode) else {
            throw r.failure("the hierarchy's node order is not a permutation of its \(n) states")
        }
        let offsets = try r.array(Int32.self)
        // Each link names a node, its state (which must be that node's), a non-negative weight and an arc: checked in
        // one pass over the links as they lie in the file (`navsim route` opens a compiled map for one query: this
        // is on its path).
        guard ContractionHierarchy.linkLayoutMatchesFile else { throw r.failure("this build lays out hierarchy links unlike the file") }
        let (links, bad) = try stateOfNode.withUnsafeBufferPointer { states throws(MapDataError) in
            try r.column(ContractionHierarchy.Link.self, bytes: 16, fields: [4, 4, 4, 4]) { links in
                links.firstIndex { l in
                    !(l.node >= 0 && Int(l.node) < n && states[Int(l.node)] == l.state && l.weight >= 0 && l.arc >= 0 && Int(l.arc) < all)
                }
            }
        }
        guard try validRows(offsets, rows: 2 * n, items: links.count) else { throw r.failure("hierarchy rows do not match its links") }
        if let bad { throw r.failure("hierarchy link \(bad) names a node, arc or weight that does not exist") }
        let hierarchy = ContractionHierarchy(arcFrom: arcFrom, arcTo: arcTo, arcFirst: arcFirst, arcSecond: arcSecond,
                                             arcLength: arcLength, arcSeconds: arcSeconds, stateOfNode: stateOfNode,
                                             nodeOfState: nodeOfState, rows: CompressedRows(offsets: offsets), links: links,
                                             originalArcCount: arcs)
        return ProfileEngine(network: network, costing: costing, graph: graph, hierarchy: hierarchy)
    }

    /// Non-negative weights (a search over negative ones would settle nodes wrongly).
    private static func weights(_ r: inout CompiledReader, count: Int) throws(MapDataError) -> [Int32] {
        let w = try r.array(Int32.self)
        guard w.count == count, w.allSatisfy({ $0 >= 0 }) else { throw r.failure("weights of the wrong count or negative") }
        return w
    }

    /// Per-arc metres or seconds: finite and non-negative, so a crafted file gives wrong figures at worst, never
    /// a NaN or a negative length.
    private static func totals(_ r: inout CompiledReader, count: Int) throws(MapDataError) -> Column<Double> {
        let v = try r.doubleColumn(in: CompiledDomain.totals)
        guard v.count == count else {
            throw r.failure("arc totals of the wrong count")
        }
        return v
    }

    private static func validRows(_ o: [Int32], rows: Int, items: Int) throws(MapDataError) -> Bool {
        o.count == rows + 1 && o.first == 0 && Int(o[rows]) == items && CompressedRows.isValid(o)
    }
}

extension EdgeCosting {
    /// The per-edge columns written by `ProfileEngine.encode`, each exactly one value per network edge.
    static func decode(_ r: inout CompiledReader, edges: Int, profile: RoutingProfile,
                       drivingSide: DrivingSide) throws(MapDataError) -> EdgeCosting {
        var use = [Use]()
        use.reserveCapacity(edges)
        for raw in try r.array(UInt8.self) {
            guard let u = Use(rawValue: raw) else { throw r.failure("an unknown edge use (\(raw))") }
            use.append(u)
        }
        let seconds = try r.doubles(in: CompiledDomain.seconds), weight = try r.array(Int32.self)
        let start = try r.floats(in: CompiledDomain.bearing), end = try r.floats(in: CompiledDomain.bearing),
            speed = try r.floats(in: CompiledDomain.kmhFloat)
        guard [use.count, seconds.count, weight.count, start.count, end.count, speed.count].allSatisfy({ $0 == edges }),
              weight.allSatisfy({ $0 >= 0 }) else { throw r.failure("costing columns of the wrong length, or negative weights") }
        return EdgeCosting(profile: profile, drivingSide: drivingSide, use: use, seconds: seconds, weight: weight,
                           startBearing: start, endBearing: end, speed: speed)
    }
}
