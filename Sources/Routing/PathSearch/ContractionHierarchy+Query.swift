import MapData

extension ContractionHierarchy {
    /// Bidirectional upward search with stall-on-demand.
    /// - Complexity: explores the search spaces above both ends (a few hundred nodes on a regional network).
    func search(_ query: PathQuery, forward: SearchSpace, backward: SearchSpace) -> PathQuery.Result? {
        guard let (meet, best) = meet(query, forward: forward, backward: backward) else { return nil }
        return PathQuery.Result(states: path(meet: meet, forward: forward, backward: backward, query: query),
                                weight: best - Int64(query.shift))
    }

    /// The search itself: the node where the cheapest up-down path meets and that path's key (`best`), the two
    /// spaces left holding its halves (their `parent` arcs), or nil when no target can be reached.
    func meet(_ query: PathQuery, forward: SearchSpace, backward: SearchSpace) -> (node: Int, best: Int64)? {
        forward.reset()
        backward.reset()
        // Each direction runs on a heap taken out of its space for the search (and given back with its capacity), so
        // the inner loops pay no exclusive access to the spaces' property per push and pop.
        var up = QuadHeap(), down = QuadHeap()
        swap(&up, &forward.heap)
        swap(&down, &backward.heap)
        defer {
            swap(&up, &forward.heap)
            swap(&down, &backward.heap)
        }
        for s in query.sources { forward.relax(Int(s.state), s.key, parent: -1, into: &up) }
        for t in query.targets { backward.relax(Int(t.state), t.key, parent: -1, into: &down) }
        var best = Int64.max
        var meet = -1
        var forwardDone = false, backwardDone = false
        while !(forwardDone && backwardDone) {
            // Alternate directions, each stopping once its smallest key can no longer improve the best path.
            if !forwardDone {
                if let (d, v) = up.pop() {
                    let vi = Int(v)
                    if d == forward.dist[vi] {
                        if Int64(d) >= best {
                            forwardDone = true
                        } else {
                            // The node's upward row is read before the stall check, so that its miss overlaps the check's.
                            let row = upRows[vi]
                            let other = backward.distance(vi)
                            if other != Int32.max, Int64(d) + Int64(other) < best { best = Int64(d) + Int64(other); meet = vi }
                            if !stalled(vi, d, space: forward, rows: downRows, node: downSource, weight: downWeight) {
                                for k in row {
                                    forward.relax(Int(upTarget[k]), (Weight(d) + Weight(upWeight[k])).raw, parent: upArc[k], into: &up)
                                }
                            }
                        }
                    }
                } else {
                    forwardDone = true
                }
            }
            if !backwardDone {
                if let (d, v) = down.pop() {
                    let vi = Int(v)
                    if d == backward.dist[vi] {
                        if Int64(d) >= best {
                            backwardDone = true
                        } else {
                            let row = downRows[vi]
                            let other = forward.distance(vi)
                            if other != Int32.max, Int64(d) + Int64(other) < best { best = Int64(d) + Int64(other); meet = vi }
                            if !stalled(vi, d, space: backward, rows: upRows, node: upTarget, weight: upWeight) {
                                for k in row {
                                    backward.relax(Int(downSource[k]), (Weight(d) + Weight(downWeight[k])).raw, parent: downArc[k], into: &down)
                                }
                            }
                        }
                    }
                } else {
                    backwardDone = true
                }
            }
        }
        return meet >= 0 ? (meet, best) : nil
    }

    /// Stall-on-demand: a node reached more cheaply from a higher node (through an arc pointing the other way in the
    /// hierarchy) need not be expanded.
    @inline(__always)
    private func stalled(_ v: Int, _ d: Int32, space: SearchSpace, rows: CompressedRows, node: [Int32], weight: [Int32]) -> Bool {
        for k in rows[v] {
            let dx = space.distance(Int(node[k]))
            if dx != Int32.max, Weight(dx) + Weight(weight[k]) < Weight(d) { return true }
        }
        return false
    }

    private func path(meet: Int, forward: SearchSpace, backward: SearchSpace, query: PathQuery) -> [Int32] {
        var arcs = [Int32]()
        var up = [Int32]()
        var v = meet
        while forward.parent[v] >= 0 {
            let a = forward.parent[v]
            up.append(a)
            v = Int(arcFrom[Int(a)])
        }
        let start = Int32(v)
        for a in up.reversed() { unpack(a, into: &arcs) }
        v = meet
        while backward.parent[v] >= 0 {
            let a = backward.parent[v]
            unpack(a, into: &arcs)
            v = Int(arcTo[Int(a)])
        }
        var states = [start]
        states.reserveCapacity(arcs.count + 2)
        for a in arcs { states.append(arcTo[Int(a)]) }
        if let then = follow(end: v, backward: backward, query: query) { states.append(then) }
        return states
    }

    /// The real target after the path's last state `end`, when the backward search started there from a target
    /// behind the source (`PathQuery.Target.then`).
    func follow(end: Int, backward: SearchSpace, query: PathQuery) -> Int32? {
        query.targets.first { $0.state == Int32(end) && $0.then >= 0 && $0.key == backward.dist[end] }?.then
    }
}
