import Foundation
import Geo
import TermUI
import Testing
@testable import MapRender

/// The shortcuts a styled frame takes for speed give exactly what the longer way gives: the untilted projection
/// without the perspective division, the run-straightness test without two `atan2` per segment, the edge table's
/// rows without a sort, the culling of runs of features by one box. (`navsim-bench framehash` checks whole frames.)
@Suite struct FrameShortcutTests {
    /// `CameraTransform.cell(ground:)` as the perspective formula writes it.
    static func perspectiveCell(_ t: CameraTransform, _ g: Point2D) -> Point2D {
        let k = t.distance / (t.distance + g.y * t.sinT)
        return Point2D(x: t.anchor.x + g.x * k / t.pxPerCellX, y: t.anchor.y - g.y * t.cosT * k / t.pxPerCellY)
    }

    @Test func untiltedCellsAreThePerspectiveFormulasBitForBit() {
        var g = SeededGenerator(seed: 41)
        for bearing in [0.0, 30, 200, 359.5] {
            for zoom in [12.0, 14, 15.25, 17] {
                let camera = Camera(centre: Coordinate(43.7384, 7.4246), zoom: zoom, bearing: bearing, width: 200, height: 60)
                let t = camera.transform
                #expect(t.affine, "bearing \(bearing) zoom \(zoom)")
                for _ in 0..<2_000 {
                    let n = Point2D(x: t.centre.x + Double.random(in: -1e-3...1e-3, using: &g),
                                    y: t.centre.y + Double.random(in: -1e-3...1e-3, using: &g))
                    let ground = t.ground(n)
                    let fast = t.cell(ground: ground), slow = Self.perspectiveCell(t, ground)
                    #expect(fast.x.bitPattern == slow.x.bitPattern && fast.y.bitPattern == slow.y.bitPattern, "\(n) at \(bearing)°, z\(zoom)")
                }
            }
        }
    }

    @Test func aTiltedCameraKeepsThePerspectiveWay() {
        let t = Camera(centre: Coordinate(43.7384, 7.4246), zoom: 15, tilt: 45, width: 200, height: 60).transform
        #expect(!t.affine)
        let ground = t.ground(Point2D(x: t.centre.x + 1e-4, y: t.centre.y - 1e-4))
        #expect(t.cell(ground: ground) == Self.perspectiveCell(t, ground))
    }

    /// `MapFrame.turnsAway` as it was written: the turn between the two segments' bearings.
    static func turnsAwayByBearings(_ rx: Double, _ ry: Double, _ dx: Double, _ dy: Double) -> Bool {
        abs(Angle.turn(from: atan2(ry, rx) * 180 / .pi, to: atan2(dy, dx) * 180 / .pi)) > MapFrame.straightRunTolerance
    }

    @Test func theCosineTurnTestAnswersAsTheBearingsDo() {
        var g = SeededGenerator(seed: 7)
        for k in 0..<50_000 {
            let a = Double.random(in: 0..<(2 * .pi), using: &g)
            // Half near the tolerance (within ±0.3° either way, where the bearings decide), half anywhere.
            let turn = k % 2 == 0 ? (Double.random(in: 19.7...20.3, using: &g) * (Bool.random(using: &g) ? 1 : -1)) * .pi / 180
                : Double.random(in: -.pi ... .pi, using: &g)
            let rl = Double.random(in: 1e-6...300, using: &g), l = Double.random(in: 1e-6...300, using: &g)
            let (rx, ry) = (rl * cos(a), rl * sin(a)), (dx, dy) = (l * cos(a + turn), l * sin(a + turn))
            let rLength = (rx * rx + ry * ry).squareRoot(), dLength = (dx * dx + dy * dy).squareRoot()
            #expect(MapFrame.turnsAway(rx, ry, length: rLength, dx, dy, length: dLength) == Self.turnsAwayByBearings(rx, ry, dx, dy),
                    "\(rx), \(ry) → \(dx), \(dy)")
        }
        // Exactly at the tolerance, straight on, straight back.
        let at = MapFrame.straightRunTolerance * .pi / 180
        for (dx, dy) in [(cos(at), sin(at)), (1.0, 0.0), (-1.0, 0.0)] {
            #expect(MapFrame.turnsAway(1, 0, length: 1, dx, dy, length: 1) == Self.turnsAwayByBearings(1, 0, dx, dy))
        }
    }

    @Test func anEdgeJoinsAtTheFirstRowWhoseCentreReachesIt() {
        var g = SeededGenerator(seed: 3)
        for _ in 0..<20_000 {
            let lower = Int.random(in: 0...30, using: &g), rows = lower...(lower + Int.random(in: 0...40, using: &g))
            // On row centres and boundaries, just beside them, and anywhere around the rows.
            let base = Double(Int.random(in: -3...75, using: &g))
            let lo: Double = switch Int.random(in: 0..<4, using: &g) {
            case 0: base + 0.5
            case 1: (base + 0.5).nextUp
            case 2: (base + 0.5).nextDown
            default: Double.random(in: -5...80, using: &g)
            }
            let scanned = rows.first { lo <= Double($0) + 0.5 }
            #expect(FillCanvas.joinRow(lo, rows: rows) == scanned, "\(lo) in \(rows)")
        }
    }

    @Test func aRunBoxHoldsTheBoxOfEveryFeatureOfItsRun() {
        var g = SeededGenerator(seed: 11)
        let boxes = (0..<100).map { _ in
            let x = Double.random(in: 0...1, using: &g), y = Double.random(in: 0...1, using: &g)
            return MercatorBox(minX: x, minY: y, maxX: x + Double.random(in: 0...0.01, using: &g), maxY: y + Double.random(in: 0...0.01, using: &g))
        }
        let list: [Int32] = (0..<100).filter { _ in Bool.random(using: &g) }.map(Int32.init)
        for (order, count) in [(nil as [Int32]?, boxes.count), (list, list.count)] {
            let runs = StyledMap.runBoxes(boxes, of: order)
            #expect(runs.count == (count + StyledMap.cullRun - 1) / StyledMap.cullRun)
            for k in 0..<count {
                let b = boxes[order.map { Int($0[k]) } ?? k], run = runs[k / StyledMap.cullRun]
                #expect(run.minX <= b.minX && run.minY <= b.minY && run.maxX >= b.maxX && run.maxY >= b.maxY)
                // Whatever view meets a feature's box meets its run's box.
                #expect(run.intersects(b))
            }
        }
        // A box with a side that is not a number can meet a view its neighbours' box misses (min and max drop the
        // NaN): its run then covers the whole plane.
        var odd = boxes
        odd[3] = MercatorBox(minX: 0, minY: 0, maxX: .nan, maxY: 10)
        let view = MercatorBox(minX: 5, minY: 5, maxX: 6, maxY: 6)
        #expect(odd[3].intersects(view) && StyledMap.runBoxes(odd, of: nil)[0].intersects(view))
    }

    /// `CellGrid.projectedCellBox` the four-corner way: the box of the corners' cells, nil when one of them is behind
    /// the near plane or not finite.
    static func fourCornerCellBox(_ t: CameraTransform, _ b: MercatorBox) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for (x, y) in [(b.minX, b.minY), (b.maxX, b.minY), (b.minX, b.maxY), (b.maxX, b.maxY)] {
            let g = t.ground(Point2D(x: x, y: y))
            guard t.depth(ground: g) >= t.nearLimit else { return nil }
            let c = t.cell(ground: g)
            guard c.x.isFinite, c.y.isFinite else { return nil }
            minX = min(minX, c.x); maxX = max(maxX, c.x)
            minY = min(minY, c.y); maxY = max(maxY, c.y)
        }
        return (minX, minY, maxX, maxY)
    }

    @Test func theNorthUpCellBoxIsTheFourCornersBox() {
        var g = SeededGenerator(seed: 19)
        for (bearing, tilt) in [(0.0, 0.0), (30, 0), (200, 0), (0, 45)] {
            for zoom in [12.0, 14, 15.25, 17] {
                let camera = Camera(centre: Coordinate(43.7384, 7.4246), zoom: zoom, bearing: bearing, tilt: tilt, width: 200, height: 60)
                let t = camera.transform
                #expect(t.northUpAffine == (bearing == 0 && tilt == 0), "bearing \(bearing) tilt \(tilt)")
                let grid = CellGrid(t: t, width: 200, height: 60, cellAspect: camera.cellAspect)
                var boxes: [MercatorBox] = [.empty, MercatorBox(minX: t.centre.x, minY: t.centre.y, maxX: t.centre.x, maxY: t.centre.y),
                                            MercatorBox(minX: -.infinity, minY: 0, maxX: 1, maxY: 1),
                                            MercatorBox(minX: 0, minY: 0, maxX: 1, maxY: .nan)]
                for k in 0..<2_000 {
                    let x = t.centre.x + Double.random(in: -2e-3...2e-3, using: &g), y = t.centre.y + Double.random(in: -2e-3...2e-3, using: &g)
                    // Mostly small boxes (buildings), some degenerate, some with their corners the wrong way round.
                    let w = k % 10 == 0 ? 0 : Double.random(in: 0...1e-4, using: &g), h = k % 7 == 0 ? 0 : Double.random(in: 0...1e-4, using: &g)
                    boxes.append(k % 13 == 0 ? MercatorBox(minX: x + w, minY: y + h, maxX: x, maxY: y) : MercatorBox(minX: x, minY: y, maxX: x + w, maxY: y + h))
                }
                for b in boxes {
                    let fast = grid.projectedCellBox(b), slow = Self.fourCornerCellBox(t, b)
                    #expect(fast?.minX == slow?.minX && fast?.minY == slow?.minY && fast?.maxX == slow?.maxX && fast?.maxY == slow?.maxY,
                            "\(b) at \(bearing)°, tilt \(tilt)°, z\(zoom)")
                }
            }
        }
    }

    @Test func theLegibleColourTableGivesWhatColorLegibleGives() {
        var g = SeededGenerator(seed: 23)
        var colours: [Color] = [.default, .ansi(1), .indexed(1), .rgb(0, 0, 1), .ansi(0), .indexed(0), .rgb(0, 0, 0), .rgb(255, 255, 255)]
        for _ in 0..<60 {
            colours.append(.rgb(UInt8.random(in: 0...255, using: &g), UInt8.random(in: 0...255, using: &g), UInt8.random(in: 0...255, using: &g)))
        }
        #expect(Set(colours.map { LegibleColorCache.code($0) }).count == Set(colours).count)
        var on = LegibleColorCache(enabled: true), off = LegibleColorCache(enabled: false)
        // 68 × 68 pairs, far more than the table keeps (it then works them out each time), each asked twice.
        for _ in 0..<2 {
            for fg in colours {
                for bg in colours {
                    #expect(on.readable(fg, on: bg) == fg.legible(on: bg), "\(fg) on \(bg)")
                    #expect(off.readable(fg, on: bg) == fg)
                }
            }
        }
    }

    @Test func theRingBoxMeasuredInPassingIsTheBoundsOfTheScratch() {
        var g = SeededGenerator(seed: 29)
        for (bearing, tilt) in [(0.0, 0.0), (30, 0), (0, 45)] {
            let camera = Camera(centre: Coordinate(43.7384, 7.4246), zoom: 15, bearing: bearing, tilt: tilt, width: 200, height: 60)
            var frame = MapFrame(view: MapView(map: nil, camera: camera), area: Rect(x: 0, y: 0, width: 200, height: 60))
            let c = frame.t.centre
            var measured = 0
            for k in 0..<600 {
                frame.resetRings()
                for _ in 0...(k % 3) {
                    // Rings of 1 to 8 points (those under 3 are dropped); now and then a point at infinity or NaN.
                    var ring = (0..<Int.random(in: 1...8, using: &g)).map { _ in
                        Point2D(x: c.x + Double.random(in: -3e-3...3e-3, using: &g), y: c.y + Double.random(in: -3e-3...3e-3, using: &g))
                    }
                    if k % 17 == 0 { ring[0].y = .infinity }
                    if k % 23 == 0 { ring[ring.count - 1].x = .nan }
                    frame.appendRing(ring)
                }
                guard frame.ringBoxIsMeasured else { continue }
                measured += 1
                let box = frame.ringBox, bounds = CellGrid.bounds(frame.ringScratch)
                #expect(box?.minX == bounds?.minX && box?.minY == bounds?.minY && box?.maxX == bounds?.maxX && box?.maxY == bounds?.maxY,
                        "rings \(frame.ringRanges) at \(bearing)°, tilt \(tilt)°")
            }
            // Untilted, every polygon without a point at infinity or NaN is measured in passing; tilted, none.
            #expect(tilt == 0 ? measured > 500 : measured == 0, "\(measured) at \(bearing)°, tilt \(tilt)°")
        }
    }
}
