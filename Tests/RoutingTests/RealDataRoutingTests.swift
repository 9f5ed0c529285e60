import Geo
import MapData
import Testing
import TestSupport
@testable import Routing

/// The router on real OpenStreetMap extracts from ../shared/data.
@Suite(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
struct RealDataRoutingTests {
    static func vertexPairs(_ network: RoadNetwork, count: Int, seed: UInt64) -> [(Coordinate, Coordinate)] {
        var g = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            (network.vertices[Int.random(in: 0..<network.vertices.count, using: &g)].coordinate,
             network.vertices[Int.random(in: 0..<network.vertices.count, using: &g)].coordinate)
        }
    }

    /// Each profile's hierarchy (the contraction order of format 10 included) against a plain Dijkstra.
    @Test(arguments: ["graphhopper/andorra.osm.pbf", "osrm-backend/monaco.osm.pbf", "graphhopper/north-bayreuth.osm.gz"],
          [RoutingProfile.car, .shortest])
    func fastSearchMatchesDijkstraAndBreaksNoRuleOn200Pairs(file: String, profile: RoutingProfile) throws {
        let network = try OSMMap.load(path: SharedData.path(file)).network
        let router = Router(network: network)
        var routed = 0
        for (i, (a, b)) in Self.vertexPairs(network, count: 200, seed: 42).enumerated() {
            let (fast, reference) = try router.crossCheck(from: a, to: b, profile: profile)
            #expect(fast?.weight == reference?.weight, "\(file) \(profile) pair \(i)")
            guard let path = fast else { continue }
            routed += 1
            #expect(RouteChecks.violations(path.states, in: network) == [], "\(file) \(profile) pair \(i)")
        }
        #expect(routed > 150)
    }

    @Test func monacoHasRestrictionsAndRoutesWithManeuvers() throws {
        let network = try OSMMap.load(path: SharedData.path("osrm-backend/monaco.osm.pbf")).network
        #expect(!network.restrictions.isEmpty)
        let router = Router(network: network)
        var withTurns = 0
        for (a, b) in Self.vertexPairs(network, count: 30, seed: 9) {
            guard let r = try? router.routes(for: RouteRequest(waypoints: [a, b])).first else { continue }
            #expect(r.maneuvers.first?.kind == .depart && r.maneuvers.last?.kind == .arrive)
            #expect(abs(r.segments.last!.endOffset - r.length) < 0.5)
            #expect(!r.maneuvers.contains { $0.instruction.isEmpty })
            if r.maneuvers.count > 2 { withTurns += 1 }
        }
        #expect(withTurns > 10)
    }
}
