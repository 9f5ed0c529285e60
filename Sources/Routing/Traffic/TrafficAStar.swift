/// The A* part of `TrafficSearch.search(_:engine:costing:in:below:)`, once the backward search has run: Dijkstra on
/// reduced weights, keys g + π stored as the search space's distances. π is the potential less `offset` (the kept
/// static distances, `TrafficSearch`), so a key plus `offset` is what bounds paths.
///
/// The loop runs in the heap opened once (`PackedQuadHeap.withOpen`: one uniqueness check of its storage, not one
/// per push and pop), and leaves it only to grow it when a settled state's row would not fit; that state is expanded
/// first when the loop resumes. Its state is a struct that the opened heap's closure mutates, so that nothing it
/// keeps is captured by a closure (captured variables were boxed and checked for exclusivity at each access).
struct TrafficAStar {
    let query: PathQuery
    let arcs: TrafficSearch.TurnArcs
    let up: TrafficSearch.UpwardArcs
    let costing: TrafficCosting
    let scratch: TrafficScratch
    let space: SearchSpace
    /// The potentials and the backward search they read are the scratch's (kept while the targets stay).
    let pot: SearchSpace, back: SearchSpace
    var stack: TrafficSearch.PotentialStack
    /// What the kept potentials lack of the true one (`TrafficSearch`): a key plus `offset` is g + the potential.
    let offset: Int64
    /// Keys popped never decrease and, plus `offset`, bound every path found later from below (the potential is
    /// consistent and at most each target's key), so a pop at `stop` (the limit less `offset`, in keys) proves every
    /// path not yet found weighs at least the limit.
    let stop: Int64
    /// The cheapest path found so far.
    private(set) var best = Int64.max
    /// `best` in keys (less `offset`): a key at or above it cannot lead to a cheaper path. Kept beside `best`, so
    /// that the loop compares keys as they are.
    private var bestKey = Int64.max
    var meet: Int32 = -1
    /// A settled state whose row did not fit in the opened heap.
    private var pending: (v: Int32, g: Int32, row: Range<Int>)?

    /// What a pass over the opened heap ended with.
    private enum Pass {
        case grow(room: Int)
        case exhausted
        case atLeast
    }

    /// The search, limited as `TrafficSearch.search(_:engine:costing:in:below:)`.
    static func run(_ query: PathQuery, arcs: TrafficSearch.TurnArcs, costing: TrafficCosting, scratch: TrafficScratch,
                    space: SearchSpace, up: TrafficSearch.UpwardArcs, offset: Int64, heap: inout QuadHeap,
                    limit: Int64) -> TrafficSearch.Outcome {
        var search = TrafficAStar(query: query, arcs: arcs, up: up, costing: costing, scratch: scratch, space: space,
                                  pot: scratch.potential, back: scratch.backward, stack: scratch.takeStack(),
                                  offset: offset, stop: limit == .max ? Int64.max : limit &+ Int64(query.shift) &- offset)
        defer { scratch.giveBack(search.stack) }
        space.reset()
        swap(&heap, &space.heap)
        defer { swap(&heap, &space.heap) }
        for s in query.sources {
            let p = search.potential(Int(s.state))
            if p == Weight.unreachable.raw { continue }
            space.relax(Int(s.state), (Weight(s.key) + Weight(p)).raw, parent: -1, into: &heap)
        }
        var room = 64
        loop: while true {
            switch heap.withOpen(room: room, { search.pass(&$0) }) {
            case .grow(let needed): room = max(2 * room, needed)
            case .exhausted: break loop
            case .atLeast: return .atLeast
            }
        }
        guard search.meet >= 0 else { return .unreachable }
        return .found(query.result(meet: search.meet, best: search.best, space: space))
    }

    @inline(__always) mutating func potential(_ v: Int) -> Int32 {
        TrafficSearch.potential(v, pot: pot, back: back, up: up, stack: &stack)
    }

    /// Pops and settles until the search ends or a row does not fit (one place expands a row, so that it inlines).
    private mutating func pass(_ heap: inout OpenQuadHeap<UInt64>) -> Pass {
        let targets = query.targets
        while true {
            let v: Int32, g: Int32, row: Range<Int>
            if let p = pending {
                (v, g, row) = p
                pending = nil
            } else {
                guard let (f, popped) = heap.pop() else { break }
                let vi = Int(popped)
                if f != space.dist[vi] { continue }
                if Int64(f) >= bestKey { break }
                if Int64(f) >= stop { return .atLeast }
                v = popped
                g = f - pot.dist[vi]
                // A handful of targets: a scan beats hashing every settled state.
                for t in targets where t.state == v && Int64(g) + Int64(t.key) < best {
                    best = Int64(g) + Int64(t.key)
                    bestKey = best &- offset
                    meet = v
                }
                row = arcs.row(vi)
                if row.count > heap.room {
                    pending = (v, g, row)
                    return .grow(room: row.count)
                }
            }
            expand(v, g: g, row: row, into: &heap)
        }
        return .exhausted
    }

    /// Relaxes a settled state's arcs into the opened heap (which has room for its row).
    @inline(__always)
    private mutating func expand(_ v: Int32, g: Int32, row: Range<Int>, into heap: inout OpenQuadHeap<UInt64>) {
        for a in row {
            let t = Int(arcs.target[a])
            let p = potential(t)
            if p == Weight.unreachable.raw { continue }
            // The static arc is a lower bound of the traffic one: skip evaluating traffic on an arc that could
            // not improve its target or beat the best path so far (the relaxation would refuse it anyway).
            let base = arcs.weight[a]
            let low = (Weight(g) + Weight(base) + Weight(p)).raw
            if Int64(low) >= bestKey || space.distance(t) <= low { continue }
            let w = TrafficCosting.arcWeight(static: base, surcharge: scratch.surcharge(t, costing))
            if w == Weight.unreachable.raw { continue }
            let key = (Weight(g) + Weight(w) + Weight(p)).raw
            if space.improve(t, key, parent: v) { heap.push(key: key, item: Int32(t)) }
        }
    }
}
