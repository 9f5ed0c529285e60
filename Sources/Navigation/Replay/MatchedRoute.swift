import Geo
import MapData
import Routing

/// Turns a matched trace into a `Route` the navigator can follow: the router plans from the first matched point to
/// the last, and where its route leaves the matched path, a waypoint on the missed edge pulls it back (repeated up to
/// `maxWaypoints` times). Each added waypoint is a leg end, so the navigator reports `waypointReached` there.
public enum MatchedRoute {
    /// At most this many intermediate waypoints are added.
    public static let maxWaypoints = 24

    /// - Throws: `RoutingError` when the router cannot connect the matched points; `.tooFewWaypoints` when fewer
    ///   than two points matched.
    /// - Complexity: up to `maxWaypoints + 1` route queries.
    public static func route(for result: MatchResult, network: RoadNetwork, provider: any RouteProvider,
                             profile: RoutingProfile = .car) throws(RoutingError) -> Route {
        let matched = result.points.filter(\.isMatched)
        guard let first = matched.first, let last = matched.last, matched.count >= 2 else { throw .tooFewWaypoints }
        let pathEdges = result.edges
        // Waypoints as positions along the matched path (edge index in pathEdges), kept sorted.
        var vias: [(position: Int, coordinate: Coordinate)] = []
        let heading = first.edge.flatMap { network.polyline(of: Int($0)).bearing(at: first.offset) }
        var best: Route?
        for _ in 0...maxWaypoints {
            let request = RouteRequest(waypoints: [first.coordinate] + vias.map(\.coordinate) + [last.coordinate],
                                       profile: profile, startHeading: heading, maxSnapDistance: 100)
            let routes = try provider.routes(for: request)
            guard let route = routes.first else { throw .noRoute(fromIndex: 0, toIndex: vias.count + 1) }
            best = route
            let driven = Set(route.edges)
            // The first matched edge (past the ends) the route does not drive.
            guard let k = pathEdges.indices.dropFirst().dropLast().first(where: { !driven.contains(pathEdges[$0]) }),
                  !vias.contains(where: { $0.position == k }) else { break }
            let edge = Int(pathEdges[k])
            let line = network.polyline(of: edge)
            guard let mid = line.coordinate(at: line.length / 2) else { break }
            vias.append((k, mid))
            vias.sort { $0.position < $1.position }
        }
        guard let route = best else { throw .tooFewWaypoints }
        return route
    }
}
