import Geo
import Routing

/// A drive described by a route file (Routes/*.json) or the command line: where to go and how to drive.
public struct DriveSpec: Sendable {
    /// A waypoint: a coordinate, or a text to search for (a road or place name).
    public enum Waypoint: Sendable, Hashable {
        case coordinate(Coordinate)
        case search(String)
    }

    public var name: String?
    public var description: String?
    /// The map file, relative to the route file's directory's parent (the repository root for Routes/*.json).
    public var map: String?
    public var waypoints: [Waypoint]
    public var profile: RoutingProfile
    public var alternatives: AlternativesStrategy
    public var simulation: SimulationOptions
    public var navigation: NavigatorOptions

    public init(name: String? = nil, description: String? = nil, map: String? = nil, waypoints: [Waypoint],
                profile: RoutingProfile = .car, alternatives: AlternativesStrategy = .none,
                simulation: SimulationOptions = SimulationOptions(), navigation: NavigatorOptions = NavigatorOptions()) {
        self.name = name
        self.description = description
        self.map = map
        self.waypoints = waypoints
        self.profile = profile
        self.alternatives = alternatives
        self.simulation = simulation
        self.navigation = navigation
    }

    /// The route request once every waypoint is a coordinate (`resolve` turns search texts into coordinates).
    public func request(resolve: (String) -> Coordinate?) throws(DriveError) -> RouteRequest {
        var coords = [Coordinate]()
        for (i, w) in waypoints.enumerated() {
            switch w {
            case .coordinate(let c): coords.append(c)
            case .search(let text):
                guard let c = resolve(text) else {
                    throw .unresolvedWaypoint(index: i, text: text)
                }
                coords.append(c)
            }
        }
        return RouteRequest(waypoints: coords, profile: profile, alternatives: alternatives)
    }
}
