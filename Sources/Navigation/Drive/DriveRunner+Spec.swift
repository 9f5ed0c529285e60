import Geo
import MapData
import Routing

extension DriveRunner {
    /// Plans a drive from a spec: search texts are resolved by `resolve`, by default with `places` (the map's
    /// offline search, as `navsim route` does; its `resolved` then says what each search text matched), then routed
    /// by `provider`.
    /// - Returns: the main route first, then the alternatives the spec asks for.
    /// - Throws: `DriveError.unresolvedWaypoint` or `.noRoute` (with the router's sentence).
    public static func plan(spec: DriveSpec, map: OSMMap, provider: any RouteProvider,
                            resolve: ((String) -> Coordinate?)? = nil, places: PlaceResolver? = nil) throws(DriveError) -> [Route] {
        let places = places ?? PlaceResolver(map: map)
        let request = try spec.request { resolve?($0) ?? places.resolve($0) }
        let routes: [Route]
        do { routes = try provider.routes(for: request) } catch { throw .noRoute(error) }
        guard !routes.isEmpty else { throw .noRoute(.noRoute(fromIndex: 0, toIndex: request.waypoints.count - 1)) }
        return routes
    }

    /// Plans a drive from a spec (`plan`) and prepares the runner of its main route.
    public static func make(spec: DriveSpec, map: OSMMap, provider: any RouteProvider,
                            places: PlaceResolver? = nil) throws(DriveError) -> DriveRunner {
        let route = try plan(spec: spec, map: map, provider: provider, places: places)[0]
        return DriveRunner(route: route, simulation: spec.simulation, navigation: spec.navigation, provider: provider,
                           network: map.network)
    }
}
