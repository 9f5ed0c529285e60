import MapData
@testable import Routing

/// Independent checks of a route's edge sequence against the network (not using the router's own rule code).
enum RouteChecks {
    /// Problems with a route's edges: gaps, one-ways driven backwards, forbidden access, restricted turns.
    static func violations(_ edges: [Int32], in network: RoadNetwork) -> [String] {
        var out = [String]()
        for (i, e32) in edges.enumerated() {
            let e = network.edges[Int(e32)]
            let road = network.roads[Int(e.road)]
            if road.oneway == .forward && !e.isForward || road.oneway == .backward && e.isForward {
                out.append("edge \(e32) drives one-way road \(road.osmID) backwards")
            }
            if road.access == .no || road.access == .private { out.append("edge \(e32) is on a closed road") }
            guard i > 0 else { continue }
            let p = network.edges[Int(edges[i - 1])]
            if p.target != e.source { out.append("gap between edges \(edges[i - 1]) and \(e32)") }
            var mandatory = [Int32]()
            for r in network.restrictions where r.viaVertex == p.target && r.fromRoad == p.road {
                let uTurn = p.reverse == e32
                let matches = r.toRoad == e.road && (p.road != e.road || uTurn)
                if r.kind == .prohibitive && matches { out.append("turn \(edges[i - 1])→\(e32) breaks \(r.value)") }
                if r.kind == .mandatory { mandatory.append(matches ? 1 : 0) }
            }
            if !mandatory.isEmpty && !mandatory.contains(1) { out.append("turn \(edges[i - 1])→\(e32) breaks an only_* rule") }
        }
        out += viaWayViolations(edges, in: network)
        return out
    }

    /// Sequences from-road, via roads (in order, each one or more edges), to-road that a via-way restriction forbids
    /// (or, for only_*, a via chain followed by another road).
    static func viaWayViolations(_ edges: [Int32], in network: RoadNetwork) -> [String] {
        var out = [String]()
        let roads = edges.map { network.edges[Int($0)].road }
        for r in network.restrictions where r.viaVertex == nil && !r.viaRoads.isEmpty {
            for start in roads.indices where roads[start] == r.fromRoad {
                var k = start + 1, via = 0
                var matched = true
                while via < r.viaRoads.count {
                    guard k < roads.count, roads[k] == r.viaRoads[via] else { matched = false; break }
                    while k < roads.count && roads[k] == r.viaRoads[via] { k += 1 }
                    via += 1
                }
                guard matched, k < roads.count, roads[k - 1] != roads[k] else { continue }
                let onto = roads[k]
                if r.kind == .prohibitive && onto == r.toRoad || r.kind == .mandatory && onto != r.toRoad {
                    out.append("edges from \(start) break via-way \(r.value) (relation \(r.osmID))")
                }
            }
        }
        return out
    }
}
