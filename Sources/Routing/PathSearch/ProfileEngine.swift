import Foundation
import MapData

/// Everything one profile needs to answer queries: the costing, the turn graph, its contraction hierarchy and a
/// pool of reusable search scratch spaces (so concurrent queries never share one and none allocates O(n) arrays).
final class ProfileEngine: @unchecked Sendable {
    let network: RoadNetwork
    let costing: EdgeCosting
    let graph: TurnGraph
    let hierarchy: ContractionHierarchy
    private let lock = NSLock()
    private var pool: [Workspace] = []

    final class Workspace {
        let forward: SearchSpace
        let backward: SearchSpace
        init(count: Int) {
            forward = SearchSpace(count: count)
            backward = SearchSpace(count: count)
        }
    }

    init(network: RoadNetwork, profile: RoutingProfile, drivingSide: DrivingSide) {
        self.network = network
        costing = EdgeCosting(network: network, profile: profile, drivingSide: drivingSide)
        graph = TurnGraph(network: network, costing: costing)
        hierarchy = ContractionHierarchy(graph: graph)
    }

    /// Runs `body` with a scratch workspace taken from the pool (created on first need), then returns it.
    func withWorkspace<T>(_ body: (Workspace) throws(RoutingError) -> T) throws(RoutingError) -> T {
        lock.lock()
        let ws = pool.popLast() ?? Workspace(count: graph.stateCount)
        lock.unlock()
        defer {
            lock.lock()
            pool.append(ws)
            lock.unlock()
        }
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
