import Geo
import MapData
import Routing

/// A maneuver ahead with its distance.
public struct UpcomingManeuver: Sendable, Hashable {
    /// Index into the route's maneuvers.
    public var index: Int
    public var maneuver: Maneuver
    public var distance: Meters

    public init(index: Int, maneuver: Maneuver, distance: Meters) {
        self.index = index
        self.maneuver = maneuver
        self.distance = distance
    }
}

/// A safety feature ahead with its distance.
public struct UpcomingFeature: Sendable, Hashable {
    public var feature: RouteFeature
    public var distance: Meters

    public init(feature: RouteFeature, distance: Meters) {
        self.feature = feature
        self.distance = distance
    }
}

/// Everything a screen needs after a sample, as one value.
public struct NavigationState: Sendable {
    public var time: Seconds
    public var route: Route
    /// The last sample as received (with noise) and its match on the route.
    public var sample: LocationSample?
    public var matchedCoordinate: Coordinate?
    public var distanceFromRoute: Meters
    public var progress: RouteProgress
    /// Distance driven along routes since the start, reroutes included.
    public var odometer: Meters
    /// The index of the last maneuver passed (the current step).
    public var step: Int
    public var nextManeuver: UpcomingManeuver?
    /// The maneuver after the next.
    public var thenManeuver: UpcomingManeuver?
    public var speed: MetersPerSecond
    public var speedLimit: KilometersPerHour?
    /// The unit the limit is posted in: the sign shows `speedLimitUnit.posted(speedLimit)` whatever the display units.
    public var speedLimitUnit: SpeedUnit
    public var alertLevel: SpeedAlertLevel
    public var roadName: String?
    public var roadRef: String?
    public var attributes: RouteAttributes
    /// Warned-about features within the notice distance, nearest first (at most `NavigationState.maxUpcomingFeatures`).
    public var upcomingFeatures: [UpcomingFeature]
    public var isOffRoute: Bool
    public var hasArrived: Bool
    public var rerouteCount: Int

    public static let maxUpcomingFeatures = 5

    /// The state before the first sample (also a starting point for screens and tests).
    public init(route: Route) {
        time = 0
        self.route = route
        sample = nil
        matchedCoordinate = route.geometry.first
        distanceFromRoute = 0
        progress = RouteProgress(time: 0, distanceTravelled: 0, remainingDistance: route.length,
                                 remainingDuration: route.duration, eta: route.duration, fraction: 0, leg: 0,
                                 legRemainingDistance: route.legs.first?.length ?? route.length)
        odometer = 0
        step = 0
        nextManeuver = nil
        thenManeuver = nil
        speed = 0
        speedLimit = nil
        speedLimitUnit = .kilometersPerHour
        alertLevel = .none
        roadName = nil
        roadRef = nil
        attributes = []
        upcomingFeatures = []
        isOffRoute = false
        hasArrived = false
        rerouteCount = 0
    }
}
