import Geo
import Testing
@testable import MapData

@Suite struct NetworkBuilderTests {
    let map: OSMMap

    init() throws {
        map = try OSMMap.parse(data: SmallTownFixture.bytes, name: "small")
    }

    func vertex(_ osmID: Int64) throws -> Int32 {
        Int32(try #require(map.network.vertices.firstIndex { $0.osmID == osmID }))
    }

    @Test func verticesAreJunctionsAndEndsOnly() {
        #expect(Set(map.network.vertices.map(\.osmID)) == [1, 3, 4, 5, 7])
        #expect(map.network.roads.map(\.osmID).sorted() == [10, 11, 12])
    }

    @Test func edgesFollowOnewayAndPairInReverse() throws {
        let n = map.network
        #expect(n.edges.count == 5)
        let v1 = try vertex(1), v3 = try vertex(3), v4 = try vertex(4), v5 = try vertex(5), v7 = try vertex(7)
        let pairs = Set(n.edges.map { [$0.source, $0.target] })
        #expect(pairs == [[v1, v3], [v3, v1], [v3, v4], [v5, v3], [v3, v7]])
        for (i, e) in n.edges.enumerated() {
            #expect(n.outgoing(e.source).contains(i))
            if e.reverse >= 0 {
                let r = n.edges[Int(e.reverse)]
                #expect(r.reverse == Int32(i) && r.source == e.target && r.target == e.source && r.isForward != e.isForward)
            }
            let shape = n.shape(of: i)
            #expect(shape.first == n.vertices[Int(e.source)].coordinate && shape.last == n.vertices[Int(e.target)].coordinate)
        }
        let main = try #require(n.edges.first { $0.source == v1 })
        #expect(abs(main.length - 222.6) < 0.5)  // 0.002° of longitude at 1° N
        #expect(main.shapeCount == 3)
    }

    @Test func roadAttributesAndNames() throws {
        let main = try #require(map.network.roads.first { $0.osmID == 10 })
        #expect(main.name == "Main Street" && main.name(language: "ja") == "本通り" && main.maxSpeed == 50)
        let east = try #require(map.network.roads.first { $0.osmID == 12 })
        #expect(east.oneway == .forward && east.maxSpeed == 48.28)
    }

    @Test func pointFeaturesSitOnEdgesPerDirection() throws {
        let n = map.network
        #expect(Set(n.pointFeatures.map(\.kind)) == [.trafficSignals, .stop])
        let v1 = try vertex(1), v3 = try vertex(3), v7 = try vertex(7)
        for (source, target) in [(v1, v3), (v3, v1)] {
            let e = try #require(n.edges.firstIndex { $0.source == source && $0.target == target })
            let fs = n.features(on: e)
            #expect(fs.count == 1)
            #expect(abs((fs.first?.offset ?? 0) - 111.3) < 0.5)
            #expect(fs.first.map { n.pointFeatures[Int($0.feature)].kind } == .trafficSignals)
        }
        let east = try #require(n.edges.firstIndex { $0.source == v3 && $0.target == v7 })
        #expect(n.features(on: east).map { n.pointFeatures[Int($0.feature)].kind } == [.stop])
        #expect(n.pointFeatures.first { $0.kind == .stop }?.direction == .forward)
    }

    @Test func restrictionsResolveAndInvalidOnesAreCounted() throws {
        let rs = map.network.restrictions
        #expect(rs.count == 2)
        let viaNode = try #require(rs.first { $0.osmID == 20 })
        let v3 = try vertex(3)
        #expect(viaNode.kind == .prohibitive && viaNode.value == "no_left_turn" && viaNode.viaVertex == v3)
        #expect(map.network.roads[Int(viaNode.fromRoad)].osmID == 10 && map.network.roads[Int(viaNode.toRoad)].osmID == 11)
        let viaWay = try #require(rs.first { $0.osmID == 22 })
        #expect(viaWay.viaVertex == nil && viaWay.viaRoads.map { map.network.roads[Int($0)].osmID } == [11])
        #expect(map.statistics.invalidRestrictions == 1)  // 21: via node 1 is not on way 12
        #expect(map.statistics.restrictions == 2)
    }

    @Test func entitiesAreDecodedInPOINames() throws {
        let cafe = try #require(map.features.pois.first)
        #expect(cafe.name == "Café \"Rose\" & Co ☺" && cafe.key == "amenity" && cafe.value == "cafe")
        #expect(map.features.pois.count == 1)
    }

    @Test func boundsNameAndAttribution() {
        #expect(map.bounds == BoundingBox(minLatitude: 0.99, minLongitude: 0.99, maxLatitude: 1.02, maxLongitude: 1.02))
        #expect(map.name == "small")
        #expect(map.attribution == "© OpenStreetMap contributors")
    }

    @Test func nearestRoadQueryUsesTheIndex() throws {
        let snaps = map.network.edgeIndex.nearest(to: Coordinate(1.0001, 1.0015), within: 50)
        let first = try #require(snaps.first)
        #expect(map.network.road(of: Int(first.edge)).osmID == 10)
        #expect(first.distance < 12)
    }

    @Test func aCameraBesideTheRoadIsPlacedOnTheNearestPieceBothWays() throws {
        let camera = "<node id=\"9\" lat=\"1.0001\" lon=\"1.0015\"><tag k=\"highway\" v=\"speed_camera\"/><tag k=\"maxspeed\" v=\"50\"/></node>\n <way id=\"10\">"
        let xml = SmallTownFixture.xml.replacingOccurrences(of: "<way id=\"10\">", with: camera)
        let n = try OSMMap.parse(data: Array(xml.utf8), name: "t").network
        let f = try #require(n.pointFeatures.firstIndex { $0.kind == .speedCamera })
        #expect(n.pointFeatures[f].maxSpeed == 50)
        let onEdges = n.edges.indices.filter { e in n.features(on: e).contains { $0.feature == Int32(f) } }
        #expect(onEdges.count == 2 && onEdges.allSatisfy { n.road(of: $0).osmID == 10 })
        for e in onEdges {
            let offset = try #require(n.features(on: e).first { $0.feature == Int32(f) }?.offset)
            #expect(abs(offset - (n.edges[e].isForward ? 166.9 : 55.7)) < 1)
        }
    }
}

@Suite struct SpatialIndexTests {
    @Test func queriesFarAwayOrNotANumberReturnNothingWithoutTrapping() throws {
        let n = try OSMMap.parse(data: SmallTownFixture.bytes, name: "small").network
        #expect(n.edgeIndex.nearest(to: Coordinate(89, 179), within: 100).isEmpty)
        #expect(n.edgeIndex.nearest(to: Coordinate(.nan, .infinity), within: 100).isEmpty)
        #expect(n.edgeIndex.nearest(to: Coordinate(1.0, 1.001), within: 1e7).count >= 2)
    }

    @Test func aWorldWideGridStaysBounded() {
        let world = BoundingBox(minLatitude: -85, minLongitude: -180, maxLatitude: 85, maxLongitude: 180)
        let g = SpatialGrid.layout(bounds: world, cellSize: 100)
        #expect(g.columns * g.rows <= SpatialGrid.maxCells)
        let grid = SpatialGrid(boxes: [world, BoundingBox(minLatitude: 1, minLongitude: 1, maxLatitude: 1, maxLongitude: 1)])
        #expect(grid.candidates(in: BoundingBox(minLatitude: 0.9, minLongitude: 0.9, maxLatitude: 1.1, maxLongitude: 1.1)) == [0, 1])
        #expect(grid.candidates(in: BoundingBox(minLatitude: 50, minLongitude: 50, maxLatitude: 51, maxLongitude: 51)) == [0])
    }
}
