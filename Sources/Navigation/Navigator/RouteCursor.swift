import Geo
import MapData
import Routing

/// Where the vehicle is along a route, kept the way Mapbox's `RouteProgress` keeps it: the leg, the step (the next
/// maneuver; those before it are passed), the distance along the route, and the cursor into the warned features.
/// Everything else a screen or an event needs (the next and then maneuvers, remaining distance and duration,
/// upcoming features) is computed from these and the route, never copied.
public struct RouteCursor: Sendable, Hashable {
    /// The current leg (0-based).
    public var leg: Int
    /// The index of the next maneuver: maneuvers before it are passed.
    public var step: Int
    /// Distance along the route (restarts at 0 after a reroute).
    public var offset: Meters
    /// The first warned feature not yet passed (an index into the warned features).
    public var feature: Int

    public init(leg: Int = 0, step: Int = 0, offset: Meters = 0, feature: Int = 0) {
        self.leg = leg
        self.step = step
        self.offset = offset
        self.feature = feature
    }

    /// The maneuver `index` with its distance from here; nil past the last one.
    public func maneuver(_ index: Int, on route: Route) -> UpcomingManeuver? {
        let ms = route.maneuvers
        guard index >= 0 && index < ms.count else { return nil }
        return UpcomingManeuver(index: index, maneuver: ms[index], distance: max(0, ms[index].offset - offset))
    }

    /// Progress at time `t`: travelled and remaining distance, remaining duration from the segments, ETA, leg.
    public func progress(on route: Route, at t: Seconds) -> RouteProgress {
        progress(on: route, at: t, remainingDuration: route.remainingDuration(from: offset))
    }

    /// `progress(on:at:)` in traffic: the remaining duration, ETA and delay over free flow from the route traffic's
    /// `remaining(from:)` here (worked out once per sample by the navigator), without the segments' own sum, a walk
    /// of every segment ahead. What the navigator's `routeProgress` events and `NavigationState.progress` report.
    func progress(on route: Route, at t: Seconds, traffic r: (withTraffic: Seconds, withoutTraffic: Seconds)) -> RouteProgress {
        var p = progress(on: route, at: t, remainingDuration: r.withTraffic)
        p.trafficDelay = max(0, r.withTraffic - r.withoutTraffic)
        return p
    }

    private func progress(on route: Route, at t: Seconds, remainingDuration duration: Seconds) -> RouteProgress {
        let remaining = max(0, route.length - offset)
        let legEnd = leg < route.legs.count ? route.legs[leg].endOffset : route.length
        return RouteProgress(time: t, distanceTravelled: offset, remainingDistance: remaining,
                             remainingDuration: duration, eta: t + duration,
                             fraction: route.length > 0 ? min(1, offset / route.length) : 1,
                             leg: leg, legRemainingDistance: max(0, legEnd - offset))
    }

    /// The warned features from the cursor on within `notice` metres ahead, nearest first (at most `limit`).
    public func upcomingFeatures(_ warned: [RouteFeature], notice: Meters, limit: Int) -> [UpcomingFeature] {
        var upcoming = [UpcomingFeature]()
        var i = feature
        while i < warned.count && upcoming.count < limit {
            let d = warned[i].offset - offset
            if d > notice { break }
            if d >= 0 { upcoming.append(UpcomingFeature(feature: warned[i], distance: d)) }
            i += 1
        }
        return upcoming
    }
}
