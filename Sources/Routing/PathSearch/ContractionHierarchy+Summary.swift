import Geo

/// A hierarchy path reduced to what a leg's length and duration need, without unpacking its shortcuts: its first and
/// last states, the turn into the last, and the stored totals (`arcLength`, `arcSeconds`) of every arc in between.
/// The two end edges are driven only in part, so `LegPath.totals` adds them from the waypoints' offsets.
struct PathTotals: Sendable {
    /// The state the path starts on.
    var first: Int32
    /// The state it ends on.
    var last: Int32
    /// The state before `last`, or -1 when the path is one state (start and end on one edge).
    var beforeLast: Int32
    /// Metres and seconds of the arcs after `first` and before the one entering `last`: whole edges and their turns.
    var innerLength: Meters
    var innerSeconds: Seconds
    /// The path's weight (as `PathQuery.Result.weight`).
    var weight: Int64
}

extension ContractionHierarchy {
    /// The cheapest path's totals: the same search as `search(_:forward:backward:)`, then the arcs of its two halves
    /// summed as stored. Only the path's last arc is opened, down its chain of second halves, to find the turn into
    /// the last state (whose edge is driven in part).
    /// - Complexity: the search, plus the path's hierarchy arcs and the depth of its last one.
    func totals(_ query: PathQuery, forward: SearchSpace, backward: SearchSpace) -> PathTotals? {
        guard let (meet, best) = meet(query, forward: forward, backward: backward) else { return nil }
        var length: Meters = 0, seconds: Seconds = 0
        // The arc that ends the path so far: not yet summed, since the last arc of all is opened instead.
        var pending: Int32 = -1
        var v = meet
        while forward.parent[v] >= 0 {
            let a = forward.parent[v]
            if pending < 0 {
                pending = a
            } else {
                length += arcLength[Int(a)]
                seconds += arcSeconds[Int(a)]
            }
            v = Int(forward.predecessor[v])
        }
        let first = stateOfNode[v]
        v = meet
        while backward.parent[v] >= 0 {
            let a = backward.parent[v]
            if pending >= 0 {
                length += arcLength[Int(pending)]
                seconds += arcSeconds[Int(pending)]
            }
            pending = a
            v = Int(backward.predecessor[v])
        }
        var totals = PathTotals(first: first, last: first, beforeLast: -1, innerLength: 0, innerSeconds: 0,
                                weight: best - Int64(query.shift))
        if let then = follow(end: v, backward: backward, query: query) {
            if pending >= 0 {
                length += arcLength[Int(pending)]
                seconds += arcSeconds[Int(pending)]
            }
            totals.beforeLast = stateOfNode[v]
            totals.last = then
        } else if pending >= 0 {
            var a = Int(pending)
            while arcFirst[a] >= 0 {
                let f = Int(arcFirst[a])
                length += arcLength[f]
                seconds += arcSeconds[f]
                a = Int(arcSecond[a])
            }
            totals.beforeLast = arcFrom[a]
            totals.last = arcTo[a]
        }
        totals.innerLength = length
        totals.innerSeconds = seconds
        return totals
    }
}
