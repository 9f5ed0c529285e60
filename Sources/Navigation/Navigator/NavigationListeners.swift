import Routing

/// Progress along the route (after HERE's `RouteProgressListener`).
public protocol RouteProgressListener: AnyObject {
    func navigator(_ navigator: Navigator, didUpdate progress: RouteProgress)
}

/// Maneuver announcements and passages.
public protocol ManeuverNotificationListener: AnyObject {
    func navigator(_ navigator: Navigator, didAnnounce notification: ManeuverNotification)
    func navigator(_ navigator: Navigator, didPass passage: ManeuverPassage)
}

/// The road under the vehicle and its attributes (tunnel, bridge, toll, motorway, roundabout).
public protocol RoadAttributesListener: AnyObject {
    func navigator(_ navigator: Navigator, didChangeRoad change: RoadChange)
    func navigator(_ navigator: Navigator, didChangeAttributes change: RoadAttributesChange)
}

/// The limit in force and speeding alerts.
public protocol SpeedWarningListener: AnyObject {
    func navigator(_ navigator: Navigator, didChangeSpeedLimit change: SpeedLimitChange)
    func navigator(_ navigator: Navigator, didWarnAboutSpeed warning: SpeedWarning)
}

/// Traffic signals, stop signs and speed cameras ahead, reached and passed.
public protocol SafetyWarningListener: AnyObject {
    func navigator(_ navigator: Navigator, didWarn warning: SafetyWarning)
}

/// Leaving the route and the reroutes that follow.
public protocol OffRouteListener: AnyObject {
    func navigator(_ navigator: Navigator, didGoOffRoute deviation: OffRouteDeviation)
    func navigator(_ navigator: Navigator, didReroute reroute: Reroute)
    func navigator(_ navigator: Navigator, didFailToReroute failure: RerouteFailure)
}

/// Waypoints and the destination.
public protocol ArrivalListener: AnyObject {
    func navigator(_ navigator: Navigator, didReachWaypoint arrival: WaypointArrival)
    func navigator(_ navigator: Navigator, didReachDestination arrival: DestinationArrival)
}

/// Traffic along the route: incidents ahead and faster routes.
public protocol TrafficListener: AnyObject {
    func navigator(_ navigator: Navigator, didWarnAboutIncident warning: TrafficIncidentWarning)
    func navigator(_ navigator: Navigator, didFindBetterRoute better: BetterRoute)
}

/// Every event of the stream, in order (a journal, a JSON Lines writer, a test).
public protocol NavigationEventListener: AnyObject {
    func navigator(_ navigator: Navigator, didEmit event: NavigationEvent)
}

/// A weakly held listener.
struct WeakListener {
    weak var object: AnyObject?
}

extension Navigator {
    /// Hands a sample's events, in order, to the listeners (held weakly): the one path from the stream `update`
    /// returns to everyone who listens.
    func deliver(_ events: [NavigationEvent]) {
        guard !listeners.isEmpty else { return }
        for e in events {
            dispatch(e)
            each(NavigationEventListener.self) { $0.navigator(self, didEmit: e) }
        }
    }

    /// Hands one event to the listeners of its concern.
    private func dispatch(_ event: NavigationEvent) {
        switch event {
        case .routeProgress(let e):
            each(RouteProgressListener.self) { $0.navigator(self, didUpdate: e) }
        case .maneuverNotification(let e):
            each(ManeuverNotificationListener.self) { $0.navigator(self, didAnnounce: e) }
        case .maneuverPassed(let e):
            each(ManeuverNotificationListener.self) { $0.navigator(self, didPass: e) }
        case .currentRoadChanged(let e):
            each(RoadAttributesListener.self) { $0.navigator(self, didChangeRoad: e) }
        case .roadAttributesChanged(let e):
            each(RoadAttributesListener.self) { $0.navigator(self, didChangeAttributes: e) }
        case .speedLimitChanged(let e):
            each(SpeedWarningListener.self) { $0.navigator(self, didChangeSpeedLimit: e) }
        case .speedWarning(let e):
            each(SpeedWarningListener.self) { $0.navigator(self, didWarnAboutSpeed: e) }
        case .warning(let e):
            each(SafetyWarningListener.self) { $0.navigator(self, didWarn: e) }
        case .offRoute(let e):
            each(OffRouteListener.self) { $0.navigator(self, didGoOffRoute: e) }
        case .rerouted(let e):
            each(OffRouteListener.self) { $0.navigator(self, didReroute: e) }
        case .rerouteFailed(let e):
            each(OffRouteListener.self) { $0.navigator(self, didFailToReroute: e) }
        case .waypointReached(let e):
            each(ArrivalListener.self) { $0.navigator(self, didReachWaypoint: e) }
        case .destinationReached(let e):
            each(ArrivalListener.self) { $0.navigator(self, didReachDestination: e) }
        case .trafficIncident(let e):
            each(TrafficListener.self) { $0.navigator(self, didWarnAboutIncident: e) }
        case .betterRouteAvailable(let e):
            each(TrafficListener.self) { $0.navigator(self, didFindBetterRoute: e) }
        }
    }

    private func each<L>(_ type: L.Type, _ body: (L) -> Void) {
        for w in listeners { if let l = w.object as? L { body(l) } }
    }
}
