/// Plain Dijkstra over the turn graph: the reference the fast search is checked against, and the search used for
/// alternatives (where arc weights are penalised per query).
enum Dijkstra {
    /// The cheapest path for a query, or nil when no target is reachable.
    /// - Parameter weights: arc weights to use instead of the graph's (same indexing), e.g. penalised ones.
    /// - Complexity: O((V + E) log V) in the worst case; stops once no cheaper target can be found.
    static func search(_ graph: TurnGraph, _ query: PathQuery, space: SearchSpace, weights: [Int32]? = nil) -> PathQuery.Result? {
        space.reset()
        let w = weights ?? graph.arcWeight
        var targetKey = [Int32: Int32]()
        for t in query.targets { targetKey[t.state] = min(targetKey[t.state] ?? Int32.max, t.key) }
        // The heap is taken out of the space for the search (a push or pop on the space's own property is a dynamic
        // exclusivity check), and given back with its capacity.
        var heap = QuadHeap()
        swap(&heap, &space.heap)
        defer { swap(&heap, &space.heap) }
        for s in query.sources { space.relax(Int(s.state), s.key, parent: -1, into: &heap) }
        var best = Int64.max
        var meet: Int32 = -1
        while let (d, v) = heap.pop() {
            let vi = Int(v)
            if d != space.dist[vi] { continue }
            if Int64(d) >= best { break }
            if let k = targetKey[v], Int64(d) + Int64(k) < best {
                best = Int64(d) + Int64(k)
                meet = v
            }
            for a in graph.arcs(of: vi) {
                let nd = Weight(d) + Weight(w[a])
                space.relax(Int(graph.arcTarget[a]), nd.raw, parent: v, into: &heap)
            }
        }
        guard meet >= 0 else { return nil }
        return query.result(meet: meet, best: best, space: space)
    }
}
