import Geo
import MapData
import Traffic

extension Router {
    /// The main route's duration from `summary(for:)`: the same search, without building the route.
    public func duration(for request: RouteRequest) throws(RoutingError) -> Seconds {
        try summary(for: request).duration
    }

    /// The traffic costing of a profile at a time of day, cached per profile for the snapshot's epoch and
    /// generation (so queries within the same minute share it, and the edges their searches evaluated).
    func trafficCosting(for engine: ProfileEngine, profile: RoutingProfile, at time: Seconds) -> TrafficCosting? {
        guard let model = traffic else { return nil }
        let snapshot = model.snapshot(at: time)
        if let hit = trafficCache.withLock({ $0[profile] }), hit.epoch == snapshot.epoch, hit.generation == snapshot.generation {
            return hit
        }
        let costing = TrafficCosting(engine: engine, snapshot: snapshot)
        trafficCache.withLock { $0[profile] = costing }
        return costing
    }

    /// One leg's cheapest path under traffic: A* on the traffic weights with the static hierarchy's distances as
    /// potentials (`TrafficSearch`; exact, the same weight as a plain Dijkstra on the traffic weights).
    func trafficPath(_ query: PathQuery, engine: ProfileEngine, costing: TrafficCosting,
                     in ws: ProfileEngine.Workspace) -> PathQuery.Result? {
        TrafficSearch.search(query, engine: engine, costing: costing, in: ws)
    }

    /// The cheapest traffic path between two points by A* and by the plain Dijkstra on the full traffic weights
    /// (nil when unreachable), with the query and costing they answered. For tests: both must agree.
    func trafficCrossCheck(from a: Coordinate, to b: Coordinate, profile: RoutingProfile = .car, at time: Seconds,
                           maxSnapDistance: Meters = 500) throws(RoutingError)
        -> (query: PathQuery, costing: TrafficCosting, fast: PathQuery.Result?, reference: PathQuery.Result?) {
        let engine = engine(for: profile)
        guard let costing = trafficCosting(for: engine, profile: profile, at: time) else { throw .noRoute(fromIndex: 0, toIndex: 1) }
        let sa = try WaypointSnap.snap(a, index: 0, maxDistance: maxSnapDistance, heading: nil, engine: engine)
        let sb = try WaypointSnap.snap(b, index: 1, maxDistance: maxSnapDistance, heading: nil, engine: engine)
        let q = WaypointSnap.query(from: sa, to: sb, graph: engine.graph, network: network, traffic: costing)
        return try engine.withWorkspace { ws throws(RoutingError) in
            let fast = trafficPath(q, engine: engine, costing: costing, in: ws)
            let reference = engine.referencePath(q, in: ws, weights: costing.arcWeights())
            return (q, costing, fast, reference)
        }
    }
}
