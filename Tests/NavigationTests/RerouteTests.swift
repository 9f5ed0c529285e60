import Geo
import Routing
import Testing
@testable import Navigation

@Suite struct RerouteTests {
    @Test func offRouteAfterMissedTurnReroutesFromCurrentPositionAndHeading() throws {
        let provider = FakeRouteProvider()
        let route = Fixtures.lShape()
        let runner = DriveRunner(route: route, simulation: SimulationOptions(deviations: [Deviation(missTurnAt: 1)]),
                                 provider: provider)
        var events = [NavigationEvent]()
        var offRouteSample: LocationSample?
        while let batch = runner.step() {
            events += batch
            if batch.contains(where: { $0.name == "offRoute" }) { offRouteSample = runner.lastSample }
        }
        let names = events.map(\.name)
        let off = try #require(names.firstIndex(of: "offRoute"))
        #expect(names[off + 1] == "rerouted")
        let request = try #require(provider.requests.first)
        let sample = try #require(offRouteSample)
        #expect(request.waypoints.first == sample.coordinate)
        #expect(request.waypoints.last == route.geometry.last)
        #expect(request.startHeading == sample.course)
        #expect(abs(Angle.turn(from: request.startHeading ?? 180, to: 0)) < 1) // still heading north, past the turn
        // Progress restarts on the new route and the drive still ends at the destination.
        #expect(runner.state.hasArrived)
        #expect(runner.state.rerouteCount == 1)
        #expect(names.last == "destinationReached")
    }

    @Test func offRouteNeedsThreeConsecutiveSamplesBeyondFortyMetres() {
        let route = Fixtures.straight(2000, limit: 50)
        let nav = Navigator(route: route)
        let proj = LocalProjection(origin: route.geometry.coordinates[0])
        func sample(_ t: Seconds, north: Meters, east: Meters) -> LocationSample {
            LocationSample(time: t, coordinate: proj.unproject(Point2D(x: east, y: north)), speed: 10, course: 0)
        }
        var fired = [Seconds]()
        let offsets: [Meters] = [0, 0, 41, 41, 39, 41, 41, 41, 41]
        for (i, east) in offsets.enumerated() {
            let t = Double(i)
            if nav.update(with: sample(t, north: t * 10, east: east)).contains(where: { $0.name == "offRoute" }) { fired.append(t) }
        }
        // 41, 41, then 39 resets the count; 41 × 3 from t = 5 confirms at t = 7, once.
        #expect(fired == [7])
        #expect(nav.state.isOffRoute)
    }

    @Test func failedRerouteIsReportedAndRetriedAfterTheInterval() {
        let provider = FakeRouteProvider(failure: .noRoute(fromIndex: 0, toIndex: 1))
        let runner = DriveRunner(route: Fixtures.lShape(), simulation: SimulationOptions(deviations: [Deviation(missTurnAt: 1)]),
                                 provider: provider)
        var failures = [RerouteFailure]()
        for _ in 0..<120 {
            for e in runner.step() ?? [] { if case .rerouteFailed(let f) = e { failures.append(f) } }
        }
        #expect(failures.count >= 3)
        #expect(failures.first?.error == .noRoute(fromIndex: 0, toIndex: 1))
        #expect(failures.first?.reason == RoutingError.noRoute(fromIndex: 0, toIndex: 1).description)
        for (a, b) in zip(failures, failures.dropFirst()) { #expect(b.time - a.time == NavigatorOptions().rerouteRetryInterval) }
        #expect(!runner.state.hasArrived)
    }

    @Test func withoutAProviderTheDriveFailsWithinItsTimeLimit() {
        let runner = DriveRunner(route: Fixtures.lShape(), simulation: SimulationOptions(deviations: [Deviation(missTurnAt: 1)]))
        var sawFailure = false
        #expect(throws: DriveError.self) {
            _ = try runner.runToArrival { if case .rerouteFailed(let f) = $0, f.error == nil { sawFailure = true } }
        }
        #expect(sawFailure)
    }
}
