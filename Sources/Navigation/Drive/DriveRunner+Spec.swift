import Geo
import MapData
import Routing

extension DriveRunner {
    /// Plans a drive from a spec and prepares its runner: search texts are resolved with the map's offline search
    /// (the best hit nearest the map's centre, as `navsim route` does), then routed by `provider`.
    /// - Parameter places: the resolver to use (its `resolved` then says what each search text matched).
    /// - Throws: `DriveError.unresolvedWaypoint` or `.noRoute` (with the router's sentence).
    public static func make(spec: DriveSpec, map: OSMMap, provider: any RouteProvider,
                            places: PlaceResolver? = nil) throws(DriveError) -> DriveRunner {
        let places = places ?? PlaceResolver(map: map)
        let request = try spec.request { places.resolve($0) }
        let routes: [Route]
        do { routes = try provider.routes(for: request) } catch { throw .noRoute(error) }
        guard let route = routes.first else { throw .noRoute(.noRoute(fromIndex: 0, toIndex: request.waypoints.count - 1)) }
        return DriveRunner(route: route, simulation: spec.simulation, navigation: spec.navigation, provider: provider,
                           network: map.network)
    }
}
