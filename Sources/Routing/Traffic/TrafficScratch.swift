/// A workspace's scratch for traffic searches: the A* potentials with the backward search they come from, and the
/// traffic surcharge of each state evaluated so far in the current minute (kept across queries while the costing is
/// the same, so queries within a minute evaluate each edge's traffic once). Lent to one query at a time with its
/// workspace.
///
/// The potentials are the static hierarchy's distances to the targets: they do not depend on the traffic, only on
/// the targets. So a query to the same targets as the last one (the navigator's looks for a faster route, every few
/// minutes to the same destination) keeps the backward search and every potential already worked out. (Keeping two
/// target sets, for a route with a waypoint ahead, measured no better: the states a look evaluates are mostly new.)
final class TrafficScratch {
    /// Per state: the potential (`dist`), evaluated on first need, for `targets`.
    let potential: SearchSpace
    /// The hierarchy's backward upward search from `targets` (run to the end), which the potentials read. A space of
    /// its own, so that other searches in the workspace do not overwrite it between queries.
    let backward: SearchSpace
    /// Per state: the surcharge (`dist`) under `costing`.
    let surcharge: SearchSpace
    private(set) var costing: TrafficCosting?
    /// The targets (state and key) `backward` and `potential` hold; nil before the first query.
    private var targets: [TargetKey]?
    /// The potential evaluation's stack (`TrafficSearch.evaluatePotential`), kept for its capacity.
    private var stack = TrafficSearch.PotentialStack()

    struct TargetKey: Equatable {
        var state: Int32
        var key: Int32
    }

    init(count: Int) {
        potential = SearchSpace(count: count)
        backward = SearchSpace(count: count)
        surcharge = SearchSpace(count: count)
    }

    deinit { stack.deallocate() }

    /// The potential stack, lent to one search (so the search's loop does not go through this object); the search
    /// gives it back, as it may have moved it to grow it.
    func takeStack() -> TrafficSearch.PotentialStack { stack }

    func giveBack(_ s: TrafficSearch.PotentialStack) { stack = s }

    /// Starts a query to `targets` under `costing`: surcharges are forgotten when the costing changed; the backward
    /// search and the potentials when the targets changed. Returns true when the caller must run the backward
    /// search into `backward` (which has been reset, as `potential` has).
    func begin(_ costing: TrafficCosting, targets: [PathQuery.Target]) -> Bool {
        if self.costing !== costing {
            surcharge.reset()
            self.costing = costing
        }
        let keys = targets.map { TargetKey(state: $0.state, key: $0.key) }
        if keys == self.targets { return false }
        self.targets = keys
        potential.reset()
        backward.reset()
        return true
    }

    /// The surcharge of a state under the current costing (evaluated once per costing).
    @inline(__always) func surcharge(_ s: Int, _ costing: TrafficCosting) -> Int32 {
        if surcharge.isReached(s) { return surcharge.dist[s] }
        let d = costing.surcharge(state: s)
        surcharge.store(s, d)
        return d
    }
}
