import Foundation
import Geo
import MapData
import TermUI
import Testing
@testable import MapRender

/// Two more shortcuts of the styled frame give exactly what the longer way gives: a polygon spanning a row or two of
/// cell centres filled from its points as they are projected (`MapFrame.fillFewRows`), and a braille path drawn
/// without a clip and a closure per segment (`MapFrame.strokeUntilted`).
@Suite struct FewRowFillAndBraillePathTests {
    static let monaco = Coordinate(43.7384, 7.4246)

    static func frame(zoom: Double, bearing: Double = 0) -> MapFrame {
        let camera = Camera(centre: monaco, zoom: zoom, bearing: bearing, width: 200, height: 60)
        return MapFrame(view: MapView(map: nil, camera: camera), area: Rect(x: 0, y: 0, width: 200, height: 60))
    }

    /// Random polygons around the view's centre, a few cells across at z14–z17 (buildings), some larger, some
    /// with a ring under 3 points, some half off the view.
    static func polygons(_ g: inout SeededGenerator, count: Int, spread: Double) -> [OMTFeature] {
        (0..<count).map { k in
            let cx = monaco.longitude + Double.random(in: -spread...spread, using: &g)
            let cy = monaco.latitude + Double.random(in: -spread / 3...spread / 3, using: &g)
            let size = k % 5 == 0 ? 1e-3 : Double.random(in: 1e-6...2e-4, using: &g)
            func ring(_ n: Int) -> [Coordinate] {
                (0..<n).map { _ in Coordinate(cy + Double.random(in: -size...size, using: &g), cx + Double.random(in: -size...size, using: &g)) }
            }
            var outer = [ring(Int.random(in: 3...12, using: &g))]
            if k % 4 == 0 { outer.append(ring(k % 8 == 0 ? 2 : Int.random(in: 3...6, using: &g))) }
            return OMTFeature(layer: "building", id: Int64(k), geometry: .polygon(outer: outer, holes: []), properties: [:])
        }
    }

    @Test func aFewRowPolygonSetsTheCellsOfTheGeneralFill() throws {
        var g = SeededGenerator(seed: 31)
        var done = 0
        for zoom in [14.0, 15, 16.5, 17] {
            let src = try #require(StyledSource(layers: ["building": Self.polygons(&g, count: 800, spread: 4e-3)]).layers["building"])
            var fast = Self.frame(zoom: zoom), slow = fast
            for i in src.features.indices {
                let kind = UInt8(i % 200 + 1)
                if fast.fillFewRows(i, of: src, kind: kind) { done += 1 } else { continue }
                // The general way: the rings projected into the scratch, measured, filled.
                slow.resetRings()
                src.points.withUnsafeBufferPointer { points in
                    for k in src.partStart[i]..<src.partStart[i + 1] where src.partRanges[k].count >= 3 {
                        slow.appendRing(UnsafeBufferPointer(rebasing: points[src.partRanges[k]]))
                    }
                }
                let b = try #require(slow.ringBox)
                if slow.grid.spansACellCentre(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY) {
                    slow.fill.fill(points: slow.ringScratch, rings: slow.ringRanges, kind: kind, minY: b.minY, maxY: b.maxY)
                }
                #expect(fast.fill.kinds == slow.fill.kinds, "feature \(i) at z\(zoom)")
                slow.fill = fast.fill
            }
        }
        // Most polygons are small enough to take the shortcut.
        #expect(done > 2_000, "\(done)")
        // A rotated view takes the general way.
        var rotated = Self.frame(zoom: 16, bearing: 30)
        let src = try #require(StyledSource(layers: ["building": Self.polygons(&g, count: 20, spread: 1e-4)]).layers["building"])
        #expect(src.features.indices.allSatisfy { !rotated.fillFewRows($0, of: src, kind: 1) })
    }

    @Test func aBraillePathSetsTheDotsAndColoursOfItsSegmentsDrawnOneByOne() {
        var g = SeededGenerator(seed: 37)
        for (zoom, bearing) in [(14.0, 0.0), (16, 0), (17, 200)] {
            var frame = Self.frame(zoom: zoom, bearing: bearing)
            let t = frame.t, c = t.centre
            var reference = BrailleCanvas(width: 200, height: 60)
            /// `strokeUntilted`'s projection: north up `northUpCell` where it gives numbers, else the ground way.
            func project(_ p: Point2D) -> (Point2D, Bool) {
                if t.northUpAffine {
                    let q = t.northUpCell(p)
                    if q.x.isFinite && q.y.isFinite { return (q, true) }
                }
                let ground = t.ground(p)
                return (t.cell(ground: ground), ground.y.isFinite)
            }
            for k in 0..<1_500 {
                // Paths within and across the view's edges, with repeated points, steps under a dot, now and
                // then a point at infinity or NaN.
                let spread = k % 3 == 0 ? 4e-3 : 1e-3
                var p = Point2D(x: c.x + Double.random(in: -spread...spread, using: &g), y: c.y + Double.random(in: -spread...spread, using: &g))
                var path = [p]
                for _ in 0..<Int.random(in: 0...12, using: &g) {
                    let step = [0, 1e-7, 2e-6, 5e-5, 4e-4][Int.random(in: 0..<5, using: &g)]
                    p = Point2D(x: p.x + Double.random(in: -step...step, using: &g), y: p.y + Double.random(in: -step...step, using: &g))
                    path.append(p)
                }
                if k % 41 == 0 { path[path.count / 2].y = .infinity }
                if k % 43 == 0 { path[0].x = .nan }
                let colour = Color.rgb(UInt8(k % 256), UInt8(k / 256), 7)
                frame.strokeUntilted(path, weight: .braille, color: colour)
                for (a, b) in zip(path, path.dropFirst()) {
                    let (ca, fa) = project(a), (cb, fb) = project(b)
                    if fa && fb && !MapFrame.offOneSide(ca, cb, width: 201, height: 61) { reference.line(from: ca, to: cb, color: colour) }
                }
            }
            #expect(frame.braille.dots == reference.dots, "z\(zoom) bearing \(bearing)")
            #expect(frame.braille.colors == reference.colors, "z\(zoom) bearing \(bearing)")
            #expect(reference.dots.contains { $0 != 0 })
        }
    }
}
