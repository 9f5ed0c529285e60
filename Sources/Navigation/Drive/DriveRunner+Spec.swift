import Geo
import MapData
import Routing

extension DriveRunner {
    /// Plans a drive from a spec: search texts are resolved by `resolve`, by default with `places` (the map's
    /// offline search, as `navsim route` does; its `resolved` then says what each search text matched), then routed
    /// by `provider`.
    /// - Returns: the main route first, then the alternatives the spec asks for.
    /// - Throws: `DriveError.unresolvedWaypoint` or `.noRoute` (with the router's sentence).
    /// - Parameter traffic: plans in its traffic at its start time (the provider must route with the same model).
    public static func plan(spec: DriveSpec, map: OSMMap, provider: any RouteProvider,
                            resolve: ((String) -> Coordinate?)? = nil, places: PlaceResolver? = nil,
                            traffic: TrafficContext? = nil) throws(DriveError) -> [Route] {
        let places = places ?? PlaceResolver(map: map)
        var request = try spec.request { resolve?($0) ?? places.resolve($0) }
        request.trafficTime = traffic?.startTime
        let routes: [Route]
        do { routes = try provider.routes(for: request) } catch { throw .noRoute(error) }
        guard !routes.isEmpty else { throw .noRoute(.noRoute(fromIndex: 0, toIndex: request.waypoints.count - 1)) }
        return routes
    }

    /// Plans a drive from a spec (`plan`) and prepares the runner of its main route.
    public static func make(spec: DriveSpec, map: OSMMap, provider: any RouteProvider,
                            places: PlaceResolver? = nil, traffic: TrafficContext? = nil) throws(DriveError) -> DriveRunner {
        let route = try plan(spec: spec, map: map, provider: provider, places: places, traffic: traffic)[0]
        let runner = DriveRunner(route: route, simulation: spec.simulation, navigation: spec.navigation, provider: provider,
                                 network: map.network)
        if let traffic { runner.attach(traffic: traffic) }
        return runner
    }
}
