import Foundation
import Geo
import Routing

/// Routes straight from the first waypoint through the others on one road ("Detour Road", 50 km/h), and records requests.
final class FakeRouteProvider: RouteProvider, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [RouteRequest] = []
    let failure: RoutingError?

    init(failure: RoutingError? = nil) { self.failure = failure }

    var requests: [RouteRequest] { lock.lock(); defer { lock.unlock() }; return recorded }

    func routes(for request: RouteRequest) throws(RoutingError) -> [Route] {
        lock.lock()
        recorded.append(request)
        lock.unlock()
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
