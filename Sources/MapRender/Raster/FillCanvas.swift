import Geo

/// Filled areas at cell precision: each cell holds the id of the last area that covered its centre (0 = none).
public struct FillCanvas: Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var kinds: [UInt8]
    /// Scratch space for the edge crossings of a polygon, row after row, and where each row's start (kept to avoid
    /// allocating per polygon).
    private var crossings: [Double] = []
    private var rowStarts: [Int] = []
    private var rowFill: [Int] = []

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
    /// - Complexity: O(edges + crossings) (see `fill(points:rings:kind:)`).
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
    ///
    /// An edge-bucket scanline fill: each edge adds its crossing to every row centre it spans (`min y ≤ centre <
    /// max y`, the even-odd test), the rows' crossings are sorted, and the cells between pairs are set. The crossings
    /// are the ones a row-by-row test of every edge finds, computed by the same expression.
    /// - Complexity: O(edges + crossings + cells set), plus sorting each row's crossings.
    public mutating func fill(points: [Point2D], rings: [Range<Int>], kind: UInt8) {
        var minY = Double.infinity, maxY = -Double.infinity
        for r in rings {
            for p in points[r] {
                guard p.x.isFinite, p.y.isFinite else { return }
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        guard minY <= maxY else { return }
        let y0 = max(0, Int((minY - 0.5).rounded(.up))), y1 = min(height - 1, Int((maxY - 0.5).rounded(.down)))
        guard y0 <= y1 else { return }
        let rows = y1 - y0 + 1
        /// Calls `body(row, x)` for every row centre an edge crosses, in rows y0 ... y1.
        func forEachCrossing(_ body: (Int, Double) -> Void) {
            for r in rings where r.count >= 2 {
                var prev = points[r.upperBound - 1]
                for j in r {
                    let p = points[j]
                    defer { prev = p }
                    let lo = min(prev.y, p.y), hi = max(prev.y, p.y)
                    guard lo < hi else { continue }
                    // Rows whose centre may lie in [lo, hi), one row wider each side; the exact test decides.
                    let first = max(y0, Int(max(Double(y0), min(Double(y1), (lo - 0.5).rounded(.down)))) - 1)
                    let last = min(y1, Int(max(Double(y0), min(Double(y1), (hi - 0.5).rounded(.up)))) + 1)
                    guard first <= last else { continue }
                    for y in first...last {
                        let yc = Double(y) + 0.5
                        if (prev.y <= yc) != (p.y <= yc) {
                            body(y - y0, prev.x + (yc - prev.y) / (p.y - prev.y) * (p.x - prev.x))
                        }
                    }
                }
            }
        }
        // The scratch arrays as locals while they fill (put back at the end, keeping their storage).
        var starts = rowStarts, xs = crossings, filled = rowFill
        rowStarts = []; crossings = []; rowFill = []
        defer { rowStarts = starts; crossings = xs; rowFill = filled }
        starts.refill(0, count: rows + 1)
        forEachCrossing { row, _ in starts[row + 1] += 1 }
        for i in 0..<rows { starts[i + 1] += starts[i] }
        let total = starts[rows]
        guard total > 0 else { return }
        xs.resize(0, count: total)
        filled.refill(0, count: rows)
        forEachCrossing { row, x in
            xs[starts[row] + filled[row]] = x
            filled[row] += 1
        }
        let w = width
        xs.withUnsafeMutableBufferPointer { xs in
            kinds.withUnsafeMutableBufferPointer { cells in
                for row in 0..<rows {
                    let s = starts[row], e = starts[row + 1]
                    guard e - s >= 2 else { continue }
                    // Insertion sort: a row mostly holds a few crossings.
                    if e - s > 24 { var part = UnsafeMutableBufferPointer(rebasing: xs[s..<e]); part.sort() } else {
                        for i in (s + 1)..<e {
                            let v = xs[i]
                            var j = i - 1
                            while j >= s && xs[j] > v { xs[j + 1] = xs[j]; j -= 1 }
                            xs[j + 1] = v
                        }
                    }
                    let base = (y0 + row) * w
                    var k = s
                    while k + 1 < e {
                        // Clamped before the conversion (a crossing far outside the frame must not trap).
                        let xa = max(0, Int(max(-1, min(Double(w), (xs[k] - 0.5).rounded(.up)))))
                        let xb = min(w - 1, Int(max(-1, min(Double(w), (xs[k + 1] - 0.5).rounded(.down)))))
                        if xa <= xb { for x in xa...xb { cells[base + x] = kind } }
                        k += 2
                    }
                }
            }
        }
    }
}
