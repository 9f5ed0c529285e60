/// A workspace's scratch for traffic searches: the A* potentials of the current query, and the traffic surcharge of
/// each state evaluated so far in the current minute (kept across queries while the costing is the same, so
/// queries within a minute evaluate each edge's traffic once). Lent to one query at a time with its workspace.
final class TrafficScratch {
    /// Per state: the potential (`dist`), evaluated on first need in this query.
    let potential: SearchSpace
    /// Per state: the surcharge (`dist`) under `costing`.
    let surcharge: SearchSpace
    private(set) var costing: TrafficCosting?
    /// The potential evaluation's stack (`TrafficSearch.evaluatePotential`), kept for its capacity.
    private var stack = [TrafficSearch.PotentialFrame]()

    init(count: Int) {
        potential = SearchSpace(count: count)
        surcharge = SearchSpace(count: count)
    }

    /// The potential stack, lent to one search (taken out, so the search's loop does not go through this object).
    func takeStack() -> [TrafficSearch.PotentialFrame] {
        var s = [TrafficSearch.PotentialFrame]()
        swap(&s, &stack)
        return s
    }

    func giveBack(_ s: [TrafficSearch.PotentialFrame]) { stack = s }

    /// Starts a query under `costing`: potentials are forgotten, surcharges only when the costing changed.
    func begin(_ costing: TrafficCosting) {
        potential.reset()
        if self.costing !== costing {
            surcharge.reset()
            self.costing = costing
        }
    }

    /// The surcharge of a state under the current costing (evaluated once per costing).
    @inline(__always) func surcharge(_ s: Int, _ costing: TrafficCosting) -> Int32 {
        if surcharge.isReached(s) { return surcharge.dist[s] }
        let d = costing.surcharge(state: s)
        surcharge.store(s, d)
        return d
    }
}
