import MapData

extension ContractionHierarchy {
    /// Bidirectional upward search with stall-on-demand.
    /// - Complexity: explores the search spaces above both ends (a few hundred nodes on a regional network).
    func search(_ query: PathQuery, forward: SearchSpace, backward: SearchSpace) -> PathQuery.Result? {
        forward.reset()
        backward.reset()
        for s in query.sources { _ = forward.relax(Int(s.state), s.key, parent: -1) }
        for t in query.targets { _ = backward.relax(Int(t.state), t.key, parent: -1) }
        var best = Int64.max
        var meet = -1
        var forwardDone = false, backwardDone = false
        while !(forwardDone && backwardDone) {
            // Alternate directions, each stopping once its smallest key can no longer improve the best path.
            if !forwardDone {
                if let (d, v) = forward.heap.pop() {
                    let vi = Int(v)
                    if d == forward.dist[vi] {
                        if Int64(d) >= best {
                            forwardDone = true
                        } else {
                            let other = backward.distance(vi)
                            if other != Int32.max, Int64(d) + Int64(other) < best { best = Int64(d) + Int64(other); meet = vi }
                            if !stalled(vi, d, space: forward, rows: downRows, node: downSource, weight: downWeight) {
                                for k in upRows[vi] {
                                    _ = forward.relax(Int(upTarget[k]), (Weight(d) + Weight(upWeight[k])).raw, parent: upArc[k])
                                }
                            }
                        }
                    }
                } else {
                    forwardDone = true
                }
            }
            if !backwardDone {
                if let (d, v) = backward.heap.pop() {
                    let vi = Int(v)
                    if d == backward.dist[vi] {
                        if Int64(d) >= best {
                            backwardDone = true
                        } else {
                            let other = forward.distance(vi)
                            if other != Int32.max, Int64(d) + Int64(other) < best { best = Int64(d) + Int64(other); meet = vi }
                            if !stalled(vi, d, space: backward, rows: upRows, node: upTarget, weight: upWeight) {
                                for k in downRows[vi] {
                                    _ = backward.relax(Int(downSource[k]), (Weight(d) + Weight(downWeight[k])).raw, parent: downArc[k])
                                }
                            }
                        }
                    }
                } else {
                    backwardDone = true
                }
            }
        }
        guard meet >= 0 else { return nil }
        return PathQuery.Result(states: path(meet: meet, forward: forward, backward: backward, query: query),
                                weight: best - Int64(query.shift))
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
        let end = Int32(v)
        if let t = query.targets.first(where: { $0.state == end && $0.then >= 0 && $0.key == backward.dist[v] }) {
            states.append(t.then)
        }
        return states
    }
}
