import Geo
import Text

/// Filled areas at cell precision: each cell holds the id of the last area that covered its centre (0 = none).
public struct FillCanvas: Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var kinds: [UInt8]
    /// Scratch space for one row's edge crossings (kept to avoid allocating per polygon).
    private var crossings: [Double] = []
    /// Scratch space of the edge-table fill: the edges that cross a row centre, by lowest y, and those active in a row.
    private var edges: [Edge] = []
    private var active: [Int] = []
    /// Scratch of the edge table's bucket sort: the edges by the row they join at (`joinOrder`), row by row
    /// (row r's are `joinOrder[rowStart[r] ..< rowStart[r + 1]]`).
    private var rowStart: [Int] = []
    private var joinOrder: [Int] = []

    /// An edge of a ring as the ring has it (from `a` to `b`), with its y extent.
    private struct Edge {
        var a: Point2D
        var b: Point2D
        var lo: Double
        var hi: Double
    }

    /// Above this many (rows × edges) a polygon is filled from an edge table: a row then looks only at the edges
    /// that span it (a town's large areas at low zooms have hundreds of vertices over tens of rows).
    static let edgeTableFrom = 256

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        kinds = Array(repeating: 0, count: self.width * self.height)
    }

    /// Empties the canvas for a frame of this size, reusing its storage.
    public mutating func reset(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        let n = self.width * self.height
        kinds.refill(0, count: n)
    }

    public mutating func clear() {
        for i in kinds.indices { kinds[i] = 0 }
    }

    public func kind(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return kinds[y * width + x]
    }

    /// Fills a polygon given as closed rings in cell space (holes are rings too): a cell is inside when its centre is,
    /// by the even-odd rule.
    /// - Complexity: O(rows covered × edges) scanline fill.
    public mutating func fill(rings: [ArraySlice<Point2D>], kind: UInt8) {
        var points = [Point2D](), ranges = [Range<Int>]()
        for r in rings {
            let s = points.count
            points.append(contentsOf: r)
            ranges.append(s..<points.count)
        }
        fill(points: points, rings: ranges, kind: kind)
    }

    /// `fill(rings:kind:)` for rings given as ranges of one array of points (no array of slices to allocate).
    /// - Complexity: O(rows covered × edges) scanline fill.
    public mutating func fill(points: [Point2D], rings: [Range<Int>], kind: UInt8) {
        var minY = Double.infinity, maxY = -Double.infinity
        for r in rings {
            for p in points[r] {
                guard p.x.isFinite, p.y.isFinite else { return }
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        fill(points: points, rings: rings, kind: kind, minY: minY, maxY: maxY)
    }

    /// `fill(points:rings:kind:)` when the caller already knows that every point of the rings is finite and their
    /// least and greatest y (the map frame measures its rings once for this and its own test).
    mutating func fill(points: [Point2D], rings: [Range<Int>], kind: UInt8, minY: Double, maxY: Double) {
        // Clamped to one cell beyond the canvas before becoming Int (a far vertex, 1e300 cells off, must not trap);
        // that selects the same rows.
        guard let rows = rows(minY: minY, maxY: maxY) else { return }
        var edgeCount = 0
        for r in rings where r.count >= 2 { edgeCount += r.count }
        if rows.count * edgeCount > Self.edgeTableFrom {
            fillFromEdgeTable(points: points, rings: rings, kind: kind, rows: rows)
            return
        }
        fillByRows(points: points, rings: rings, kind: kind, rows: rows, edgeCount: edgeCount)
    }

    /// The plain scanline fill of `fill(points:rings:kind:minY:maxY:)` (every edge tested per row), on the storage of
    /// the points, the crossings and the cells: a row's crossings (at most one per edge) are written into scratch made
    /// `edgeCount` long once, sorted in place (by insertion: a small polygon's row has a handful), and its cells set
    /// between pairs as `fillRow` sets them. The same crossings (`crossingX`), the same sorted values, the same cells.
    /// It is the projecting `fillByRows` below with the identity projection and row limits.
    /// - Complexity: O(rows × edges), and the sort of each row's crossings.
    private mutating func fillByRows(points: [Point2D], rings: [Range<Int>], kind: UInt8, rows: ClosedRange<Int>, edgeCount: Int) {
        points.withUnsafeBufferPointer { points in
            rings.withUnsafeBufferPointer { rings in
                fillByRows(rows, points: points, rings: rings, edgeCount: edgeCount, kind: kind, project: { $0 }, limits: { Double($0) + 0.5 })
            }
        }
    }

    /// `fillByRows` of rings read from Mercator points and projected as they are read (`project`, the frame's
    /// projection), not from projected points stored first: a polygon spanning a row or two (most buildings at town
    /// zooms) costs the projections of the ends of the edges that cross its rows, not the scratch they were written
    /// to and read back from. `limits` gives row y's limit: a point's projected y is at most the row's centre exactly
    /// when its own y is at most the limit (the centre itself for the plain fill; `NorthUpCells.limitY` north up), so
    /// an edge is tested against its row as stored. The caller gives the rows `fill(points:rings:kind:minY:maxY:)`
    /// would scan (rows × edges within `edgeTableFrom`; rings of fewer than 2 points cross no row): the same
    /// crossings (`crossingX` of the same projected points), sorted the same, the same cells.
    /// - Complexity: O(rows × points).
    @inline(__always)
    mutating func fillByRows(_ rows: ClosedRange<Int>, points: UnsafeBufferPointer<Point2D>, rings: UnsafeBufferPointer<Range<Int>>,
                             edgeCount: Int, kind: UInt8, project: (Point2D) -> Point2D, limits: (Int) -> Double) {
        if crossings.count < edgeCount { crossings.resize(0, count: edgeCount) }
        let columnLimit = Double(width) + 1, w = width
        crossings.withUnsafeMutableBufferPointer { xs in
            kinds.withUnsafeMutableBufferPointer { cells in
                for y in rows {
                    let yc = Double(y) + 0.5, limit = limits(y)
                    var n = 0
                    for r in rings where r.count >= 2 {
                        var prev = points[r.upperBound - 1]
                        var prevBelow = prev.y <= limit
                        for j in r {
                            let p = points[j]
                            let below = p.y <= limit
                            if prevBelow != below {
                                xs[n] = Self.crossingX(project(prev), project(p), yc: yc, columnLimit: columnLimit)
                                n += 1
                            }
                            prev = p
                            prevBelow = below
                        }
                    }
                    Self.sortSmall(xs, count: n)
                    Self.fillRow(cells, row: y &* w, width: w, crossings: xs, count: n, kind: kind)
                }
            }
        }
    }

    /// The rows `fill(points:rings:kind:minY:maxY:)` scans for rings whose points' y lie within `minY ... maxY`
    /// (nil: none).
    @inline(__always) func rows(minY: Double, maxY: Double) -> ClosedRange<Int>? {
        guard minY <= maxY else { return nil }
        return Self.centres(from: minY, to: maxY, count: height)
    }

    /// The columns whose cell centres lie within `minX ... maxX` (nil: none; the box test of
    /// `CellGrid.spansACellCentre` across).
    @inline(__always) func columns(minX: Double, maxX: Double) -> ClosedRange<Int>? {
        guard minX <= maxX else { return nil }
        return Self.centres(from: minX, to: maxX, count: width)
    }

    /// The indices of `0 ..< count` whose centres `i + 0.5` lie within `lo ... hi` (nil: none). The bounds are
    /// clamped to one beyond the range first (a far vertex, 1e300 cells off, must not trap), which selects the same
    /// indices.
    @inline(__always) static func centres(from lo: Double, to hi: Double, count: Int) -> ClosedRange<Int>? {
        let limit = Double(count) + 1
        let i0 = max(0, (min(max(lo, -1), limit) - 0.5).ceilInt)
        let i1 = min(count - 1, (min(max(hi, -1), limit) - 0.5).floorInt)
        return i0 <= i1 ? i0...i1 : nil
    }

    /// Sorts the first `n` values ascending: by insertion up to 16 (a small polygon's row), else by the standard
    /// sort. Crossings are never NaN (`crossingX` clamps), so every ascending order of them is the same values.
    @inline(__always) static func sortSmall(_ xs: UnsafeMutableBufferPointer<Double>, count n: Int) {
        if n > 16 {
            var head = UnsafeMutableBufferPointer(rebasing: xs[0..<n])
            head.sort()
            return
        }
        var i = 1
        while i < n {
            let v = xs[i]
            var j = i
            while j > 0 && v < xs[j - 1] { xs[j] = xs[j - 1]; j -= 1 }
            xs[j] = v
            i += 1
        }
    }

    /// Sets the cells of the row starting at `row` between pairs of the `n` sorted crossings (even-odd), on the
    /// storage: the one place both fills set a row's cells.
    @inline(__always) static func fillRow(_ cells: UnsafeMutableBufferPointer<UInt8>, row: Int, width: Int,
                                          crossings xs: UnsafeMutableBufferPointer<Double>, count n: Int, kind: UInt8) {
        var k = 0
        while k + 1 < n {
            let xa = max(0, (xs[k] - 0.5).ceilInt)
            let xb = min(width - 1, (xs[k + 1] - 0.5).floorInt)
            if xa <= xb { for x in xa...xb { cells[row &+ x] = kind } }
            k += 2
        }
    }

    /// Where the edge `prev`-`p` (which crosses the row centre `yc`) meets it, clamped to one cell beyond the canvas
    /// (NaN, from an edge whose span overflows, to the left): clamping keeps the order and the cells set, and the
    /// conversion in `fillRow` cannot trap. The one formula of both fills, so they set the same cells.
    @inline(__always) static func crossingX(_ prev: Point2D, _ p: Point2D, yc: Double, columnLimit: Double) -> Double {
        let x = prev.x + (yc - prev.y) / (p.y - prev.y) * (p.x - prev.x)
        return Double.minimum(Double.maximum(x, -1), columnLimit)
    }

    /// The first row of `rows` whose centre `y + 0.5` is at least `lo` (`lo <= y + 0.5`, the test of
    /// the edge table), nil when no row's centre reaches it. The estimate is corrected by that test itself, so the
    /// row is the one a scan of the rows in order would find.
    @inline(__always) static func joinRow(_ lo: Double, rows: ClosedRange<Int>) -> Int? {
        if lo <= Double(rows.lowerBound) + 0.5 { return rows.lowerBound }
        guard lo <= Double(rows.upperBound) + 0.5 else { return nil }
        // Here lowerBound + 0.5 < lo <= upperBound + 0.5: the estimate is within the rows, then moved to the first
        // row whose centre reaches `lo`.
        var y = min(rows.upperBound, max(rows.lowerBound, (lo - 0.5).ceilInt))
        while y > rows.lowerBound && lo <= Double(y - 1) + 0.5 { y -= 1 }
        while !(lo <= Double(y) + 0.5) { y += 1 }
        return y
    }

    /// `body` with the edge table's scratch and the cells as buffers (edges, active, crossings, join order, row
    /// starts, cells), valid only within `body` and sized by the caller: the fill's loops then make no uniqueness or
    /// bounds checks (~8,000 a frame).
    @inline(__always)
    private mutating func withEdgeTableBuffers<R>(
        _ body: (UnsafeMutableBufferPointer<Edge>, UnsafeMutableBufferPointer<Int>,
                 UnsafeMutableBufferPointer<Double>, UnsafeMutableBufferPointer<Int>,
                 UnsafeMutableBufferPointer<Int>, UnsafeMutableBufferPointer<UInt8>) -> R
    ) -> R {
        edges.withUnsafeMutableBufferPointer { edges in
            active.withUnsafeMutableBufferPointer { active in
                crossings.withUnsafeMutableBufferPointer { crossings in
                    joinOrder.withUnsafeMutableBufferPointer { joinOrder in
                        rowStart.withUnsafeMutableBufferPointer { rowStart in
                            kinds.withUnsafeMutableBufferPointer { cells in
                                body(edges, active, crossings, joinOrder, rowStart, cells)
                            }
                        }
                    }
                }
            }
        }
    }

    /// `fill(points:rings:kind:)` by an edge table (the same cells): an edge crosses a row centre `yc` exactly when
    /// `lo <= yc < hi`, so an edge joins the active list at the first row whose centre reaches its `lo` (`joinRow`)
    /// and leaves it at the first whose centre reaches its `hi`; each row intersects only those (all
    /// of which pass the plain fill's test), with the same formula as the plain fill. A row's crossings are the same
    /// set, sorted the same (`sortSmall`: every ascending order of them is the same values), and set as the plain
    /// fill sets them (`fillRow` on the storage).
    /// The scratch arrays are made long enough once per polygon and then read and written through their storage (an
    /// append or subscript per edge and row tested that its array was unique, ~8,000 times a frame).
    /// - Complexity: O(edges + rows × edges spanning a row).
    private mutating func fillFromEdgeTable(points: [Point2D], rings: [Range<Int>], kind: UInt8, rows: ClosedRange<Int>) {
        var most = 0
        for r in rings where r.count >= 2 { most += r.count }
        let first = rows.lowerBound, rowCount = rows.count, w = width
        if edges.count < most { edges.resize(Edge(a: Point2D(x: 0, y: 0), b: Point2D(x: 0, y: 0), lo: 0, hi: 0), count: most) }
        if active.count < most { active.resize(0, count: most) }
        if crossings.count < most { crossings.resize(0, count: most) }
        if joinOrder.count < most { joinOrder.resize(0, count: most) }
        rowStart.refill(0, count: rowCount)
        let columnLimit = Double(width) + 1
        points.withUnsafeBufferPointer { points in
            withEdgeTableBuffers { edges, active, xs, joinOrder, rowStart, cells in
                var edgeCount = 0
                for r in rings where r.count >= 2 {
                    var prev = points[r.upperBound - 1]
                    for j in r {
                        let p = points[j]
                        // A horizontal edge crosses no row centre.
                        if prev.y != p.y {
                            edges[edgeCount] = Edge(a: prev, b: p, lo: Swift.min(prev.y, p.y),
                                                      hi: Swift.max(prev.y, p.y))
                            edgeCount += 1
                        }
                        prev = p
                    }
                }
                // The edges by the first row whose centre reaches their `lo` (a bucket sort: the rows are few, the
                // edges many; which of a row's edges comes first does not matter, see below).
                // Counts per row, then each row's first slot, then each edge into its row's next slot: afterwards
                // `rowStart[r]` is where row r + 1's edges begin, so row r's are
                // `(r > 0 ? rowStart[r - 1] : 0) ..< rowStart[r]`.
                for k in 0..<edgeCount {
                    if let r = Self.joinRow(edges[k].lo, rows: rows) { rowStart[r - first] += 1 }
                }
                var total = 0
                for r in 0..<rowCount { (rowStart[r], total) = (total, total + rowStart[r]) }
                for k in 0..<edgeCount {
                    guard let r = Self.joinRow(edges[k].lo, rows: rows) else { continue }
                    joinOrder[rowStart[r - first]] = k
                    rowStart[r - first] += 1
                }
                var activeCount = 0
                for y in rows {
                    let yc = Double(y) + 0.5
                    let r = y - first
                    for k in (r > 0 ? rowStart[r - 1] : 0)..<rowStart[r] {
                        active[activeCount] = joinOrder[k]
                        activeCount += 1
                    }
                    var n = 0
                    var k = 0
                    while k < activeCount {
                        let e = edges[active[k]]
                        // Below this row centre for good: it crosses no later row either (the order of the list is
                        // free).
                        if e.hi <= yc {
                            activeCount -= 1
                            active.swapAt(k, activeCount)
                            continue
                        }
                        // Active means lo <= yc < hi, and lo, hi are the two ends' y (never equal: flat edges are not
                        // in the table), so one end is at or above the centre and the other below: the plain fill's
                        // test holds.
                        xs[n] = Self.crossingX(e.a, e.b, yc: yc, columnLimit: columnLimit)
                        n += 1
                        k += 1
                    }
                    Self.sortSmall(xs, count: n)
                    Self.fillRow(cells, row: y &* w, width: w, crossings: xs, count: n, kind: kind)
                }
            }
        }
    }
}
