import Geo
import MapData
import Traffic

extension Router {
    /// The main route's duration from `summary(for:)`: the same search, without building the route.
    public func duration(for request: RouteRequest) throws(RoutingError) -> Seconds {
        try summary(for: request).duration
    }

    /// The main route's duration when it is below `limit`, else a value at or above it. With traffic the search
    /// of each leg stops once it proves the route cannot be faster than what is left of `limit` (the navigator's
    /// look for a faster route asks this once a minute, and it mostly finds nothing faster); below the limit the
    /// answer is `duration(for:)`'s, the same legs summed in the same order.
    /// - Complexity: as `duration(for:)` at most.
    public func duration(for request: RouteRequest, below limit: Seconds) throws(RoutingError) -> Seconds {
        let engine = engine(for: request.profile)
        guard let time = request.trafficTime, let costing = trafficCosting(for: engine, profile: request.profile, at: time),
              costing.weightOverDuration != nil else { return try duration(for: request) }
        let snaps = try snapAll(request, engine: engine, reusing: true)
        // No route takes less than no time: a limit at or below 0 is proved without a search (the look near the
        // destination, where the margin exceeds what is left, searched the whole way for nothing).
        if limit <= 0 { return .infinity }
        return try engine.withWorkspace { ws throws(RoutingError) in
            var duration: Seconds = 0
            for i in 0..<(snaps.count - 1) {
                // The legs after this one take no time at least, so this one alone must stay below what is left.
                let penalty = snaps[i].candidates.lazy.map(\.penalty).max() ?? 0
                let bound = costing.weight(boundingDuration: limit - duration, startPenalty: penalty) ?? .max
                let q = WaypointSnap.query(from: snaps[i], to: snaps[i + 1], graph: engine.graph, network: network, traffic: costing)
                switch TrafficSearch.search(q, engine: engine, costing: costing, in: ws, below: bound) {
                case .atLeast: return .infinity
                case .unreachable: throw .noRoute(fromIndex: i, toIndex: i + 1)
                case .found(let r):
                    let leg = LegPath(result: r, from: snaps[i], to: snaps[i + 1], engine: engine)
                    duration += leg.duration(costing: engine.costing, network: network, traffic: costing)
                }
            }
            return duration
        }
    }

    /// The traffic costing of a profile at a time of day, cached per profile for the snapshot's epoch and
    /// generation (so queries within the same minute share it, and the edges their searches evaluated).
    func trafficCosting(for engine: ProfileEngine, profile: RoutingProfile, at time: Seconds) -> TrafficCosting? {
        guard let model = traffic else { return nil }
        let snapshot = model.snapshot(at: time)
        let previous = trafficCache.withLock { $0[profile] }
        if let hit = previous, hit.epoch == snapshot.epoch, hit.generation == snapshot.generation { return hit }
        let costing = TrafficCosting(engine: engine, snapshot: snapshot, previous: previous)
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
