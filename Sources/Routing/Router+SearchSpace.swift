extension Router {
    /// The hierarchy's search space for a request's first leg (no traffic): the same snaps and search as
    /// `summary(for:)`, counted (`SearchSpaceCount`). For measuring contraction orders (`navsim-bench scale`).
    public func searchSpace(for request: RouteRequest) throws(RoutingError) -> SearchSpaceCount {
        let engine = engine(for: request.profile)
        let snaps = try snapAll(request, engine: engine)
        let q = WaypointSnap.query(from: snaps[0], to: snaps[1], graph: engine.graph, network: network)
        return try engine.withWorkspace { ws throws(RoutingError) in
            var count = SearchSpaceCount()
            _ = engine.hierarchy.meet(q, forward: ws.forward, backward: ws.backward, counting: &count)
            return count
        }
    }
}
