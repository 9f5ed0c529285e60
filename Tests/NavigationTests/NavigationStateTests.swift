import Geo
import MapData
import Routing
import Testing
@testable import Navigation

@Suite struct NavigationStateTests {
    /// Drives the synthetic city route until `time` and returns the runner.
    func runner(until time: Seconds, factor: Double = 1) -> DriveRunner {
        let r = DriveRunner(route: Fixtures.cityDrive(), simulation: SimulationOptions(driverFactor: factor, seed: 3))
        while let _ = r.step(), (r.lastSample?.time ?? 0) < time {}
        return r
    }

    @Test func stateBeforeTheFirstSampleShowsTheWholeRoute() {
        let nav = Navigator(route: Fixtures.cityDrive())
        #expect(nav.state.progress.remainingDistance == nav.route.length)
        #expect(nav.state.progress.fraction == 0)
        #expect(nav.state.sample == nil)
        #expect(!nav.state.hasArrived)
    }

    @Test func stateOnHighStreetShowsNextAndThenManeuversLimitRoadAndFeatures() throws {
        let r = runner(until: 20)
        let s = r.state
        #expect(s.time == 20)
        #expect(s.roadName == "High Street" && s.roadRef == nil)
        #expect(s.speedLimit == 50)
        let next = try #require(s.nextManeuver), then = try #require(s.thenManeuver)
        #expect(next.index == 1 && next.maneuver.kind == .right)
        #expect(then.index == 2 && then.maneuver.kind == .left)
        #expect(abs(next.distance - (1200 - s.progress.distanceTravelled)) < 1e-6)
        #expect(abs(then.distance - (1600 - s.progress.distanceTravelled)) < 1)
        #expect(s.step == 0)
        #expect(s.upcomingFeatures.map(\.feature.kind) == [.trafficSignals])
        #expect(abs(s.upcomingFeatures[0].distance - (600 - s.progress.distanceTravelled)) < 1e-6)
        #expect(abs(s.speed - UnitConversion.mps(fromKmh: 50)) < 1e-9)
        #expect(s.alertLevel == .none && !s.isOffRoute && s.attributes.isEmpty)
        #expect(abs(s.progress.fraction - s.progress.distanceTravelled / r.navigator.route.length) < 1e-12)
        #expect(s.odometer == s.progress.distanceTravelled)
    }

    @Test func stateInTheTunnelWhileSpeedingCarriesAttributesAndAlert() throws {
        // Tunnel at 2500 … 2900 m on the 100 km/h Bypass; 1.15 × 100 = 115 km/h is a minor alert.
        let r = DriveRunner(route: Fixtures.cityDrive(), simulation: SimulationOptions(driverFactor: 1.15, seed: 3))
        var inTunnel: NavigationState?
        while let _ = r.step() {
            if r.state.attributes.contains(.tunnel) && r.state.speed > 30 { inTunnel = r.state; break }
        }
        let s = try #require(inTunnel)
        #expect(s.roadName == "Bypass" && s.roadRef == "A31" && s.speedLimit == 100)
        #expect(s.alertLevel == .minor)
        #expect(s.nextManeuver?.maneuver.kind == .arrive && s.thenManeuver == nil)
        #expect(s.upcomingFeatures.first?.feature.kind == .speedCamera)
    }

    @Test func stateAfterArrivalSaysSo() {
        let r = DriveRunner(route: Fixtures.lShape())
        while r.step() != nil {}
        #expect(r.state.hasArrived && r.isFinished)
        #expect(r.state.progress.remainingDistance <= NavigatorOptions().arrivalDistance)
        #expect(r.state.nextManeuver?.maneuver.kind == .arrive)
    }

    @Test func runnerForwardsPacingToTheVehicle() {
        let r = DriveRunner(route: Fixtures.lShape(), simulation: SimulationOptions(interval: 0.5))
        #expect(r.wallDelay == 0.5)
        r.speedMultiplier = 10
        #expect(r.speedMultiplier == 10)
        #expect(r.wallDelay == 0.05)
        r.speedMultiplier = 1000
        #expect(r.speedMultiplier == 100)
        r.isPaused = true
        _ = r.step()
        let a = r.lastSample?.coordinate
        _ = r.step()
        #expect(r.lastSample?.coordinate == a)
        #expect(r.isPaused)
    }
}
