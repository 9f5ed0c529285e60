import Geo

/// Something that computes routes (the offline router; reroutes call it from the navigator).
public protocol RouteProvider: Sendable {
    /// The main route first, then alternatives ranked by duration.
    func routes(for request: RouteRequest) throws(RoutingError) -> [Route]
    /// The duration of the main route alone (no geometry or maneuvers): the light query behind checks that only
    /// compare durations, such as the navigator's look for a faster route in traffic.
    func duration(for request: RouteRequest) throws(RoutingError) -> Seconds
    /// The same duration when it is below `limit`; otherwise any value at or above `limit` (a provider may stop
    /// as soon as it knows the route is no faster than that, and then need not find out whether a later leg has
    /// no route at all).
    func duration(for request: RouteRequest, below limit: Seconds) throws(RoutingError) -> Seconds
}

extension RouteProvider {
    public func duration(for request: RouteRequest) throws(RoutingError) -> Seconds {
        guard let main = try routes(for: request).first else { throw .noRoute(fromIndex: 0, toIndex: request.waypoints.count - 1) }
        return main.duration
    }

    public func duration(for request: RouteRequest, below limit: Seconds) throws(RoutingError) -> Seconds {
        try duration(for: request)
    }
}
