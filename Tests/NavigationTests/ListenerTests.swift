import Geo
import Routing
import Testing
@testable import Navigation

/// One object adopting every listener protocol, recording event names.
final class RecordingListener: RouteProgressListener, ManeuverNotificationListener, RoadAttributesListener,
    SpeedWarningListener, SafetyWarningListener, OffRouteListener, ArrivalListener {
    var names: [String] = []
    func navigator(_ n: Navigator, didUpdate progress: RouteProgress) { names.append("routeProgress") }
    func navigator(_ n: Navigator, didAnnounce notification: ManeuverNotification) { names.append("maneuverNotification") }
    func navigator(_ n: Navigator, didPass passage: ManeuverPassage) { names.append("maneuverPassed") }
    func navigator(_ n: Navigator, didChangeRoad change: RoadChange) { names.append("currentRoadChanged") }
    func navigator(_ n: Navigator, didChangeAttributes change: RoadAttributesChange) { names.append("roadAttributesChanged") }
    func navigator(_ n: Navigator, didChangeSpeedLimit change: SpeedLimitChange) { names.append("speedLimitChanged") }
    func navigator(_ n: Navigator, didWarnAboutSpeed warning: SpeedWarning) { names.append("speedWarning") }
    func navigator(_ n: Navigator, didWarn warning: SafetyWarning) { names.append("warning") }
    func navigator(_ n: Navigator, didGoOffRoute deviation: OffRouteDeviation) { names.append("offRoute") }
    func navigator(_ n: Navigator, didReroute reroute: Reroute) { names.append("rerouted") }
    func navigator(_ n: Navigator, didFailToReroute failure: RerouteFailure) { names.append("rerouteFailed") }
    func navigator(_ n: Navigator, didReachWaypoint arrival: WaypointArrival) { names.append("waypointReached") }
    func navigator(_ n: Navigator, didReachDestination arrival: DestinationArrival) { names.append("destinationReached") }
}

/// Listens to the whole stream.
final class StreamListener: NavigationEventListener {
    var names: [String] = []
    func navigator(_ n: Navigator, didEmit event: NavigationEvent) { names.append(event.name) }
}

/// Listens to speed only.
final class SpeedOnlyListener: SpeedWarningListener {
    var levels: [SpeedAlertLevel] = []
    func navigator(_ n: Navigator, didChangeSpeedLimit change: SpeedLimitChange) {}
    func navigator(_ n: Navigator, didWarnAboutSpeed warning: SpeedWarning) { levels.append(warning.level) }
}

@Suite struct ListenerTests {
    @Test func listenersReceiveTheSameEventsAsTheStreamInTheSameOrder() throws {
        var f = RouteFixture()
        f.drive(400, name: "One")
        f.waypoint()
        f.turn(.right, by: 90)
        f.drive(1500, name: "Two", limit: 50)
        f.feature(.speedCamera, at: 300)
        f.attribute(.bridge, from: 100, to: 200)
        let route = f.build()
        let runner = DriveRunner(route: route, simulation: SimulationOptions(driverFactor: 1.5, deviations: [Deviation(missTurnAt: 2)]),
                                 provider: FakeRouteProvider())
        let all = RecordingListener(), speed = SpeedOnlyListener()
        runner.navigator.addListener(all)
        runner.navigator.addListener(speed)
        let stream = StreamListener()
        runner.navigator.addListener(stream)
        var returned = [NavigationEvent]()
        _ = try runner.runToArrival { returned.append($0) }
        #expect(all.names == returned.map(\.name))
        #expect(stream.names == returned.map(\.name))
        #expect(Set(all.names).isSuperset(of: ["routeProgress", "maneuverNotification", "maneuverPassed", "currentRoadChanged",
                                               "roadAttributesChanged", "speedLimitChanged", "speedWarning", "warning",
                                               "offRoute", "rerouted", "waypointReached", "destinationReached"]))
        #expect(speed.levels == returned.compactMap { if case .speedWarning(let w) = $0 { w.level } else { nil } })
        #expect(!speed.levels.isEmpty)
    }

    @Test func releasedListenersAreDroppedAndRemovedOnesHearNothing() {
        let route = Fixtures.straight(1000, limit: 50)
        let nav = Navigator(route: route)
        let kept = RecordingListener()
        nav.addListener(kept)
        nav.removeListener(kept)
        do {
            let temporary = RecordingListener()
            nav.addListener(temporary)
        }
        nav.update(with: LocationSample(time: 0, coordinate: route.geometry.coordinates[0], speed: 0, course: 0))
        #expect(kept.names.isEmpty)
        #expect(nav.listeners.allSatisfy { $0.object == nil })
    }
}
