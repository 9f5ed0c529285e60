import Geo
import MapData

extension Router {
    /// The most a route may share with the main route or another alternative, as a fraction of the shorter one.
    static let maxSharedFraction = 0.8
    /// Alternatives longer than this multiple of the main route's weight are not offered.
    static let maxStretch = 1.5
    /// Each round raises the weight of the edges already used by this factor (the penalty method,
    /// Bader et al., "Alternative route graphs in road networks", 2011).
    static let penaltyFactor = 1.4
    /// Rounds of the penalty method per request.
    static let alternativeRounds = 6

    /// Alternatives to a one-leg route, ranked by duration.
    /// - Complexity: `alternativeRounds` plain Dijkstra searches.
    func alternatives(main: LegPath, count: Int, snaps: [WaypointSnap], engine: ProfileEngine,
                      workspace ws: ProfileEngine.Workspace, builder: RouteBuilder, traffic: TrafficCosting? = nil) -> [Route] {
        let graph = engine.graph
        let query = WaypointSnap.query(from: snaps[0], to: snaps[1], graph: graph, network: network, traffic: traffic)
        let base = traffic?.arcWeights() ?? graph.arcWeight
        var weights = base
        var accepted: [LegPath] = [main]
        func penalise(_ states: [Int32]) {
            for s in states {
                for k in graph.inArcs(of: Int(s)) {
                    let a = Int(graph.inArc[k])
                    if weights[a] == Weight.unreachable.raw { continue }
                    weights[a] = Int32(min(1e9, (Double(weights[a]) * Self.penaltyFactor).rounded(.up) + 1))
                }
            }
        }
        penalise(main.states)
        var found = [LegPath]()
        for _ in 0..<Self.alternativeRounds where found.count < count {
            guard let r = engine.referencePath(query, in: ws, weights: weights) else { break }
            penalise(r.states)
            let weight = realWeight(r.states, snaps: snaps, query: query, graph: graph, base: base, traffic: traffic)
            guard Double(weight) <= Double(main.weight) * Self.maxStretch else { continue }
            var leg = LegPath(result: r, from: snaps[0], to: snaps[1], engine: engine)
            leg.weight = weight
            if accepted.allSatisfy({ sharedFraction(leg, $0) <= Self.maxSharedFraction }) {
                accepted.append(leg)
                found.append(leg)
            }
        }
        return found.map { builder.build(legs: [$0]) }.sorted { $0.duration < $1.duration }
    }

    /// A path's weight under the unpenalised arc weights.
    private func realWeight(_ states: [Int32], snaps: [WaypointSnap], query: PathQuery, graph: TurnGraph,
                            base: [Int32], traffic: TrafficCosting?) -> Int64 {
        guard let first = states.first, let last = states.last,
              let end = snaps[1].candidates.first(where: { $0.state == last }) else { return Int64.max }
        var w = Int64(query.sources.first { $0.state == first }?.key ?? 0)
        for i in states.indices.dropFirst() {
            var arcWeight = Int64(Int32.max)
            for k in graph.arcs(of: Int(states[i - 1])) where graph.arcTarget[k] == states[i] {
                arcWeight = min(arcWeight, Int64(base[k]))
            }
            w += arcWeight
        }
        return w - Int64(WaypointSnap.remainingWeight(end, graph: graph, network: network, traffic: traffic))
    }

    /// The length two paths share (same directed edges), over the shorter path's length.
    private func sharedFraction(_ a: LegPath, _ b: LegPath) -> Double {
        var lengths = [Int: Meters]()
        for i in b.edges.indices {
            let w = b.window(i, network: network)
            lengths[b.edges[i], default: 0] += w.to - w.from
        }
        var shared: Meters = 0
        for i in a.edges.indices {
            let w = a.window(i, network: network)
            if let l = lengths[a.edges[i]] { shared += min(l, w.to - w.from) }
        }
        let shorter = min(a.length(network: network), b.length(network: network))
        return shorter > 0 ? shared / shorter : 1
    }
}
