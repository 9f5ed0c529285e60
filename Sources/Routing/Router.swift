import Foundation
import Geo
import MapData
import Text
import Traffic

/// The offline router: snaps waypoints onto the network, finds the cheapest path per leg with an edge-based
/// contraction hierarchy, looks for alternatives, and assembles routes with segments, features and maneuvers.
///
/// Construct one per network and share it: queries are thread-safe (each takes its own scratch space from a pool).
/// Each profile (car, shortest, each truck spec) is prepared on first use, or ahead of time with `prepare(_:)`.
public final class Router: RouteProvider, Sendable {
    public let network: RoadNetwork
    /// The side traffic keeps to, for turn costs.
    public let drivingSide: DrivingSide
    /// One once-cell per profile: the router's lock is held only to find or add a cell, never while a hierarchy
    /// is built; concurrent first queries for one profile wait on its cell and build it once.
    private let engines = Locked<[RoutingProfile: Locked<ProfileEngine?>]>([:])
    /// Profiles built so far (each at most once).
    let engineBuilds = Locked(0)
    private let trafficModel = Locked<TrafficModel?>(nil)
    /// The last traffic costing per profile (see `Router+Traffic.swift`).
    let trafficCache = Locked<[RoutingProfile: TrafficCosting]>([:])
    /// Lower bounds of legs between waypoints over windows of minutes (see `Router+Traffic.swift`).
    let legBounds = Locked<[LegBound.Key: LegBound]>([:])
    /// Legs a kept or new bound answered without their own search (`duration(for:below:)`), for tests and figures.
    let legBoundAnswers = Locked(0)

    /// The traffic world requests with a `trafficTime` are costed by; nil routes without traffic.
    public var traffic: TrafficModel? {
        get { trafficModel.withLock { $0 } }
        set {
            trafficModel.withLock { $0 = newValue }
            trafficCache.withLock { $0 = [:] }
            legBounds.withLock { $0 = [:] }
        }
    }

    /// - Parameter drivingSide: nil (the default) infers it from the direction of the network's roundabouts.
    public init(network: RoadNetwork, drivingSide: DrivingSide? = nil) {
        self.network = network
        self.drivingSide = drivingSide ?? DrivingSide.inferred(from: network)
    }

    /// Builds a profile's turn graph and contraction hierarchy now rather than on its first query.
    public func prepare(_ profile: RoutingProfile) {
        _ = engine(for: profile)
    }

    /// Size figures of a prepared profile: turn-graph states and arcs, and shortcuts added by the hierarchy.
    public func statistics(for profile: RoutingProfile) -> (states: Int, arcs: Int, shortcuts: Int) {
        let e = engine(for: profile)
        return (e.graph.stateCount, e.graph.arcCount, e.hierarchy.shortcutCount)
    }

    func engine(for profile: RoutingProfile) -> ProfileEngine {
        let cell = engines.withLock { cells in
            if let cell = cells[profile] { return cell }
            let cell = Locked<ProfileEngine?>(nil)
            cells[profile] = cell
            return cell
        }
        return cell.once {
            if let compiled = precompiledEngine(for: profile) { return compiled }
            engineBuilds.withLock { $0 += 1 }
            return ProfileEngine(network: network, profile: profile, drivingSide: drivingSide)
        }
    }

    /// The main route first, then up to `request.alternatives.maxAlternatives` alternatives ranked by duration.
    public func routes(for request: RouteRequest) throws(RoutingError) -> [Route] {
        let engine = engine(for: request.profile)
        let snaps = try snapAll(request, engine: engine)
        let traffic = request.trafficTime.flatMap { trafficCosting(for: engine, profile: request.profile, at: $0) }
        return try engine.withWorkspace { ws throws(RoutingError) in
            var legs = [LegPath]()
            for i in 0..<(snaps.count - 1) {
                legs.append(try leg(i, snaps: snaps, engine: engine, traffic: traffic, in: ws))
            }
            let builder = RouteBuilder(engine: engine, traffic: traffic, trafficTime: request.trafficTime)
            var routes = [builder.build(legs: legs)]
            if request.alternatives.maxAlternatives > 0, snaps.count == 2 {
                routes += alternatives(main: legs[0], count: request.alternatives.maxAlternatives, snaps: snaps,
                                       engine: engine, workspace: ws, builder: builder, traffic: traffic)
            }
            return routes
        }
    }

    /// Length and duration of the main route only (no maneuvers): the light query behind `navsim route --batch`.
    public func summary(for request: RouteRequest) throws(RoutingError) -> (length: Meters, duration: Seconds) {
        let engine = engine(for: request.profile)
        let snaps = try snapAll(request, engine: engine)
        let traffic = request.trafficTime.flatMap { trafficCosting(for: engine, profile: request.profile, at: $0) }
        return try engine.withWorkspace { ws throws(RoutingError) in
            var length: Meters = 0, duration: Seconds = 0
            for i in 0..<(snaps.count - 1) {
                guard traffic == nil else {
                    let leg = try leg(i, snaps: snaps, engine: engine, traffic: traffic, in: ws)
                    length += leg.length(network: network)
                    duration += leg.duration(costing: engine.costing, network: network, traffic: traffic)
                    continue
                }
                // Without traffic the hierarchy's stored totals give the figures: no shortcut is unpacked.
                let q = WaypointSnap.query(from: snaps[i], to: snaps[i + 1], graph: engine.graph, network: network)
                guard let t = engine.hierarchy.totals(q, forward: ws.forward, backward: ws.backward) else {
                    throw .noRoute(fromIndex: i, toIndex: i + 1)
                }
                let leg = LegPath.totals(t, from: snaps[i], to: snaps[i + 1], engine: engine)
                length += leg.length
                duration += leg.duration
            }
            return (length, duration)
        }
    }

    /// The cheapest path of leg `i`: the contraction hierarchy without traffic, the traffic search with it.
    private func leg(_ i: Int, snaps: [WaypointSnap], engine: ProfileEngine, traffic: TrafficCosting?,
                     in ws: ProfileEngine.Workspace) throws(RoutingError) -> LegPath {
        let q = WaypointSnap.query(from: snaps[i], to: snaps[i + 1], graph: engine.graph, network: network, traffic: traffic)
        let found = traffic.map { trafficPath(q, engine: engine, costing: $0, in: ws) } ?? engine.shortestPath(q, in: ws)
        guard let r = found else { throw .noRoute(fromIndex: i, toIndex: i + 1) }
        return LegPath(result: r, from: snaps[i], to: snaps[i + 1], engine: engine)
    }

    /// The request's waypoints snapped, the first with the start heading. `reusing`: the waypoints after the first
    /// (no heading) go through the engine's small snap cache (`ProfileEngine.snap(_:index:maxDistance:)`), for a
    /// caller that asks about the same waypoints again and again (a drive's look for a faster route).
    func snapAll(_ request: RouteRequest, engine: ProfileEngine, reusing: Bool = false) throws(RoutingError) -> [WaypointSnap] {
        guard request.waypoints.count >= 2 else { throw .tooFewWaypoints }
        var snaps = [WaypointSnap]()
        snaps.reserveCapacity(request.waypoints.count)
        for (i, p) in request.waypoints.enumerated() {
            if reusing && i > 0 {
                snaps.append(try engine.snap(p, index: i, maxDistance: request.maxSnapDistance))
            } else {
                snaps.append(try WaypointSnap.snap(p, index: i, maxDistance: request.maxSnapDistance,
                                                   heading: i == 0 ? request.startHeading : nil, engine: engine))
            }
        }
        return snaps
    }

    /// The weight of the cheapest path between two points by the fast search and by the reference Dijkstra
    /// (nil when unreachable). For tests: both must agree.
    func crossCheck(from a: Coordinate, to b: Coordinate, profile: RoutingProfile, maxSnapDistance: Meters = 500)
        throws(RoutingError) -> (fast: PathQuery.Result?, reference: PathQuery.Result?) {
        let engine = engine(for: profile)
        let sa = try WaypointSnap.snap(a, index: 0, maxDistance: maxSnapDistance, heading: nil, engine: engine)
        let sb = try WaypointSnap.snap(b, index: 1, maxDistance: maxSnapDistance, heading: nil, engine: engine)
        let q = WaypointSnap.query(from: sa, to: sb, graph: engine.graph, network: network)
        return try engine.withWorkspace { ws throws(RoutingError) in
            let fast = engine.shortestPath(q, in: ws)
            let reference = engine.referencePath(q, in: ws)
            return (fast.map { mapStates($0, engine) }, reference.map { mapStates($0, engine) })
        }
    }

    /// Replaces states by network edges in a result.
    private func mapStates(_ r: PathQuery.Result, _ engine: ProfileEngine) -> PathQuery.Result {
        PathQuery.Result(states: r.states.map { engine.graph.stateEdge[Int($0)] }, weight: r.weight)
    }
}
