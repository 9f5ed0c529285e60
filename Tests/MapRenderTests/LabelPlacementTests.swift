import Geo
import MapData
import TermUI
import Testing
@testable import MapRender

@Suite struct LabelPlacementTests {
    /// One named road: `points` as (east, north) metres from 50° N 0° E, one edge with that geometry.
    static func map(_ points: [(Double, Double)], name: String = "Long Road", highway: HighwayClass = .residential) -> ProjectedMap {
        let o = Coordinate(50, 0)
        let shape = points.map { o.destination(distance: $0.0, bearing: 90).destination(distance: $0.1, bearing: 0) }
        let vertices = [Vertex(coordinate: shape[0], osmID: 1), Vertex(coordinate: shape[shape.count - 1], osmID: 2)]
        let edge = Edge(source: 0, target: 1, road: 0, length: Polyline(shape).length, shapeStart: 0, shapeCount: Int32(shape.count),
                        reverse: -1, isForward: true)
        let net = RoadNetwork(vertices: vertices, edges: [edge], shapePoints: shape, roads: [Road(osmID: 1, highway: highway, name: name)])
        return ProjectedMap(OSMMap(name: "t", network: net, features: MapFeatures(), bounds: net.bounds, attribution: nil))
    }

    static func render(_ m: ProjectedMap, centre: (Double, Double), zoom: Double = 17) -> (Buffer, Camera) {
        let c = Coordinate(50, 0).destination(distance: centre.0, bearing: 90).destination(distance: centre.1, bearing: 0)
        let cam = Camera(centre: c, zoom: zoom, width: 80, height: 24)
        var b = Buffer(width: 80, height: 24)
        MapView(map: m, camera: cam).render(in: b.area, into: &b)
        return (b, cam)
    }

    static func labelRow(_ b: Buffer, _ name: String) -> (row: Int, col: Int)? {
        for (y, line) in b.text.components(separatedBy: "\n").enumerated() {
            if let r = line.range(of: name) { return (y, line.distance(from: line.startIndex, to: r.lowerBound)) }
        }
        return nil
    }

    @Test func streetLabelSitsOnTheLongestStraightRun() throws {
        // 100 m north (steep on screen), then 80 m east (horizontal), then a wiggle.
        let m = Self.map([(0, 0), (0, 100), (80, 100), (85, 104), (88, 100)])
        let (b, cam) = Self.render(m, centre: (40, 85))
        let label = try #require(Self.labelRow(b, "Long Road"))
        let east = try #require(cam.project(Coordinate(50, 0).destination(distance: 100, bearing: 0).destination(distance: 40, bearing: 90)))
        #expect(abs(label.row - Int(east.y)) <= 1)
        #expect(abs(label.col + 4 - Int(east.x)) <= 2)
    }

    @Test func verticalRoadIsLabelledBesideItUpright() throws {
        let m = Self.map([(0, 0), (0, 150)])
        let (b, cam) = Self.render(m, centre: (0, 75))
        let label = try #require(Self.labelRow(b, "Long Road"))
        let road = try #require(cam.project(Coordinate(50, 0).destination(distance: 75, bearing: 0)))
        #expect(label.col >= Int(road.x) + 2 || label.col + 9 <= Int(road.x) - 1)
    }

    @Test func shortRoadsAndMinorRoadsAtLowZoomAreNotLabelled() {
        let short = Self.map([(0, 0), (10, 0)])
        #expect(Self.labelRow(Self.render(short, centre: (5, 0)).0, "Long Road") == nil)
        let long = Self.map([(0, 0), (400, 0)])
        #expect(Self.labelRow(Self.render(long, centre: (200, 0), zoom: 15).0, "Long Road") == nil)
        #expect(Self.labelRow(Self.render(long, centre: (200, 0), zoom: 16).0, "Long Road") != nil)
    }

    @Test func controlCharactersInNamesNeverReachTheBuffer() throws {
        let m = Self.map([(0, 0), (200, 0)], name: "Evil\u{1B}]0;pwned\u{07} Road")
        let (b, _) = Self.render(m, centre: (100, 0))
        #expect(Self.labelRow(b, "Evil Road") != nil)  // the one policy: whole escape sequences go
        #expect(!b.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
