import MapData

/// The edge-expanded ("turn") graph of one profile: a state is a directed network edge, an arc is an allowed turn
/// from one edge into the next, weighted with the turn's cost plus the cost of driving the edge it enters.
///
/// Turn restrictions, U-turn rules and access are resolved here once, so every search (the contraction hierarchy,
/// the reference Dijkstra, alternatives) sees the same rules. Restrictions via a way are modelled with cloned states:
/// a driver who enters the via way from the restriction's `from` road travels on copies of the via edges whose last
/// copy lacks the forbidden turn (Geisberger & Vetter, "Efficient routing in road networks with turn costs", 2011).
final class TurnGraph: Sendable {
    let costing: EdgeCosting
    /// Per state: the network edge it drives.
    let stateEdge: [Int32]
    /// Per network edge: its (uncloned) state, or -1 when the profile may not use it.
    let stateOfEdge: [Int32]
    /// Per state: the search weight of driving its whole edge.
    let stateWeight: [Int32]
    /// Outgoing arcs in CSR form: the arcs of state s are `outRows[s]`.
    let outRows: CompressedRows
    let arcTarget: [Int32]
    let arcWeight: [Int32]
    /// Incoming arcs in CSR form: `inArc[inRows[s]]` are indices into the outgoing arrays.
    let inRows: CompressedRows
    let inArc: [Int32]
    let arcSource: [Int32]
    /// Strongly connected component per state; `mainComponent` is the largest.
    let component: [Int32]
    let mainComponent: Int32

    var stateCount: Int { stateEdge.count }
    var arcCount: Int { arcTarget.count }

    /// - Complexity: O(E · d) for E edges of out-degree d, plus the via-way searches (bounded depth).
    init(network: RoadNetwork, costing: EdgeCosting) {
        self.costing = costing
        let rules = TurnRules(network: network)
        var stateEdge = [Int32]()
        var stateOfEdge = [Int32](repeating: -1, count: network.edges.count)
        for (i, u) in costing.use.enumerated() where u != .forbidden {
            stateOfEdge[i] = Int32(stateEdge.count)
            stateEdge.append(Int32(i))
        }
        // Base arcs, per state.
        var adjacency = [[(target: Int32, weight: Int32)]](repeating: [], count: stateEdge.count)
        for s in 0..<stateEdge.count {
            let e = Int(stateEdge[s])
            for f in rules.allowedTurns(from: e, stateOfEdge: stateOfEdge) {
                adjacency[s].append((stateOfEdge[f], Self.arcWeight(from: e, to: f, costing: costing, network: network)))
            }
        }
        // Via-way restrictions: clone the via chain for drivers coming from the `from` edge.
        let base = adjacency
        for chain in rules.viaWayChains(stateOfEdge: stateOfEdge) {
            var clones = [Int32]()
            for k in 1..<chain.edges.count {
                clones.append(Int32(stateEdge.count))
                stateEdge.append(Int32(chain.edges[k]))
                adjacency.append([])
            }
            for k in 1..<chain.edges.count {
                let original = Int(stateOfEdge[chain.edges[k]])
                var arcs = base[original]
                if k + 1 < chain.edges.count {
                    let next = stateOfEdge[chain.edges[k + 1]]
                    arcs = arcs.map { $0.target == next ? (clones[k], $0.weight) : $0 }
                } else {
                    arcs = arcs.filter { arc in
                        let road = network.edges[Int(stateEdge[Int(arc.target)])].road
                        if chain.forbiddenRoads.contains(road) { return false }
                        return chain.onlyRoads.isEmpty || chain.onlyRoads.contains(road)
                    }
                }
                adjacency[Int(clones[k - 1])] = arcs
            }
            let from = Int(stateOfEdge[chain.edges[0]])
            let first = stateOfEdge[chain.edges[1]]
            adjacency[from] = adjacency[from].map { $0.target == first ? (clones[0], $0.weight) : $0 }
        }
        self.stateEdge = stateEdge
        self.stateOfEdge = stateOfEdge
        stateWeight = stateEdge.map { costing.weight[Int($0)] }
        var arcTarget = [Int32](), arcWeight = [Int32](), arcSource = [Int32]()
        for s in 0..<stateEdge.count {
            for a in adjacency[s] {
                arcTarget.append(a.target)
                arcWeight.append(a.weight)
                arcSource.append(Int32(s))
            }
        }
        let outRows = CompressedRows(sortedRows: arcSource, rowCount: stateEdge.count)
        let (inRows, inArc) = CompressedRows.grouping(rows: arcTarget, rowCount: stateEdge.count)
        self.outRows = outRows
        self.arcTarget = arcTarget
        self.arcWeight = arcWeight
        self.arcSource = arcSource
        self.inRows = inRows
        self.inArc = inArc
        (component, mainComponent) = StronglyConnected.components(
            outRows: outRows, arcTarget: arcTarget, inRows: inRows, inArc: inArc, arcSource: arcSource)
    }

    /// From parts already built and checked (a compiled map's section, `TurnGraph+Compiled.swift`).
    init(costing: EdgeCosting, stateEdge: [Int32], stateOfEdge: [Int32], stateWeight: [Int32], outRows: CompressedRows,
         arcTarget: [Int32], arcWeight: [Int32], inRows: CompressedRows, inArc: [Int32], arcSource: [Int32],
         component: [Int32], mainComponent: Int32) {
        self.costing = costing
        self.stateEdge = stateEdge
        self.stateOfEdge = stateOfEdge
        self.stateWeight = stateWeight
        self.outRows = outRows
        self.arcTarget = arcTarget
        self.arcWeight = arcWeight
        self.inRows = inRows
        self.inArc = inArc
        self.arcSource = arcSource
        self.component = component
        self.mainComponent = mainComponent
    }

    /// Turn weight plus the weight of the entered edge, plus the destination-only entry penalty.
    static func arcWeight(from e: Int, to f: Int, costing: EdgeCosting, network: RoadNetwork) -> Int32 {
        let uTurn = network.edges[e].reverse == Int32(f)
        var w = Weight(costing.turnWeight(from: e, to: f, isUTurn: uTurn)) + Weight(costing.weight[f])
        if costing.use[e] == .allowed && costing.use[f] == .destinationOnly { w = w + Weight(costing.destinationPenaltyWeight) }
        return w.raw
    }

    @inline(__always) func arcs(of s: Int) -> Range<Int> { outRows[s] }
    @inline(__always) func inArcs(of s: Int) -> Range<Int> { inRows[s] }
}
