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

/// Everything a screen needs after a sample, as one value. It stores where the vehicle is (`cursor`) and what the
/// navigator measured; the next and then maneuvers, progress and upcoming features are computed from the cursor.
public struct NavigationState: Sendable {
    public var time: Seconds
    public var route: Route
    /// The last sample as received (with noise) and its match on the route.
    public var sample: LocationSample?
    public var matchedCoordinate: Coordinate?
    public var distanceFromRoute: Meters
    /// Leg, step, offset and feature cursor on `route`.
    public var cursor: RouteCursor
    /// Distance driven along routes since the start, reroutes included.
    public var odometer: Meters
    public var speed: MetersPerSecond
    public var speedLimit: KilometersPerHour?
    /// The unit the limit is posted in: the sign shows `speedLimitUnit.posted(speedLimit)` whatever the display units.
    public var speedLimitUnit: SpeedUnit
    public var alertLevel: SpeedAlertLevel
    public var roadName: String?
    public var roadRef: String?
    public var attributes: RouteAttributes
    /// The route's features the navigator warns about (`SafetyWarningOptions.kinds`), in route order, and how far
    /// ahead it warns at the current limit.
    public var warnedFeatures: [RouteFeature]
    public var featureNotice: Meters
    public var isOffRoute: Bool
    public var hasArrived: Bool
    public var rerouteCount: Int
    /// With traffic on: the traffic along the current route (jam bands, incidents, remaining durations).
    public var routeTraffic: RouteTraffic?

    public static let maxUpcomingFeatures = 5

    /// The state before the first sample (also a starting point for screens and tests).
    public init(route: Route) {
        time = 0
        self.route = route
        sample = nil
        matchedCoordinate = route.geometry.first
        distanceFromRoute = 0
        cursor = RouteCursor()
        odometer = 0
        speed = 0
        speedLimit = nil
        speedLimitUnit = .kilometersPerHour
        alertLevel = .none
        roadName = nil
        roadRef = nil
        attributes = []
        warnedFeatures = []
        featureNotice = 0
        isOffRoute = false
        hasArrived = false
        rerouteCount = 0
        routeTraffic = nil
    }

    /// The index of the last maneuver passed (the current step).
    public var step: Int { max(0, cursor.step - 1) }

    /// The next maneuver with its distance (nil before the first sample and after the last maneuver).
    public var nextManeuver: UpcomingManeuver? { sample == nil ? nil : cursor.maneuver(cursor.step, on: route) }

    /// The maneuver after the next.
    public var thenManeuver: UpcomingManeuver? { sample == nil ? nil : cursor.maneuver(cursor.step + 1, on: route) }

    /// Progress at this state's time (before the first sample: the whole route ahead, at the route's duration).
    public var progress: RouteProgress {
        guard sample != nil else {
            return RouteProgress(time: 0, distanceTravelled: 0, remainingDistance: route.length,
                                 remainingDuration: route.duration, eta: route.duration, fraction: 0, leg: 0,
                                 legRemainingDistance: route.legs.first?.length ?? route.length)
        }
        guard let traffic = routeTraffic else { return cursor.progress(on: route, at: time) }
        return cursor.progress(on: route, at: time, traffic: traffic.remaining(from: cursor.offset))
    }

    /// Warned-about features within the notice distance, nearest first (at most `NavigationState.maxUpcomingFeatures`).
    public var upcomingFeatures: [UpcomingFeature] {
        cursor.upcomingFeatures(warnedFeatures, notice: featureNotice, limit: Self.maxUpcomingFeatures)
    }
}
