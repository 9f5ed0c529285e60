import Geo

/// Road segments bucketed on a square grid for "is anything near here" questions.
struct SegmentIndex {
    let cellSize: Double
    private var buckets: [Int64: [(Point2D, Point2D)]] = [:]

    init(cellSize: Double) { self.cellSize = cellSize }

    private func cell(_ v: Double) -> Int64 { Int64((v / cellSize).rounded(.down)) }
    private func key(_ cx: Int64, _ cy: Int64) -> Int64 { cx &* 1_000_003 &+ cy }

    mutating func insert(_ a: Point2D, _ b: Point2D, margin: Double = 10) {
        for cx in cell(min(a.x, b.x) - margin)...cell(max(a.x, b.x) + margin) {
            for cy in cell(min(a.y, b.y) - margin)...cell(max(a.y, b.y) + margin) {
                buckets[key(cx, cy), default: []].append((a, b))
            }
        }
    }

    mutating func insert(polyline: [Point2D]) {
        for (a, b) in zip(polyline, polyline.dropFirst()) { insert(a, b) }
    }

    /// True when some segment crosses the polygon or comes within `clearance` of its corners.
    func blocks(_ polygon: [Point2D], clearance: Double) -> Bool {
        let xs = polygon.map(\.x), ys = polygon.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return false }
        let ring = polygon + [polygon[0]]
        for cx in cell(x0)...cell(x1) {
            for cy in cell(y0)...cell(y1) {
                for (a, b) in buckets[key(cx, cy)] ?? [] {
                    if PlaneMath.contains(polygon, a) || PlaneMath.contains(polygon, b) { return true }
                    for (p, q) in zip(ring, ring.dropFirst()) where PlaneMath.intersection(a, b, p, q) != nil { return true }
                    for p in polygon where PlaneMath.distance(p, a, b) < clearance { return true }
                }
            }
        }
        return false
    }
}
