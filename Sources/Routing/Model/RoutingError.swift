import Geo

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
