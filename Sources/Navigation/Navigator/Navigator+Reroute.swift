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
        var ahead = route.legs.dropFirst(leg).map(\.to)
        if ahead.isEmpty, let last = route.geometry.last { ahead = [last] }
        let request = RouteRequest(waypoints: [sample.coordinate] + ahead, profile: route.profile, alternatives: .none,
                                   startHeading: sample.course)
        do {
            guard let next = try provider.routes(for: request).first else {
                events.append(.rerouteFailed(RerouteFailure(time: t, error: nil, reason: "the router returned no route")))
                return false
            }
            waypointBase += leg
            route = next
            rerouteCount += 1
            resetRouteState()
            if next.maneuvers.first?.kind == .depart {
                // A reroute continues the drive: its depart is neither announced nor reported as passed.
                announced[0] = .action
                passed = 1
            }
            events.append(.rerouted(Reroute(time: t, route: next)))
            return true
        } catch {
            events.append(.rerouteFailed(RerouteFailure(time: t, error: error, reason: error.description)))
            return false
        }
    }

    func refreshState(sample: LocationSample, match: RouteMatch, progress: RouteProgress) {
        var s = state
        s.time = sample.time
        s.route = route
        s.sample = sample
        s.matchedCoordinate = isOffRoute ? sample.coordinate : (route.geometry.coordinate(at: offset) ?? match.coordinate)
        s.distanceFromRoute = match.distance
        s.progress = progress
        s.odometer = odometer
        s.step = max(0, passed - 1)
        let ms = route.maneuvers
        s.nextManeuver = passed < ms.count ? UpcomingManeuver(index: passed, maneuver: ms[passed], distance: max(0, ms[passed].offset - offset)) : nil
        s.thenManeuver = passed + 1 < ms.count
            ? UpcomingManeuver(index: passed + 1, maneuver: ms[passed + 1], distance: max(0, ms[passed + 1].offset - offset)) : nil
        s.speed = speed
        s.speedLimit = limit
        s.speedLimitUnit = limitUnit
        s.alertLevel = alertLevel
        s.roadName = road?.name
        s.roadRef = road?.ref
        s.attributes = attributes
        let notice = options.safetyWarnings.notice(forLimit: profileSpeed, profiles: options.notifications)
        var upcoming = [UpcomingFeature]()
        var i = featureCursor
        while i < warned.count && upcoming.count < NavigationState.maxUpcomingFeatures {
            let d = warned[i].offset - offset
            if d > notice { break }
            if d >= 0 { upcoming.append(UpcomingFeature(feature: warned[i], distance: d)) }
            i += 1
        }
        s.upcomingFeatures = upcoming
        s.isOffRoute = isOffRoute
        s.hasArrived = arrived
        s.rerouteCount = rerouteCount
        state = s
    }
}
