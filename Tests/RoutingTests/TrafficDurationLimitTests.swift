import Geo
import MapData
import Testing
import TestSupport
import Traffic
@testable import Routing

/// `duration(for:below:)`, the navigator's check for a faster route: below the limit it is `duration(for:)` to the
/// bit; at or above it, it may stop early but never answers less than the limit.
@Suite struct TrafficDurationLimitTests {
    /// Every answer against `duration(for:)` at limits around the true duration; returns (exact answers below the
    /// limit, searches that stopped early).
    static func check(_ router: Router, requests: [RouteRequest]) throws -> (exact: Int, stopped: Int) {
        var exact = 0, stopped = 0
        for (i, request) in requests.enumerated() {
            guard let d = try? router.duration(for: request) else { continue }
            for limit in [0, d * 0.5, d - 30, d - 0.001, d, d + 0.001, d + 30, d * 1.5] {
                let below = try router.duration(for: request, below: limit)
                if d < limit {
                    #expect(below == d, "request \(i), limit \(limit): \(below), not \(d)")
                    exact += 1
                } else {
                    #expect(below >= limit, "request \(i), limit \(limit): \(below) is below it (the duration is \(d))")
                    if below == .infinity { stopped += 1 }
                }
            }
        }
        return (exact, stopped)
    }

    static func requests(_ network: RoadNetwork, count: Int, waypoints: Int, seed: UInt64, profile: RoutingProfile = .car,
                         headings: Bool = false) -> [RouteRequest] {
        var g = SeededGenerator(seed: seed)
        return (0..<count).map { i in
            let w = (0..<waypoints).map { _ in network.vertices[Int.random(in: 0..<network.vertices.count, using: &g)].coordinate }
            var request = RouteRequest(waypoints: w, profile: profile, trafficTime: 7 * 3600 + Double(i) * 97)
            if headings { request.startHeading = Double(Int.random(in: 0..<360, using: &g)) }
            return request
        }
    }

    @Test func belowTheLimitTheAnswerIsTheDurationAndAboveItNeverLess() throws {
        let network = TrafficSearchTests.town.network
        let router = Router(network: network)
        router.traffic = TrafficModel(network: network, options: TrafficOptions(seed: 11, incidentRate: 0.5))
        let one = try Self.check(router, requests: Self.requests(network, count: 80, waypoints: 2, seed: 21))
        let legs = try Self.check(router, requests: Self.requests(network, count: 40, waypoints: 3, seed: 22))
        #expect(one.exact > 150 && legs.exact > 80)
        // The limit did cut searches short (else this tests nothing the plain query does not).
        #expect(one.stopped > 100 && legs.stopped > 50)
    }

    @Test func aLegsBoundHoldsInEveryMinuteOfItsWindowAndIsKeptUntilItPasses() throws {
        // `legLowerBound` spares the navigator's later looks the search of a leg between waypoints: it must be at
        // most the leg's cheapest path in each minute it is kept for, and it is worked out once per window.
        let network = TrafficSearchTests.town.network
        let router = Router(network: network)
        router.traffic = TrafficModel(network: network, options: TrafficOptions(seed: 13, incidentRate: 1))
        let engine = router.engine(for: .car)
        let minutes = Int(LegBound.window / 60)
        var legs = 0, lows: Int64 = 0, statics: Int64 = 0
        for request in Self.requests(network, count: 12, waypoints: 2, seed: 31) {
            let t0 = try #require(request.trafficTime)
            let snaps = try router.snapAll(request, engine: engine)
            func bound(at t: Seconds) throws -> Int64? {
                let costing = try #require(router.trafficCosting(for: engine, profile: .car, at: t))
                return try engine.withWorkspace { ws in
                    router.legLowerBound(from: snaps[0], to: snaps[1], profile: .car, engine: engine, costing: costing, at: t, in: ws)
                }
            }
            func cheapest(at t: Seconds?) throws -> Int64? {
                let costing = try t.map { try #require(router.trafficCosting(for: engine, profile: .car, at: $0)) }
                let q = WaypointSnap.query(from: snaps[0], to: snaps[1], graph: engine.graph, network: network, traffic: costing)
                return try engine.withWorkspace { ws in
                    if let costing { return TrafficSearch.search(q, engine: engine, costing: costing, in: ws)?.weight }
                    return engine.hierarchy.search(q, forward: ws.forward, backward: ws.backward)?.weight
                }
            }
            guard let low = try bound(at: t0) else { continue }
            legs += 1
            for minute in 0...minutes {
                let t = t0 + Double(minute) * 60
                #expect(try bound(at: t) == low, "kept within its window")
                if let best = try cheapest(at: t) { #expect(low <= best, "minute \(minute): \(low) above the cheapest \(best)") }
            }
            // Past the window it is worked out again, for the minutes from then on.
            _ = try bound(at: t0 + Double(minutes + 1) * 60)
            let key = LegBound.Key(profile: .car, model: ObjectIdentifier(try #require(router.traffic)), from: snaps[0], to: snaps[1])
            #expect(router.legBounds.withLock { $0[key]?.firstEpoch } == TrafficModel.epoch(at: t0) + minutes + 1)
            lows += low
            statics += try cheapest(at: nil) ?? 0
        }
        #expect(legs >= 10)
        // In the morning peak the bound is above the roads' free flow: it proves more than the static hierarchy does.
        #expect(lows > statics)
    }

    @Test func aStartTurningBackOnTheSpotIsStillExactBelowTheLimit() throws {
        // Turning back on the spot against the heading pays the U-turn's weight, which is no time: a leg whose
        // cheapest path starts so weighs 30 s more than its duration, and its proof must allow for that (the legs
        // from a waypoint, which has no heading, need not). Here the destination lies a little behind the start on
        // the same road: turning back on the spot is the cheapest way there, in a few seconds.
        let network = TrafficSearchTests.town.network
        let router = Router(network: network)
        router.traffic = TrafficModel(network: network, options: TrafficOptions(seed: 12))
        var turnedBack = 0
        for i in network.edges.indices where network.edges[i].isForward && network.edges[i].reverse >= 0 {
            let shape = network.shape(of: i), length = network.edges[i].length
            guard length > 150, let from = Polyline.coordinate(along: shape, at: 0.7 * length),
                  let behind = Polyline.coordinate(along: shape, at: 0.3 * length),
                  let heading = Polyline.bearing(along: shape, at: 0.7 * length) else { continue }
            let request = RouteRequest(waypoints: [from, behind], startHeading: heading, trafficTime: 8 * 3600)
            // A way round (on and back) takes longer than the U-turn's weight alone.
            guard let d = try? router.duration(for: request), d < EdgeCosting.uTurn else { continue }
            turnedBack += 1
            for limit in [d + 0.001, d + 1, d + 20] { #expect(try router.duration(for: request, below: limit) == d, "edge \(i)") }
            if turnedBack == 12 { break }
        }
        #expect(turnedBack >= 3)
    }

    @Test func weightsBoundDurationsOnlyWhereThePathWeightIsDrivingTime() throws {
        let network = TrafficSearchTests.town.network
        let router = Router(network: network)
        let model = TrafficModel(network: network, options: TrafficOptions(seed: 3))
        router.traffic = model
        let snapshot = model.snapshot(at: 8 * 3600)
        #expect(TrafficCosting(engine: router.engine(for: .car), snapshot: snapshot).weightOverDuration != nil)
        // Ranked by distance, a weight says nothing of time: the answer is the full query's.
        #expect(TrafficCosting(engine: router.engine(for: .shortest), snapshot: snapshot).weightOverDuration == nil)
        let shortest = try Self.check(router, requests: Self.requests(network, count: 20, waypoints: 2, seed: 5, profile: .shortest))
        #expect(shortest.stopped == 0 && shortest.exact > 30)
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
    func andorraInTheMorningPeak() throws {
        let network = try OSMMap.load(path: SharedData.path("graphhopper/andorra.osm.pbf")).network
        let router = Router(network: network)
        router.traffic = TrafficModel(network: network, options: TrafficOptions(seed: 1))
        let result = try Self.check(router, requests: Self.requests(network, count: 60, waypoints: 2, seed: 2026))
        #expect(result.exact > 100 && result.stopped > 60)
        // Starts with a heading, half of them against it: on Andorra's long roads turning back on the spot (the
        // U-turn's weight, which is no time) is often the cheapest start, and its leg's proof must allow for it.
        let headed = try Self.check(router, requests: Self.requests(network, count: 60, waypoints: 3, seed: 2027, headings: true))
        #expect(headed.exact > 100 && headed.stopped > 60)
    }
}

