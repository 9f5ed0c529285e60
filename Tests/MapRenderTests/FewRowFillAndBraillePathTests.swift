import Foundation
import Geo
import MapData
import TermUI
import Testing
@testable import MapRender

/// Another shortcut of the styled frame gives exactly what the longer way gives: a polygon spanning a row or two of
/// cell centres filled from its points as they are projected (`MapFrame.fillFewRows`).
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
}
