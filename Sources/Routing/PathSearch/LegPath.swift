import Geo
import MapData

/// One leg's path: network edges, entered at `startOffset` on the first and left at `endOffset` on the last.
struct LegPath: Sendable {
    var edges: [Int]
    var states: [Int32]
    var startOffset: Meters
    var endOffset: Meters
    var from: WaypointSnap
    var to: WaypointSnap
    var fromPoint: Coordinate
    var toPoint: Coordinate
    var weight: Int64

    init(result: PathQuery.Result, from: WaypointSnap, to: WaypointSnap, engine: ProfileEngine) {
        states = result.states
        edges = result.states.map { Int(engine.graph.stateEdge[Int($0)]) }
        weight = result.weight
        self.from = from
        self.to = to
        let first = states.first ?? -1, last = states.last ?? -1
        let a = from.candidates.first { $0.state == first } ?? from.candidates[0]
        let b = to.candidates.first { $0.state == last } ?? to.candidates[0]
        startOffset = a.offset
        endOffset = b.offset
        fromPoint = a.coordinate
        toPoint = b.coordinate
    }

    /// The part of edge `i` of the path that is driven.
    func window(_ i: Int, network: RoadNetwork) -> (from: Meters, to: Meters) {
        let length = network.edges[edges[i]].length
        let a = i == 0 ? min(startOffset, length) : 0
        let b = i == edges.count - 1 ? max(a, min(endOffset, length)) : length
        return (a, b)
    }

    func length(network: RoadNetwork) -> Meters {
        var total: Meters = 0
        for i in edges.indices {
            let w = window(i, network: network)
            total += w.to - w.from
        }
        return total
    }

    /// Travel time: edges pro rata for the driven part, plus turn costs.
    func duration(costing: EdgeCosting, network: RoadNetwork, traffic: TrafficCosting? = nil) -> Seconds {
        var total: Seconds = 0
        for i in edges.indices {
            let e = edges[i]
            let w = window(i, network: network)
            let length = network.edges[e].length
            var seconds = costing.seconds[e]
            if let s = traffic?.seconds(edge: e), s.isFinite { seconds = s }
            total += Self.edgeSeconds(seconds, of: length, driven: w.to - w.from)
            if i > 0 {
                total += costing.turnSeconds(from: edges[i - 1], to: e, isUTurn: network.edges[edges[i - 1]].reverse == Int32(e))
            }
        }
        return total
    }

    /// The seconds of driving `driven` metres of an edge `length` long that takes `seconds` in all (pro rata).
    @inline(__always) static func edgeSeconds(_ seconds: Seconds, of length: Meters, driven: Meters) -> Seconds {
        length > 0 ? seconds * driven / length : 0
    }

    /// Length and duration of a leg without traffic from its hierarchy path's totals: `length(network:)` and
    /// `duration(costing:network:)` of the unpacked leg, but with the whole edges between the ends summed per
    /// shortcut (as stored), so they differ from those only by rounding in the order of the sums.
    static func totals(_ t: PathTotals, from: WaypointSnap, to: WaypointSnap,
                       engine: ProfileEngine) -> (length: Meters, duration: Seconds) {
        let network = engine.network, costing = engine.costing, stateEdge = engine.graph.stateEdge
        let a = from.candidates.first { $0.state == t.first } ?? from.candidates[0]
        let b = to.candidates.first { $0.state == t.last } ?? to.candidates[0]
        let e0 = Int(stateEdge[Int(t.first)]), l0 = network.edges[e0].length
        let start = min(a.offset, l0)
        guard t.beforeLast >= 0 else {
            let end = max(start, min(b.offset, l0))
            return (end - start, edgeSeconds(costing.seconds[e0], of: l0, driven: end - start))
        }
        let e = Int(stateEdge[Int(t.last)]), l = network.edges[e].length, before = Int(stateEdge[Int(t.beforeLast)])
        let end = max(0, min(b.offset, l))
        let length = (l0 - start) + t.innerLength + end
        let turn = costing.turnSeconds(from: before, to: e, isUTurn: network.edges[before].reverse == Int32(e))
        let duration = edgeSeconds(costing.seconds[e0], of: l0, driven: l0 - start) + t.innerSeconds + turn
            + edgeSeconds(costing.seconds[e], of: l, driven: end)
        return (length, duration)
    }
}
