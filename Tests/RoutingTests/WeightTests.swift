import Geo
import MapData
import Testing
@testable import Routing

/// Path sums saturate instead of wrapping (issue 9 §7).
@Suite struct WeightTests {
    @Test func sumsSaturateAtUnreachable() {
        #expect(Weight(1_000_000_000) + Weight(1_000_000_000) == Weight(2_000_000_000))
        #expect(Weight(2_000_000_000) + Weight(1_000_000_000) == .unreachable)
        #expect(Weight(.max) + Weight(1) == .unreachable)
        #expect(Weight(-2_000_000_000) + Weight(-1_000_000_000) == Weight(.min))
        #expect(Weight(5) + .zero == Weight(5) && Weight(3) < Weight(4))
    }

    /// Three edges at 0.5 km/h weigh 1e9 ms each (the per-edge cap), so the only path from one end to the other
    /// sums past Int32.max. The hierarchy added with an unchecked `&+`: the sum wrapped negative and the fast
    /// search returned it as a (cheapest) path with a negative weight, while Dijkstra, which guarded, found none.
    @Test func aPathSummingPastTheLimitIsUnreachableInBothSearches() throws {
        var b = NetworkBuilder()
        let w = b.node(east: -1000, north: 0), a = b.node(east: 0, north: 0)
        let s1 = b.node(east: 140_000, north: 0), s2 = b.node(east: 280_000, north: 0), e = b.node(east: 420_000, north: 0)
        let end = b.node(east: 421_000, north: 0)
        b.way([w, a], .primary, name: "Start", oneway: .forward)
        b.way([a, s1, s2, e], .primary, name: "Crawl", oneway: .forward, maxSpeed: 0.5)
        b.way([e, end], .primary, name: "End", oneway: .forward)
        let router = Router(network: b.build())
        let from = b.nodes[b.node(east: -500, north: 0)], to = b.nodes[b.node(east: 420_500, north: 0)]
        let (fast, reference) = try router.crossCheck(from: from, to: to, profile: .car)
        #expect(fast?.weight == reference?.weight)
        #expect(fast.map { $0.weight > 0 } ?? true, "no negative path weight: \(String(describing: fast?.weight))")
    }

    /// With a real alternative the hopeless path is never taken.
    @Test func aHopelesslySlowPathLosesToADetour() throws {
        var b = NetworkBuilder()
        let w = b.node(east: -1000, north: 0), a = b.node(east: 0, north: 0)
        let s1 = b.node(east: 140_000, north: 0), s2 = b.node(east: 280_000, north: 0), e = b.node(east: 420_000, north: 0)
        let end = b.node(east: 421_000, north: 0)
        b.way([w, a], .primary, name: "Start")
        b.way([a, s1, s2, e], .primary, name: "Crawl", maxSpeed: 0.5)
        b.way([a, b.node(east: 0, north: 100_000), b.node(east: 420_000, north: 100_000), e], .primary, name: "Detour", maxSpeed: 50)
        b.way([e, end], .primary, name: "End")
        let router = Router(network: b.build())
        let from = b.nodes[b.node(east: -500, north: 0)], to = b.nodes[b.node(east: 420_500, north: 0)]
        let (fast, reference) = try router.crossCheck(from: from, to: to, profile: .car)
        #expect(fast?.weight == reference?.weight)
        let route = try #require(try router.routes(for: RouteRequest(waypoints: [from, to])).first)
        #expect(route.length > 600_000, "takes the detour: \(route.length)")
        #expect(!route.segments.contains { $0.name == "Crawl" })
    }
}
