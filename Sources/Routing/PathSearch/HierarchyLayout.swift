import Geo
import MapData

/// Where a contraction hierarchy's nodes lie in memory (`ContractionHierarchy`, format 7). A query on a country-size
/// graph waits on cache misses, not arithmetic, so the nodes a search settles should share cache lines: the search
/// from any waypoint climbs into the same few top nodes, and below them settles nodes near the waypoint. Nodes are
/// grouped by level of importance (the top node, the next two, four, eight, …: levels of rank halving from the top),
/// most important first, and ordered within a level along a Z-order (Morton) curve over their edge's first point,
/// ties by state. The idea is OSRM's and RoutingKit's renumbering of the hierarchy for locality.
enum HierarchyLayout {
    /// The node order: per node (search id), its state.
    /// - Complexity: O(V log V).
    static func order(rank: [Int32], graph: TurnGraph, network: RoadNetwork) -> [Int32] {
        let n = rank.count
        let bounds = network.bounds
        let latSpan = max(bounds.maxLatitude - bounds.minLatitude, 1e-9), lonSpan = max(bounds.maxLongitude - bounds.minLongitude, 1e-9)
        var keys = [(key: UInt64, state: Int32)]()
        keys.reserveCapacity(n)
        for s in 0..<n {
            let importance = UInt64(n - 1 - Int(rank[s]))
            let level = UInt64(64 - (importance + 1).leadingZeroBitCount)
            let edge = network.edges[Int(graph.stateEdge[s])]
            let p = network.shapePoints[Int(edge.shapeStart)]
            let x = quantize((p.longitude - bounds.minLongitude) / lonSpan), y = quantize((p.latitude - bounds.minLatitude) / latSpan)
            keys.append((level << 32 | UInt64(morton(x, y)), Int32(s)))
        }
        keys.sort { $0.key != $1.key ? $0.key < $1.key : $0.state < $1.state }
        return keys.map(\.state)
    }

    /// A fraction of the bounds as 16 bits (points outside them clamped).
    private static func quantize(_ f: Double) -> UInt32 {
        guard f.isFinite else { return 0 }
        return UInt32(max(0, min(65535, (f * 65536).rounded(.down))))
    }

    /// The bits of x and y interleaved (x in the even bits).
    static func morton(_ x: UInt32, _ y: UInt32) -> UInt32 {
        func spread(_ v: UInt32) -> UInt32 {
            var v = v & 0xFFFF
            v = (v | v << 8) & 0x00FF_00FF
            v = (v | v << 4) & 0x0F0F_0F0F
            v = (v | v << 2) & 0x3333_3333
            v = (v | v << 1) & 0x5555_5555
            return v
        }
        return spread(x) | spread(y) << 1
    }

    /// The inverse of a permutation of 0..<n, or nil when `order` is not one (a value out of range or repeated).
    static func inverse(_ order: [Int32]) -> [Int32]? {
        var inverse = [Int32](repeating: -1, count: order.count)
        for (i, s) in order.enumerated() {
            guard s >= 0, Int(s) < order.count, inverse[Int(s)] < 0 else { return nil }
            inverse[Int(s)] = Int32(i)
        }
        return inverse
    }

    /// The rows in node order, two per node (upward, then downward), each in the builder's order of links.
    static func rows(upward: [[ContractionBuilder.Link]], downward: [[ContractionBuilder.Link]], stateOfNode: [Int32],
                     nodeOfState: [Int32]) -> (CompressedRows, [ContractionHierarchy.Link]) {
        var links = [ContractionHierarchy.Link]()
        var lengths = [Int]()
        lengths.reserveCapacity(2 * stateOfNode.count)
        func emit(_ side: [ContractionBuilder.Link]) {
            for l in side {
                links.append(.init(node: nodeOfState[Int(l.node)], weight: l.weight.raw, arc: l.arc, state: l.node))
            }
            lengths.append(side.count)
        }
        for s in stateOfNode {
            emit(upward[Int(s)])
            emit(downward[Int(s)])
        }
        return (CompressedRows(lengths: lengths), links)
    }
}
