import Geo
import Routing
import Traffic

/// An incident ahead on the route, reported once per incident and route when it comes within
/// `NavigatorOptions.incidentNotice`.
public struct TrafficIncidentWarning: Sendable, Hashable {
    public var time: Seconds
    public var incident: TrafficIncident
    /// Distance from the vehicle along the route.
    public var distance: Meters
    /// The route's remaining delay over free flow when it was reported (seconds).
    public var delay: Seconds

    public init(time: Seconds, incident: TrafficIncident, distance: Meters, delay: Seconds) {
        self.time = time
        self.incident = incident
        self.distance = distance
        self.delay = delay
    }
}

/// A route from the vehicle's position that is much faster than the rest of the current one in today's traffic.
/// An offer: the navigator does not switch to it (`Navigator.accept(_:)` does).
public struct BetterRoute: Sendable {
    public var time: Seconds
    public var route: Route
    /// The current route's remaining duration in the same traffic.
    public var currentDuration: Seconds
    public var saving: Seconds { currentDuration - route.duration }

    public init(time: Seconds, route: Route, currentDuration: Seconds) {
        self.time = time
        self.route = route
        self.currentDuration = currentDuration
    }
}
