import Geo
import MapData
import Traffic

extension Router {
    /// The traffic costing of a profile at a time of day, cached per profile for the snapshot's epoch and
    /// generation (so queries within the same minute share it).
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

    /// One leg's cheapest path under traffic: a plain Dijkstra over the turn graph with the traffic arc weights.
    /// The contraction hierarchy is built for static weights; on maps of Andorra's size (3,500 turn-graph states)
    /// the plain search answers within the speed goal (see README, Benchmark), and it is exact for any weights.
    func trafficPath(_ query: PathQuery, engine: ProfileEngine, costing: TrafficCosting,
                     in ws: ProfileEngine.Workspace) -> PathQuery.Result? {
        engine.referencePath(query, in: ws, weights: costing.arcWeight)
    }
}
