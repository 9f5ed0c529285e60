import Geo
import MapData
import Routing

extension Navigator {
    /// Asks the provider for a route from the sample's position and heading to the waypoints still ahead.
    /// On success the navigator switches to it (progress restarts) and returns true.
    func reroute(from sample: LocationSample, events: inout [NavigationEvent]) -> Bool {
        let t = sample.time
        lastRerouteAttempt = t
        guard let provider else {
            events.append(.rerouteFailed(RerouteFailure(time: t, error: nil, reason: "no route provider to reroute with")))
            return false
        }
        do {
            guard let next = try provider.routes(for: requestFromHere(sample)).first else {
                events.append(.rerouteFailed(RerouteFailure(time: t, error: nil, reason: "the router returned no route")))
                return false
            }
            adopt(next)
            betterRouteChecked(at: t)
            events.append(.rerouted(Reroute(time: t, route: next)))
            return true
        } catch {
            events.append(.rerouteFailed(RerouteFailure(time: t, error: error, reason: error.description)))
            return false
        }
    }

    /// The request for a route from the sample's position and heading to the waypoints still ahead (in the traffic
    /// at the sample's time, with traffic on): what a reroute and the better-route check both ask for.
    func requestFromHere(_ sample: LocationSample) -> RouteRequest {
        var ahead = route.legs.dropFirst(cursor.leg).map(\.to)
        if ahead.isEmpty, let last = route.geometry.last { ahead = [last] }
        return RouteRequest(waypoints: [sample.coordinate] + ahead, profile: route.profile, alternatives: .none,
                            startHeading: sample.course, trafficTime: traffic?.timeOfDay(sample.time))
    }

    /// Switches to a new route that continues the drive (a reroute, an accepted better route): progress restarts,
    /// and its depart is neither announced nor reported as passed.
    func adopt(_ next: Route) {
        waypointBase += cursor.leg
        route = next
        rerouteCount += 1
        resetRouteState()
        if next.maneuvers.first?.kind == .depart {
            announced[0] = .action
            cursor.step = 1
        }
    }
}
