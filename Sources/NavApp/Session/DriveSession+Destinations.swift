import Geo
import MapData
import Navigation
import Routing

extension DriveSession {
    /// Starts a new drive to `destination`, keeping the speed and pause state: from where the vehicle is now
    /// (heading as it drives), or from `origin` when there is no drive. Its plan has no alternatives.
    /// - Throws: `RoutingError` when there is no route.
    @discardableResult
    public func drive(to destination: Coordinate, from origin: Coordinate) throws(RoutingError) -> Route {
        try drive(through: [destination], from: origin)
    }

    /// Starts a new drive through `destinations` in order (the last is the destination, the others waypoints), as
    /// `drive(to:from:)` does for one.
    /// - Throws: `RoutingError` when there is no route (or no destination).
    @discardableResult
    public func drive(through destinations: [Coordinate], from origin: Coordinate) throws(RoutingError) -> Route {
        var from = origin
        var heading: Degrees?
        if let state {
            (from, heading) = Self.vehicle(state)
        }
        let request = RouteRequest(waypoints: [from] + destinations, profile: spec.profile, alternatives: .none,
                                   startHeading: heading)
        guard !destinations.isEmpty, let route = try router.routes(for: request).first else {
            throw RoutingError.noRoute(fromIndex: 0, toIndex: destinations.count)
        }
        let spec = self.spec, router = self.router, network = map.network
        let make = {
            DriveRunner(route: route, simulation: spec.simulation, navigation: spec.navigation, provider: router, network: network)
        }
        start(make(), routes: [route], makeRunner: make, keepsPause: true)
        return route
    }

    /// The vehicle's position and heading in a navigation state (the matched position, else the raw fix, else the
    /// route's point at the distance travelled).
    public static func vehicle(_ s: NavigationState) -> (Coordinate, Degrees) {
        let offset = s.progress.distanceTravelled
        let position = s.matchedCoordinate ?? s.sample?.coordinate ?? s.route.geometry.coordinate(at: offset) ?? Coordinate(0, 0)
        let heading = s.route.geometry.bearing(at: offset) ?? s.sample?.course ?? 0
        return (position, heading)
    }
}
