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
