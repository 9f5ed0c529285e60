import Geo
import MapData
import Traffic

/// One profile's costs under one traffic snapshot: per edge the seconds at the traffic speed (signals kept), the
/// search weights of states and turn-graph arcs, closed edges unreachable.
///
/// Traffic only slows a road down (its speed is at most the free-flow speed, which is the speed the static profile
/// drives), so traffic weights are never below the static ones.
struct TrafficCosting: Sendable {
    let epoch: Int
    let generation: Int
    /// Per network edge: seconds to drive it in this traffic (`.infinity` when closed).
    let seconds: [Seconds]
    /// Per turn-graph state: the search weight of its whole edge (`Weight.unreachable` when closed).
    let stateWeight: [Int32]
    /// Per turn-graph arc: turn + entered edge (+ destination penalty), as `TurnGraph.arcWeight`.
    let arcWeight: [Int32]

    /// - Complexity: O(E + arcs).
    init(engine: ProfileEngine, snapshot: TrafficSnapshot) {
        let costing = engine.costing, graph = engine.graph, network = engine.network
        epoch = snapshot.epoch
        generation = snapshot.generation
        let n = network.edges.count
        var seconds = costing.seconds
        var edgeWeight = costing.weight
        for i in 0..<n where costing.use[i] != .forbidden {
            if snapshot.isClosed(edge: i) {
                seconds[i] = .infinity
                edgeWeight[i] = Weight.unreachable.raw
                continue
            }
            let length = network.edges[i].length
            let free = Double(costing.speed[i])
            let v = min(free, Double(snapshot.speed[i]))
            guard v > 0, v < free, length > 0 else { continue }
            seconds[i] += length / UnitConversion.mps(fromKmh: v) - length / UnitConversion.mps(fromKmh: free)
            if !costing.byDistance { edgeWeight[i] = EdgeCosting.milliseconds(seconds[i]) }
        }
        self.seconds = seconds
        stateWeight = graph.stateEdge.map { edgeWeight[Int($0)] }
        var arcs = graph.arcWeight
        for a in arcs.indices {
            let f = Int(graph.stateEdge[Int(graph.arcTarget[a])])
            let delta = edgeWeight[f] == Weight.unreachable.raw ? nil : Int64(edgeWeight[f]) - Int64(costing.weight[f])
            if let d = delta {
                arcs[a] = Int32(min(Int64(Weight.unreachable.raw - 1), Int64(arcs[a]) + d))
            } else {
                arcs[a] = Weight.unreachable.raw
            }
        }
        arcWeight = arcs
    }
}
