import Geo
import MapData
import Text

/// Everything one profile needs to answer queries: the costing, the turn graph, its contraction hierarchy and a
/// pool of reusable search scratch spaces (so concurrent queries never share one and none allocates O(n) arrays).
final class ProfileEngine: Sendable {
    let network: RoadNetwork
    let costing: EdgeCosting
    let graph: TurnGraph
    let hierarchy: ContractionHierarchy
    /// Idle workspaces, each in its own lock (see `withWorkspace`).
    private let pool = Locked<[Locked<Workspace>]>([])
    /// Waypoints snapped without a heading, by point and snap distance (`snap(_:index:maxDistance:)`): a drive's
    /// look for a faster route snaps the same waypoints ahead every time. A few entries; cleared when full.
    private let snapCache = Locked<[SnapKey: WaypointSnap]>([:])

    private struct SnapKey: Hashable, Sendable {
        var latitude: UInt64
        var longitude: UInt64
        var maxDistance: UInt64
    }

    private static let snapCacheSize = 16

    /// A waypoint snapped without a heading, through the cache: the snap of a point is a function of the point,
    /// the distance and the network, so a kept one is the one made again. Failures are not kept.
    func snap(_ p: Coordinate, index: Int, maxDistance: Meters) throws(RoutingError) -> WaypointSnap {
        let key = SnapKey(latitude: p.latitude.bitPattern, longitude: p.longitude.bitPattern, maxDistance: maxDistance.bitPattern)
        if let kept = snapCache.withLock({ $0[key] }) { return kept }
        let made = try WaypointSnap.snap(p, index: index, maxDistance: maxDistance, heading: nil, engine: self)
        snapCache.withLock {
            if $0.count >= Self.snapCacheSize { $0.removeAll() }
            $0[key] = made
        }
        return made
    }

    /// Scratch space for one query at a time. Not Sendable: it lives inside a `Locked` and is reached only in
    /// its `withLock`, so the compiler checks that no query keeps it.
    final class Workspace {
        let forward: SearchSpace
        let backward: SearchSpace
        /// Potentials and the minute's surcharges of traffic-aware queries (`TrafficSearch`).
        let traffic: TrafficScratch
        init(count: Int) {
            forward = SearchSpace(count: count)
            backward = SearchSpace(count: count)
            traffic = TrafficScratch(count: count)
        }
    }

    init(network: RoadNetwork, profile: RoutingProfile, drivingSide: DrivingSide) {
        self.network = network
        costing = EdgeCosting(network: network, profile: profile, drivingSide: drivingSide)
        graph = TurnGraph(network: network, costing: costing)
        hierarchy = ContractionHierarchy(graph: graph, network: network)
    }

    /// From a turn graph and hierarchy read from a compiled map.
    init(network: RoadNetwork, costing: EdgeCosting, graph: TurnGraph, hierarchy: ContractionHierarchy) {
        self.network = network
        self.costing = costing
        self.graph = graph
        self.hierarchy = hierarchy
    }

    /// Runs `body` with a scratch workspace taken from the pool (created on first need), then puts it back.
    ///
    /// Each workspace sits in a lock of its own, and `body` runs inside that lock: the one place the compiler lets
    /// a non-Sendable value be used and then handed back to a shared pool (a value a `withLock` closure captures
    /// counts as task-isolated, so it cannot be moved into the pool's lock afterwards). The lock is never
    /// contended: only the query that took the workspace out of the pool can reach it, so holding it across the
    /// search costs one uncontended lock and unlock, and concurrent queries each hold their own.
    func withWorkspace<T>(_ body: (inout sending Workspace) throws(RoutingError) -> sending T) throws(RoutingError) -> sending T {
        let lent = pool.withLock { $0.popLast() } ?? Locked(Workspace(count: graph.stateCount))
        defer { pool.withLock { $0.append(lent) } }
        return try lent.withLock(body)
    }

    /// The fast search.
    func shortestPath(_ query: PathQuery, in ws: Workspace) -> PathQuery.Result? {
        hierarchy.search(query, forward: ws.forward, backward: ws.backward)
    }

    /// The reference search (plain Dijkstra on the same turn graph), kept for tests and alternatives.
    func referencePath(_ query: PathQuery, in ws: Workspace, weights: [Int32]? = nil) -> PathQuery.Result? {
        Dijkstra.search(graph, query, space: ws.forward, weights: weights)
    }
}
