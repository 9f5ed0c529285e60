import Geo
import MapData
import Testing
import TestSupport
import Traffic
@testable import Routing

/// The traffic-aware query (A* with the static hierarchy's distances as potentials) against the plain Dijkstra on the
/// same traffic weights: same weight on every pair, a legal path of that weight.
@Suite struct TrafficSearchTests {
    static let town = try! OSMMap.defaultTown()

    static func randomPairs(_ network: RoadNetwork, count: Int, seed: UInt64) -> [(Coordinate, Coordinate)] {
        var g = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            (network.vertices[Int.random(in: 0..<network.vertices.count, using: &g)].coordinate,
             network.vertices[Int.random(in: 0..<network.vertices.count, using: &g)].coordinate)
        }
    }

    /// The weight of a path of states under the traffic weights, from the query's keys (nil for a path that ends with
    /// a re-entered target, whose key already holds its last arc).
    static func pathWeight(_ states: [Int32], query: PathQuery, costing: TrafficCosting) -> Int64? {
        let graph = costing.engine.graph
        guard let first = states.first, let last = states.last,
              let source = query.sources.filter({ $0.state == first }).map(\.key).min(),
              let target = query.targets.filter({ $0.state == last && $0.then < 0 }).map(\.key).min() else { return nil }
        var w = Int64(source)
        for i in states.indices.dropFirst() {
            let arcs = graph.arcs(of: Int(states[i - 1])).filter { graph.arcTarget[$0] == states[i] }
            guard let best = arcs.map({ costing.arcWeight($0) }).min() else { return nil }
            w += Int64(best)
        }
        return w + Int64(target) - Int64(query.shift)
    }

    /// Compares both searches on every pair at every time; returns (pairs routed, pairs with identical states).
    static func compare(router: Router, pairs: [(Coordinate, Coordinate)], times: [Seconds]) throws -> (routed: Int, same: Int) {
        var routed = 0, same = 0
        for t in times {
            for (i, (a, b)) in pairs.enumerated() {
                guard let check = try? router.trafficCrossCheck(from: a, to: b, at: t) else { continue }
                #expect(check.fast?.weight == check.reference?.weight, "pair \(i) at \(TimeOfDay.format(t))")
                guard let fast = check.fast else { continue }
                routed += 1
                if fast.states == check.reference?.states { same += 1 }
                #expect(RouteChecks.violations(fast.states.map { check.costing.engine.graph.stateEdge[Int($0)] }, in: router.network) == [])
                if let w = pathWeight(fast.states, query: check.query, costing: check.costing) {
                    #expect(w == fast.weight, "pair \(i) at \(TimeOfDay.format(t)): the path weighs \(w), not \(fast.weight)")
                }
            }
        }
        return (routed, same)
    }

    @Test func aStarMatchesDijkstraOnTheTownAroundTheClockWithIncidents() throws {
        let router = Router(network: Self.town.network)
        router.traffic = TrafficModel(network: Self.town.network, options: TrafficOptions(seed: 11, incidentRate: 0.5))
        let times: [Seconds] = [3 * 3600, 8 * 3600, 12.5 * 3600, 17.5 * 3600 + 120]
        let result = try Self.compare(router: router, pairs: Self.randomPairs(Self.town.network, count: 150, seed: 5), times: times)
        #expect(result.routed > 500)
        #expect(Double(result.same) > 0.9 * Double(result.routed)) // ties aside, the very same paths
        // Closures were active: some pairs had to go around.
        #expect(times.contains { t in router.traffic?.snapshot(at: t).incidents.contains { $0.closesRoad } == true })
    }

    @Test func aStarMatchesDijkstraForTrucksAndTheShortestProfile() throws {
        let router = Router(network: Self.town.network)
        router.traffic = TrafficModel(network: Self.town.network, options: TrafficOptions(seed: 3, incidentRate: 0.3))
        for profile in [RoutingProfile.shortest, .truck(VehicleSpec(height: 4, weight: 18))] {
            for (i, (a, b)) in Self.randomPairs(Self.town.network, count: 60, seed: 8).enumerated() {
                guard let check = try? router.trafficCrossCheck(from: a, to: b, profile: profile, at: 8 * 3600) else { continue }
                #expect(check.fast?.weight == check.reference?.weight, "\(profile) pair \(i)")
            }
        }
    }

    @Test func queriesToTheSameTargetsKeepTheirPotentialsAndStillMatchDijkstra() throws {
        // The navigator's looks for a faster route ask for the same destination from ever new places: the backward
        // search and the potentials (static distances to the targets) are kept while the targets stay the same, and
        // dropped when they change. Stale potentials of other targets would not bound the distance, and A* would miss
        // the cheapest path: every answer is checked against the plain Dijkstra.
        let network = Self.town.network
        let router = Router(network: network)
        router.traffic = TrafficModel(network: network, options: TrafficOptions(seed: 4, incidentRate: 0.5))
        let pairs = Self.randomPairs(network, count: 40, seed: 21)
        let destinations = [pairs[0].1, pairs[1].1, pairs[2].1]
        var routed = 0
        for (i, (a, _)) in pairs.enumerated() {
            // Runs of queries to one destination, then another, then back to a kept one or on to a third that
            // drops the older; a new minute every few queries.
            let b = destinations[[0, 1, 0, 1, 2, 1, 2, 0][(i / 5) % 8]]
            let t = 8 * 3600 + Double(i / 3) * 60
            guard let check = try? router.trafficCrossCheck(from: a, to: b, at: t) else { continue }
            #expect(check.fast?.weight == check.reference?.weight, "query \(i)")
            if check.fast != nil { routed += 1 }
        }
        #expect(routed > 25)
        // The workspace says when the targets are new (and only then runs the backward search again); a different
        // key is a different target. The last two target sets are kept (a look's two legs, to a waypoint and on to
        // the destination), so going back to the one before is no new search, and a third drops the older.
        let engine = router.engine(for: .car)
        let costing = try #require(router.trafficCosting(for: engine, profile: .car, at: 8 * 3600))
        let one = [PathQuery.Target(state: 3, key: 10, then: -1)], other = [PathQuery.Target(state: 3, key: 11, then: -1)]
        let third = [PathQuery.Target(state: 4, key: 10, then: -1)]
        try engine.withWorkspace { ws throws(RoutingError) in
            // A query without static keys (as a test builds it) keys its set by its traffic keys.
            func begin(_ targets: [PathQuery.Target]) -> Bool {
                ws.traffic.begin(costing, query: PathQuery(sources: [], targets: targets, shift: 0)).isNew
            }
            // The spaces a query reads are those of its targets' set.
            func spaces() -> [ObjectIdentifier] { [ObjectIdentifier(ws.traffic.potential), ObjectIdentifier(ws.traffic.backward)] }
            #expect(begin(one))
            let oneSpaces = spaces()
            #expect(!begin(one))
            #expect(begin(other))
            let otherSpaces = spaces()
            #expect(Set(oneSpaces).isDisjoint(with: otherSpaces))
            #expect(!begin(one))
            #expect(spaces() == oneSpaces)
            #expect(!begin(other))
            #expect(spaces() == otherSpaces)
            #expect(begin(third))
            #expect(spaces() == oneSpaces) // the older set, reset for the third
            #expect(begin(one))
            #expect(spaces() == otherSpaces)
            #expect(!begin(third))
            #expect(spaces() == oneSpaces)
        }
    }

    @Test func staticTargetKeysOnlyLoosenThePotentialsAndTheAnswerStaysDijkstras() throws {
        // Targets asked for again start the potentials from their static keys, and the search takes them down by the
        // least (traffic key − static key). Static keys far above one target's traffic key (as if traffic had cut
        // its partial edge) must loosen every potential, never overestimate one: each answer is Dijkstra's, with
        // each target's key raised in turn (each query's targets were just asked for by the cross-check).
        let network = Self.town.network
        let router = Router(network: network)
        router.traffic = TrafficModel(network: network, options: TrafficOptions(seed: 6, incidentRate: 0.3))
        let engine = router.engine(for: .car)
        var compared = 0, looser = 0
        for (i, (a, b)) in Self.randomPairs(network, count: 40, seed: 33).enumerated() {
            let t = 8 * 3600 + Double(i % 4) * 60
            guard let check = try? router.trafficCrossCheck(from: a, to: b, at: t), let reference = check.reference,
                  check.query.targets.count > 1 else { continue }
            #expect(check.query.staticTargetKeys?.count == check.query.targets.count)
            for j in check.query.targets.indices {
                var q = check.query
                q.staticTargetKeys = q.targets.indices.map { $0 == j ? q.targets[$0].key + 30_000 : q.targets[$0].key }
                let found = try engine.withWorkspace { ws throws(RoutingError) in
                    TrafficSearch.search(q, engine: engine, costing: check.costing, in: ws)
                }
                #expect(found?.weight == reference.weight, "pair \(i), target \(j)")
                compared += 1
                if reference.states.last.map({ s in q.targets[j].state == s || q.targets[j].then == s }) == true { looser += 1 }
            }
        }
        #expect(compared > 20)
        // Some of the raised keys were on the target the cheapest path ends at, where an overestimate would show.
        #expect(looser > 5)
    }

    @Test func aDestinationKeepsItsPotentialsFromOneMinuteToTheNext() throws {
        // The navigator's looks ask for the same destination from new places in new minutes: the targets' traffic
        // keys move with the minute, their static keys do not. The first query seeds with the traffic keys, the
        // second (the states held) once with the static keys, and from then on the backward search and the
        // potentials are kept; every answer is still Dijkstra's.
        let network = Self.town.network
        let router = Router(network: network)
        router.traffic = TrafficModel(network: network, options: TrafficOptions(seed: 9, incidentRate: 0.2))
        let engine = router.engine(for: .car)
        let pairs = Self.randomPairs(network, count: 12, seed: 44)
        let destination = pairs[0].1
        var checks = [(query: PathQuery, costing: TrafficCosting)]()
        for (k, (a, _)) in pairs.enumerated() {
            guard let check = try? router.trafficCrossCheck(from: a, to: destination, at: 7.5 * 3600 + Double(k) * 300)
            else { continue }
            #expect(check.fast?.weight == check.reference?.weight, "query \(k)")
            checks.append((check.query, check.costing))
        }
        try #require(checks.count >= 4)
        let last = try #require(checks.last)
        // The same states in every minute, with the same static keys, while the traffic keys moved.
        #expect(Set(checks.map { $0.query.targets.map(\.state) }).count == 1)
        #expect(Set(checks.compactMap(\.query.staticTargetKeys)).count == 1)
        try engine.withWorkspace { ws throws(RoutingError) in
            // Asked again, the query starts from the static keys and the kept set answers: no new backward search.
            let started = ws.traffic.begin(last.costing, query: last.query)
            #expect(started.seeds == last.query.staticTargetKeys)
            #expect(!started.isNew)
        }
    }

    @Test func trafficNeverMakesAnEdgeOrTurnCheaperThanTheStaticProfile() {
        // The lower bounds A* relies on: the model's free flow is the profile's speed, and traffic weights are never
        // below the static ones, for every edge and arc, at any time.
        let network = Self.town.network
        let router = Router(network: network)
        let model = TrafficModel(network: network, options: TrafficOptions(seed: 2, incidentRate: 0.5))
        router.traffic = model
        for profile in [RoutingProfile.car, .truck(VehicleSpec(height: 4, weight: 18))] {
            let engine = router.engine(for: profile)
            for t in stride(from: 0.0, to: 86_400, by: 3 * 3600 + 600) {
                let snapshot = model.snapshot(at: t)
                let costing = TrafficCosting(engine: engine, snapshot: snapshot)
                for i in network.edges.indices where engine.costing.use[i] != .forbidden {
                    if case .car = profile { #expect(snapshot.freeFlow[i] == engine.costing.speed[i]) }
                    #expect(costing.edge(i).weight >= engine.costing.weight[i])
                    #expect(costing.edge(i).seconds >= engine.costing.seconds[i])
                }
                let arcs = costing.arcWeights()
                for a in arcs.indices { #expect(arcs[a] >= engine.graph.arcWeight[a]) }
            }
        }
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
    func aStarMatchesDijkstraOnAThousandAndorraPairsInTheMorningPeak() throws {
        let network = try OSMMap.load(path: SharedData.path("graphhopper/andorra.osm.pbf")).network
        let router = Router(network: network)
        router.traffic = TrafficModel(network: network, options: TrafficOptions(seed: 1))
        let pairs = Self.randomPairs(network, count: 1000, seed: 2026)
        var routed = 0
        for (i, (a, b)) in pairs.enumerated() {
            let t = 7.5 * 3600 + Double(i / 10) * 60
            guard let check = try? router.trafficCrossCheck(from: a, to: b, at: t) else { continue }
            #expect(check.fast?.weight == check.reference?.weight, "pair \(i)")
            if check.fast != nil { routed += 1 }
        }
        #expect(routed > 900)
    }
}
