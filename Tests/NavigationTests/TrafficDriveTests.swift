import Geo
import MapData
import Routing
import Testing
import Traffic
@testable import Navigation

/// Drives through the default town in a traffic world: closures, incident warnings, the ETA, the car's speed.
@Suite struct TrafficDriveTests {
    static let map = try! OSMMap.defaultTown()
    static let from = Coordinate(51.025036, -1.056470), to = Coordinate(51.020020, -1.041878)

    /// A router and a drive in a traffic world departing at `clock`.
    static func drive(clock: Seconds, seed: UInt64 = 2, rate: Double = 0, interval: Seconds = 1,
                      navigation: NavigatorOptions = NavigatorOptions(),
                      stage: (TrafficModel, Route) -> Void = { _, _ in }) throws -> (DriveRunner, TrafficModel, Route) {
        let router = Router(network: map.network)
        let model = TrafficModel(network: map.network, options: TrafficOptions(seed: seed, incidentRate: rate))
        router.traffic = model
        let route = try #require(router.routes(for: RouteRequest(waypoints: [from, to], trafficTime: clock)).first)
        stage(model, route)
        let runner = DriveRunner(route: route, simulation: SimulationOptions(interval: interval), navigation: navigation,
                                 provider: router, network: map.network)
        runner.attach(traffic: TrafficContext(model: model, startTime: clock))
        return (runner, model, route)
    }

    /// A closure of the route's edge span at about `fraction` of its length, from `start` (time of day).
    static func closure(on route: Route, at fraction: Double, start: Seconds) -> TrafficIncident {
        let target = route.length * fraction
        let span = route.edgeSpans.first { $0.endOffset >= target } ?? route.edgeSpans[route.edgeSpans.count / 2]
        let e = map.network.edges[Int(span.edge)]
        let offset = span.edgeStart + (span.endOffset - span.startOffset) / 2
        let c = map.network.polyline(of: Int(span.edge)).coordinate(at: offset) ?? route.geometry.coordinates[0]
        return TrafficIncident(id: "staged", type: .roadClosure, criticality: .critical, start: start, end: start + 7200,
                               coordinate: c, edges: e.reverse >= 0 ? [span.edge, e.reverse] : [span.edge],
                               offset: offset, description: "Road closed")
    }

    @Test func aClosureAppearingAheadForcesARerouteThatAvoidsIt() throws {
        let clock: Seconds = 12 * 3600
        var staged: TrafficIncident?
        let (runner, _, _) = try Self.drive(clock: clock) { model, route in
            let c = Self.closure(on: route, at: 0.6, start: clock + 30)
            staged = c
            model.inject(c)
        }
        let closure = try #require(staged)
        var events = [NavigationEvent]()
        _ = try runner.runToArrival(onEvent: { events.append($0) })
        let names = events.map(\.name)
        let rerouted = try #require(names.firstIndex(of: "rerouted"))
        // The world changes on minute boundaries: a closure from 12:00:30 is there from 12:01.
        #expect(events[rerouted].time >= 60 && events[rerouted].time < 62)
        // Rerouted in the sample the closure appeared in: the new route no longer meets it, so it is not announced.
        #expect(!events.contains { if case .trafficIncident(let w) = $0 { w.incident.id == "staged" } else { false } })
        #expect(!names.contains("offRoute")) // forced by the closure, not by leaving the route
        #expect(!runner.navigator.route.edges.contains { closure.edges.contains($0) })
        #expect(runner.state.hasArrived)
    }

    @Test func aClosureOnTheRouteBeforeDepartureIsNeverPlannedThrough() throws {
        let clock: Seconds = 9 * 3600
        let base = try Self.drive(clock: clock).2
        let closure = Self.closure(on: base, at: 0.5, start: clock - 60)
        let router = Router(network: Self.map.network)
        router.traffic = TrafficModel(network: Self.map.network, options: TrafficOptions(seed: 2, incidentRate: 0), scenario: [closure])
        let route = try #require(router.routes(for: RouteRequest(waypoints: [Self.from, Self.to], trafficTime: clock)).first)
        #expect(!route.edges.contains { closure.edges.contains($0) })
    }

    @Test func standingTrafficAheadRaisesABetterRouteOffer() throws {
        let clock: Seconds = 12 * 3600
        let router = Router(network: Self.map.network)
        let model = TrafficModel(network: Self.map.network, options: TrafficOptions(seed: 2, incidentRate: 0))
        router.traffic = model
        let route = try #require(router.routes(for: RouteRequest(waypoints: [Self.from, Self.to], trafficTime: clock)).first)
        // From 12:01, standing traffic on every edge of the route's second half.
        for span in route.edgeSpans where span.startOffset > route.length / 2 {
            model.inject(TrafficIncident(id: "jam-\(span.edge)", type: .congestion, criticality: .critical, start: clock + 60,
                                         end: clock + 7200, coordinate: route.geometry.coordinates[0], edges: [span.edge],
                                         offset: span.edgeStart, description: "Standing traffic"))
        }
        // The offered route comes from the provider: a straight 50 km/h road to the destination (much faster).
        let provider = FakeRouteProvider()
        let runner = DriveRunner(route: route, provider: provider, network: Self.map.network)
        runner.attach(traffic: TrafficContext(model: model, startTime: clock))
        var offers = [BetterRoute]()
        _ = try runner.runToArrival(onEvent: { if case .betterRouteAvailable(let b) = $0 { offers.append(b) } })
        let offer = try #require(offers.first)
        // The jam is there from 12:01, and new incidents ahead bring the look forward (not five minutes later).
        #expect(offer.time >= 60 && offer.time < 62)
        #expect(offer.saving >= NavigatorOptions().betterRouteMinSaving)
        #expect(offer.saving >= NavigatorOptions().betterRouteMinShare * offer.currentDuration)
        // The provider was asked with the traffic time of the check, and the drive kept its route (an offer only).
        #expect(provider.requests.contains { $0.trafficTime == clock + offer.time })
        #expect(runner.state.rerouteCount == 0)
    }

    @Test func incidentsAheadAreReportedOnceWithTypeAndDistance() throws {
        let clock: Seconds = 12 * 3600
        let (runner, _, _) = try Self.drive(clock: clock) { model, route in
            var acc = Self.closure(on: route, at: 0.5, start: clock - 600)
            acc.type = .accident
            acc.id = "acc"
            model.inject(acc)
        }
        var warnings = [TrafficIncidentWarning]()
        _ = try runner.runToArrival(onEvent: { if case .trafficIncident(let w) = $0 { warnings.append(w) } })
        #expect(warnings.count == 1)
        let w = try #require(warnings.first)
        #expect(w.incident.type == .accident && w.distance <= NavigatorOptions().incidentNotice && w.distance > 0)
        let line = EventFormat.jsonl.line(.trafficIncident(w))
        #expect(line.contains("\"type\": \"trafficIncident\", \"incident\": \"acc\", \"incidentType\": \"accident\""))
    }

    @Test func sameSeedAndClockGiveTheSameEventStreamByteForByte() throws {
        func stream() throws -> String {
            let (runner, _, _) = try Self.drive(clock: 8 * 3600, seed: 5, rate: 0.3)
            var lines = [String]()
            _ = try runner.runToArrival(onEvent: { lines.append(EventFormat.jsonl.line($0)) })
            return lines.joined(separator: "\n")
        }
        let a = try stream(), b = try stream()
        #expect(a == b)
        #expect(a.contains("\"trafficDelay\": "))
    }

    @Test func etaFollowsTheTrafficAndIncludesTheDelay() throws {
        let (runner, _, route) = try Self.drive(clock: 8 * 3600)
        var first: RouteProgress?
        _ = try runner.runToArrival(onEvent: { if case .routeProgress(let p) = $0, first == nil { first = p } })
        let p = try #require(first)
        #expect(abs(p.remainingDuration - route.duration) < 1) // the plan's traffic, at the start
        #expect((p.trafficDelay ?? 0) > 1)
        #expect(abs((p.trafficDelay ?? 0) - (route.duration - route.durationWithoutTraffic)) < 1)
    }

    @Test func theRemainingDurationFromTheLastSpanOnEqualsTheBinarySearch() throws {
        // The navigator looks the cursor's span up from the last one found (the cursor only moves on); any offset,
        // also one behind the hint, on a span boundary or off the route's ends, must give the search's answer.
        let (_, model, route) = try Self.drive(clock: 8 * 3600)
        let rt = RouteTraffic(route: route, snapshot: model.snapshot(at: 8 * 3600), network: Self.map.network)
        var g = SeededGenerator(seed: 15)
        var offsets = route.edgeSpans.flatMap { [$0.startOffset, $0.endOffset, ($0.startOffset + $0.endOffset) / 2] }
        offsets += (0..<200).map { _ in Double.random(in: -50...(route.length + 50), using: &g) }
        offsets += [-1, 0, route.length, route.length + 1]
        // Mostly forward, as a cursor moves, with jumps back and ahead.
        offsets.sort()
        for i in stride(from: 0, to: offsets.count, by: 7) { offsets.swapAt(i, Int.random(in: i..<offsets.count, using: &g)) }
        var hint = 0, behind = 0
        for offset in offsets {
            let before = hint
            let fast = rt.remaining(from: offset, hint: &hint)
            let searched = rt.remaining(from: offset)
            #expect(fast.withTraffic == searched.withTraffic && fast.withoutTraffic == searched.withoutTraffic, "offset \(offset)")
            if before < route.edgeSpans.count && offset < route.edgeSpans[before].startOffset { behind += 1 }
        }
        #expect(behind > 10)
        #expect(route.edgeSpans.count > 5)
    }

    @Test func theSnapshotKeyFromAnEpochWindowIsTheOneWorkedOut() throws {
        // The car and the navigator read the epoch from the window of the last time asked while the time lies in it;
        // at every time, on an epoch's bounds and an ulp either side, at odd start times and with jumps back, it must
        // be the key worked out from scratch.
        let model = TrafficModel(network: Self.map.network, options: TrafficOptions(seed: 2, incidentRate: 0))
        var g = SeededGenerator(seed: 16)
        for start in [0, 8 * 3600, 8 * 3600 + 0.25, 17.5 * 3600 - 1e-9, 86_399.9] as [Seconds] {
            let context = TrafficContext(model: model, startTime: start)
            var times = [Seconds]()
            for k in 0..<130 {
                let bound = Double(k) * TrafficModel.epochLength - start.truncatingRemainder(dividingBy: 60)
                times += [bound, bound.nextDown, bound.nextUp, bound - 1e-6, bound - 2e-6, bound + 0.5]
            }
            times += (0..<400).map { _ in Double.random(in: 0...7200, using: &g) }
            times.sort()
            for i in stride(from: 0, to: times.count, by: 11) { times.swapAt(i, Int.random(in: i..<times.count, using: &g)) }
            var window: EpochWindow?, fromWindow = 0
            for t in times where t >= 0 {
                if let w = window, w.from <= t, t <= w.through { fromWindow += 1 }
                let kept = context.snapshotKey(at: t, window: &window)
                let worked = context.snapshotKey(at: t)
                #expect(kept.epoch == worked.epoch && kept.generation == worked.generation, "start \(start), t \(t)")
            }
            #expect(fromWindow > times.count / 2)
        }
    }

    @Test func theTripBarsBandsAreTheRunsOfSpansAtOneJamLevel() throws {
        // The bands are made on first read (a headless drive never reads them): each is a run of edge spans at one
        // jam level, neighbours differ, and together they cover the route's spans in order.
        let (_, model, route) = try Self.drive(clock: 8 * 3600)
        let snapshot = model.snapshot(at: 8 * 3600)
        let rt = RouteTraffic(route: route, snapshot: snapshot, network: Self.map.network)
        let spans = route.edgeSpans
        let levels = spans.map { snapshot.flow(edge: Int($0.edge)).level }
        var k = 0
        for (i, band) in rt.bands.enumerated() {
            try #require(k < spans.count, "band \(i) is beyond the spans")
            #expect(band.startOffset == spans[k].startOffset, "band \(i)")
            if i > 0 { #expect(band.level != rt.bands[i - 1].level, "band \(i)") }
            let first = k
            while k < spans.count && spans[k].endOffset <= band.endOffset && levels[k] == band.level { k += 1 }
            try #require(k > first, "band \(i) holds no span at its level")
            #expect(spans[k - 1].endOffset == band.endOffset, "band \(i)")
        }
        #expect(k == spans.count)
        #expect(Set(levels).count > 1)
        #expect(rt.bands == rt.bands)
    }

    @Test func theCarDrivesACongestedStretchAtTheModelsSpeed() throws {
        let clock: Seconds = 8 * 3600
        let (runner, model, route) = try Self.drive(clock: clock, interval: 0.25)
        let snapshot = model.snapshot(at: clock)
        // The longest stretch whose traffic speed is well below its limit, without signals or stops on it.
        let stops = route.features.filter { $0.kind == .trafficSignals || $0.kind == .stop }.map(\.offset)
        let span = try #require(route.edgeSpans.filter { s in
            let e = Int(s.edge)
            return Double(snapshot.speed[e]) < Double(snapshot.freeFlow[e]) * 0.8 && s.endOffset - s.startOffset > 120
                && !stops.contains { $0 > s.startOffset - 60 && $0 < s.endOffset + 10 }
        }.max { $0.endOffset - $0.startOffset < $1.endOffset - $1.startOffset })
        // Time the middle of the stretch (away from the speed changes at its ends).
        let length = span.endOffset - span.startOffset
        let a = span.startOffset + 0.3 * length, b = span.startOffset + 0.8 * length
        var ta: Seconds?, tb: Seconds?
        while let events = runner.step() {
            _ = events
            guard let vehicle = runner.source as? SimulatedVehicle, let t = runner.lastSample?.time else { continue }
            if ta == nil && vehicle.offset >= a { ta = t }
            if tb == nil && vehicle.offset >= b { tb = t; break }
        }
        let t0 = try #require(ta), t1 = try #require(tb)
        #expect(model.snapshot(at: clock + t1).epoch <= snapshot.epoch + 10)
        let measured = UnitConversion.kmh(fromMps: (b - a) / (t1 - t0))
        let expected = Double(model.snapshot(at: clock + t0).speed[Int(span.edge)])
        #expect(abs(measured - expected) <= expected * 0.12, "measured \(measured) km/h, model \(expected) km/h")
    }
}
