import Foundation
import Testing

@Suite("Maps/harbourne.osm: the road network")
struct HarbourneNetworkTests {
    /// Directed adjacency of the road graph (oneway=yes/-1, roundabouts and motorways one way).
    struct Graph {
        var forward: [Int64: [Int64]] = [:]
        var backward: [Int64: [Int64]] = [:]
        var undirected: [Int64: [Int64]] = [:]

        init(_ roads: [ParsedOSM.Way]) {
            for w in roads {
                let t = w.tags
                let oneway = t["oneway"] == "yes" || t["junction"] == "roundabout" || t["highway"] == "motorway"
                for (a, b) in zip(w.nodes, w.nodes.dropFirst()) {
                    if t["oneway"] != "-1" { add(a, b) }
                    if t["oneway"] == "-1" || !oneway { add(b, a) }
                    undirected[a, default: []].append(b)
                    undirected[b, default: []].append(a)
                }
            }
        }

        mutating func add(_ a: Int64, _ b: Int64) {
            forward[a, default: []].append(b)
            backward[b, default: []].append(a)
        }

        static func reach(_ start: Int64, _ edges: [Int64: [Int64]]) -> Set<Int64> {
            var seen: Set<Int64> = [start], stack = [start]
            while let n = stack.popLast() {
                for m in edges[n] ?? [] where !seen.contains(m) { seen.insert(m); stack.append(m) }
            }
            return seen
        }
    }

    func roads(_ osm: ParsedOSM) -> [ParsedOSM.Way] {
        osm.ways.filter { HarbourneContentTests.roadClasses.contains($0.tags["highway"] ?? "") }
    }

    @Test func everyTownRoadIsReachableFromMarketCrossAndBack() throws {
        let osm = try TownFixture.osm()
        let roads = roads(osm)
        let graph = Graph(roads)
        let centre = try #require(roads.first { $0.tags["name"] == "Market Cross" && $0.tags["junction"] == "roundabout" }?.nodes.first)
        let out = Graph.reach(centre, graph.forward), back = Graph.reach(centre, graph.backward)
        let all = Set(roads.flatMap(\.nodes))
        #expect(Graph.reach(centre, graph.undirected) == all, "the road network falls apart")
        let motorwayClasses: Set<String> = ["motorway", "motorway_link"]
        var stranded: [String] = []
        for w in roads where !motorwayClasses.contains(w.tags["highway"] ?? "") {
            if !w.nodes.allSatisfy({ out.contains($0) && back.contains($0) }) {
                stranded.append("\(w.id) \(w.tags["name"] ?? w.tags["highway"] ?? "")")
            }
        }
        #expect(stranded.isEmpty, "not strongly connected with the centre: \(stranded)")
        // Motorway carriageways run off the map at both ends; every motorway node is still reachable from
        // the town or leads to it, and the stretch between the exits can be driven from town and back.
        let motorway = roads.filter { motorwayClasses.contains($0.tags["highway"] ?? "") }
        #expect(motorway.flatMap(\.nodes).allSatisfy { out.contains($0) || back.contains($0) })
        let tunnel = try #require(motorway.first { $0.tags["tunnel"] == "yes" })
        #expect(tunnel.nodes.allSatisfy { out.contains($0) && back.contains($0) })
    }

    @Test func turnRestrictionsAreGeometricallyValid() throws {
        let osm = try TownFixture.osm()
        let nodes = osm.nodeByID, ways = osm.wayByID
        let restrictions = osm.relations.filter { $0.tags["type"] == "restriction" }
        #expect(restrictions.count >= 3)
        let kinds = Set(restrictions.compactMap { $0.tags["restriction"] })
        #expect(kinds.isSuperset(of: ["no_left_turn", "no_u_turn", "only_straight_on"]), "\(kinds)")
        for r in restrictions {
            let kind = r.tags["restriction"] ?? ""
            let from = try #require(r.members.first { $0.role == "from" && $0.type == "way" }.flatMap { ways[$0.ref] })
            let to = try #require(r.members.first { $0.role == "to" && $0.type == "way" }.flatMap { ways[$0.ref] })
            let viaID = try #require(r.members.first { $0.role == "via" && $0.type == "node" }?.ref)
            #expect(r.members.count == 3)
            let via = try #require(nodes[viaID])
            // The via node ends the from way in the direction of travel and starts the to way.
            let arriving: Int64?
            if from.nodes.last == viaID && from.tags["oneway"] != "-1" { arriving = from.nodes.dropLast().last }
            else if from.nodes.first == viaID && from.tags["oneway"] != "yes" { arriving = from.nodes.dropFirst().first }
            else { arriving = nil }
            let leaving: Int64?
            if to.nodes.first == viaID && to.tags["oneway"] != "-1" { leaving = to.nodes.dropFirst().first }
            else if to.nodes.last == viaID && to.tags["oneway"] != "yes" { leaving = to.nodes.dropLast().last }
            else { leaving = nil }
            let a = try #require(arriving.flatMap { nodes[$0] }, "relation \(r.id): via is not a drivable end of from")
            let b = try #require(leaving.flatMap { nodes[$0] }, "relation \(r.id): via is not a drivable end of to")
            var turn = TownFixture.bearing(via, b) - TownFixture.bearing(a, via)
            turn = (turn + 540).truncatingRemainder(dividingBy: 360) - 180 // -180 ..< 180, negative = left
            switch kind {
            case "no_left_turn", "only_left_turn": #expect((-150 ... -30).contains(turn), "relation \(r.id) \(kind): \(turn)°")
            case "no_right_turn", "only_right_turn": #expect((30...150).contains(turn), "relation \(r.id) \(kind): \(turn)°")
            case "no_straight_on", "only_straight_on": #expect(abs(turn) < 30, "relation \(r.id) \(kind): \(turn)°")
            case "no_u_turn": #expect(abs(turn) > 150, "relation \(r.id) \(kind): \(turn)°")
            default: Issue.record("unexpected restriction \(kind)")
            }
        }
    }

    @Test func roadsOnTheSameLayerOnlyCrossAtSharedNodes() throws {
        let osm = try TownFixture.osm()
        let byID = osm.nodeByID
        let lines = osm.ways.filter { $0.tags["highway"] != nil || $0.tags["railway"] != nil || $0.tags["waterway"] != nil }
        var segments: [(way: Int64, a: Int64, b: Int64, layer: String, p: (x: Double, y: Double), q: (x: Double, y: Double))] = []
        for w in lines {
            for (a, b) in zip(w.nodes, w.nodes.dropFirst()) {
                guard let na = byID[a], let nb = byID[b] else { continue }
                segments.append((w.id, a, b, w.tags["layer"] ?? "0", TownFixture.plane(na), TownFixture.plane(nb)))
            }
        }
        segments.sort { min($0.p.x, $0.q.x) < min($1.p.x, $1.q.x) }
        var bad: [String] = []
        for i in segments.indices {
            let s = segments[i], sMax = max(s.p.x, s.q.x)
            var j = i + 1
            while j < segments.count, min(segments[j].p.x, segments[j].q.x) <= sMax {
                let t = segments[j]
                j += 1
                if s.way == t.way || s.layer != t.layer || Set([s.a, s.b, t.a, t.b]).count < 4 { continue }
                if HarbourneContentTests.crosses([s.p, s.q], [t.p, t.q]) { bad.append("ways \(s.way) and \(t.way)") }
            }
        }
        #expect(bad.isEmpty, "crossings without a junction, bridge or tunnel: \(bad)")
    }
}
