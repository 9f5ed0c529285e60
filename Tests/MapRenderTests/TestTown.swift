import Geo
import MapData
@testable import MapRender

/// A small hand-made town for render tests: a 4 × 4 grid of streets 150 m apart around 50° N 0° E,
/// a park, a lake, buildings, POIs, a traffic signal and a speed camera.
enum TestTown {
    static let origin = Coordinate(50.0, 0.0)
    static let spacing: Meters = 150
    static let dLat = spacing / (Earth.radius * .pi / 180)
    static let dLon = dLat / cos(50.0 * .pi / 180)

    /// The grid vertex at column c, row r (row 0 is the southernmost).
    static func point(_ c: Double, _ r: Double) -> Coordinate {
        Coordinate(origin.latitude + r * dLat, origin.longitude + c * dLon)
    }

    struct RoadSpec {
        var name: String?
        var highway: HighwayClass
        var oneway: Oneway = .no
        var vertices: [(Int, Int)]
    }

    static let roadSpecs: [RoadSpec] = [
        RoadSpec(name: "Quay Road", highway: .primary, vertices: [(0, 0), (1, 0), (2, 0), (3, 0)]),
        RoadSpec(name: "Mill Lane", highway: .residential, vertices: [(0, 1), (1, 1), (2, 1), (3, 1)]),
        RoadSpec(name: "Harbour Street", highway: .secondary, vertices: [(0, 2), (1, 2), (2, 2), (3, 2)]),
        RoadSpec(name: "Station Road", highway: .tertiary, vertices: [(0, 3), (1, 3), (2, 3), (3, 3)]),
        RoadSpec(name: "Elm Road", highway: .residential, vertices: [(0, 0), (0, 1), (0, 2), (0, 3)]),
        RoadSpec(name: "Oak Street", highway: .residential, oneway: .forward, vertices: [(1, 0), (1, 1), (1, 2), (1, 3)]),
        RoadSpec(name: "Church Lane", highway: .residential, vertices: [(2, 0), (2, 1), (2, 2), (2, 3)]),
        RoadSpec(name: nil, highway: .service, vertices: [(3, 0), (3, 1), (3, 2), (3, 3)]),
    ]

    static func vertexID(_ c: Int, _ r: Int) -> Int32 { Int32(r * 4 + c) }

    static func network() -> RoadNetwork {
        var vertices = [Vertex]()
        for r in 0..<4 { for c in 0..<4 { vertices.append(Vertex(coordinate: point(Double(c), Double(r)), osmID: Int64(r * 4 + c + 1))) } }
        var roads = [Road]()
        var shape = [Coordinate]()
        // (edge, key of its twin) before sorting.
        var raw = [(edge: Edge, pair: Int?)]()
        for (ri, spec) in roadSpecs.enumerated() {
            roads.append(Road(osmID: Int64(100 + ri), highway: spec.highway, name: spec.name, oneway: spec.oneway))
            for k in 0..<(spec.vertices.count - 1) {
                let a = spec.vertices[k], b = spec.vertices[k + 1]
                let va = vertexID(a.0, a.1), vb = vertexID(b.0, b.1)
                let pa = vertices[Int(va)].coordinate, pb = vertices[Int(vb)].coordinate
                let mid = pa.interpolated(to: pb, fraction: 0.5)
                let len = pa.distance(to: pb)
                let fwdStart = Int32(shape.count)
                shape += [pa, mid, pb]
                let fwd = Edge(source: va, target: vb, road: Int32(ri), length: len, shapeStart: fwdStart, shapeCount: 3, reverse: -1, isForward: true)
                if spec.oneway == .no {
                    let revStart = Int32(shape.count)
                    shape += [pb, mid, pa]
                    let rev = Edge(source: vb, target: va, road: Int32(ri), length: len, shapeStart: revStart, shapeCount: 3, reverse: -1, isForward: false)
                    raw.append((fwd, raw.count + 1))
                    raw.append((rev, raw.count - 1))
                } else {
                    raw.append((fwd, nil))
                }
            }
        }
        let order = raw.indices.sorted { (raw[$0].edge.source, $0) < (raw[$1].edge.source, $1) }
        var newIndex = [Int](repeating: 0, count: raw.count)
        for (n, o) in order.enumerated() { newIndex[o] = n }
        var edges = [Edge]()
        for o in order {
            var e = raw[o].edge
            if let p = raw[o].pair { e.reverse = Int32(newIndex[p]) }
            edges.append(e)
        }
        let signal = PointFeature(kind: .trafficSignals, osmID: 900, coordinate: point(1, 2))
        let camera = PointFeature(kind: .speedCamera, osmID: 901, coordinate: point(2.5, 0))
        return RoadNetwork(vertices: vertices, edges: edges, shapePoints: shape, roads: roads, pointFeatures: [signal, camera])
    }

    static func square(_ c0: Double, _ r0: Double, _ c1: Double, _ r1: Double) -> [Coordinate] {
        [point(c0, r0), point(c1, r0), point(c1, r1), point(c0, r1), point(c0, r0)]
    }

    static func features() -> MapFeatures {
        let park = Area(osmID: 1, kind: .park, name: "Riverside Park", rings: [square(0.15, 2.15, 0.85, 2.85)])
        let lake = Area(osmID: 2, kind: .water, name: "Mill Pond", rings: [square(2.15, 1.15, 2.85, 1.85)])
        let buildings = [
            Building(osmID: 10, footprint: square(1.2, 0.2, 1.5, 0.45)),
            Building(osmID: 11, footprint: square(1.55, 0.2, 1.8, 0.45)),
        ]
        let pois = [
            POI(osmID: 20, name: "Café Nord", key: "amenity", value: "cafe", coordinate: point(1.3, 1.5)),
            POI(osmID: 21, name: "Old Lighthouse", key: "tourism", value: "attraction", coordinate: point(2.5, 2.5), isLandmark: true),
            POI(osmID: 22, name: "\u{1B}[31mEvil\u{07}Shop", key: "shop", value: "bakery", coordinate: point(0.5, 0.5)),
            POI(osmID: 23, name: "東京ラーメン", key: "amenity", value: "restaurant", coordinate: point(2.5, 0.5)),
        ]
        let river = LineFeature(osmID: 30, kind: .river, name: "Avon", points: [point(-0.5, 1.5), point(3.5, 1.6)])
        return MapFeatures(pois: pois, areas: [park, lake], buildings: buildings, lines: [river])
    }

    static let map: OSMMap = {
        let net = network()
        return OSMMap(name: "testtown", network: net, features: features(), bounds: net.bounds,
                      attribution: OSMMap.openStreetMapAttribution)
    }()

    static let projected = ProjectedMap(map)

    /// The centre of the grid.
    static let centre = point(1.5, 1.5)
}

import Foundation
