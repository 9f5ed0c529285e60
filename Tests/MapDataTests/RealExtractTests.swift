import Geo
import Testing
import TestSupport
@testable import MapData

@Suite struct RealExtractTests {
    @Test(.sharedData) func monaco2012LoadsWithTheReadmeCounts() throws {
        let map = try RealExtracts.monaco2012.get()
        #expect(map.name == "monaco" && map.attribution == "© OpenStreetMap contributors")
        #expect(map.statistics.nodes == 13_739 && map.statistics.ways == 1_944)  // data README
        let n = map.network
        #expect(n.vertices.count > 400 && n.edges.count > 2 * n.vertices.count - n.vertices.count)
        #expect(n.pointFeatures.filter { $0.kind == .trafficSignals }.count == 7)  // README: 7 traffic_signals
        #expect(Set(n.roads.filter { $0.flags.contains(.roundabout) }.map(\.osmID)).count == 10)  // README: 10 roundabouts
        // No <bounds> in this file: the bounds are the nodes' (README: 7.383,43.514 to 7.503,43.754).
        #expect(abs(map.bounds.minLongitude - 7.383) < 0.001 && abs(map.bounds.maxLatitude - 43.754) < 0.001)
        let roundabout = try #require(n.road(osmID: 25_739_583))
        #expect(roundabout.oneway == .forward && roundabout.name == "Rue Hector Otto")
    }

    @Test(.sharedData) func monaco2016PBFAndBzip2XMLGiveTheSameNetwork() throws {
        let a = try RealExtracts.monaco2016PBF.get(), b = try RealExtracts.monaco2016BZ2.get()
        #expect(a.statistics == b.statistics)
        #expect(a.statistics.nodes == 180_118 && a.statistics.ways == 27_377)  // data README
        #expect(a.network.vertices.count == b.network.vertices.count && a.network.edges.count == b.network.edges.count)
        #expect(a.network.roads.count == b.network.roads.count)
        #expect(a.network.totalLength == b.network.totalLength)
        #expect(a.network.vertices == b.network.vertices && a.network.edges == b.network.edges && a.network.roads == b.network.roads)
        #expect(a.network.restrictions == b.network.restrictions && a.network.pointFeatures == b.network.pointFeatures)
        #expect(a.features.pois == b.features.pois && a.features.buildings.count == b.features.buildings.count)
        // README: 27 turn restrictions in the file.
        #expect(a.statistics.restrictions + a.statistics.invalidRestrictions == 27)
    }

    @Test(.sharedData) func monaco2016TagInterpretations() throws {
        let n = try RealExtracts.monaco2016PBF.get().network
        let tunnel = try #require(n.road(osmID: 4_227_218))  // Tunnel Rocher Antoine 1er: tunnel, layer -3, oneway
        #expect(tunnel.flags.contains(.tunnel) && tunnel.layer == -3 && tunnel.oneway == .forward)
        #expect(n.edges(ofWay: 4_227_218).allSatisfy { $0.isForward && $0.reverse < 0 })
        let backwards = n.edges(ofWay: 24_672_730)  // Voie Romaine, oneway=-1
        #expect(!backwards.isEmpty && backwards.allSatisfy { !$0.isForward && $0.reverse < 0 })
        let roundabout = try #require(n.road(osmID: 4_229_900))  // Avenue Albert II, junction=roundabout
        #expect(roundabout.flags.contains(.roundabout) && roundabout.oneway == .forward)
        #expect(n.road(osmID: 4_229_658)?.access == .private)  // Place du Casino, access=private
        #expect(n.road(osmID: 93_137_627)?.access == .yes)  // access=private but motor_vehicle=permissive
        let corniche = try #require(n.road(osmID: 155_085_107))  // Basse Corniche
        #expect(corniche.maxHeight == 4.3 && corniche.ref == "M 6098" && corniche.flags.contains(.tunnel) && corniche.highway == .secondary)
        // Speed cameras: from highway=speed_camera nodes and type=enforcement relations (relation 1708749: maxspeed 70).
        let cameras = n.pointFeatures.filter { $0.kind == .speedCamera }
        #expect(cameras.count >= 3 && cameras.contains { $0.maxSpeed == 70 })
        let placed = Set(n.edgeFeatures.map { n.pointFeatures[Int($0.feature)].osmID })
        #expect(cameras.allSatisfy { placed.contains($0.osmID) })
        #expect(n.pointFeatures.filter { $0.kind == .trafficSignals }.count <= 21)  // README: 21 in the file
    }

    @Test(.sharedData) func andorraXMLAndPBFGiveTheSameRoads() throws {
        let x = try RealExtracts.andorraGZ.get(), p = try RealExtracts.andorraPBF.get()
        // README: 69 385 / 2 722 nodes / ways in the .gz, 69 644 / 2 725 in the .pbf (6 objects only in the .gz, 268 only in the .pbf).
        #expect(x.statistics.nodes == 69_385 && x.statistics.ways == 2_722)
        #expect(p.statistics.nodes == 69_644 && p.statistics.ways == 2_725)
        #expect(abs(x.network.roads.count - p.network.roads.count) <= 6 + 3)
        #expect(abs(x.network.vertices.count - p.network.vertices.count) <= 2 * (6 + 3))
        let pRoads = Dictionary(p.network.roads.map { ($0.osmID, $0) }, uniquingKeysWith: { a, _ in a })
        let same = x.network.roads.filter { pRoads[$0.osmID] == $0 }.count
        #expect(Double(same) >= 0.99 * Double(x.network.roads.count))
        #expect(abs(x.network.totalLength - p.network.totalLength) < 0.001 * x.network.totalLength)
        let pass = try #require(p.network.road(osmID: 61_736_208))  // Port d'Envalira, maxspeed=90;30;90;30;90;30
        #expect(pass.maxSpeed == 90 && pass.ref == "CG-2")
        let envalira = try #require(p.network.road(osmID: 6_176_755))  // Túnel d'Envalira
        #expect(envalira.flags.isSuperset(of: [.tunnel, .toll]) && envalira.maxHeight == 4.3 && envalira.maxSpeed == 80 && envalira.layer == -1)
    }

    @Test(.sharedData) func northBayreuthRestrictionsSpeedsAndExits() throws {
        let map = try RealExtracts.northBayreuth.get()
        let n = map.network
        // README: 40 turn restrictions; two name a way that is not in the extract or does not touch the via.
        #expect(map.statistics.restrictions + map.statistics.invalidRestrictions == 40)
        #expect(n.restrictions.count >= 35)
        #expect(n.restrictions.contains { $0.kind == .mandatory } && n.restrictions.contains { $0.kind == .prohibitive })
        for r in n.restrictions {
            if let v = r.viaVertex {
                let touches = { (road: Int32) in n.edges.contains { $0.road == road && ($0.source == v || $0.target == v) } }
                #expect(touches(r.fromRoad) && touches(r.toRoad))
            }
        }
        #expect(n.roads.filter { $0.maxSpeed != nil }.count > 200)
        let a70 = try #require(n.road(osmID: 13_790_596))  // A 70 bridge, maxspeed=none, 3 lanes
        #expect(a70.isSpeedUnlimited && a70.maxSpeed == nil && a70.ref == "A 70" && a70.lanes == 3)
        #expect(a70.flags.contains(.bridge) && a70.layer == 1 && a70.oneway == .forward && a70.highway == .motorway)
        #expect(n.road(osmID: 230_143_872)?.maxSpeed == 7)
        let exit = try #require(n.pointFeatures.first { $0.osmID == 16_538_676 })
        #expect(exit.kind == .motorwayJunction && exit.ref == "40a" && exit.name == "Dreieck Bayreuth / Kulmbach")
        #expect(n.edgeFeatures.contains { n.pointFeatures[Int($0.feature)].osmID == 16_538_676 })
    }

    @Test(.sharedData) func viewportQueriesMatchALinearScan() throws {
        let f = try RealExtracts.monaco2016PBF.get().features
        #expect(f.buildings.count > 1000 && f.areas.count > 50 && f.lines.count > 10 && f.pois.count > 100)
        let center = Coordinate(43.7384, 7.4246)
        for radius in [150.0, 600, 3000] {
            let box = BoundingBox(minLatitude: center.latitude, minLongitude: center.longitude,
                                  maxLatitude: center.latitude, maxLongitude: center.longitude).expanded(by: radius)
            let s = f.query(in: box)
            #expect(s.pois == f.pois.indices.filter { box.contains(f.pois[$0].coordinate) })
            #expect(s.areas == f.areas.indices.filter { box.intersects(f.areas[$0].bounds) })
            #expect(s.buildings == f.buildings.indices.filter { BoundingBox(covering: f.buildings[$0].footprint).map(box.intersects) ?? false })
            #expect(s.lines == f.lines.indices.filter { BoundingBox(covering: f.lines[$0].points).map(box.intersects) ?? false })
            #expect(!s.buildings.isEmpty)
        }
    }

    @Test(.sharedData) func featuresOfAndorra() throws {
        let f = try RealExtracts.andorraPBF.get().features
        #expect(f.areas.contains { $0.kind == .water } && f.areas.contains { $0.kind == .forest })
        #expect(f.lines.contains { $0.kind == .river || $0.kind == .stream })
        // Landmarks: every historic=* and tourism=attraction POI, also when another key names its kind
        // (amenity=casino + tourism=attraction is a landmark of kind amenity=casino).
        #expect(!f.landmarks.isEmpty)
        let named = f.pois.filter { $0.key == "historic" || ($0.key == "tourism" && $0.value == "attraction") }
        #expect(named.allSatisfy { $0.isLandmark })
        #expect(f.places.contains { $0.name == "Encamp" && $0.kind == .town })
        #expect(f.pois.allSatisfy { !$0.name.isEmpty })
        #expect(f.areas.allSatisfy { $0.rings.allSatisfy { $0.count >= 4 && $0.first == $0.last } })
    }
}
