import Foundation
import Geo
import Routing
import Text

/// Routes straight from the first waypoint through the others on one road ("Detour Road", 50 km/h), and records requests.
final class FakeRouteProvider: RouteProvider, Sendable {
    private let recorded = Locked<[RouteRequest]>([])
    let failure: RoutingError?

    init(failure: RoutingError? = nil) { self.failure = failure }

    var requests: [RouteRequest] { recorded.value }

    func routes(for request: RouteRequest) throws(RoutingError) -> [Route] {
        recorded.withLock { $0.append(request) }
        if let failure { throw failure }
        guard request.waypoints.count >= 2 else { throw .tooFewWaypoints }
        var f = RouteFixture(start: request.waypoints[0], heading: request.waypoints[0].bearing(to: request.waypoints[1]))
        for (i, w) in request.waypoints.enumerated().dropFirst() {
            let from = f.position
            let b = from.bearing(to: w)
            if i > 1 { f.turn(.continue, by: Angle.turn(from: f.heading, to: b)) }
            f.drive(from.distance(to: w), name: "Detour Road", limit: 50)
            if i < request.waypoints.count - 1 { f.waypoint() }
        }
        return [f.build(profile: request.profile)]
    }
}
