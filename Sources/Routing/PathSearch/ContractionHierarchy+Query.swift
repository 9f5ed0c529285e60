import MapData

extension ContractionHierarchy {
    /// Bidirectional upward search with stall-on-demand.
    /// - Complexity: explores the search spaces above both ends (a few hundred nodes on a regional network).
    func search(_ query: PathQuery, forward: SearchSpace, backward: SearchSpace) -> PathQuery.Result? {
        guard let (meet, best) = meet(query, forward: forward, backward: backward) else { return nil }
        return PathQuery.Result(states: path(meet: meet, forward: forward, backward: backward, query: query),
                                weight: best - Int64(query.shift))
    }

    /// A heap entry of the search: the key, then the node's state, then the node. Entries order by key and then by
    /// state, as the turn graph's numbering of states did before nodes were laid out for locality, so the search pops,
    /// relaxes and meets exactly as it did then (same paths, also among paths of equal weight).
    @inline(__always)
    static func entry(_ key: Int32, state: Int32, node: Int32) -> UInt128 {
        UInt128(UInt32(bitPattern: key)) << 64 | UInt128(UInt32(bitPattern: state)) << 32 | UInt128(UInt32(bitPattern: node))
    }

    /// The search itself: the node (search id) where the cheapest up-down path meets and that path's key (`best`),
    /// the two spaces (indexed by node) left holding its halves (their `parent` arcs), or nil when no target can be
    /// reached.
    func meet(_ query: PathQuery, forward: SearchSpace, backward: SearchSpace) -> (node: Int, best: Int64)? {
        var none = NoSearchCount()
        return meet(query, forward: forward, backward: backward, counting: &none)
    }

    /// The same search, counting what it does into `count` (`SearchSpaceCount`; the queries pass `NoSearchCount`,
    /// whose specialization counts nothing).
    func meet<Count: SearchCounting>(_ query: PathQuery, forward: SearchSpace, backward: SearchSpace,
                                     counting count: inout Count) -> (node: Int, best: Int64)? {
        forward.reset()
        backward.reset()
        let found: (node: Int, best: Int64) = links.withUnsafeBufferPointer { links in
            rows.offsets.withUnsafeBufferPointer { rows in
                bidirectional(query, forward: forward, backward: backward, links: links, rows: rows, count: &count)
            }
        }
        return found.node >= 0 ? found : nil
    }

    /// The search over the links and rows as buffers. Its state lives in locals and parameters, none captured by
    /// the local functions (which capture only constants): were one not inlined, a captured variable would be
    /// boxed and checked for exclusive access on every use.
    private func bidirectional<Count: SearchCounting>(_ query: PathQuery, forward: SearchSpace, backward: SearchSpace,
                                                      links: UnsafeBufferPointer<Link>, rows: UnsafeBufferPointer<Int32>,
                                                      count: inout Count) -> (node: Int, best: Int64) {
        // Each direction runs on a heap taken out of its space for the search (and given back with its capacity), so
        // the inner loops pay no exclusive access to the spaces' property per push and pop.
        var up = PackedQuadHeap<UInt128>(), down = PackedQuadHeap<UInt128>()
        swap(&up, &forward.tiedHeap)
        swap(&down, &backward.tiedHeap)
        defer {
            swap(&up, &forward.tiedHeap)
            swap(&down, &backward.tiedHeap)
        }
        for s in query.sources {
            let v = nodeOfState[Int(s.state)]
            if forward.improve(Int(v), s.key, parent: -1) { up.push(Self.entry(s.key, state: s.state, node: v)) }
        }
        for t in query.targets {
            let v = nodeOfState[Int(t.state)]
            if backward.improve(Int(v), t.key, parent: -1) { down.push(Self.entry(t.key, state: t.state, node: v)) }
        }
        let linkBase = links.baseAddress, rowBase = rows.baseAddress
        // Upward links of node v: rows[2v] ..< rows[2v + 1]; downward: rows[2v + 1] ..< rows[2v + 2].
        // Relaxes a row's links into a direction's space and heap.
        @inline(__always)
        func expand(_ v: Int, _ from: Int, _ to: Int, _ d: Int32, _ space: SearchSpace, _ heap: inout PackedQuadHeap<UInt128>) {
            for k in from..<to {
                let l = links[k]
                let nd = (Weight(d) + Weight(l.weight)).raw
                if space.improve(Int(l.node), nd, parent: l.arc, from: Int32(truncatingIfNeeded: v)) {
                    heap.push(Self.entry(nd, state: l.state, node: l.node))
                    // Its row's bounds, for when it is next (below).
                    if let rowBase { prefetch(rowBase + 2 &* Int(l.node)) }
                }
            }
        }
        // Stall-on-demand: a node reached more cheaply from a higher node (through a link pointing the other
        // way in the hierarchy) need not be expanded.
        @inline(__always)
        func stalled(_ from: Int, _ to: Int, _ d: Int32, _ space: SearchSpace) -> Bool {
            for k in from..<to {
                let l = links[k]
                let dx = space.distance(Int(l.node))
                if dx != Int32.max, Weight(dx) + Weight(l.weight) < Weight(d) { return true }
            }
            return false
        }
        // One step of a direction: pop, stop once its smallest key can no longer improve the best path, else
        // record a meeting (`best`, `meet`) and expand (the upward row going forward, the downward row going
        // backward; the stall check reads the other row). True when the direction is done.
        @inline(__always)
        func step(_ heap: inout PackedQuadHeap<UInt128>, _ mine: SearchSpace, _ other: SearchSpace, upward: Bool,
                  _ best: inout Int64, _ meet: inout Int, _ count: inout Count) -> Bool {
            guard let top = heap.popFirst() else { return true }
            let d = Int32(truncatingIfNeeded: top >> 64), vi = Int(UInt32(truncatingIfNeeded: top))
            guard d == mine.dist[vi] else { return false }
            if Int64(d) >= best { return true }
            let lo = Int(rows[2 &* vi]), mid = Int(rows[2 &* vi &+ 1]), hi = Int(rows[2 &* vi &+ 2])
            // The records of its neighbours, which the stall check reads and the relaxation writes.
            for k in lo..<hi { mine.prefetch(Int(links[k].node)) }
            let there = other.distance(vi)
            if there != Int32.max, Int64(d) + Int64(there) < best { best = Int64(d) + Int64(there); meet = vi }
            if upward {
                if !stalled(mid, hi, d, mine) {
                    expand(vi, lo, mid, d, mine, &heap)
                    count.expanded(forward: true, links: mid &- lo)
                } else {
                    count.stalled(forward: true)
                }
            } else {
                if !stalled(lo, mid, d, mine) {
                    expand(vi, mid, hi, d, mine, &heap)
                    count.expanded(forward: false, links: hi &- mid)
                } else {
                    count.stalled(forward: false)
                }
            }
            // The node this direction settles next (unless a stale entry or a later push comes first): its links and
            // records are asked for now, so that their misses overlap the other direction's step.
            if let next = heap.first {
                let n = Int(UInt32(truncatingIfNeeded: next))
                let from = Int(rows[2 &* n]), to = Int(rows[2 &* n &+ 2])
                if let linkBase {
                    prefetch(linkBase + from)
                    prefetch(linkBase + max(from, to &- 1))
                }
                mine.prefetch(n)
                other.prefetch(n)
            }
            return false
        }
        // A meeting whose sum reaches Int32.max is no path, as a saturated sum is none in Dijkstra (`Weight`): each
        // half may stay below the limit while their sum passes it.
        var best = Int64(Int32.max)
        var meet = -1
        var forwardDone = false, backwardDone = false
        // Alternate directions.
        while !(forwardDone && backwardDone) {
            if !forwardDone { forwardDone = step(&up, forward, backward, upward: true, &best, &meet, &count) }
            if !backwardDone { backwardDone = step(&down, backward, forward, upward: false, &best, &meet, &count) }
        }
        return (meet, best)
    }

    private func path(meet: Int, forward: SearchSpace, backward: SearchSpace, query: PathQuery) -> [Int32] {
        var arcs = [Int32]()
        var up = [Int32]()
        var v = meet
        while forward.parent[v] >= 0 {
            up.append(forward.parent[v])
            v = Int(forward.predecessor[v])
        }
        let start = stateOfNode[v]
        for a in up.reversed() { unpack(a, into: &arcs) }
        v = meet
        while backward.parent[v] >= 0 {
            unpack(backward.parent[v], into: &arcs)
            v = Int(backward.predecessor[v])
        }
        var states = [start]
        states.reserveCapacity(arcs.count + 2)
        for a in arcs { states.append(arcTo[Int(a)]) }
        if let then = follow(end: v, backward: backward, query: query) { states.append(then) }
        return states
    }

    /// The real target after the path's last node `end`, when the backward search started there from a target
    /// behind the source (`PathQuery.Target.then`).
    func follow(end: Int, backward: SearchSpace, query: PathQuery) -> Int32? {
        let state = stateOfNode[end]
        return query.targets.first { $0.state == state && $0.then >= 0 && $0.key == backward.dist[end] }?.then
    }
}
