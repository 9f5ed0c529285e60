import Foundation
import Geo
import MapData
import MapRender
import RasterTiles

/// Procedural "aerial imagery" of a map: each tile painted from the map's own features, as a satellite photo would
/// show them: ground with a grain, fields in stripes of a few crops, woodland as tree crowns, water with ripples,
/// concrete for commercial land, asphalt roads, roofs with shadows. Deterministic: the same map, seed and tile give
/// the same pixels (noise is a hash of the world pixel position, never a random generator's state).
public struct AerialImageryRenderer: Sendable {
    public let map: ProjectedMap
    public let seed: UInt64
    /// Zoom levels the pyramid has (z12–z17: over-zoomed above, too coarse to matter below).
    public static let levels = 12...17

    public init(map: ProjectedMap, seed: UInt64 = 1) {
        self.map = map
        self.seed = seed
    }

    /// The tile's pixels (opaque).
    /// - Complexity: O(size² + features in the tile's box · their pixel extent).
    public func tile(_ key: TileKey, size: Int = 256) -> RasterImage {
        var canvas = Canvas(key: key, size: size, seed: seed)
        let box = canvas.box
        // Ground: area kinds per pixel (0 = bare ground), land use first, then green, then water.
        var kinds = [UInt8](repeating: 0, count: size * size)
        var owner = [Int32](repeating: -1, count: size * size)
        let order: [[AreaKind]] = [[.residential, .commercial, .industrial, .retail, .farmland, .parking],
                                   [.grass, .park, .forest, .cemetery], [.water]]
        for group in order {
            for (i, a) in map.map.features.areas.enumerated() where group.contains(a.kind) && map.areaBoxes[i].intersects(box) {
                let rings = map.areaRings[i].map { Array(map.ringPoints[$0.range]) }
                for p in canvas.polygonPixels(rings) { kinds[p] = a.kind.rawValue + 1; owner[p] = Int32(i) }
            }
        }
        for p in 0..<(size * size) {
            canvas.pixels[p] = canvas.ground(p, kind: kinds[p] == 0 ? nil : AreaKind(rawValue: kinds[p] - 1), area: Int(owner[p]))
        }
        drawLines(&canvas, box: box)
        drawRoads(&canvas, box: box)
        drawBuildings(&canvas, box: box)
        return canvas.image
    }

    func drawLines(_ c: inout Canvas, box: MercatorBox) {
        for (i, l) in map.map.features.lines.enumerated() where map.lineBoxes[i].intersects(box) {
            let pts = Array(map.linePoints[map.lineRanges[i]])
            switch l.kind {
            case .river, .canal: c.stroke(pts, widthMeters: 12, color: Palette.water)
            case .stream: c.stroke(pts, widthMeters: 3, color: Palette.water)
            case .rail, .lightRail, .tram: c.stroke(pts, widthMeters: 4, color: Palette.ballast)
            case .subway: break
            }
        }
    }

    func drawRoads(_ c: inout Canvas, box: MercatorBox) {
        let net = map.map.network
        var edges = net.edgeIndex.edges(in: box.boundingBox)
        edges.sort { Self.roadWidth(net.roads[Int(net.edges[Int($0)].road)].highway) < Self.roadWidth(net.roads[Int(net.edges[Int($1)].road)].highway) }
        var done = Set<Int64>()
        for e in edges {
            let edge = net.edges[Int(e)]
            let road = net.roads[Int(edge.road)]
            if road.flags.contains(.tunnel) { continue }
            // Both directions of a two-way road share one shape: draw it once.
            guard done.insert(Int64(edge.shapeStart) << 20 | Int64(edge.shapeCount)).inserted else { continue }
            let range = Int(edge.shapeStart)..<Int(edge.shapeStart + edge.shapeCount)
            let w = Self.roadWidth(road.highway)
            c.stroke(Array(map.shapePoints[range]), widthMeters: w + 2, color: Palette.verge)
            c.stroke(Array(map.shapePoints[range]), widthMeters: w, color: road.highway.mainClass <= .secondary ? Palette.majorAsphalt : Palette.asphalt)
        }
    }

    /// Carriageway width in metres by road class.
    static func roadWidth(_ h: HighwayClass) -> Double {
        switch h.mainClass {
        case .motorway, .trunk: return 16
        case .primary: return 11
        case .secondary, .tertiary: return 8
        default: return 5
        }
    }

    func drawBuildings(_ c: inout Canvas, box: MercatorBox) {
        let shadow = 3.0 / c.metersPerPixel  // metres of shadow to the south-east
        for i in map.buildingBoxes.indices where map.buildingBoxes[i].intersects(box) {
            let ring = Array(map.buildingPoints[map.buildingRanges[i]])
            guard ring.count >= 3 else { continue }
            let off = shadow / c.scale
            for p in c.polygonPixels([ring.map { Point2D(x: $0.x + off, y: $0.y + off) }]) { c.pixels[p] = c.pixels[p].darkened(0.55) }
            let roof = Palette.roofs[Int(Canvas.hash(UInt64(i), seed) % UInt64(Palette.roofs.count))]
            for p in c.polygonPixels([ring]) { c.pixels[p] = c.grain(roof, p, amount: 10) }
        }
    }
}
