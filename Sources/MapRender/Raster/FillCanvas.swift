import Geo

/// Filled areas at cell precision: each cell holds the id of the last area that covered its centre (0 = none).
public struct FillCanvas: Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var kinds: [UInt8]
    /// Scratch space for one row's edge crossings (kept to avoid allocating per polygon).
    private var crossings: [Double] = []

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
        guard minY <= maxY else { return }
        // Clamped to one cell beyond the canvas before becoming Int (a far vertex, 1e300 cells off, must not trap);
        // that selects the same rows.
        let rowLimit = Double(height) + 1
        let y0 = max(0, Int((min(max(minY, -1), rowLimit) - 0.5).rounded(.up)))
        let y1 = min(height - 1, Int((min(max(maxY, -1), rowLimit) - 0.5).rounded(.down)))
        guard y0 <= y1 else { return }
        let columnLimit = Double(width) + 1
        for y in y0...y1 {
            let yc = Double(y) + 0.5
            crossings.removeAll(keepingCapacity: true)
            for r in rings where r.count >= 2 {
                var prev = points[r.upperBound - 1]
                for j in r {
                    let p = points[j]
                    if (prev.y <= yc) != (p.y <= yc) {
                        // Clamped to one cell beyond the canvas (NaN, from an edge whose span overflows, to the left):
                        // clamping keeps the order and the cells set, and the conversion below cannot trap.
                        let x = prev.x + (yc - prev.y) / (p.y - prev.y) * (p.x - prev.x)
                        crossings.append(Double.minimum(Double.maximum(x, -1), columnLimit))
                    }
                    prev = p
                }
            }
            crossings.sort()
            var k = 0
            while k + 1 < crossings.count {
                let xa = max(0, Int((crossings[k] - 0.5).rounded(.up)))
                let xb = min(width - 1, Int((crossings[k + 1] - 0.5).rounded(.down)))
                if xa <= xb { for x in xa...xb { kinds[y * width + x] = kind } }
                k += 2
            }
        }
    }
}
