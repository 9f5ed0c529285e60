import Foundation
import Geo
import TermUI
import Testing
@testable import MapRender

/// The exact shortcuts under the few-row fill: a row's centre as a Mercator y (`NorthUpCells.limitY`) and the
/// integer floor and ceiling without libm (`floorInt`, `ceilInt`).
@Suite struct RowLimitAndWholeCellTests {
    @Test func aPointIsAboveARowCentreExactlyWhenItsYIsAtMostTheRowsLimit() throws {
        var g = SeededGenerator(seed: 41)
        var found = 0
        for zoom in [0.0, 3.7, 12, 14, 15.25, 17, 21.9] {
            let camera = Camera(centre: Coordinate(43.7384, 7.4246), zoom: zoom, width: 200, height: 60)
            let t = camera.transform, nu = t.northUp
            for row in [-1, 0, 1, 29, 59, 60] {
                let yc = Double(row) + 0.5
                guard let limit = nu.limitY(cellY: yc) else { continue }
                found += 1
                // Points on both sides of the limit, a few ulps to well away, and the limit's neighbours.
                var ys = [limit, limit.nextUp, limit.nextDown, limit.nextUp.nextUp, limit.nextDown.nextDown, .nan, .infinity, -.infinity]
                for _ in 0..<200 {
                    let ulps = Double.random(in: -64...64, using: &g).rounded()
                    ys.append(limit + ulps * limit.ulp)
                    ys.append(limit + Double.random(in: -1e-3...1e-3, using: &g))
                }
                for y in ys {
                    let p = Point2D(x: t.centre.x, y: y)
                    #expect((t.northUpCell(p).y <= yc) == (y <= limit), "z\(zoom) row \(row) y \(y)")
                }
                // The limit is the greatest such y.
                #expect(t.northUpCell(Point2D(x: 0.5, y: limit)).y <= yc)
                #expect(!(t.northUpCell(Point2D(x: 0.5, y: limit.nextUp)).y <= yc))
            }
        }
        #expect(found >= 30, "\(found)")
    }

    @Test func wholeCellsAreTheFloorAndCeilingOfLibm() {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1, -1, 1.5, -1.5, 2.999999, -2.999999, 1e15 + 0.5, -1e15 - 0.5,
                                9.007199254740993e15, -9.007199254740993e15, 4.5e18, -4.5e18, 0.1.nextDown, (-0.1).nextUp,
                                Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude]
        var g = SeededGenerator(seed: 43)
        for _ in 0..<2_000 {
            values.append(Double.random(in: -300...300, using: &g))
            values.append(Double(Int.random(in: -1_000...1_000, using: &g)))
            values.append(Double(Int.random(in: -1_000...1_000, using: &g)) + 0.5)
        }
        for v in values {
            #expect(v.floorInt == Int(v.rounded(.down)), "\(v)")
            #expect(v.ceilInt == Int(v.rounded(.up)), "\(v)")
        }
    }
}
