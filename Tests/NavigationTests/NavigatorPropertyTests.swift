import Geo
import Routing
import Testing
@testable import Navigation

@Suite struct NavigatorPropertyTests {
    func run(_ route: Route, _ sim: SimulationOptions, provider: (any RouteProvider)? = nil) throws -> [NavigationEvent] {
        let runner = DriveRunner(route: route, simulation: sim, provider: provider)
        var events = [NavigationEvent]()
        _ = try runner.runToArrival { events.append($0) }
        return events
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func noisySyntheticDrivesKeepTheStreamInvariants(seed: UInt64) throws {
        let events = try run(Fixtures.cityDrive(), SimulationOptions(driverFactor: 1.2, seed: seed, noise: 6))
        #expect(StreamProperties.violations(events) == [])
        #expect(events.contains { if case .maneuverPassed = $0 { true } else { false } })
    }

    @Test(.enabled(if: Town.isAvailable, Town.skipNote), arguments: Town.routeFiles)
    func demoRoutesKeepTheStreamInvariants(_ file: String) throws {
        let events = try Town.stream(file).events
        #expect(StreamProperties.violations(events) == [])
    }

    @Test func missedTurnWithRerouteKeepsTheStreamInvariants() throws {
        let events = try run(Fixtures.lShape(), SimulationOptions(seed: 1, noise: 3, deviations: [Deviation(missTurnAt: 1)]),
                             provider: FakeRouteProvider())
        #expect(StreamProperties.violations(events) == [])
        #expect(events.filter { $0.name == "rerouted" }.count == 1)
    }

    @Test func everyManeuverIsAnnouncedBeforeItIsPassedEvenWhenVeryClose() throws {
        var f = RouteFixture()
        f.drive(600, name: "A Road")
        f.turn(.right, by: 90)
        f.drive(12, name: "B Road")
        f.turn(.left, by: -90)
        f.drive(500, name: "C Road")
        let events = try run(f.build(), SimulationOptions(interval: 2))
        #expect(StreamProperties.violations(events) == [])
        let announced = events.compactMap { if case .maneuverNotification(let n) = $0 { n.maneuverIndex } else { nil } }
        #expect(Set(announced).isSuperset(of: [0, 1, 2, 3]))
    }

    @Test func closeManeuversAreAnnouncedTogether() throws {
        var f = RouteFixture()
        f.drive(800, name: "Long Street")
        f.turn(.right, by: 90)
        f.drive(60, name: "Short Street")
        f.turn(.left, by: -90)
        f.drive(500, name: "Far Street")
        let events = try run(f.build(), SimulationOptions())
        let first = events.compactMap { if case .maneuverNotification(let n) = $0, n.maneuverIndex == 1 { n } else { nil } }
        #expect(!first.isEmpty)
        for n in first {
            #expect(n.thenIndex == 2)
            #expect(n.text.hasSuffix("turn right onto Short Street, then turn left onto Far Street") || n.text == "Turn right onto Short Street, then turn left onto Far Street")
        }
    }

    @Test func stagesComeInOrderWithRegularDefaults() throws {
        let events = try run(Fixtures.straight(3000, limit: 80), SimulationOptions())
        let stages = events.compactMap { if case .maneuverNotification(let n) = $0, n.maneuverIndex == 1 { n } else { nil } }
        #expect(stages.map(\.stage) == [.range, .reminder, .distance, .action])
        // Regular road (80 km/h): 2000 m or 90 s, 1000 m or 60 s, 400 m or 25 s, 100 m or 8 s, whichever first.
        let v = UnitConversion.mps(fromKmh: 80)
        let triggers: [(Meters, Seconds)] = [(2000, 90), (1000, 60), (400, 25), (100, 8)]
        for (n, trig) in zip(stages, triggers) {
            let first = max(trig.0, trig.1 * v)
            #expect(n.distance <= first + 1e-6)
            #expect(n.distance > first - v - 1e-6)
        }
    }

    @Test func arrivalFiresOnceAndGuidanceStops() throws {
        let route = Fixtures.lShape()
        let nav = Navigator(route: route)
        var v = SimulatedVehicle(route: route)
        var arrivals = 0
        while let s = v.next() { arrivals += nav.update(with: s).filter { $0.name == "destinationReached" }.count }
        #expect(arrivals == 1)
        #expect(nav.state.hasArrived)
        let after = nav.update(with: LocationSample(time: 1e6, coordinate: route.geometry.coordinates[0], speed: 10))
        #expect(after.isEmpty)
    }

    @Test func waypointsAreReachedInOrder() throws {
        var f = RouteFixture()
        f.drive(400, name: "One")
        f.waypoint()
        f.turn(.right, by: 90)
        f.drive(400, name: "Two")
        f.waypoint()
        f.turn(.left, by: -90)
        f.drive(400, name: "Three")
        let events = try run(f.build(), SimulationOptions())
        let reached = events.compactMap { if case .waypointReached(let w) = $0 { w.waypoint } else { nil } }
        #expect(reached == [1, 2])
        #expect(StreamProperties.violations(events) == [])
    }

    @Test func attributesAndRoadChangesAreReported() throws {
        let events = try run(Fixtures.cityDrive(), SimulationOptions())
        let attrs = events.compactMap { if case .roadAttributesChanged(let a) = $0 { a } else { nil } }
        #expect(attrs.map(\.entered) == [.tunnel, []])
        #expect(attrs.map(\.left) == [[], .tunnel])
        let roads = events.compactMap { if case .currentRoadChanged(let r) = $0 { r.name } else { nil } }
        #expect(roads == ["High Street", "Mill Lane", "Bypass"])
        let limits = events.compactMap { if case .speedLimitChanged(let l) = $0 { l.limit } else { nil } }
        #expect(limits == [50, 30, 100])
        let warnings = events.compactMap { if case .warning(let w) = $0 { "\(w.feature.kind.eventName):\(w.stage.rawValue)" } else { nil } }
        #expect(warnings == ["trafficSignals:ahead", "trafficSignals:reached", "trafficSignals:passed",
                             "stop:ahead", "stop:reached", "stop:passed",
                             "speedCamera:ahead", "speedCamera:reached", "speedCamera:passed"])
    }
}
