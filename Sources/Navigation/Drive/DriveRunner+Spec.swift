import Geo
import MapData
import Routing

extension DriveRunner {
    /// Plans a drive from a spec (waypoints resolved on the map, routed by `provider`) and prepares its runner.
    /// - Throws: `DriveError.unresolvedWaypoint` or `.noRoute` (with the router's sentence).
    public static func make(spec: DriveSpec, map: OSMMap, provider: any RouteProvider) throws(DriveError) -> DriveRunner {
        let request = try spec.request { WaypointResolver.resolve($0, in: map) }
        let routes: [Route]
        do { routes = try provider.routes(for: request) } catch { throw .noRoute(error) }
        guard let route = routes.first else { throw .noRoute(.noRoute(fromIndex: 0, toIndex: request.waypoints.count - 1)) }
        return DriveRunner(route: route, simulation: spec.simulation, navigation: spec.navigation, provider: provider,
                           network: map.network)
    }
}
