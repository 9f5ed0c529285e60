import Foundation
import Testing

@Suite("Maps/harbourne.osm: what the town holds")
struct HarbourneContentTests {
    static let roadClasses: Set<String> = [
        "motorway", "trunk", "primary", "secondary", "tertiary", "residential", "living_street", "service",
        "unclassified", "motorway_link", "trunk_link", "primary_link",
    ]

    func ways(_ osm: ParsedOSM, _ match: ([String: String]) -> Bool) -> [ParsedOSM.Way] { osm.ways.filter { match($0.tags) } }
    func nodes(_ osm: ParsedOSM, _ match: ([String: String]) -> Bool) -> [ParsedOSM.Node] { osm.nodes.filter { match($0.tags) } }

    @Test func motorwayHasTwoOnewayCarriagewaysNumberedExitsLinksTunnelAndToll() throws {
        let osm = try TownFixture.osm()
        let motorway = ways(osm) { $0["highway"] == "motorway" }
        #expect(motorway.count >= 2)
        #expect(motorway.allSatisfy { $0.tags["oneway"] == "yes" && $0.tags["ref"] == "M7" })
        #expect(motorway.contains { $0.tags["maxspeed"] == "130" })
        let junctions = nodes(osm) { $0["highway"] == "motorway_junction" && $0["ref"] != nil && $0["name"] != nil }
        #expect(Set(junctions.compactMap { $0.tags["ref"] }).count >= 2)
        let motorwayNodes = Set(motorway.flatMap(\.nodes))
        #expect(junctions.allSatisfy { motorwayNodes.contains($0.id) })
        let links = ways(osm) { $0["highway"] == "motorway_link" }
        #expect(links.count >= 4)
        #expect(links.filter { $0.tags["destination"] != nil && $0.tags["destination:ref"] != nil }.count == links.count)
        #expect(motorway.contains { $0.tags["tunnel"] == "yes" && $0.tags["layer"] == "-1" })
        #expect(motorway.contains { $0.tags["toll"] == "yes" })
        // Each junction node starts an exit link.
        for j in junctions { #expect(links.contains { $0.nodes.first == j.id }, "exit \(j.tags["ref"] ?? "") has no link") }
    }

    @Test func roadHierarchyRingRoadLivingStreetAndServiceRoadsExist() throws {
        let osm = try TownFixture.osm()
        let ring = ways(osm) { ($0["highway"] == "trunk" || $0["highway"] == "primary") && $0["lanes"] == "2"
            && ($0["maxspeed"] == "80" || $0["maxspeed"] == "70") }
        #expect(ring.count >= 4)
        for cls in ["primary", "secondary", "tertiary", "residential", "service"] {
            #expect(!ways(osm) { $0["highway"] == cls }.isEmpty, "no \(cls)")
        }
        #expect(!ways(osm) { $0["highway"] == "living_street" && $0["maxspeed"] == "20" }.isEmpty)
        let names = Set(ways(osm) { $0["highway"] != nil }.compactMap { $0.tags["name"] })
        for street in ["High Street", "Mill Lane", "Harbour Street", "Station Road", "Quay Road", "Church Lane"] {
            #expect(names.contains(street), "no \(street)")
        }
    }

    @Test func everyNamedRoadAndPlaceAlsoHasAJapaneseName() throws {
        let osm = try TownFixture.osm()
        let named = osm.ways.map(\.tags).filter { $0["name"] != nil } + osm.nodes.map(\.tags).filter { $0["name"] != nil }
        #expect(named.count > 150)
        let missing = named.filter { ($0["name:ja"] ?? "").isEmpty }.compactMap { $0["name"] }
        #expect(missing.isEmpty, "without name:ja: \(missing)")
        let japanese = named.compactMap { $0["name:ja"] }
        #expect(japanese.allSatisfy { $0.unicodeScalars.contains { (0x3000...0x9FFF).contains($0.value) } })
    }

    @Test func onewaysRoundaboutsRiverAndBridges() throws {
        let osm = try TownFixture.osm()
        let roads = ways(osm) { Self.roadClasses.contains($0["highway"] ?? "") }
        #expect(roads.contains { $0.tags["oneway"] == "yes" && $0.tags["highway"] != "motorway" && $0.tags["highway"] != "motorway_link" })
        #expect(roads.contains { $0.tags["oneway"] == "-1" })
        let roundabouts = roads.filter { $0.tags["junction"] == "roundabout" }
        #expect(roundabouts.count >= 2)
        for r in roundabouts {
            #expect(r.nodes.first == r.nodes.last, "roundabout \(r.id) not closed")
            let ring = Set(r.nodes)
            let arms = roads.filter { $0.id != r.id && ($0.nodes.first.map(ring.contains) == true || $0.nodes.last.map(ring.contains) == true) }
            #expect(arms.count >= 4, "roundabout \(r.tags["name"] ?? "") has \(arms.count) arms")
        }
        let river = try #require(ways(osm) { $0["waterway"] == "river" }.first)
        #expect(!ways(osm) { $0["natural"] == "water" }.isEmpty)
        let byID = osm.nodeByID
        let riverLine = river.nodes.compactMap { byID[$0] }.map(TownFixture.plane)
        let bridges = roads.filter { $0.tags["bridge"] == "yes" && $0.tags["layer"] == "1" }
        let overRiver = bridges.filter { b in
            let line = b.nodes.compactMap { byID[$0] }.map(TownFixture.plane)
            return Self.crosses(line, riverLine)
        }
        #expect(overRiver.count >= 2)
        #expect(roads.contains { $0.tags["tunnel"] == "yes" && $0.tags["highway"] != "motorway" })
    }

    @Test func junctionControlsLevelCrossingAndCamerasSitOnRoads() throws {
        let osm = try TownFixture.osm()
        let roadNodes = Set(ways(osm) { Self.roadClasses.contains($0["highway"] ?? "") }.flatMap(\.nodes))
        let railNodes = Set(ways(osm) { $0["railway"] == "rail" }.flatMap(\.nodes))
        let signals = nodes(osm) { $0["highway"] == "traffic_signals" }
        #expect(signals.count >= 10)
        #expect(signals.allSatisfy { roadNodes.contains($0.id) })
        for kind in ["stop", "give_way"] {
            let found = nodes(osm) { $0["highway"] == kind }
            #expect(!found.isEmpty && found.allSatisfy { roadNodes.contains($0.id) }, "\(kind)")
        }
        let cameras = nodes(osm) { $0["highway"] == "speed_camera" }
        #expect(cameras.count >= 3)
        #expect(cameras.allSatisfy { roadNodes.contains($0.id) && Int($0.tags["maxspeed"] ?? "") != nil })
        let crossings = nodes(osm) { $0["railway"] == "level_crossing" }
        #expect(!crossings.isEmpty && crossings.allSatisfy { roadNodes.contains($0.id) && railNodes.contains($0.id) })
        let station = nodes(osm) { $0["railway"] == "station" && $0["name"] != nil }
        #expect(station.count == 1 && station.allSatisfy { railNodes.contains($0.id) })
    }

    @Test func speedLimitsSpan20To130KmhAndVehicleRestrictionsExist() throws {
        let osm = try TownFixture.osm()
        let limits = Set(osm.ways.compactMap { $0.tags["maxspeed"] })
        #expect(limits.allSatisfy { Int($0) != nil }, "non-numeric maxspeed: \(limits)")
        for v in ["20", "30", "50", "70", "80", "100", "110", "130"] { #expect(limits.contains(v), "no maxspeed=\(v)") }
        #expect(!ways(osm) { $0["highway"] == "service" && $0["access"] == "private" }.isEmpty)
        #expect(!ways(osm) { $0["highway"] != nil && $0["hgv"] == "no" }.isEmpty)
        #expect(!ways(osm) { $0["highway"] != nil && $0["maxheight"] == "3.5" && $0["bridge"] == nil }.isEmpty)
        #expect(!ways(osm) { $0["highway"] != nil && $0["maxweight"] == "7.5" && $0["bridge"] == "yes" }.isEmpty)
    }

    @Test func landBuildingsLandmarksAndAHundredNamedPOIs() throws {
        let osm = try TownFixture.osm()
        #expect(!ways(osm) { $0["leisure"] == "park" }.isEmpty)
        for use in ["forest", "residential", "commercial", "industrial"] {
            #expect(!ways(osm) { $0["landuse"] == use }.isEmpty, "no landuse=\(use)")
        }
        let buildings = ways(osm) { $0["building"] != nil }
        #expect(buildings.count >= 300)
        #expect(buildings.filter { $0.tags["building:levels"] != nil }.count >= 100)
        #expect(!nodes(osm) { $0["tourism"] == "attraction" }.isEmpty)
        #expect(!nodes(osm) { $0["historic"] == "monument" }.isEmpty)
        #expect(!nodes(osm) { $0["historic"] == "castle" }.isEmpty)
        let pois = nodes(osm) { $0["name"] != nil && ($0["amenity"] != nil || $0["shop"] != nil || $0["tourism"] != nil || $0["leisure"] != nil) }
        #expect((90...160).contains(pois.count), "\(pois.count) named POIs")
        #expect(Set(pois.compactMap { $0.tags["name"] }).count == pois.count, "POI names repeat")
        for amenity in ["cafe", "restaurant", "fuel", "school", "hospital", "pharmacy", "bank", "parking"] {
            #expect(pois.contains { $0.tags["amenity"] == amenity }, "no amenity=\(amenity)")
        }
        for tourism in ["hotel", "museum"] { #expect(pois.contains { $0.tags["tourism"] == tourism }) }
        #expect(pois.filter { $0.tags["shop"] != nil }.count >= 10)
    }

    /// True when the polylines properly cross somewhere.
    static func crosses(_ a: [(x: Double, y: Double)], _ b: [(x: Double, y: Double)]) -> Bool {
        for (p, q) in zip(a, a.dropFirst()) {
            for (r, s) in zip(b, b.dropFirst()) {
                let d = (q.x - p.x) * (s.y - r.y) - (q.y - p.y) * (s.x - r.x)
                if d == 0 { continue }
                let t = ((r.x - p.x) * (s.y - r.y) - (r.y - p.y) * (s.x - r.x)) / d
                let u = ((r.x - p.x) * (q.y - p.y) - (r.y - p.y) * (q.x - p.x)) / d
                if t > 0 && t < 1 && u > 0 && u < 1 { return true }
            }
        }
        return false
    }
}
