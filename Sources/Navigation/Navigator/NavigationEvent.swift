import Geo
import MapData
import Routing

/// Everything the navigator reports, as one stream for scripting (the listener protocols carry the same payloads).
///
/// Within one sample the events come in this fixed order:
/// 1. `offRoute`, then `rerouted` or `rerouteFailed` (the rest of the sample is then evaluated on the new route);
/// 2. `currentRoadChanged`, 3. `speedLimitChanged`, 4. `roadAttributesChanged`;
/// 5. `maneuverPassed` (route order), 6. `waypointReached`, 7. `maneuverNotification`;
/// 8. `warning` (by offset along the route; for one feature ahead → reached → passed);
/// 9. `speedWarning`, 10. `routeProgress`, 11. `destinationReached`.
public enum NavigationEvent: Sendable {
    case routeProgress(RouteProgress)
    case maneuverNotification(ManeuverNotification)
    case maneuverPassed(ManeuverPassage)
    case currentRoadChanged(RoadChange)
    case speedLimitChanged(SpeedLimitChange)
    case speedWarning(SpeedWarning)
    case roadAttributesChanged(RoadAttributesChange)
    case warning(SafetyWarning)
    case offRoute(OffRouteDeviation)
    case rerouted(Reroute)
    case rerouteFailed(RerouteFailure)
    case waypointReached(WaypointArrival)
    case destinationReached(DestinationArrival)
    /// An incident ahead on the route (with traffic on).
    case trafficIncident(TrafficIncidentWarning)
    /// A route that is much faster in the current traffic (with traffic on).
    case betterRouteAvailable(BetterRoute)

    /// The event's name as the JSON Lines `type` ("routeProgress", "speedWarning", ...).
    public var name: String {
        switch self {
        case .routeProgress: "routeProgress"
        case .maneuverNotification: "maneuverNotification"
        case .maneuverPassed: "maneuverPassed"
        case .currentRoadChanged: "currentRoadChanged"
        case .speedLimitChanged: "speedLimitChanged"
        case .speedWarning: "speedWarning"
        case .roadAttributesChanged: "roadAttributesChanged"
        case .warning: "warning"
        case .offRoute: "offRoute"
        case .rerouted: "rerouted"
        case .rerouteFailed: "rerouteFailed"
        case .waypointReached: "waypointReached"
        case .destinationReached: "destinationReached"
        case .trafficIncident: "trafficIncident"
        case .betterRouteAvailable: "betterRouteAvailable"
        }
    }

    /// The simulation time of the sample that raised it.
    public var time: Seconds {
        switch self {
        case .routeProgress(let e): e.time
        case .maneuverNotification(let e): e.time
        case .maneuverPassed(let e): e.time
        case .currentRoadChanged(let e): e.time
        case .speedLimitChanged(let e): e.time
        case .speedWarning(let e): e.time
        case .roadAttributesChanged(let e): e.time
        case .warning(let e): e.time
        case .offRoute(let e): e.time
        case .rerouted(let e): e.time
        case .rerouteFailed(let e): e.time
        case .waypointReached(let e): e.time
        case .destinationReached(let e): e.time
        case .trafficIncident(let e): e.time
        case .betterRouteAvailable(let e): e.time
        }
    }
}

/// Progress along the current route.
public struct RouteProgress: Sendable, Hashable {
    public var time: Seconds
    /// Distance along the current route (restarts at 0 after a reroute).
    public var distanceTravelled: Meters
    public var remainingDistance: Meters
    /// Expected time to the destination from the route's segment durations.
    public var remainingDuration: Seconds
    /// Expected arrival on the simulation clock: `time + remainingDuration`.
    public var eta: Seconds
    /// `distanceTravelled / route length`, 0 ... 1.
    public var fraction: Double
    /// The current leg (0-based) and the distance left on it.
    public var leg: Int
    public var legRemainingDistance: Meters
    /// With traffic on: the remaining duration's delay over free flow (nil without traffic).
    public var trafficDelay: Seconds?

    public init(time: Seconds, distanceTravelled: Meters, remainingDistance: Meters, remainingDuration: Seconds,
                eta: Seconds, fraction: Double, leg: Int, legRemainingDistance: Meters, trafficDelay: Seconds? = nil) {
        self.trafficDelay = trafficDelay
        self.time = time
        self.distanceTravelled = distanceTravelled
        self.remainingDistance = remainingDistance
        self.remainingDuration = remainingDuration
        self.eta = eta
        self.fraction = fraction
        self.leg = leg
        self.legRemainingDistance = legRemainingDistance
    }
}

/// HERE-style announcement stages, earliest first.
public enum ManeuverNotificationStage: String, Sendable, Hashable, Comparable, CaseIterable {
    /// First notice, well before the maneuver.
    case range
    /// A reminder.
    case reminder
    /// "In 400 m, turn right."
    case distance
    /// "Turn right now."
    case action

    var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
}

/// A spoken-style announcement of the next maneuver.
public struct ManeuverNotification: Sendable, Hashable {
    public var time: Seconds
    public var stage: ManeuverNotificationStage
    /// Index into the route's maneuvers.
    public var maneuverIndex: Int
    public var maneuver: Maneuver
    /// Distance from the vehicle to the maneuver point.
    public var distance: Meters
    /// The maneuver after it when the two are close enough to announce together.
    public var thenIndex: Int?
    public var then: Maneuver?
    /// "In 400 m, turn right onto Harbour Street, then turn left onto Mill Lane".
    public var text: String

    public init(time: Seconds, stage: ManeuverNotificationStage, maneuverIndex: Int, maneuver: Maneuver,
                distance: Meters, thenIndex: Int? = nil, then: Maneuver? = nil, text: String) {
        self.time = time
        self.stage = stage
        self.maneuverIndex = maneuverIndex
        self.maneuver = maneuver
        self.distance = distance
        self.thenIndex = thenIndex
        self.then = then
        self.text = text
    }
}

/// A maneuver point left behind.
public struct ManeuverPassage: Sendable, Hashable {
    public var time: Seconds
    public var maneuverIndex: Int
    public var maneuver: Maneuver

    public init(time: Seconds, maneuverIndex: Int, maneuver: Maneuver) {
        self.time = time
        self.maneuverIndex = maneuverIndex
        self.maneuver = maneuver
    }
}

/// The road under the vehicle (name and ref; either may be nil).
public struct RoadChange: Sendable, Hashable {
    public var time: Seconds
    public var name: String?
    public var ref: String?
    public var highway: HighwayClass?

    public init(time: Seconds, name: String? = nil, ref: String? = nil, highway: HighwayClass? = nil) {
        self.time = time
        self.name = name
        self.ref = ref
        self.highway = highway
    }
}

/// The legal limit in force (nil: unknown).
public struct SpeedLimitChange: Sendable, Hashable {
    public var time: Seconds
    public var limit: KilometersPerHour?
    /// The unit the limit is posted in (a sign shows `unit.posted(limit)`).
    public var unit: SpeedUnit

    public init(time: Seconds, limit: KilometersPerHour? = nil, unit: SpeedUnit = .kilometersPerHour) {
        self.time = time
        self.limit = limit
        self.unit = unit
    }
}

/// The speeding alert level changed.
public struct SpeedWarning: Sendable, Hashable {
    public var time: Seconds
    public var level: SpeedAlertLevel
    public var speed: KilometersPerHour
    public var limit: KilometersPerHour
    /// How far over the limit, in percent of it (negative when under).
    public var percent: Double

    public init(time: Seconds, level: SpeedAlertLevel, speed: KilometersPerHour, limit: KilometersPerHour,
                percent: Double) {
        self.time = time
        self.level = level
        self.speed = speed
        self.limit = limit
        self.percent = percent
    }
}

/// Road attributes entered and left at one sample.
public struct RoadAttributesChange: Sendable, Hashable {
    public var time: Seconds
    public var entered: RouteAttributes
    public var left: RouteAttributes
    /// All attributes holding now.
    public var current: RouteAttributes

    public init(time: Seconds, entered: RouteAttributes, left: RouteAttributes, current: RouteAttributes) {
        self.time = time
        self.entered = entered
        self.left = left
        self.current = current
    }
}

/// How close a safety feature is.
public enum SafetyWarningStage: String, Sendable, Hashable, CaseIterable {
    case ahead, reached, passed
}

/// A traffic signal, stop sign or speed camera ahead, reached or passed.
public struct SafetyWarning: Sendable, Hashable {
    public var time: Seconds
    public var stage: SafetyWarningStage
    public var feature: RouteFeature
    /// Distance to the feature along the route (negative once passed).
    public var distance: Meters

    public init(time: Seconds, stage: SafetyWarningStage, feature: RouteFeature, distance: Meters) {
        self.time = time
        self.stage = stage
        self.feature = feature
        self.distance = distance
    }
}

/// The vehicle left the route.
public struct OffRouteDeviation: Sendable, Hashable {
    public var time: Seconds
    /// Distance from the route of the sample that confirmed it.
    public var distance: Meters
    public var coordinate: Coordinate

    public init(time: Seconds, distance: Meters, coordinate: Coordinate) {
        self.time = time
        self.distance = distance
        self.coordinate = coordinate
    }
}

/// A new route from the current position.
public struct Reroute: Sendable {
    public var time: Seconds
    public var route: Route

    public init(time: Seconds, route: Route) {
        self.time = time
        self.route = route
    }
}

/// No new route: the provider failed (or the navigator has none).
public struct RerouteFailure: Sendable, Equatable {
    public var time: Seconds
    /// The router's error; nil when the navigator has no route provider.
    public var error: RoutingError?
    /// One readable sentence.
    public var reason: String

    public init(time: Seconds, error: RoutingError? = nil, reason: String) {
        self.time = time
        self.error = error
        self.reason = reason
    }
}

/// An intermediate waypoint reached.
public struct WaypointArrival: Sendable, Hashable {
    public var time: Seconds
    /// 1-based index among the trip's waypoints (the start is 0).
    public var waypoint: Int

    public init(time: Seconds, waypoint: Int) {
        self.time = time
        self.waypoint = waypoint
    }
}

/// The destination reached.
public struct DestinationArrival: Sendable, Hashable {
    public var time: Seconds
    /// True when the navigator stops guidance here (`NavigatorOptions.stopsAtArrival`).
    public var guidanceStopped: Bool

    public init(time: Seconds, guidanceStopped: Bool) {
        self.time = time
        self.guidanceStopped = guidanceStopped
    }
}

extension PointFeatureKind {
    /// The feature's name in events ("trafficSignals", "stop", "speedCamera", ...).
    public var eventName: String {
        switch self {
        case .trafficSignals: "trafficSignals"
        case .stop: "stop"
        case .giveWay: "giveWay"
        case .speedCamera: "speedCamera"
        case .levelCrossing: "levelCrossing"
        case .motorwayJunction: "motorwayJunction"
        }
    }
}
