import Geo

/// How many alternative routes to look for.
public enum AlternativesStrategy: String, Sendable, Codable, CaseIterable {
    /// Up to two alternatives.
    case all
    /// At most one.
    case one
    case none

    public var maxAlternatives: Int {
        switch self {
        case .all: 2
        case .one: 1
        case .none: 0
        }
    }
}

/// A route query.
public struct RouteRequest: Sendable, Hashable {
    /// Start, intermediate waypoints, destination (at least two).
    public var waypoints: [Coordinate]
    public var profile: RoutingProfile
    public var alternatives: AlternativesStrategy
    /// The vehicle's heading at the start, when known (reroutes prefer to leave in this direction).
    public var startHeading: Degrees?
    /// How far a waypoint may be from the nearest usable road.
    public var maxSnapDistance: Meters
    /// The time of day (seconds since the simulation's midnight) whose traffic the route is costed with; nil plans
    /// without traffic. Used only when the router has a traffic model.
    public var trafficTime: Seconds?

    public init(waypoints: [Coordinate], profile: RoutingProfile = .car, alternatives: AlternativesStrategy = .none,
                startHeading: Degrees? = nil, maxSnapDistance: Meters = 500, trafficTime: Seconds? = nil) {
        self.trafficTime = trafficTime
        self.waypoints = waypoints
        self.profile = profile
        self.alternatives = alternatives
        self.startHeading = startHeading
        self.maxSnapDistance = maxSnapDistance
    }
}
