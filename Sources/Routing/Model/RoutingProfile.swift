import Geo
import MapData

/// The dimensions and load of a truck, checked against `maxheight`, `maxweight`, `maxwidth`, `maxlength`, `hgv`,
/// `hazmat` and tunnel categories (routing and the map's vehicle-restrictions filter use the same spec).
public struct VehicleSpec: Sendable, Hashable, Codable {
    public var height: Meters
    /// Gross weight in tonnes.
    public var weight: Double
    /// Width and length; the defaults are the EU maxima (Directive 96/53/EC: 2.55 m, 16.5 m articulated).
    public var width: Meters
    public var length: Meters
    /// It carries dangerous goods (`hazmat=no` roads are closed to it).
    public var hazardousMaterials: Bool
    /// Its ADR tunnel restriction code: tunnels of this category or a stricter one are closed to it (nil: none).
    public var tunnelCategory: TunnelCategory?
    public init(height: Meters = 4.0, weight: Double = 18, width: Meters = 2.55, length: Meters = 16.5,
                hazardousMaterials: Bool = false, tunnelCategory: TunnelCategory? = nil) {
        self.height = height
        self.weight = weight
        self.width = width
        self.length = length
        self.hazardousMaterials = hazardousMaterials
        self.tunnelCategory = tunnelCategory
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
