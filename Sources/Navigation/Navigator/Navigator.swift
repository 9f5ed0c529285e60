import Geo
import MapData
import Routing
import Traffic

/// Follows a route from location samples: matching, progress, guidance, alerts, off-route and reroutes.
///
/// Feed it samples in time order with `update(with:)`; it refreshes `state` and returns the events of that sample
/// (in the order documented on `NavigationEvent`). That one stream is also what the listeners receive: each event
/// goes, in order, to every listener of its concern (the seven protocols after the SDKs' shape) and to every
/// `NavigationEventListener`. It keeps no clock of its own: all times are the samples' times.
public final class Navigator {
    /// Its options; the speed alert thresholds may change during a drive (the app's settings).
    public var options: NavigatorOptions {
        didSet { trafficTracking.betterRouteInterval = options.betterRouteInterval }
    }
    /// The route followed now (replaced by reroutes).
    public internal(set) var route: Route
    /// The snapshot after the last sample.
    public internal(set) var state: NavigationState

    let provider: (any RouteProvider)?
    var listeners: [WeakListener] = []

    /// Leg, step (the next maneuver), offset along the route and the feature cursor: the navigator's position, from
    /// which the state computes the next maneuvers, progress and upcoming features.
    var cursor = RouteCursor()

    // Matching.
    var started = false
    var lastTime: Seconds?
    var speed: MetersPerSecond = 0
    var offRouteCount = 0
    var isOffRoute = false
    var lastRerouteAttempt: Seconds?
    var odometer: Meters = 0
    var rerouteCount = 0
    var lastProgress: (time: Seconds, offset: Meters)?
    var arrived = false

    // Guidance.
    var announced: [Int: ManeuverNotificationStage] = [:]
    /// Waypoints reached on earlier routes (reroutes renumber the legs).
    var waypointBase = 0

    // Road, limit, attributes, alerts, features.
    var road: RoadChange?
    var limit: KilometersPerHour?
    var limitKnown = false
    var limitUnit: SpeedUnit = .kilometersPerHour
    var attributes: RouteAttributes = []
    /// The level shown (escalation included) and the level the speed alone gives (with hysteresis).
    var alertLevel: SpeedAlertLevel = .none
    var speedLevel: SpeedAlertLevel = .none
    var minorSince: Seconds?
    var warned: [RouteFeature] = []
    var featureStages: [SafetyWarningStage?] = []

    /// The traffic world the drive runs in; nil drives without traffic (no traffic events, ETA from the route).
    ///
    /// This and `trafficTracking` are read several times per sample by the traffic checks alone, and each access
    /// to a class's stored property was a dynamic exclusivity check (about a tenth of what traffic added to a
    /// sample). They are exempt: only the navigator's own methods touch them, on the caller's thread (the class is
    /// not Sendable), and no access to either is held across a call that could reach the other access (the
    /// mutating calls on `trafficTracking` are its own methods, which do not reach back into the navigator).
    @exclusivity(unchecked) public var traffic: TrafficContext? {
        didSet { trafficTracking.context = traffic }
    }
    @exclusivity(unchecked) var trafficTracking = TrafficTracking()

    /// - Parameter provider: computes reroutes; without one, going off the route gives `rerouteFailed`.
    public init(route: Route, options: NavigatorOptions = NavigatorOptions(), provider: (any RouteProvider)? = nil) {
        self.route = route
        self.options = options
        self.provider = provider
        state = NavigationState(route: route)
        resetRouteState()
        // Kept by `options`' didSet from now on (not called in the initializer).
        trafficTracking.betterRouteInterval = options.betterRouteInterval
    }

    /// Adds a listener for each listener protocol the object adopts. Held weakly.
    public func addListener(_ listener: AnyObject) {
        listeners.removeAll { $0.object == nil || $0.object === listener }
        listeners.append(WeakListener(object: listener))
    }

    public func removeListener(_ listener: AnyObject) {
        listeners.removeAll { $0.object == nil || $0.object === listener }
    }

    /// Processes one sample and returns its events.
    @discardableResult
    public func update(with sample: LocationSample) -> [NavigationEvent] {
        if arrived && options.stopsAtArrival { return [] }
        let t = sample.time
        let dt = lastTime.map { max(0, t - $0) } ?? 0
        var events = [NavigationEvent]()

        // 1. Matching, off-route and reroute.
        var match = self.match(sample, dt: dt)
        if match.distance > options.offRouteDistance { offRouteCount += 1 } else { offRouteCount = 0; isOffRoute = false }
        if !isOffRoute && offRouteCount >= options.offRouteSamples {
            isOffRoute = true
            events.append(.offRoute(OffRouteDeviation(time: t, distance: match.distance, coordinate: sample.coordinate)))
            if reroute(from: sample, events: &events) { match = self.match(sample, dt: 0) }
        } else if isOffRoute, let last = lastRerouteAttempt, t - last >= options.rerouteRetryInterval {
            if reroute(from: sample, events: &events) { match = self.match(sample, dt: 0) }
        }
        if traffic != nil && !isOffRoute && closureForcesReroute(at: t) {
            if reroute(from: sample, events: &events) { match = self.match(sample, dt: 0) }
        }
        let previous = cursor.offset
        if !isOffRoute && match.distance <= options.offRouteDistance { cursor.offset = max(cursor.offset, match.offset) }
        if started { odometer += cursor.offset - previous }
        speed = sample.speed ?? (dt > 0 ? (cursor.offset - previous) / dt : speed)
        started = true
        lastTime = t

        // 2–4. Road, limit, attributes.
        roadEvents(at: t, into: &events)
        // 5–7. Maneuvers, waypoints, announcements.
        guidanceEvents(at: t, into: &events)
        // 8–9. Safety warnings and speed.
        warningEvents(at: t, into: &events)
        // The remaining duration with and without traffic, worked out once for the traffic events and the progress.
        let trafficRemaining = traffic != nil ? trafficEvents(sample, into: &events) : nil
        speedEvents(at: t, into: &events)
        // 10. Progress.
        let progress: RouteProgress
        if let r = trafficRemaining ?? trafficTracking.routeTraffic?.remaining(from: cursor.offset) {
            progress = cursor.progress(on: route, at: t, traffic: r)
        } else {
            progress = cursor.progress(on: route, at: t)
        }
        if let p = lastProgress {
            if t - p.time >= options.progressTimeThreshold - 1e-9
                || abs(cursor.offset - p.offset) >= options.progressDistanceThreshold {
                events.append(.routeProgress(progress))
                lastProgress = (t, cursor.offset)
            }
        } else {
            events.append(.routeProgress(progress))
            lastProgress = (t, cursor.offset)
        }
        // 11. Arrival.
        if !arrived && cursor.leg >= route.legs.count - 1 && route.length - cursor.offset <= options.arrivalDistance {
            arrived = true
            events.append(.destinationReached(DestinationArrival(time: t, guidanceStopped: options.stopsAtArrival)))
        }

        refreshState(sample: sample, match: match)
        deliver(events)
        return events
    }

    /// Forgets the per-route tracking (a new route starts from offset 0).
    func resetRouteState() {
        cursor = RouteCursor()
        announced = [:]
        lastProgress = nil
        let kinds = options.safetyWarnings.kinds
        warned = route.features.filter { kinds.contains($0.kind) }
        featureStages = Array(repeating: nil, count: warned.count)
        offRouteCount = 0
        isOffRoute = false
        trafficTracking.routeTraffic = nil
    }

    /// Copies what this sample measured into `state`; the cursor carries the rest (see `NavigationState`).
    func refreshState(sample: LocationSample, match: RouteMatch) {
        var s = state
        s.time = sample.time
        s.route = route
        s.sample = sample
        s.matchedCoordinate = isOffRoute ? sample.coordinate : (route.geometry.coordinate(at: cursor.offset) ?? match.coordinate)
        s.distanceFromRoute = match.distance
        s.cursor = cursor
        s.odometer = odometer
        s.speed = speed
        s.speedLimit = limit
        s.speedLimitUnit = limitUnit
        s.alertLevel = alertLevel
        s.roadName = road?.name
        s.roadRef = road?.ref
        s.attributes = attributes
        s.warnedFeatures = warned
        s.featureNotice = options.safetyWarnings.notice(forLimit: profileSpeed, profiles: options.notifications)
        s.isOffRoute = isOffRoute
        s.hasArrived = arrived
        s.rerouteCount = rerouteCount
        s.routeTraffic = trafficTracking.routeTraffic
        state = s
    }

    /// Distance back from the last offset the matcher searches (noise can put a fix behind the vehicle).
    static let matchBackWindow: Meters = 30
    /// The smallest forward search window.
    static let matchForwardWindow: Meters = 150
    /// A candidate ahead whose direction differs from the course by more than this is the other side of a loop.
    static let matchHeadingTolerance: Degrees = 100

    /// The closest point of the route in a window around the last offset, preferring a match whose direction
    /// agrees with the course (so out-and-back stretches do not jump ahead).
    /// - Complexity: O(route points in the window).
    func match(_ s: LocationSample, dt: Seconds) -> RouteMatch {
        let g = route.geometry
        let forward = max(Self.matchForwardWindow, (s.speed ?? speed) * dt * 2 + 100)
        let lo = max(0, cursor.offset - Self.matchBackWindow), hi = max(lo, min(g.length, cursor.offset + forward))
        guard var p = g.closestPoint(to: s.coordinate, within: lo...hi) else {
            return RouteMatch(coordinate: s.coordinate, offset: cursor.offset, distance: .infinity)
        }
        if let course = s.course, (s.speed ?? speed) > 2, p.offset > cursor.offset + 10, let b = g.bearing(at: p.offset),
           abs(Angle.turn(from: course, to: b)) > Self.matchHeadingTolerance,
           let q = g.closestPoint(to: s.coordinate, within: lo...max(lo, p.offset - 10)),
           q.distance <= options.offRouteDistance {
            p = q
        }
        return RouteMatch(coordinate: p.coordinate, offset: p.offset, distance: p.distance)
    }
}

/// A sample matched onto the route.
struct RouteMatch {
    var coordinate: Coordinate
    var offset: Meters
    var distance: Meters
}
