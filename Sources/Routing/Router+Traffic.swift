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
                // A leg from a waypoint on: its bound over the next minutes may already prove it (the navigator asks
                // again every few minutes, from the same waypoint to the same end).
                if i > 0,
                   let low = legLowerBound(from: snaps[i], to: snaps[i + 1], profile: request.profile, engine: engine,
                                           costing: costing, at: time, in: ws), low >= bound {
                    legBoundAnswers.withLock { $0 += 1 }
                    return .infinity
                }
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

    /// A weight that no path of a leg between two snapped waypoints goes below in the minute of `time` (nor in any
    /// minute up to `LegBound.window` after the one it was worked out in): the cheapest path under that window's
    /// lower bound of the traffic (`TrafficWindow`), less `LegBound.slack`. Kept per leg until its window has passed,
    /// so the navigator's looks for a faster route, which ask the same leg every few minutes, search it once per
    /// window rather than once per look. Nil when the leg has no path.
    /// - Complexity: one search on the window's costing per leg and window; O(1) within the window.
    func legLowerBound(from a: WaypointSnap, to b: WaypointSnap, profile: RoutingProfile, engine: ProfileEngine,
                       costing: TrafficCosting, at time: Seconds, in ws: ProfileEngine.Workspace) -> Int64? {
        guard let model = traffic else { return nil }
        let key = LegBound.Key(profile: profile, model: ObjectIdentifier(model), from: a, to: b)
        let epoch = TrafficModel.epoch(at: time)
        if let kept = legBounds.withLock({ $0[key] }), kept.firstEpoch <= epoch, epoch <= kept.lastEpoch { return kept.weight }
        let window = model.window(from: time, through: time + LegBound.window)
        let lower = TrafficCosting(engine: engine, snapshot: costing.snapshot, window: window, previous: costing)
        let q = WaypointSnap.query(from: a, to: b, graph: engine.graph, network: network, traffic: lower)
        guard let r = TrafficSearch.search(q, engine: engine, costing: lower, in: ws) else { return nil }
        let made = LegBound(firstEpoch: window.firstEpoch, lastEpoch: window.lastEpoch, weight: r.weight - LegBound.slack)
        legBounds.withLock {
            if $0.count >= LegBound.kept { $0.removeAll() }
            $0[key] = made
        }
        return made.weight
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

/// A leg's lower bound over a window of minutes (`Router.legLowerBound`).
struct LegBound: Sendable {
    var firstEpoch: Int
    var lastEpoch: Int
    var weight: Int64

    /// The leg: its profile, traffic model and both ends' candidates.
    struct Key: Hashable, Sendable {
        var profile: RoutingProfile
        var model: ObjectIdentifier
        var from: [WaypointSnap.Candidate]
        var to: [WaypointSnap.Candidate]

        init(profile: RoutingProfile, model: ObjectIdentifier, from a: WaypointSnap, to b: WaypointSnap) {
            self.profile = profile
            self.model = model
            from = a.candidates
            to = b.candidates
        }
    }

    /// How far ahead of the minute it is worked out in a bound holds: three of the navigator's looks (one every five
    /// minutes). Measured: the bound loosens as the window grows, and must stay within the looks' margin (15 %) of
    /// the leg to prove anything; on the benchmark's drive 15 minutes proved all four looks, 20 one fewer.
    static let window: Seconds = 15 * 60
    /// Taken off the cheapest path's weight (milliseconds): a second, against any rounding the bound's argument
    /// missed (`TrafficWindow` argues it needs none).
    static let slack: Int64 = 1000
    /// Legs kept at most (all are forgotten when this many are).
    static let kept = 64
}
