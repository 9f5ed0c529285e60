import Foundation
import Geo
import TermUI
import Text

extension MapFrame {
    /// Cell-space position of a normalized Mercator point; nil behind the camera. North up and untilted, a point
    /// `northUpCell` projects to numbers is in front of the camera (its depth is the camera's distance) at that cell.
    @inline(__always) func cell(_ n: Point2D) -> Point2D? {
        if t.northUpAffine {
            let c = t.northUpCell(n)
            if c.x.isFinite && c.y.isFinite { return c }
        }
        return t.project(normalized: n)
    }

    /// The cell index of a normalized point when it lands on a ground row of the viewport.
    @inline(__always)
    func cellIndex(_ n: Point2D) -> Int? {
        guard let c = cell(n), c.isSaneCell else { return nil }
        let x = c.x.floorInt, y = c.y.floorInt
        guard x >= 0, y >= firstGroundRow, x < width, y < height else { return nil }
        return y * width + x
    }

    /// Calls `body` with each segment of a path in cell space, clipped against the camera's near plane.
    /// - Complexity: O(points).
    func forEachSegment<C: Collection>(_ points: C, _ body: (Point2D, Point2D) -> Void) where C.Element == Point2D {
        var it = points.makeIterator()
        guard let first = it.next() else { return }
        var ga = t.ground(first)
        while let p = it.next() {
            let gb = t.ground(p)
            if let (a, b) = clipNear(ga, gb) { body(t.cell(ground: a), t.cell(ground: b)) }
            ga = gb
        }
    }

    /// The part of a ground segment in front of the near plane (`t.nearLimit`).
    func clipNear(_ a: Point2D, _ b: Point2D) -> (Point2D, Point2D)? {
        clipNear(a, b, depths: t.depth(ground: a), t.depth(ground: b), near: t.nearLimit)
    }

    /// `clipNear` of a segment whose ends' depths and the near limit are already known.
    @inline(__always)
    func clipNear(_ a: Point2D, _ b: Point2D, depths da: Double, _ db: Double, near: Double) -> (Point2D, Point2D)? {
        if da >= near && db >= near { return (a, b) }
        if da < near && db < near { return nil }
        let f = (near - da) / (db - da)
        let m = Point2D(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
        return da < near ? (m, b) : (a, m)
    }

    /// The box of no point (`CellGrid.bounds` of an empty list).
    static let noRingBox: (minX: Double, minY: Double, maxX: Double, maxY: Double) = (.infinity, .infinity, -.infinity, -.infinity)

    /// Empties the ring scratch (`ringScratch`, `ringRanges`, `ringBox`) for the next polygon, keeping the storage.
    mutating func resetRings() {
        ringScratch.removeAll(keepingCapacity: true)
        ringRanges.removeAll(keepingCapacity: true)
        ringBox = Self.noRingBox
        ringBoxIsMeasured = true
    }

    /// Projects a closed ring into `ringScratch` (clipped against the near plane by Sutherland & Hodgman 1974)
    /// and records its range in `ringRanges`. Untilted, it also measures the ring into `ringBox`; a ring taking the
    /// general way sets `ringBoxIsMeasured` to false.
    mutating func appendRing<C: BidirectionalCollection>(_ points: C) where C.Element == Point2D {
        let start = ringScratch.count
        // Untilted (`t.affine`), every point whose ground y is finite is at depth `distance`, in front of the near
        // plane: such a ring is its points projected, nothing clipped. A ring with another point takes the general way.
        if t.northUpAffine && appendNorthUpRing(points, start: start) { return }
        if t.affine {
            let t = t, n = points.count
            var finite = true, box = Self.noRingBox, boxIsFinite = true
            // Room for the ring made once (the Mercator points copied in, each then replaced by its cell), then
            // written through the storage (an append per point checked that the array was unique); measured as
            // `CellGrid.bounds` measures, in the same pass.
            ringScratch.append(contentsOf: points)
            ringScratch.withUnsafeMutableBufferPointer { cells in
                var k = start
                for p in points {
                    let g = t.ground(p)
                    guard g.y.isFinite else { finite = false; break }
                    let c = t.cell(ground: g)
                    cells[k] = c
                    k += 1
                    if c.x.isFinite && c.y.isFinite {
                        box.minX = min(box.minX, c.x); box.maxX = max(box.maxX, c.x)
                        box.minY = min(box.minY, c.y); box.maxY = max(box.maxY, c.y)
                    } else {
                        boxIsFinite = false
                    }
                }
            }
            if finite {
                if n >= 3 {
                    ringRanges.append(start..<ringScratch.count)
                    if let b = ringBox, boxIsFinite {
                        ringBox = (min(b.minX, box.minX), min(b.minY, box.minY), max(b.maxX, box.maxX), max(b.maxY, box.maxY))
                    } else {
                        ringBox = nil
                    }
                } else {
                    ringScratch.removeSubrange(start...)
                }
                return
            }
            ringScratch.removeSubrange(start...)
        }
        ringBoxIsMeasured = false
        let near = t.nearLimit
        guard var prev = points.last.map({ t.ground($0) }) else { return }
        var prevIn = t.depth(ground: prev) >= near
        for p in points {
            let g = t.ground(p)
            let inside = t.depth(ground: g) >= near
            if inside != prevIn {
                let dp = t.depth(ground: prev), dg = t.depth(ground: g)
                let f = (near - dp) / (dg - dp)
                ringScratch.append(t.cell(ground: Point2D(x: prev.x + (g.x - prev.x) * f, y: prev.y + (g.y - prev.y) * f)))
            }
            if inside { ringScratch.append(t.cell(ground: g)) }
            prev = g
            prevIn = inside
        }
        if ringScratch.count - start >= 3 { ringRanges.append(start..<ringScratch.count) } else { ringScratch.removeSubrange(start...) }
    }

    /// `appendRing`'s untilted way for a north-up view (`t.northUpAffine`), each point projected by
    /// `CameraTransform.northUpCell`: when every cell is finite they are the cells, the box and the ranges the
    /// untilted way makes, and it returns true; otherwise it leaves the scratch as it found it and returns false (the
    /// caller then takes the untilted way, which handles points that do not project to numbers).
    mutating func appendNorthUpRing<C: BidirectionalCollection>(_ points: C, start: Int) -> Bool where C.Element == Point2D {
        let t = t, n = points.count
        var box = Self.noRingBox, finite = true
        ringScratch.append(contentsOf: points)
        ringScratch.withUnsafeMutableBufferPointer { cells in
            var k = start
            for p in points {
                let c = t.northUpCell(p)
                guard c.x.isFinite && c.y.isFinite else { finite = false; break }
                cells[k] = c
                k += 1
                box.minX = min(box.minX, c.x); box.maxX = max(box.maxX, c.x)
                box.minY = min(box.minY, c.y); box.maxY = max(box.maxY, c.y)
            }
        }
        guard finite, n >= 3 else {
            ringScratch.removeSubrange(start...)
            return finite
        }
        ringRanges.append(start..<ringScratch.count)
        if let b = ringBox {
            ringBox = (min(b.minX, box.minX), min(b.minY, box.minY), max(b.maxX, box.maxX), max(b.maxY, box.maxY))
        }
        return true
    }

    /// Polygons spanning at most this many rows of cell centres are filled by `fillFewRows`.
    static let fewRows = 3

    /// Fills feature `i` of a source layer (a polygon without holes, fill id `kind`) the way `appendRing` and
    /// `FillCanvas.fill` would, when it spans at most `fewRows` rows of cell centres in a north-up untilted view:
    /// only the ends of the edges crossing a row are projected, as the fill reads them
    /// (`FillCanvas.fillByRows(_:points:rings:edgeCount:kind:project:limits:)`, each row's centre as a Mercator y by
    /// `NorthUpCells.limitY`, made once per frame: `rowLimits`), not every point into the ring scratch first. True
    /// when done (filled, or nothing to fill); false: take the general way.
    ///
    /// North up and untilted, a point's cell x is a non-decreasing function of its Mercator x alone and its cell y
    /// of its y alone (`CameraTransform.northUpCell`), so the cells of the feature's box corners are the least and
    /// greatest of its points' cells: the box `appendRing` measures, when every ring has the 3 points it keeps. Its
    /// rows and columns of cell centres are those `CellGrid.spansACellCentre` and `FillCanvas.rows` find in it.
    mutating func fillFewRows(_ i: Int, of src: StyledSource.Layer, kind: UInt8) -> Bool {
        guard t.northUpAffine else { return false }
        let b = src.boxes[i], nu = t.northUp
        let lo = nu.cell(Point2D(x: b.minX, y: b.minY)), hi = nu.cell(Point2D(x: b.maxX, y: b.maxY))
        // Both corners finite and in order (a span that is a number at least 0 and whose sum with the other is
        // finite; one too large to add takes the general way too).
        let dx = hi.x - lo.x, dy = hi.y - lo.y
        guard dx >= 0 && dy >= 0 && (dx + dy).isFinite else { return false }
        // A box that holds no cell centre holds no crossing: the general way would set no cell either, whatever
        // its rings.
        guard let rows = fill.rows(minY: lo.y, maxY: hi.y), fill.columns(minX: lo.x, maxX: hi.x) != nil else { return true }
        guard rows.count <= Self.fewRows else { return false }
        // The rows' limits are the same for every polygon of the frame: made on the first one. A row without one
        // takes the general way.
        if rowLimits.isEmpty { rowLimits = (0..<height).map { nu.limitY(cellY: Double($0) + 0.5) ?? .nan } }
        let limits = rowLimits
        for y in rows where limits[y].isNaN { return false }
        // The parts read through the storage (a slice of them retained and released the array per polygon).
        return src.partRanges.withUnsafeBufferPointer { ranges in
            let parts = UnsafeBufferPointer(rebasing: ranges[src.partStart[i]..<src.partStart[i + 1]])
            var edgeCount = 0
            for r in parts {
                guard r.count >= 3 else { return false }
                edgeCount += r.count
            }
            guard edgeCount > 0 && rows.count * edgeCount <= FillCanvas.edgeTableFrom else { return false }
            src.points.withUnsafeBufferPointer { points in
                fill.fillByRows(rows, points: points, rings: parts, edgeCount: edgeCount, kind: kind, project: { nu.cell($0) },
                                limits: { limits[$0] })
            }
            return true
        }
    }

    /// Draws a path with a line weight into the right canvas.
    /// A point shared by two segments in front of the near plane is projected once (the same cell both times).
    mutating func stroke<C: Collection>(_ points: C, weight: LineWeight, color: Color) where C.Element == Point2D {
        if t.affine && !ascii && t.depth(ground: Point2D(x: 0, y: 0)) >= t.nearLimit {
            strokeUntilted(points, weight: weight, color: color)
            return
        }
        var it = points.makeIterator()
        guard let first = it.next() else { return }
        let near = t.nearLimit
        var ga = t.ground(first)
        var da = t.depth(ground: ga)
        // The cell of `ga` when the last segment ended there unclipped.
        var ca: Point2D?
        while let p = it.next() {
            let gb = t.ground(p)
            let db = t.depth(ground: gb)
            if let (a, b) = clipNear(ga, gb, depths: da, db, near: near) {
                // An end `clipNear` kept as it was keeps its cell: the one already projected, and the next start.
                let cb = t.cell(ground: b)
                strokeSegment(a == ga ? (ca ?? t.cell(ground: a)) : t.cell(ground: a), cb, weight: weight, color: color)
                ca = b == gb ? cb : nil
            } else {
                ca = nil
            }
            ga = gb
            da = db
        }
    }

    /// `stroke` of an untilted view (`t.affine`) in braille or box lines, with the same segments and cells: every
    /// point whose ground y is finite lies at depth `distance`, in front of the near plane (tested by the caller),
    /// so `clipNear` would keep both ends of such a segment, and a segment with another end draws nothing (its
    /// clipped end would not be a number, which `LineClip` drops). The canvas's storage is opened once per path.
    mutating func strokeUntilted<C: Collection>(_ points: C, weight: LineWeight, color: Color) where C.Element == Point2D {
        let t = t, w = Double(width) + 1, h = Double(height) + 1
        let northUp = t.northUpAffine
        /// A point's cell and whether its ground y is finite: north up, `northUpCell` where it gives numbers (then
        /// the same cell, and a finite ground y), else the ground point's cell.
        @inline(__always) func project(_ p: Point2D) -> (cell: Point2D, finite: Bool) {
            if northUp {
                let c = t.northUpCell(p)
                if c.x.isFinite && c.y.isFinite { return (c, true) }
            }
            let g = t.ground(p)
            return (t.cell(ground: g), g.y.isFinite)
        }
        if weight == .braille {
            // Braille without a closure per segment: each point is scaled to dots and tested against the canvas
            // once (the test `LineClip.clip` makes of both ends), and a segment with both ends inside goes straight
            // to its dots, from the ends the clip would give (`a` and `a + (b - a)`); any other takes `line`. A
            // segment of one dot, the dot the segment before ended on, sets nothing new (the same dot, the same
            // colour, nothing drawn between) and is skipped.
            // A point inside is made a dot once (`Int` of its dot point), for the segments it starts and ends: the
            // far end `a + (b - a)` is mostly `b` itself, whose dot is then the one made for `b`.
            braille.withLines { lines in
                let limit = lines.dotLimit
                var it = points.makeIterator()
                guard let first = it.next() else { return }
                var (ca, fa) = project(first)
                var pa = BrailleCanvas.Lines.dot(ca)
                var inA = BrailleCanvas.Lines.isInside(pa, limit: limit)
                var xa = inA ? Int(pa.x) : 0, ya = inA ? Int(pa.y) : 0
                // The dot the last segment ended on when it went straight to its dots, else x -1.
                var endX = -1, endY = -1
                while let p = it.next() {
                    let (cb, fb) = project(p)
                    let pb = BrailleCanvas.Lines.dot(cb)
                    let inB = BrailleCanvas.Lines.isInside(pb, limit: limit)
                    let xb = inB ? Int(pb.x) : 0, yb = inB ? Int(pb.y) : 0
                    if fa && fb && inA && inB {
                        let ex = pa.x + (pb.x - pa.x), ey = pa.y + (pb.y - pa.y)
                        let x1 = ex == pb.x ? xb : Int(ex), y1 = ey == pb.y ? yb : Int(ey)
                        if xa != x1 || ya != y1 || xa != endX || ya != endY { lines.insideDots(x0: xa, y0: ya, x1: x1, y1: y1, color: color) }
                        endX = x1
                        endY = y1
                    } else {
                        if fa && fb && !Self.offOneSide(ca, cb, width: w, height: h) { lines.line(from: ca, to: cb, color: color) }
                        endX = -1
                    }
                    fa = fb
                    ca = cb
                    pa = pb
                    inA = inB
                    xa = xb
                    ya = yb
                }
            }
        } else {
            // Each segment `strokeSegment` would draw, straight to the box lines (not through a closure per segment).
            box.withLines { lines in
                var it = points.makeIterator()
                guard let first = it.next() else { return }
                var (ca, fa) = project(first)
                while let p = it.next() {
                    let (cb, fb) = project(p)
                    if fa && fb && !Self.offOneSide(ca, cb, width: w, height: h) { lines.line(from: ca, to: cb, weight: weight, color: color) }
                    fa = fb
                    ca = cb
                }
            }
        }
    }

    /// The cheap reject of a segment in cell space: both ends off the same side of a viewport grown by a cell
    /// (`width` and `height` are the viewport's plus one).
    @inline(__always)
    static func offOneSide(_ a: Point2D, _ b: Point2D, width w: Double, height h: Double) -> Bool {
        (a.x < -1 && b.x < -1) || (a.x > w && b.x > w) || (a.y < -1 && b.y < -1) || (a.y > h && b.y > h)
    }

    mutating func strokeSegment(_ a: Point2D, _ b: Point2D, weight: LineWeight, color: Color) {
        if Self.offOneSide(a, b, width: Double(width) + 1, height: Double(height) + 1) { return }
        if ascii {
            asciiLines.line(from: a, to: b, heavy: weight == .heavy, color: color, aspect: camera.cellAspect)
        } else if weight == .braille {
            braille.line(from: a, to: b, color: color)
        } else {
            box.line(from: a, to: b, weight: weight, color: color)
        }
    }

    /// Screen direction (degrees clockwise from up, aspect-corrected) of a cell-space vector.
    func screenAngle(dx: Double, dy: Double) -> Degrees {
        Angle.normalized(Angle.degrees(atan2(dx, -dy * camera.cellAspect)))
    }

    /// The 8-way sector (0 = up, clockwise) of a screen angle.
    static func sector8(_ a: Degrees) -> Int { a.isFinite ? Int(((Angle.normalized(a) + 22.5) / 45).rounded(.down)) % 8 : 0 }

    /// An ASCII arrow for a screen angle.
    static func asciiArrow(_ a: Degrees) -> Character {
        a.isFinite ? ["^", ">", "v", "<"][Int(((Angle.normalized(a) + 45) / 90).rounded(.down)) % 4] : "^"
    }

    /// Adds a symbol at a cell index.
    mutating func addSymbol(_ index: Int, _ glyph: Character, _ color: Color, bold: Bool = false, protect: Bool = false) {
        symbols.append((index, glyph, Style(foreground: color, attributes: bold ? .bold : [])))
        if protect { placer.reserve(x: index % width, y: index / width) }
    }
}

extension Point2D {
    /// Finite and small enough to convert to a cell index without trapping.
    var isSaneCell: Bool { x.isFinite && y.isFinite && abs(x) < 1e9 && abs(y) < 1e9 }
}
