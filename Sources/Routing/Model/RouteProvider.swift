/// Something that computes routes (the offline router; reroutes call it from the navigator).
public protocol RouteProvider: Sendable {
    /// The main route first, then alternatives ranked by duration.
    func routes(for request: RouteRequest) throws(RoutingError) -> [Route]
}
