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
    private let pool = Locked<[Workspace]>([])
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

    /// Scratch space for one query at a time.
    ///
    /// Unchecked Sendable, the one exception outside the lock type: a workspace is mutable scratch that is never
    /// shared. `withWorkspace` takes it out of the pool under the lock, lends it to one query, and puts it back;
    /// it never escapes that call. (Swift cannot yet move a non-Sendable value back into a `Mutex`: a value
    /// captured by the `withLock` closure counts as task-isolated.)
    final class Workspace: @unchecked Sendable {
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

    /// Runs `body` with a scratch workspace taken from the pool (created on first need), then returns it.
    func withWorkspace<T>(_ body: (Workspace) throws(RoutingError) -> T) throws(RoutingError) -> T {
        let ws = pool.withLock { $0.popLast() } ?? Workspace(count: graph.stateCount)
        defer { pool.withLock { $0.append(ws) } }
        return try body(ws)
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
