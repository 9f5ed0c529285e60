import Geo
import MapData
import Testing
@testable import Routing

/// The hierarchy's nodes are laid out for locality (format 7): a permutation of the turn graph's states whose links
/// still join the right states, and a search whose paths do not depend on the layout, not even among paths of
/// equal weight (the heap breaks ties by state, as the search on states did).
@Suite struct HierarchyLayoutTests {
    @Test(arguments: [RoutingProfile.car, .shortest])
    func nodesAreAPermutationOfStatesAndEveryLinkJoinsItsArcsEnds(profile: RoutingProfile) throws {
        let engine = Router(network: try OSMMap.defaultTown().network).engine(for: profile)
        let h = engine.hierarchy
        #expect(h.nodeCount == engine.graph.stateCount)
        #expect(HierarchyLayout.inverse(h.stateOfNode) == h.nodeOfState)
        #expect(h.rows.rowCount == 2 * h.nodeCount && h.rows.itemCount == h.links.count)
        var wrong = 0
        for v in 0..<h.nodeCount {
            let state = h.stateOfNode[v]
            for l in h.links[h.rows[2 * v]] where !(h.arcFrom[Int(l.arc)] == state && h.arcTo[Int(l.arc)] == l.state) { wrong += 1 }
            for l in h.links[h.rows[2 * v + 1]] where !(h.arcFrom[Int(l.arc)] == l.state && h.arcTo[Int(l.arc)] == state) { wrong += 1 }
        }
        #expect(h.links.allSatisfy { h.stateOfNode[Int($0.node)] == $0.state })
        #expect(wrong == 0, "links whose arc does not run between their node's state and the other end's")
    }

    /// Searches on the built layout and on the turn graph's own order of states (the layout of format 6 and before)
    /// give the same states, weights and totals on a grid, where paths of equal weight abound.
    @Test(arguments: [RoutingProfile.car, .shortest])
    func searchFindsTheSamePathsInTheStatesOwnOrder(profile: RoutingProfile) throws {
        let network = PathSearchTests.grid
        let engine = Router(network: network).engine(for: profile)
        let h = engine.hierarchy
        let plain = try #require(h.relaid((0..<Int32(h.nodeCount)).map { $0 }))
        #expect(plain.stateOfNode != h.stateOfNode, "the built layout is not the states' own order")
        let points = PathSearchTests.randomPoints(400, in: network, seed: 23)
        let forward = SearchSpace(count: h.nodeCount), backward = SearchSpace(count: h.nodeCount)
        var compared = 0
        for i in 0..<200 {
            let a = try WaypointSnap.snap(points[2 * i], index: 0, maxDistance: 500, heading: nil, engine: engine)
            let b = try WaypointSnap.snap(points[2 * i + 1], index: 1, maxDistance: 500, heading: nil, engine: engine)
            let q = WaypointSnap.query(from: a, to: b, graph: engine.graph, network: network)
            let laid = h.search(q, forward: forward, backward: backward)
            let own = plain.search(q, forward: forward, backward: backward)
            #expect(laid?.states == own?.states && laid?.weight == own?.weight, "pair \(i)")
            let t1 = h.totals(q, forward: forward, backward: backward), t2 = plain.totals(q, forward: forward, backward: backward)
            #expect(t1?.first == t2?.first && t1?.last == t2?.last && t1?.beforeLast == t2?.beforeLast
                    && t1?.innerLength == t2?.innerLength && t1?.innerSeconds == t2?.innerSeconds, "pair \(i)")
            if laid != nil { compared += 1 }
        }
        #expect(compared > 150)
    }
}

extension ContractionHierarchy {
    /// The same hierarchy laid out in another node order (per node, its state), every row's links in the same order.
    /// (Test code: a search gives the same path whatever the layout.)
    func relaid(_ order: [Int32]) -> ContractionHierarchy? {
        guard order.count == nodeCount, let inverse = HierarchyLayout.inverse(order) else { return nil }
        var newLinks = [Link]()
        newLinks.reserveCapacity(links.count)
        var lengths = [Int]()
        for s in order {
            let old = 2 * Int(nodeOfState[Int(s)])
            for r in old...(old + 1) {
                for l in links[rows[r]] { newLinks.append(Link(node: inverse[Int(l.state)], weight: l.weight, arc: l.arc, state: l.state)) }
                lengths.append(rows[r].count)
            }
        }
        return ContractionHierarchy(arcFrom: arcFrom, arcTo: arcTo, arcFirst: arcFirst, arcSecond: arcSecond,
                                    arcLength: arcLength, arcSeconds: arcSeconds, stateOfNode: order, nodeOfState: inverse,
                                    rows: CompressedRows(lengths: lengths), links: Column(newLinks), originalArcCount: originalArcCount)
    }
}
