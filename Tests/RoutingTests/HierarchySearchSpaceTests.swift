import Geo
import MapData
import Testing
import TestSupport
@testable import Routing

/// The hierarchy's search space (`Router.searchSpace(for:)`) and the contraction order it measures.
@Suite(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
struct HierarchySearchSpaceTests {
    /// Andorra's car hierarchy over the bench's 1,000 pairs (seed 17): the order of format 10 (edge and
    /// original-edge quotients plus depth) relaxes about 74 links and settles about 43 nodes per query; the edge
    /// difference alone, as before, relaxed 127 and settled 49. Counting does not change the search: every pair that
    /// routes is counted, and each count is consistent (stalled nodes are settled ones, an expanded node relaxes its row).
    @Test func andorraCarQueriesStaySmall() throws {
        let network = try OSMMap.load(path: SharedData.path("graphhopper/andorra.osm.pbf")).network
        let router = Router(network: network)
        var settled = 0, relaxed = 0, counted = 0, routed = 0
        for (a, b) in RealDataRoutingTests.vertexPairs(network, count: 1000, seed: 17) {
            let request = RouteRequest(waypoints: [a, b])
            if (try? router.summary(for: request)) != nil { routed += 1 }
            guard let c = try? router.searchSpace(for: request) else { continue }
            #expect(c.stalledForward <= c.settledForward && c.stalledBackward <= c.settledBackward)
            #expect(c.settled >= 1 && c.relaxed >= 0)
            settled += c.settled
            relaxed += c.relaxed
            counted += 1
        }
        #expect(counted > 990 && routed > 800, "counted \(counted), routed \(routed)")
        #expect(Double(relaxed) / Double(counted) < 100, "mean relaxed links \(Double(relaxed) / Double(counted))")
        #expect(Double(settled) / Double(counted) < 47, "mean settled nodes \(Double(settled) / Double(counted))")
    }
}
