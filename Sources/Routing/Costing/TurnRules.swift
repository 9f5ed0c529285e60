import MapData

/// Which turns the network allows: turn restrictions (via node and via way) and the U-turn rule.
///
/// U-turns onto the reverse edge are allowed only where nothing else is: at dead ends, or where restrictions and
/// one-way streets leave no other move.
struct TurnRules: Sendable {
    struct Entry: Sendable {
        var mandatory: Bool
        var toRoad: Int32
    }

    /// A concrete via-way restriction: `edges[0]` is the from edge, the rest the via edges; at the end of the chain
    /// turns onto `forbiddenRoads` are not allowed, and when `onlyRoads` is not empty only turns onto those are.
    struct ViaWayChain: Sendable {
        var edges: [Int]
        var forbiddenRoads: Set<Int32>
        var onlyRoads: Set<Int32>
    }

    /// The longest via chain followed (in edges); longer via ways are ignored.
    static let maxViaEdges = 12

    let network: RoadNetwork
    /// Via-node restrictions keyed by (from road, via vertex).
    let byFromAndVia: [Int64: [Entry]]

    init(network: RoadNetwork) {
        self.network = network
        var index = [Int64: [Entry]]()
        for r in network.restrictions {
            guard let via = r.viaVertex, r.viaRoads.isEmpty else { continue }
            index[Self.key(r.fromRoad, via), default: []].append(Entry(mandatory: r.kind == .mandatory, toRoad: r.toRoad))
        }
        byFromAndVia = index
    }

    static func key(_ road: Int32, _ vertex: Int32) -> Int64 { Int64(road) << 32 | Int64(UInt32(bitPattern: vertex)) }

    /// Does a via-node restriction forbid driving from edge `e` into edge `f` (which leaves `e`'s target)?
    /// A restriction whose from and to road are the same way applies only to the U-turn.
    func isRestricted(from e: Int, to f: Int) -> Bool {
        let a = network.edges[e], b = network.edges[f]
        guard let entries = byFromAndVia[Self.key(a.road, a.target)] else { return false }
        let uTurn = a.reverse == Int32(f)
        var hasMandatory = false, mandatoryMatches = false
        for x in entries {
            let matches = x.toRoad == b.road && (a.road != b.road || uTurn)
            if x.mandatory {
                hasMandatory = true
                if matches { mandatoryMatches = true }
            } else if matches {
                return true
            }
        }
        return hasMandatory && !mandatoryMatches
    }

    /// The edges a driver on edge `e` may turn into at its target (usable for the profile, not restricted; the
    /// U-turn only when nothing else is allowed).
    func allowedTurns(from e: Int, stateOfEdge: [Int32]) -> [Int] {
        let edge = network.edges[e]
        var out = [Int]()
        var uTurn: Int?
        for f in network.outgoing(edge.target) where stateOfEdge[f] >= 0 {
            if isRestricted(from: e, to: f) { continue }
            if edge.reverse == Int32(f) { uTurn = f } else { out.append(f) }
        }
        if out.isEmpty, let u = uTurn { out.append(u) }
        return out
    }

    /// Every concrete edge chain of the via-way restrictions, merged by chain.
    /// - Complexity: a depth-first search of at most `maxViaEdges` per from edge.
    func viaWayChains(stateOfEdge: [Int32]) -> [ViaWayChain] {
        var chains = [[Int]: ViaWayChain]()
        var order = [[Int]]()
        for r in network.restrictions where r.viaVertex == nil && !r.viaRoads.isEmpty {
            for e in 0..<network.edges.count where network.edges[e].road == r.fromRoad && stateOfEdge[e] >= 0 {
                for path in viaPaths(from: e, restriction: r, stateOfEdge: stateOfEdge) {
                    if chains[path] == nil {
                        chains[path] = ViaWayChain(edges: path, forbiddenRoads: [], onlyRoads: [])
                        order.append(path)
                    }
                    if r.kind == .mandatory { chains[path]?.onlyRoads.insert(r.toRoad) } else { chains[path]?.forbiddenRoads.insert(r.toRoad) }
                }
            }
        }
        return order.compactMap { chains[$0] }
    }

    private func viaPaths(from e: Int, restriction r: TurnRestriction, stateOfEdge: [Int32]) -> [[Int]] {
        var results = [[Int]]()
        var path = [e]
        func extend(_ last: Int, _ viaIndex: Int) {
            let at = network.edges[last].target
            if viaIndex == r.viaRoads.count - 1, path.count > 1,
               network.outgoing(at).contains(where: { network.edges[$0].road == r.toRoad }) {
                results.append(path)
            }
            guard path.count <= Self.maxViaEdges else { return }
            for f in network.outgoing(at) where stateOfEdge[f] >= 0 && network.edges[last].reverse != Int32(f) {
                let road = network.edges[f].road
                var next = -1
                if path.count > 1 && road == r.viaRoads[viaIndex] { next = viaIndex }
                else if path.count == 1 && road == r.viaRoads[0] { next = 0 }
                else if path.count > 1 && viaIndex + 1 < r.viaRoads.count && road == r.viaRoads[viaIndex + 1] { next = viaIndex + 1 }
                guard next >= 0, !path.contains(f), !isRestricted(from: last, to: f) else { continue }
                path.append(f)
                extend(f, next)
                path.removeLast()
            }
        }
        extend(e, 0)
        return results
    }
}
