/// A workspace's scratch for traffic searches: the A* potentials with the backward search they come from, and the
/// traffic surcharge of each state evaluated so far in the current minute (kept across queries while the costing is
/// the same, so queries within a minute evaluate each edge's traffic once). Lent to one query at a time with its
/// workspace.
///
/// The potentials are the static hierarchy's distances to the targets: they do not depend on the traffic, only on the
/// targets and the keys they start from (`begin`: static keys for targets asked for again). So a query to the
/// same targets as an earlier one, in any minute, keeps the backward search and every potential already worked out.
/// Two target sets are kept, the last two asked for: the navigator's looks for a faster route ask every few minutes
/// for the same destination, and with a waypoint ahead each look asks for two legs (here to the waypoint, then the
/// waypoint to the destination), whose second leg searches the same states from the same start each time. With one
/// set and the traffic keys, a drive of `navsim-bench traffic` worked out 2,673 potentials, each a depth-first walk
/// of the hierarchy that mostly misses the cache; now 1,169, nearly all in its first two looks.
final class TrafficScratch {
    /// The potentials of one target set and the backward search they read.
    final class TargetSet {
        /// Per state: the potential (`dist`), evaluated on first need, for `targets`.
        let potential: SearchSpace
        /// The hierarchy's backward upward search from `targets` (run to the end), which the potentials read. A space
        /// of its own, so that other searches in the workspace do not overwrite it between queries.
        let backward: SearchSpace
        /// The targets (state and key) `backward` and `potential` hold; nil before the set is first used.
        fileprivate var targets: [TargetKey]?

        init(count: Int) {
            potential = SearchSpace(count: count)
            backward = SearchSpace(count: count)
        }
    }

    /// The target set of the current query, and the one before it when there was another (allocated when a second
    /// target set is first asked for).
    private var current: TargetSet
    private var previous: TargetSet?
    /// Per state: the surcharge (`dist`) under `costing`.
    let surcharge: SearchSpace
    private(set) var costing: TrafficCosting?
    /// The potential evaluation's stack (`TrafficSearch.evaluatePotential`), kept for its capacity.
    private var stack = TrafficSearch.PotentialStack()
    private let count: Int

    struct TargetKey: Equatable {
        var state: Int32
        var key: Int32
    }

    init(count: Int) {
        self.count = count
        current = TargetSet(count: count)
        surcharge = SearchSpace(count: count)
    }

    deinit { stack.deallocate() }

    /// The current query's potentials, per state (`TargetSet.potential`).
    var potential: SearchSpace { current.potential }
    /// The current query's backward search (`TargetSet.backward`).
    var backward: SearchSpace { current.backward }

    /// True when a kept target set is for the same target states as `targets` (in order), whatever their keys.
    private func holds(statesOf targets: [PathQuery.Target]) -> Bool {
        [current, previous].contains { set in
            guard let kept = set?.targets, kept.count == targets.count else { return false }
            return zip(kept, targets).allSatisfy { $0.state == $1.state }
        }
    }

    /// The potential stack, lent to one search (so the search's loop does not go through this object); the search
    /// gives it back, as it may have moved it to grow it.
    func takeStack() -> TrafficSearch.PotentialStack { stack }

    func giveBack(_ s: TrafficSearch.PotentialStack) { stack = s }

    /// Starts `query` under `costing`: surcharges are forgotten when the costing changed. Returns the keys the
    /// backward search starts from, `seeds`: for target states a kept set holds (the navigator's looks, to the same
    /// waypoint and destination every few minutes), their static keys, which do not move with the minute, so that
    /// the set is kept from then on; for new targets, their traffic keys, the tightest potentials. Their set becomes
    /// the current one: kept when it is one of the last two asked for, else the older of the two is reset for them;
    /// `isNew` tells the caller to run the backward search into `backward` (which has been reset, as `potential` has).
    func begin(_ costing: TrafficCosting, query: PathQuery) -> (seeds: [Int32], isNew: Bool) {
        if self.costing !== costing {
            surcharge.reset()
            self.costing = costing
        }
        let seeds: [Int32]
        if let statics = query.staticTargetKeys, statics.count == query.targets.count, holds(statesOf: query.targets) {
            seeds = statics
        } else {
            seeds = query.targets.map(\.key)
        }
        let keys = zip(query.targets, seeds).map { TargetKey(state: $0.state, key: $1) }
        if keys == current.targets { return (seeds, false) }
        if let other = previous, other.targets == keys {
            previous = current
            current = other
            return (seeds, false)
        }
        if current.targets != nil {
            let older = previous ?? TargetSet(count: count)
            previous = current
            current = older
        }
        current.targets = keys
        current.potential.reset()
        current.backward.reset()
        return (seeds, true)
    }

    /// The surcharge of a state under the current costing (evaluated once per costing).
    @inline(__always) func surcharge(_ s: Int, _ costing: TrafficCosting) -> Int32 {
        if surcharge.isReached(s) { return surcharge.dist[s] }
        let d = costing.surcharge(state: s)
        surcharge.store(s, d)
        return d
    }
}
