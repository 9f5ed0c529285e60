/// One point-to-point search on a turn graph, with partial edges at both ends.
///
/// Arcs charge the edge they enter, so a source state is seeded with the part of its edge still to drive, and a
/// target state reached by the search has been charged its whole edge; the part beyond the destination is taken
/// back through the target's key. Keys are shifted by `shift` so that all stay non-negative (the stopping rules of
/// Dijkstra and of the bidirectional search need that); `cost = best − shift`.
struct PathQuery: Sendable {
    struct Source: Sendable {
        var state: Int32
        var key: Int32
    }

    struct Target: Sendable {
        /// The state where the backward search starts.
        var state: Int32
        var key: Int32
        /// When ≥ 0: the real target state, entered from `state` by one arc (used when the source and target lie on
        /// the same edge with the target behind the source, so the trivial zero-length "path" is excluded).
        var then: Int32
    }

    var sources: [Source]
    var targets: [Target]
    var shift: Int32
    /// With traffic, per target (in order): its key under the static costing, up to one constant for all targets
    /// (nil without traffic). They do not move with the traffic, so a search guided by static distances to the
    /// targets (`TrafficSearch`) keeps those distances from one minute to the next for the same destination.
    var staticTargetKeys: [Int32]? = nil

    /// The cheapest path's states (first source to final target) and its weight.
    struct Result: Sendable {
        var states: [Int32]
        var weight: Int64
    }

    /// The path a one-directional search (`Dijkstra`, `TrafficSearch`) found: the states from a source to `meet`,
    /// unwound through `space`'s parents, then the cheapest target at `meet`'s follow-on state when it has one; its
    /// weight is `best` less the shift.
    func result(meet: Int32, best: Int64, space: SearchSpace) -> Result {
        var states = [Int32]()
        var v = meet
        while v >= 0 {
            states.append(v)
            v = space.parent[Int(v)]
        }
        states.reverse()
        let atMeet = targets.filter { $0.state == meet }
        if let then = atMeet.min(by: { $0.key < $1.key })?.then, then >= 0 { states.append(then) }
        return Result(states: states, weight: best - Int64(shift))
    }
}
