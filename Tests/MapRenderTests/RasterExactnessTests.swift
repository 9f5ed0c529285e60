import Foundation
import Geo
import Testing
@testable import MapRender

/// The raster paths set exactly the cells and dots their definitions say: the fill against a per-cell even-odd
/// test (no scanline, no sorting, no conversion to Int, so it also judges vertices far off the canvas), Liang–Barsky
/// without arrays against the array form it replaced, the packed braille bits against the Unicode table.
@Suite struct RasterExactnessTests {
    /// What `FillCanvas.fill` promises, cell by cell: a cell is set when its centre is inside the rings by the
    /// even-odd rule (an odd number of edges cross its row left of the centre) or lies on an edge. An edge crosses
    /// row centre `yc` when exactly one of its ends is at or above it (`y <= yc`), at the x of the line through its
    /// ends. Any vertex that is not finite leaves the canvas empty.
    static func referenceFill(_ rings: [[Point2D]], width: Int, height: Int, kind: UInt8) -> [UInt8] {
        var kinds = [UInt8](repeating: 0, count: width * height)
        guard rings.allSatisfy({ $0.allSatisfy { $0.x.isFinite && $0.y.isFinite } }) else { return kinds }
        for y in 0..<height {
            let yc = Double(y) + 0.5
            var crossings: [Double] = []
            for r in rings where r.count >= 2 {
                for (j, p) in r.enumerated() {
                    let prev = r[(j + r.count - 1) % r.count]
                    if (prev.y <= yc) != (p.y <= yc) { crossings.append(prev.x + (yc - prev.y) / (p.y - prev.y) * (p.x - prev.x)) }
                }
            }
            for x in 0..<width {
                let xc = Double(x) + 0.5
                let left = crossings.count { $0 < xc }
                if crossings.contains(xc) || left % 2 == 1 { kinds[y * width + x] = kind }
            }
        }
        return kinds
    }

    /// A ring of `n` points around (cx, cy) at radii within [r0, r1], some on exact cell centres and half cells.
    static func ring(_ g: inout SeededGenerator, n: Int, cx: Double, cy: Double, r0: Double, r1: Double) -> [Point2D] {
        (0..<n).map { i in
            let a = Double(i) / Double(n) * 2 * .pi
            let r = Double.random(in: r0...r1, using: &g)
            var p = Point2D(x: cx + r * cos(a), y: cy + r * sin(a))
            switch Int.random(in: 0..<6, using: &g) {
            case 0: p.y = p.y.rounded(.down) + 0.5  // a vertex on a row centre
            case 1: p.x = p.x.rounded(.down) + 0.5
            case 2: p.y = p.y.rounded()  // on a row boundary
            default: break
            }
            return p
        }
    }

    @Test func fillSetsTheCellsOfTheReferenceFill() {
        var g = SeededGenerator(seed: 12)
        var canvas = FillCanvas(width: 40, height: 20)
        for trial in 0..<600 {
            let w = Int.random(in: 1...40, using: &g), h = Int.random(in: 1...20, using: &g)
            var rings: [[Point2D]] = []
            // Small (sub-cell) to larger than the canvas, with holes and many-vertex rings (rows of 25+ crossings).
            let size = [0.4, 3, 12, 40][trial % 4]
            for _ in 0..<Int.random(in: 1...3, using: &g) {
                let n = Int.random(in: 3...(trial % 5 == 0 ? 120 : 12), using: &g)
                rings.append(Self.ring(&g, n: n, cx: Double.random(in: -5...45, using: &g), cy: Double.random(in: -5...25, using: &g),
                                       r0: size * (trial % 5 == 0 ? 0.2 : 0.6), r1: size))
            }
            canvas.reset(width: w, height: h)
            canvas.fill(rings: rings.map { $0[...] }, kind: 3)
            #expect(canvas.kinds == Self.referenceFill(rings, width: w, height: h, kind: 3), "trial \(trial)")
        }
    }

    @Test func fillKeepsFarAndDegenerateInputSafe() {
        var canvas = FillCanvas(width: 10, height: 6)
        let cases: [[[Point2D]]] = [
            // Vertices far off the canvas: crossings and rows beyond Int's range.
            [[Point2D(x: -1e300, y: 1), Point2D(x: 1e300, y: 2), Point2D(x: 3, y: 5)]],
            [[Point2D(x: 2, y: -1e300), Point2D(x: 8, y: 1e300), Point2D(x: 3, y: 3)]],
            [[Point2D(x: -1e300, y: -1e300), Point2D(x: 1e300, y: -1e300), Point2D(x: 1e300, y: 1e300), Point2D(x: -1e300, y: 1e300)]],
            [[Point2D(x: 1, y: 1), Point2D(x: 5, y: 1), Point2D(x: 9, y: 1)]],  // flat: no row crossed
            [[Point2D(x: 1, y: 1), Point2D(x: 5, y: 4)]],  // two points: one edge there and back
            [[Point2D(x: 0, y: 0), Point2D(x: .nan, y: 3), Point2D(x: 4, y: 4)]],
        ]
        for (n, rings) in cases.enumerated() {
            canvas.reset(width: 10, height: 6)
            canvas.fill(rings: rings.map { $0[...] }, kind: 1)
            #expect(canvas.kinds == Self.referenceFill(rings, width: 10, height: 6, kind: 1), "case \(n)")
            // The far polygons do cover cells: the first two a band of rows, the square every cell.
            if n < 2 { #expect(canvas.kinds.contains(1), "case \(n)") }
            if n == 2 { #expect(canvas.kinds.allSatisfy { $0 == 1 }) }
        }
    }

    /// Crossings that overflow to infinity or NaN (vertices near the largest Double) are kept off the canvas, not
    /// converted to Int: no trap, and a ring around the whole canvas still fills it.
    @Test func fillSurvivesCrossingsThatOverflow() {
        let big = Double.greatestFiniteMagnitude
        var canvas = FillCanvas(width: 10, height: 6)
        canvas.fill(rings: [[Point2D(x: -big, y: -3), Point2D(x: big, y: 0.5), Point2D(x: -big, y: 20)][...]], kind: 2)
        canvas.reset(width: 10, height: 6)
        canvas.fill(rings: [[Point2D(x: -big, y: -big), Point2D(x: big, y: -big), Point2D(x: big, y: big), Point2D(x: -big, y: big)][...]], kind: 3)
        #expect(canvas.kinds.allSatisfy { $0 == 3 })
    }

    @Test func fillFromRangesOfOneArrayEqualsFillFromSlices() {
        var g = SeededGenerator(seed: 5)
        for _ in 0..<50 {
            let rings = (0..<3).map { _ in Self.ring(&g, n: 9, cx: Double.random(in: 0...30, using: &g), cy: 10, r0: 2, r1: 9) }
            var a = FillCanvas(width: 30, height: 20), b = a
            a.fill(rings: rings.map { $0[...] }, kind: 2)
            var points: [Point2D] = [Point2D(x: 99, y: 99)], ranges: [Range<Int>] = []  // a point no range holds
            for r in rings { ranges.append(points.count..<(points.count + r.count)); points += r }
            b.fill(points: points, rings: ranges, kind: 2)
            #expect(a.kinds == b.kinds)
        }
    }

    /// Liang & Barsky as written before, with arrays of the four boundaries.
    static func referenceClip(_ a: Point2D, _ b: Point2D, minX: Double, minY: Double, maxX: Double, maxY: Double) -> (Point2D, Point2D)? {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
        let dx = b.x - a.x, dy = b.y - a.y
        var t0 = 0.0, t1 = 1.0
        let p = [-dx, dx, -dy, dy], q = [a.x - minX, maxX - a.x, a.y - minY, maxY - a.y]
        for i in 0..<4 {
            if p[i] == 0 {
                if q[i] < 0 { return nil }
            } else {
                let r = q[i] / p[i]
                if p[i] < 0 { if r > t1 { return nil }; if r > t0 { t0 = r } } else { if r < t0 { return nil }; if r < t1 { t1 = r } }
            }
        }
        return (Point2D(x: a.x + t0 * dx, y: a.y + t0 * dy), Point2D(x: a.x + t1 * dx, y: a.y + t1 * dy))
    }

    @Test func lineClipMatchesTheArrayFormBitForBit() {
        var g = SeededGenerator(seed: 9)
        func coordinate() -> Double {
            switch Int.random(in: 0..<5, using: &g) {
            case 0: Double(Int.random(in: -2...12, using: &g))  // on a boundary or a grid line
            case 1: 10 - 1e-6
            default: Double.random(in: -5...15, using: &g)
            }
        }
        for _ in 0..<20_000 {
            let a = Point2D(x: coordinate(), y: coordinate()), b = Point2D(x: coordinate(), y: coordinate())
            let fast = LineClip.clip(a, b, minX: 0, minY: 0, maxX: 10 - 1e-6, maxY: 10 - 1e-6)
            let slow = Self.referenceClip(a, b, minX: 0, minY: 0, maxX: 10 - 1e-6, maxY: 10 - 1e-6)
            #expect(fast.map { [$0.0.x, $0.0.y, $0.1.x, $0.1.y] } == slow.map { [$0.0.x, $0.0.y, $0.1.x, $0.1.y] }, "\(a) \(b)")
        }
    }

    @Test func packedBrailleBitsAreTheUnicodeDotBits() {
        // Unicode's braille numbering, by row: dots 1 and 4, 2 and 5, 3 and 6, 7 and 8 (U+2800 + the bits).
        let unicode: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
        for y in 0..<8 {
            for x in 0..<4 { #expect(BrailleCanvas.bit(x: x, y: y) == unicode[y & 3][x & 1], "dot \(x), \(y)") }
        }
        var canvas = BrailleCanvas(width: 2, height: 2)
        canvas.setDot(x: 3, y: 6, color: .default)
        #expect(canvas.isSet(x: 3, y: 6) && !canvas.isSet(x: 2, y: 6) && canvas.dots[3] == 0x20)
    }
}
