/// The traffic-aware query: A* over the turn graph with the minute's traffic weights, guided by the static
/// contraction hierarchy's exact distances as potentials (CH-Potentials: Strasser & Zeitz, "A Fast and Tight
/// Heuristic for A* in Road Networks", SEA 2021).
///
/// Exact: traffic only raises weights (`TrafficCosting`) and closures remove edges, so the static distance from a
/// state to the targets is a lower bound of its traffic distance, and it is consistent (a true distance obeys the
/// triangle inequality on every static arc, and a traffic arc weighs at least its static one). A* with a consistent
/// potential is Dijkstra on non-negative reduced weights, so it finds the cheapest path, of the same weight as the
/// plain Dijkstra on traffic weights (`TrafficSearchTests` compares them on random pairs).
///
/// The potential of a state is the hierarchy's up-down distance: one backward upward search from the targets (run to
/// the end, no stopping or stalling), then `π(v) = min(back(v), min over upward arcs v→w of w(v,w) + π(w))`, worked
/// out only for the states A* reaches and kept for the query, and for the next queries to the same targets
/// (`TrafficScratch`: the potentials do not depend on the traffic).
///
/// For targets asked for again, the backward search starts from each target's static key
/// (`PathQuery.staticTargetKeys`), not its traffic key, which moves with the minute: so the potentials hold for the
/// same destination in every minute. With `offset = min over targets of (traffic key − static key)`, `π(v) + offset`
/// bounds every path's remaining weight from below, is consistent (a distance plus a constant), and is at most each
/// target's traffic key: what the A* above needs. For one target it is exactly the distance from the traffic key; for
/// several, the bound is looser by no more than the spread of what traffic adds to the targets' partial edges.
enum TrafficSearch {
    /// The cheapest path under `costing`, or nil when no target can be reached.
    /// - Complexity: the backward upward search space of the targets, plus A* over the states whose reduced
    ///   distance is below the answer's (far fewer than plain Dijkstra's when traffic is near free flow).
    static func search(_ query: PathQuery, engine: ProfileEngine, costing: TrafficCosting,
                       in ws: ProfileEngine.Workspace) -> PathQuery.Result? {
        if case .found(let r) = search(query, engine: engine, costing: costing, in: ws, below: .max) { return r }
        return nil
    }

    /// What a search with a weight limit found.
    enum Outcome {
        /// The cheapest path (its weight may be at or above the limit when the search met it before the limit).
        case found(PathQuery.Result)
        /// No target can be reached.
        case unreachable
        /// Every path weighs at least the limit: the search stopped there.
        case atLeast
    }

    /// The same search, stopped as soon as it proves that no path weighs less than `limit` (a path's weight, not
    /// the shifted key). Until then it runs exactly as the unlimited search (the same pops in the same order), so
    /// whenever the cheapest path weighs less than `limit` it is the same path.
    /// - Complexity: as `search`, less the states whose reduced distance lies between `limit` and the answer's.
    static func search(_ query: PathQuery, engine: ProfileEngine, costing: TrafficCosting,
                       in ws: ProfileEngine.Workspace, below limit: Int64) -> Outcome {
        let ch = engine.hierarchy, graph = engine.graph
        let scratch = ws.traffic
        // The backward search starts from `seeds` (static keys for targets asked for again: `TrafficScratch.begin`);
        // `offset` takes each potential down to at most every target's traffic key.
        let (seeds, isNew) = scratch.begin(costing, query: query)
        var offset = Int64.max
        for (t, seed) in zip(query.targets, seeds) { offset = min(offset, Int64(t.key) - Int64(seed)) }
        if offset == .max { offset = 0 }
        let back = scratch.backward
        // Each search runs on a heap taken out of its space (and given back with its capacity).
        var heap = QuadHeap()
        swap(&heap, &back.heap)
        if isNew {
            heap.removeAll()
            for (t, seed) in zip(query.targets, seeds) { back.relax(Int(t.state), seed, parent: -1, into: &heap) }
            while let (d, v) = heap.pop() {
                let vi = Int(v)
                guard d == back.dist[vi] else { continue }
                for l in ch.downward(ofState: vi) {
                    back.relax(Int(l.state), (Weight(d) + Weight(l.weight)).raw, parent: -1, into: &heap)
                }
            }
        }
        swap(&heap, &back.heap)
        return UpwardArcs.reading(ch) { up in
            TurnArcs.reading(graph) { arcs in
                TrafficAStar.run(query, arcs: arcs, costing: costing, scratch: scratch, space: ws.forward, up: up,
                                 offset: offset, heap: &heap, limit: limit)
            }
        }
    }

    /// The hierarchy's upward links by state, read without bounds checks (indices come from the hierarchy itself):
    /// a state's node, its two rows (`2n` upward, `2n + 1` downward) and the links they index.
    struct UpwardArcs {
        let nodeOfState: UnsafeBufferPointer<Int32>
        let offsets: UnsafeBufferPointer<Int32>
        let links: UnsafeBufferPointer<ContractionHierarchy.Link>

        /// The range of a state's upward links in `links`.
        @inline(__always)
        func row(ofState s: Int) -> (start: Int32, end: Int32) {
            let r = 2 * Int(nodeOfState[s])
            return (offsets[r], offsets[r + 1])
        }

        /// `body` with a hierarchy's arrays read in place (valid only within `body`).
        @inline(__always)
        static func reading<R>(_ ch: ContractionHierarchy, _ body: (UpwardArcs) -> R) -> R {
            ch.nodeOfState.withUnsafeBufferPointer { nodeOfState in
                ch.rows.offsets.withUnsafeBufferPointer { offsets in
                    ch.links.withUnsafeBufferPointer { links in
                        body(UpwardArcs(nodeOfState: nodeOfState, offsets: offsets, links: links))
                    }
                }
            }
        }
    }

    /// The turn graph's arcs, read without bounds checks (indices come from the graph itself): a state's arcs
    /// (`TurnGraph.arcs(of:)`), and each arc's target state and static weight.
    struct TurnArcs {
        let rows: UnsafeBufferPointer<Int32>
        let target: UnsafeBufferPointer<Int32>
        let weight: UnsafeBufferPointer<Int32>

        @inline(__always) func row(_ s: Int) -> Range<Int> { Int(rows[s])..<Int(rows[s &+ 1]) }

        /// `body` with a turn graph's arrays read in place (valid only within `body`).
        @inline(__always)
        static func reading<R>(_ graph: TurnGraph, _ body: (TurnArcs) -> R) -> R {
            graph.outRows.offsets.withUnsafeBufferPointer { rows in
                graph.arcTarget.withUnsafeBufferPointer { target in
                    graph.arcWeight.withUnsafeBufferPointer { weight in
                        body(TurnArcs(rows: rows, target: target, weight: weight))
                    }
                }
            }
        }
    }

    /// One state of the potential's depth-first evaluation: the next upward link to read, the row's end, and the
    /// least so far.
    struct PotentialFrame {
        var state: Int32
        var arc: Int32
        var end: Int32
        var best: Int32

        init(state: Int, up: UpwardArcs, best: Int32) {
            let row = up.row(ofState: state)
            self.state = Int32(state)
            arc = row.start
            end = row.end
            self.best = best
        }
    }

    /// The potential evaluation's depth-first stack: frames in a raw buffer that grows on demand (its owner,
    /// `TrafficScratch`, frees it). An array checked its buffer's uniqueness three times per frame pushed, about a
    /// tenth of the evaluation.
    struct PotentialStack {
        private(set) var base: UnsafeMutablePointer<PotentialFrame>
        private var capacity: Int
        private(set) var count = 0

        init(capacity: Int = 64) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        func deallocate() { base.deallocate() }

        @inline(__always) mutating func push(_ f: PotentialFrame) {
            if count == capacity { grow() }
            (base + count).initialize(to: f)
            count &+= 1
        }

        private mutating func grow() {
            let bigger = UnsafeMutablePointer<PotentialFrame>.allocate(capacity: 2 * capacity)
            bigger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = bigger
            capacity *= 2
        }

        /// The top frame (the stack must not be empty).
        @inline(__always) var top: PotentialFrame {
            get { base[count &- 1] }
            set { base[count &- 1] = newValue }
        }

        @inline(__always) mutating func pop() { count &-= 1 }
    }

    /// The potential of a state: `min(back(v), min over upward arcs v→w of w(v,w) + π(w))`, evaluated depth first
    /// over the upward arcs (a DAG: ranks rise) with an explicit stack, and kept in `pot` for the query.
    /// - Complexity: O(upward arcs of the states reached for the first time).
    @inline(__always)
    static func potential(_ v: Int, pot: SearchSpace, back: SearchSpace, up: UpwardArcs,
                          stack: inout PotentialStack) -> Int32 {
        if pot.isReached(v) { return pot.dist[v] }
        return evaluatePotential(v, pot: pot, back: back, up: up, stack: &stack)
    }

    static func evaluatePotential(_ v: Int, pot: SearchSpace, back: SearchSpace, up: UpwardArcs,
                                  stack: inout PotentialStack) -> Int32 {
        stack.push(PotentialFrame(state: v, up: up, best: back.distance(v)))
        while stack.count > 0 {
            var f = stack.top
            var descended = false
            while f.arc < f.end {
                let link = up.links[Int(f.arc)]
                let w = Int(link.state)
                guard pot.isReached(w) else {
                    stack.top = f
                    stack.push(PotentialFrame(state: w, up: up, best: back.distance(w)))
                    descended = true
                    break
                }
                let above = pot.dist[w]
                if above != Weight.unreachable.raw {
                    f.best = min(f.best, (Weight(above) + Weight(link.weight)).raw)
                }
                f.arc += 1
            }
            if descended { continue }
            pot.store(Int(f.state), f.best)
            stack.pop()
        }
        return pot.dist[v]
    }
}
