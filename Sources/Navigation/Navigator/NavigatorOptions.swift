import Geo
import MapData

/// Everything configurable about the navigator, with documented defaults.
public struct NavigatorOptions: Sendable, Hashable {
    /// `routeProgress` fires when this much time or distance has passed since the last one (whichever first).
    public var progressTimeThreshold: Seconds = 1
    public var progressDistanceThreshold: Meters = 10
    /// Off-route: farther than `offRouteDistance` from the route for `offRouteSamples` consecutive samples.
    public var offRouteDistance: Meters = 40
    public var offRouteSamples: Int = 3
    /// While off the route, a failed reroute is retried after this long.
    public var rerouteRetryInterval: Seconds = 10
    /// A maneuver counts as passed this far beyond its point.
    public var maneuverPassedDistance: Meters = 10
    /// Waypoints and the destination count as reached within this distance.
    public var arrivalDistance: Meters = 15
    /// When true, guidance ends at the destination and later samples are ignored.
    public var stopsAtArrival: Bool = true
    /// Announcement stages by road speed class.
    public var notifications = ManeuverNotificationProfiles()
    /// Speeding thresholds.
    public var speedAlerts = SpeedAlertThresholds()
    /// Safety warnings: which features, and from how far.
    public var safetyWarnings = SafetyWarningOptions()
    /// Units of announcement texts.
    public var units: UnitSystem = .metric
    /// With traffic on: incidents on the route are reported this far ahead.
    public var incidentNotice: Meters = 2000
    /// With traffic on: how often the navigator looks for a faster route (and at once when an incident appears
    /// ahead on the route), and how much faster it must be (at least this many seconds and this share of the
    /// remaining duration) to be offered. Five minutes is Mapbox's default for its alternatives and faster-route
    /// checks (`RouteAlternativesOptions.intervalMillis`, at least 30 s); HERE's `DynamicRoutingEngine` polls every
    /// 15 minutes by default.
    public var betterRouteInterval: Seconds = 300
    public var betterRouteMinSaving: Seconds = 120
    public var betterRouteMinShare: Double = 0.15

    public init() {}
}

/// A stage fires at `distance` metres or `time` seconds before the maneuver, whichever comes first.
public struct StageTrigger: Sendable, Hashable {
    public var distance: Meters
    public var time: Seconds
    public init(_ distance: Meters, _ time: Seconds) {
        self.distance = distance
        self.time = time
    }
}

/// When each announcement stage fires, for one class of road.
public struct NotificationProfile: Sendable, Hashable {
    public var range: StageTrigger
    public var reminder: StageTrigger
    public var distance: StageTrigger
    public var action: StageTrigger
    /// Two maneuvers closer than this are announced together ("turn right, then turn left").
    public var combineDistance: Meters

    public init(range: StageTrigger, reminder: StageTrigger, distance: StageTrigger, action: StageTrigger,
                combineDistance: Meters) {
        self.range = range
        self.reminder = reminder
        self.distance = distance
        self.action = action
        self.combineDistance = combineDistance
    }

    public func trigger(_ stage: ManeuverNotificationStage) -> StageTrigger {
        switch stage {
        case .range: range
        case .reminder: reminder
        case .distance: distance
        case .action: action
        }
    }
}

/// The three timing profiles (after HERE's `ManeuverNotificationTimingOptions`): fast roads ≥ 100 km/h, slow < 60 km/h,
/// regular in between; the class is taken from the limit in force (or the speed when no limit is known).
public struct ManeuverNotificationProfiles: Sendable, Hashable {
    /// Fast roads: 3000 m / 120 s, 2000 m / 75 s, 1000 m / 35 s, action 300 m / 10 s; combine within 300 m.
    public var fast = NotificationProfile(range: .init(3000, 120), reminder: .init(2000, 75), distance: .init(1000, 35),
                                          action: .init(300, 10), combineDistance: 300)
    /// Regular roads: 2000 m / 90 s, 1000 m / 60 s, 400 m / 25 s, action 100 m / 8 s; combine within 150 m.
    public var regular = NotificationProfile(range: .init(2000, 90), reminder: .init(1000, 60), distance: .init(400, 25),
                                             action: .init(100, 8), combineDistance: 150)
    /// Slow roads: 1000 m / 90 s, 500 m / 60 s, 200 m / 25 s, action 50 m / 6 s; combine within 100 m.
    public var slow = NotificationProfile(range: .init(1000, 90), reminder: .init(500, 60), distance: .init(200, 25),
                                          action: .init(50, 6), combineDistance: 100)
    /// Limits at or above this are fast roads.
    public var fastFrom: KilometersPerHour = 100
    /// Limits below this are slow roads.
    public var slowBelow: KilometersPerHour = 60

    public init() {}

    public func profile(forLimit limit: KilometersPerHour) -> NotificationProfile {
        limit >= fastFrom ? fast : (limit < slowBelow ? slow : regular)
    }
}

/// Notice distances for safety warnings (traffic signals, stop signs, speed cameras).
public struct SafetyWarningOptions: Sendable, Hashable {
    public var kinds: Set<PointFeatureKind> = [.trafficSignals, .stop, .speedCamera]
    /// "Ahead" notice on fast (≥ 100 km/h), regular and slow (< 60 km/h) roads.
    public var fastNotice: Meters = 1500
    public var regularNotice: Meters = 750
    public var slowNotice: Meters = 500
    /// "Reached" within this distance before the feature.
    public var reachedDistance: Meters = 10
    /// "Passed" this far beyond it.
    public var passedDistance: Meters = 10

    public init() {}

    public func notice(forLimit limit: KilometersPerHour, profiles: ManeuverNotificationProfiles) -> Meters {
        limit >= profiles.fastFrom ? fastNotice : (limit < profiles.slowBelow ? slowNotice : regularNotice)
    }
}
