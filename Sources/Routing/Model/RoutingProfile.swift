import Geo

/// The dimensions of a truck, checked against `maxheight`, `maxweight` and `hgv`.
public struct VehicleSpec: Sendable, Hashable, Codable {
    public var height: Meters
    /// Gross weight in tonnes.
    public var weight: Double
    public init(height: Meters = 4.0, weight: Double = 18) {
        self.height = height
        self.weight = weight
    }
}

/// How routes are costed.
public enum RoutingProfile: Sendable, Hashable {
    /// Fastest by travel time, with turn penalties; honours oneway, access and turn restrictions.
    case car
    /// Car rules, shortest by distance.
    case shortest
    /// Car rules plus `hgv=no`, `maxheight`, `maxweight` against the vehicle.
    case truck(VehicleSpec)

    /// The profile names `init?(name:)` accepts, in the order help lists them.
    public static let names = ["car", "shortest", "truck"]

    /// Parses "car", "shortest" or "truck" (a truck with the default spec): the one profile-name parse (route files and
    /// the command line use it).
    public init?(name: String) {
        switch name {
        case "car": self = .car
        case "shortest": self = .shortest
        case "truck": self = .truck(VehicleSpec())
        default: return nil
        }
    }

    public var name: String {
        switch self {
        case .car: "car"
        case .shortest: "shortest"
        case .truck: "truck"
        }
    }
}

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

    public init(waypoints: [Coordinate], profile: RoutingProfile = .car, alternatives: AlternativesStrategy = .none,
                startHeading: Degrees? = nil, maxSnapDistance: Meters = 500) {
        self.waypoints = waypoints
        self.profile = profile
        self.alternatives = alternatives
        self.startHeading = startHeading
        self.maxSnapDistance = maxSnapDistance
    }
}

/// Why no route came back. `description` is one readable sentence.
public enum RoutingError: Error, Sendable, Equatable, CustomStringConvertible {
    case tooFewWaypoints
    /// Waypoint `index` has no usable road within the snap distance.
    case noRoadNear(index: Int, coordinate: Coordinate, maxDistance: Meters)
    /// The network does not connect these waypoints (disconnected parts, forbidden turns, access).
    case noRoute(fromIndex: Int, toIndex: Int)

    public var description: String {
        switch self {
        case .tooFewWaypoints:
            "a route needs at least two waypoints"
        case let .noRoadNear(i, c, d):
            "no usable road within \(Int(d)) m of \(Self.waypointName(i)) (\(c))"
        case let .noRoute(a, b):
            "no route from \(Self.waypointName(a)) to \(Self.waypointName(b)): the roads do not connect them"
        }
    }

    private static func waypointName(_ i: Int) -> String { i == 0 ? "the start" : "waypoint \(i + 1)" }
}

/// Something that computes routes (the offline router; reroutes call it from the navigator).
public protocol RouteProvider: Sendable {
    /// The main route first, then alternatives ranked by duration.
    func routes(for request: RouteRequest) throws(RoutingError) -> [Route]
}
