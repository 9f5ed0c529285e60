import Foundation
import Geo
import MapData
import TermUI

/// Extruded buildings: footprints raised by their height in the camera's perspective, walls and roofs painted back
/// to front so that nearer solids hide farther ones.
///
/// `extrusionCells` is the pure stage (solids and a camera in, cells out) that a style's `fill-extrusion` layer calls
/// as well; `drawExtrusions` adds its cells to the frame's symbols (over the ground and its lines, under POIs,
/// markers, the vehicle and labels).
extension MapFrame {
    /// Draws the map's buildings as solids, `height` (else `building:levels` × 3 m, else 6 m) above `min_height`.
    mutating func drawExtrudedBuildings(_ map: ProjectedMap) {
        let buildings = map.map.features.buildings
        var solids = [Extrusion]()
        let base = style.colors.building
        for i in map.buildingBoxes.indices where map.buildingBoxes[i].intersects(visible) {
            let r = map.buildingRanges[i]
            guard r.count >= 3, isLargeEnoughOnScreen(map.buildingBoxes[i]) else { continue }
            let building = buildings[i]
            solids.append(Extrusion(footprint: Array(map.buildingPoints[r]), base: building.minHeight ?? 0,
                                    height: Self.height(of: building), color: base))
        }
        drawExtrusions(solids)
    }

    /// A building's top in metres: `height`, else `building:levels` × `Extrusion.metersPerLevel`, else the default.
    static func height(of b: Building) -> Meters {
        if let h = b.height, h > 0 { return h }
        if let l = b.levels, l > 0 { return Double(l) * Extrusion.metersPerLevel }
        return Extrusion.defaultBuildingHeight
    }

    /// Paints solids into the frame (see `extrusionCells`).
    mutating func drawExtrusions(_ solids: [Extrusion]) {
        guard !solids.isEmpty else { return }
        symbols += Self.extrusionCells(solids, transform: t, width: width, height: height, ascii: ascii)
    }

    /// The cells of solids seen by a camera: for each solid, farthest first, its walls that face the eye (farthest
    /// first, shaded by their facing), then its roof. Nothing behind the near plane is drawn.
    /// - Complexity: O(solids · log solids + Σ faces · rows covered).
    public static func extrusionCells(_ solids: [Extrusion], transform t: CameraTransform, width: Int, height: Int,
                                      ascii: Bool) -> [(index: Int, glyph: Character, style: Style)] {
        var raster = ExtrusionRaster(width: width, height: height)
        let eye = Point2D(x: 0, y: -t.distance * t.sinT)
        func eyeDistance(_ g: Point2D) -> Double { (g - eye).length }
        var ordered = [(d: Double, ground: [Point2D], solid: Int)]()
        for (k, s) in solids.enumerated() where s.footprint.count >= 3 && s.height > s.base {
            var ring = s.footprint.map { t.ground($0) }
            if ring.count > 3, ring.first == ring.last { ring.removeLast() }
            var c = Point2D(x: 0, y: 0)
            for g in ring { c = c + g }
            c = c * (1 / Double(ring.count))
            ordered.append((eyeDistance(c), ring, k))
        }
        ordered.sort { $0.d > $1.d }
        for (_, ring, k) in ordered {
            let s = solids[k]
            // Metres to ground pixels at the solid's latitude: the Mercator scale grows by 1 / cos(latitude) = cosh(π(1 − 2y)).
            let pxPerMeter = t.scale * cosh(Double.pi * (1 - 2 * s.footprint[0].y)) / (2 * Double.pi * WebMercator.sphereRadius)
            let zBase = s.base * pxPerMeter, zTop = s.height * pxPerMeter
            guard let roof = project(ring, up: zTop, t), let floor = project(ring, up: zBase, t) else { continue }
            // Outward normals point away from the ring's inside: flip for clockwise rings (in ground x-right, y-ahead).
            let ccw = signedArea(ring) > 0
            var walls = [(d: Double, quad: [Point2D], shade: Double)]()
            for i in ring.indices {
                let j = (i + 1) % ring.count
                let a = ring[i], b = ring[j]
                let edge = b - a
                guard edge.length > 1e-9 else { continue }
                let n = ccw ? Point2D(x: edge.y, y: -edge.x) * (1 / edge.length) : Point2D(x: -edge.y, y: edge.x) * (1 / edge.length)
                let mid = (a + b) * 0.5
                let toEye = eye - mid
                guard n.x * toEye.x + n.y * toEye.y > 0 else { continue }
                walls.append((eyeDistance(mid), [floor[i], floor[j], roof[j], roof[i]], wallLight(n)))
            }
            walls.sort { $0.d > $1.d }
            for w in walls { raster.fill(w.quad, color: shade(s.color, w.shade)) }
            raster.fill(roof, color: shade(s.color, roofLight))
        }
        return raster.cells(ascii: ascii)
    }

    /// Roofs catch the light from above.
    static let roofLight = 1.12
    /// Walls: darker than roofs, lit from the viewer's left (a fixed light, as map renderers use).
    static func wallLight(_ normal: Point2D) -> Double {
        let light = Point2D(x: -0.6, y: -0.8)
        return 0.62 + 0.22 * (normal.x * light.x + normal.y * light.y)
    }

    /// Twice the signed area of a ring in ground coordinates (positive: counter-clockwise, x right, y ahead).
    static func signedArea(_ ring: [Point2D]) -> Double {
        var a = 0.0
        for i in ring.indices {
            let p = ring[i], q = ring[(i + 1) % ring.count]
            a += p.x * q.y - q.x * p.y
        }
        return a
    }

    /// A ring at a height (ground pixels up), in cell space; nil when a corner is behind the near plane.
    static func project(_ ring: [Point2D], up z: Double, _ t: CameraTransform) -> [Point2D]? {
        var out = [Point2D]()
        out.reserveCapacity(ring.count)
        for g in ring {
            let depth = t.distance + g.y * t.sinT - z * t.cosT
            guard depth > t.nearDepth else { return nil }
            let k = t.distance / depth
            let c = Point2D(x: t.anchor.x + g.x * k / t.pxPerCellX, y: t.anchor.y - (g.y * t.cosT + z * t.sinT) * k / t.pxPerCellY)
            guard c.isSaneCell else { return nil }
            out.append(c)
        }
        return out
    }

    /// A colour scaled in brightness (truecolor and the 256 palette; the 16 named colours are kept as they are).
    static func shade(_ c: Color, _ f: Double) -> Color {
        let rgb: (UInt8, UInt8, UInt8)
        switch c {
        case .rgb(let r, let g, let b): rgb = (r, g, b)
        case .indexed(let i): rgb = Color.rgb(ofIndex: i)
        default: return c
        }
        func s(_ v: UInt8) -> UInt8 { UInt8(max(0, min(255, (Double(v) * f).rounded()))) }
        return .rgb(s(rgb.0), s(rgb.1), s(rgb.2))
    }
}

/// A style's `fill-extrusion` layers: `MapFrame+Styled` calls this once per feature with its projected footprint,
/// height and base (metres). It fills the footprint flat; the 3D solids are the `extrudedBuildings` feature layer's
/// (`drawExtrudedBuildings`), which draws above it when enabled.
extension MapFrame {
    mutating func drawExtrusion(rings: [ArraySlice<Point2D>], fillID: UInt8, height: Double, base: Double, color: Color) {
        fill.fill(rings: rings, kind: fillID)
    }
}
