import Geo
import MapData
import Testing
@testable import Routing

/// Each hierarchy arc stores the metres and seconds it drives, so a route summary needs no unpacking: the stored
/// totals are the sums over the arcs a shortcut stands for, and a summary gives what the unpacked leg gives.
@Suite struct HierarchyTotalsTests {
    /// A tolerance for sums of the same doubles taken in another order (a few ulps per term).
    static func close(_ a: Double, _ b: Double, terms: Int) -> Bool {
        abs(a - b) <= Double(max(terms, 1)) * 4 * Double.ulpOfOne * max(1, abs(a), abs(b))
    }

    /// Every arc of a built hierarchy against its unpacked original arcs, summed edge by edge from the network and
    /// the costing (independently of the stored values of the originals): metres and seconds equal up to the order
    /// of the sums, and the search weight of every upward and downward link equal to the bit.
    static func expectStoredTotalsAreTheUnpackedSums(_ network: RoadNetwork, profile: RoutingProfile) {
        let engine = Router(network: network).engine(for: profile)
        let h = engine.hierarchy, graph = engine.graph, costing = engine.costing
        #expect(h.arcLength.count == h.arcFrom.count && h.arcSeconds.count == h.arcFrom.count)
        #expect(h.shortcutCount > 0)
        var arcs = [Int32]()
        var badTotals = 0
        for a in 0..<h.arcFrom.count {
            arcs.removeAll(keepingCapacity: true)
            h.unpack(Int32(a), into: &arcs)
            var length: Meters = 0, seconds: Seconds = 0
            for o in arcs.map(Int.init) {
                let e = Int(graph.stateEdge[Int(graph.arcSource[o])]), f = Int(graph.stateEdge[Int(graph.arcTarget[o])])
                let l = network.edges[f].length
                length += l
                seconds += (l > 0 ? costing.seconds[f] * l / l : 0)
                    + costing.turnSeconds(from: e, to: f, isUTurn: network.edges[e].reverse == Int32(f))
            }
            #expect(arcs.first.map { h.arcFrom[Int($0)] } == h.arcFrom[a] && arcs.last.map { h.arcTo[Int($0)] } == h.arcTo[a])
            if !close(h.arcLength[a], length, terms: arcs.count) || !close(h.arcSeconds[a], seconds, terms: arcs.count) {
                badTotals += 1
            }
        }
        #expect(badTotals == 0, "arcs whose stored totals are not the sums of their unpacked arcs")
        var badWeights = 0
        for l in h.links {
            arcs.removeAll(keepingCapacity: true)
            h.unpack(l.arc, into: &arcs)
            let sum = arcs.reduce(Weight.zero) { $0 + Weight(graph.arcWeight[Int($1)]) }
            if sum.raw != l.weight { badWeights += 1 }
        }
        #expect(badWeights == 0, "links whose weight is not the sum of their unpacked arcs' weights")
    }

    @Test(arguments: [RoutingProfile.car, .shortest])
    func storedShortcutTotalsAreTheSumsOverTheirUnpackedArcsOnAGrid(profile: RoutingProfile) {
        Self.expectStoredTotalsAreTheUnpackedSums(PathSearchTests.grid, profile: profile)
    }

    @Test func storedShortcutTotalsAreTheSumsOverTheirUnpackedArcsInTheTown() throws {
        Self.expectStoredTotalsAreTheUnpackedSums(try OSMMap.defaultTown().network, profile: .car)
    }

    /// The summary from stored totals against the leg unpacked as before (`LegPath`): the same path (ends, the turn
    /// into the last state, the weight to the bit), and its length and duration up to the order of the sums. Pairs
    /// include both ends on one edge, ahead of and behind the start (the path that leaves and comes back).
    static func expectSummaryIsTheUnpackedLeg(_ network: RoadNetwork, pairs: [(Coordinate, Coordinate)], profile: RoutingProfile) throws {
        let router = Router(network: network)
        let engine = router.engine(for: profile)
        var compared = 0
        for (i, (a, b)) in pairs.enumerated() {
            let request = RouteRequest(waypoints: [a, b], profile: profile)
            guard let snaps = try? router.snapAll(request, engine: engine) else { continue }
            let q = WaypointSnap.query(from: snaps[0], to: snaps[1], graph: engine.graph, network: network)
            try engine.withWorkspace { ws throws(RoutingError) in
                let result = engine.shortestPath(q, in: ws)
                let totals = engine.hierarchy.totals(q, forward: ws.forward, backward: ws.backward)
                #expect((result == nil) == (totals == nil), "pair \(i)")
                guard let result, let totals else { return }
                compared += 1
                let leg = LegPath(result: result, from: snaps[0], to: snaps[1], engine: engine)
                let states = result.states
                #expect(totals.weight == result.weight && totals.first == states.first && totals.last == states.last, "pair \(i)")
                #expect(totals.beforeLast == (states.count > 1 ? states[states.count - 2] : -1), "pair \(i)")
                let (length, duration) = LegPath.totals(totals, from: snaps[0], to: snaps[1], engine: engine)
                #expect(close(length, leg.length(network: network), terms: states.count), "pair \(i)")
                #expect(close(duration, leg.duration(costing: engine.costing, network: network), terms: 2 * states.count), "pair \(i)")
                let summary = try router.summary(for: request)
                #expect(summary.length == length && summary.duration == duration, "pair \(i)")
            }
        }
        #expect(compared * 10 >= pairs.count * 8, "most pairs have a route")
    }

    @Test(arguments: [RoutingProfile.car, .shortest])
    func summaryFromStoredTotalsIsTheUnpackedLegOnAGrid(profile: RoutingProfile) throws {
        let grid = PathSearchTests.grid
        let points = PathSearchTests.randomPoints(300, in: grid, seed: 17)
        var pairs = (0..<150).map { (points[2 * $0], points[2 * $0 + 1]) }
        // Both ends on one edge: ahead of the start, and behind it (the route must leave the edge and come back).
        for e in stride(from: 0, to: grid.edges.count, by: max(1, grid.edges.count / 20)) {
            let line = grid.polyline(of: e), length = grid.edges[e].length
            guard let p = line.coordinate(at: 0.3 * length), let q = line.coordinate(at: 0.7 * length) else { continue }
            pairs += [(p, q), (q, p)]
        }
        try Self.expectSummaryIsTheUnpackedLeg(grid, pairs: pairs, profile: profile)
    }

    @Test func summaryFromStoredTotalsIsTheUnpackedLegInTheTown() throws {
        let network = try OSMMap.defaultTown().network
        var g = SeededGenerator(seed: 5)
        let pairs = (0..<150).map { _ in
            (network.vertices[Int.random(in: 0..<network.vertices.count, using: &g)].coordinate,
             network.vertices[Int.random(in: 0..<network.vertices.count, using: &g)].coordinate)
        }
        try Self.expectSummaryIsTheUnpackedLeg(network, pairs: pairs, profile: .car)
    }

    /// Stored in a compiled map (format 6) and read back: the same totals, so an opened map's summaries are the
    /// built map's to the bit.
    @Test func compiledMapKeepsTheTotalsToTheBit() throws {
        let town = try OSMMap.defaultTown()
        let opened = try CompiledMapTests.open(CompiledMapTests.compile(town, profiles: [.car]))
        let built = Router(network: town.network), read = Router(network: opened.network)
        let (h, k) = (built.engine(for: .car).hierarchy, read.engine(for: .car).hierarchy)
        #expect(read.engineBuilds.value == 0)
        #expect(h.arcLength == k.arcLength && h.arcSeconds == k.arcSeconds)
        var g = SeededGenerator(seed: 9)
        let v = town.network.vertices
        for _ in 0..<40 {
            let request = RouteRequest(waypoints: [v[Int.random(in: 0..<v.count, using: &g)].coordinate,
                                                   v[Int.random(in: 0..<v.count, using: &g)].coordinate])
            let a = try? built.summary(for: request), b = try? read.summary(for: request)
            #expect(a?.length == b?.length && a?.duration == b?.duration)
        }
    }
}
