import Geo
import MapData
import Routing
import Testing
@testable import Navigation

@Suite struct SimulatedVehicleTests {
    func samples(_ route: Route, _ options: SimulationOptions) -> [LocationSample] {
        var v = SimulatedVehicle(route: route, options: options)
        var out = [LocationSample]()
        while let s = v.next() { out.append(s) }
        return out
    }

    @Test func sameRouteOptionsAndSeedGiveIdenticalSamples() {
        let o = SimulationOptions(driverFactor: 1.1, seed: 42, noise: 4)
        let a = samples(Fixtures.cityDrive(), o), b = samples(Fixtures.cityDrive(), o)
        #expect(a.count > 100)
        #expect(a == b)
        let c = samples(Fixtures.cityDrive(), SimulationOptions(driverFactor: 1.1, seed: 43, noise: 4))
        #expect(a != c)
    }

    @Test func accelerationAndBrakingStayWithinTheModelLimits() {
        let s = samples(Fixtures.cityDrive(), SimulationOptions(seed: 9, interval: 0.5))
        for (a, b) in zip(s, s.dropFirst()) {
            let accel = ((b.speed ?? 0) - (a.speed ?? 0)) / (b.time - a.time)
            #expect(accel <= VehicleDynamics.acceleration + 1e-9)
            #expect(accel >= -VehicleDynamics.maxDeceleration - 1e-9)
        }
    }

    @Test func samplesComeAtTheIntervalFromTimeZeroAndEndAtTheDestination() throws {
        let route = Fixtures.lShape()
        let s = samples(route, SimulationOptions(interval: 0.25))
        #expect(s.first?.time == 0)
        #expect(s.first?.coordinate == route.geometry.first)
        for (i, x) in s.enumerated() { #expect(x.time == Double(i) * 0.25) }
        let last = try #require(s.last)
        #expect(last.speed == 0)
        #expect(last.coordinate.distance(to: try #require(route.geometry.last)) < 0.01)
    }

    @Test func arrivalTimeHardlyDependsOnTheSampleInterval() throws {
        // The physics steps at most 0.25 s whatever the interval, so 20 Hz and 1 Hz drives take the same time.
        let times = [0.05, 0.25, 1.0, 2.0].map { interval in
            samples(Fixtures.cityDrive(), SimulationOptions(seed: 5, interval: interval)).last?.time ?? 0
        }
        let lo = try #require(times.min()), hi = try #require(times.max())
        #expect(lo > 200)
        #expect(hi - lo <= 2.5)
    }

    @Test func intervalAndMultiplierAreClampedToTheirRanges() {
        #expect(SimulationOptions(interval: 0.001).interval == 0.05)
        #expect(SimulationOptions(speedMultiplier: 500).speedMultiplier == 100)
        var v = SimulatedVehicle(route: Fixtures.lShape())
        v.speedMultiplier = 0.2
        #expect(v.speedMultiplier == 1)
        v.speedMultiplier = 40
        #expect(v.speedMultiplier == 40)
    }

    @Test func vehicleCruisesAtTheLimitTimesTheDriverFactor() {
        let s = samples(Fixtures.straight(3000, limit: 50), SimulationOptions(driverFactor: 1.2))
        let top = s.compactMap(\.speed).max() ?? 0
        #expect(abs(UnitConversion.kmh(fromMps: top) - 60) < 1e-6)
    }

    @Test func vehicleStopsAtAStopSignAndStandsThere() {
        var v = SimulatedVehicle(route: Fixtures.cityDrive())
        var stoppedAt = [Meters]()
        while let s = v.next() { if s.speed == 0 && s.time > 0 { stoppedAt.append(v.offset) } }
        // The stop sign on Mill Lane is at 1590 m; the vehicle stands on the line for the dwell time.
        #expect(stoppedAt.filter { abs($0 - 1590) < 0.01 }.count >= Int(VehicleDynamics.stopSignDwell) - 1)
    }

    @Test func vehicleSlowsForTheRightAngleTurn() {
        var v = SimulatedVehicle(route: Fixtures.lShape())
        var atTurn: MetersPerSecond = .infinity
        while let s = v.next() { if abs(v.offset - 500) < 15 { atTurn = min(atTurn, s.speed ?? 0) } }
        // A 90° corner: well under the 50 km/h limit (about 25 km/h for a 15 m arc at 3 m/s²).
        #expect(UnitConversion.kmh(fromMps: atTurn) < 30)
        #expect(UnitConversion.kmh(fromMps: atTurn) > 10)
    }

    @Test func redSignalsHoldTheVehicleUntilGreen() {
        let route = Fixtures.cityDrive()
        let signal = route.features[0]
        let timer = TrafficSignalTimer(seed: 2)
        var v = SimulatedVehicle(route: route, options: SimulationOptions(seed: 2))
        var waited = [Seconds]()
        while let s = v.next(), s.time < 200 {
            if abs(v.offset - signal.offset) < 0.01 && s.speed == 0 { waited.append(s.time) }
        }
        // With seed 2 the signal at 600 m is red on arrival: the vehicle stands only while it is not green.
        #expect(!waited.isEmpty)
        for t in waited.dropLast() { #expect(!timer.isGreen(at: signal.coordinate, time: t)) }
    }

    @Test func slowdownHoldsTheSpeedOverItsRange() {
        let o = SimulationOptions(slowdowns: [Slowdown(from: 1000, to: 1500, speed: 20)])
        var v = SimulatedVehicle(route: Fixtures.straight(3000, limit: 50), options: o)
        var maxInside: MetersPerSecond = 0
        while let s = v.next() { if v.offset > 1000 && v.offset < 1500 { maxInside = max(maxInside, s.speed ?? 0) } }
        #expect(abs(UnitConversion.kmh(fromMps: maxInside) - 20) < 0.5)
    }

    @Test func pausedVehicleKeepsSendingSamplesAtTheSamePosition() throws {
        var v = SimulatedVehicle(route: Fixtures.straight(2000, limit: 50))
        for _ in 0..<20 { _ = v.next() }
        v.isPaused = true
        let sa = v.next(), sb = v.next(), sc = v.next()
        let a = try #require(sa), b = try #require(sb), c = try #require(sc)
        #expect(b.time == a.time + 1 && c.time == b.time + 1)
        #expect(b.coordinate == c.coordinate)
        #expect(c.speed == 0)
        v.isPaused = false
        _ = v.next()
        let sd = v.next()
        let d = try #require(sd)
        #expect(d.coordinate != c.coordinate)
    }

    @Test func gpsNoiseHasRoughlyTheRequestedSpread() {
        let route = Fixtures.straight(5000, limit: 50)
        var v = SimulatedVehicle(route: route, options: SimulationOptions(seed: 5, noise: 5))
        var squares = [Double]()
        while let s = v.next() {
            let truth = v.position
            squares.append(pow(s.coordinate.distance(to: truth), 2))
        }
        // Two axes of sigma 5 m: mean squared radial error 2 * 25 = 50 m².
        let meanSquare = squares.reduce(0, +) / Double(squares.count)
        #expect(meanSquare > 35 && meanSquare < 65)
    }

    @Test func missedTurnGoesStraightOnAndHoldsAtTheEndOfTheDetour() {
        let route = Fixtures.lShape()
        var v = SimulatedVehicle(route: route, options: SimulationOptions(deviations: [Deviation(missTurnAt: 1)]))
        var last = LocationSample(time: 0, coordinate: route.geometry.coordinates[0])
        for _ in 0..<400 { if let s = v.next() { last = s } }
        #expect(v.isOnDetour)
        #expect(!v.hasArrived)
        #expect(last.speed == 0)
        // Straight on past the corner (north), not east along the route.
        let corner = route.maneuvers[1].location
        #expect(abs(Angle.turn(from: corner.bearing(to: last.coordinate), to: 0)) < 1)
        #expect(corner.distance(to: last.coordinate) > 500)
    }
}

import Foundation

@Suite struct SimulatedVehicleTownTests {
    @Test(.enabled(if: Town.isAvailable, Town.skipNote))
    func missedTurnFollowsRealRoadsStraightOn() throws {
        let town = try #require(Town.loaded)
        // Bridge Street south from Market Cross; the route turns left into South Street (maneuver 1).
        let request = RouteRequest(waypoints: [Coordinate(51.019101, -1.050000), Coordinate(51.016020, -1.045190)])
        let route = try #require(try town.router.routes(for: request).first)
        let turn = route.maneuvers[1]
        #expect(turn.kind == .left)
        var v = SimulatedVehicle(route: route, options: SimulationOptions(deviations: [Deviation(missTurnAt: 1)]), network: town.map.network)
        var detour = [Coordinate]()
        for _ in 0..<300 { if let s = v.next(), v.isOnDetour { detour.append(s.coordinate) } }
        #expect(detour.count > 10)
        // Every detour position lies on a road, and the detour heads on south (the way the car was going).
        for c in detour { #expect(!town.map.network.edgeIndex.nearest(to: c, within: 2, limit: 1).isEmpty) }
        let last = try #require(detour.last)
        #expect(abs(Angle.turn(from: turn.bearingBefore, to: turn.location.bearing(to: last))) < 30)
        #expect(turn.location.distance(to: last) > 300)
    }

    @Test func adoptingARouteThatLeavesTheOtherWayStartsFromStandstill() throws {
        let route = Fixtures.straight(1000, limit: 50)
        var v = SimulatedVehicle(route: route)
        for _ in 0..<30 { _ = v.next() }
        #expect(v.speed > 10)
        var back = RouteFixture(start: v.position, heading: 180)
        back.drive(500, name: "Back Road")
        v.adopt(route: back.build())
        #expect(v.speed == 0)
        #expect(v.offset < 1)
        var ahead = RouteFixture(start: v.position, heading: 180)
        ahead.drive(500, name: "Same Way")
        for _ in 0..<10 { _ = v.next() }
        let moving = v.speed
        v.adopt(route: ahead.build())
        #expect(v.speed == moving)
    }
}
