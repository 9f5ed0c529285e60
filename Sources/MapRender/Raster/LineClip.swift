import Geo

/// Segment clipping (Liang & Barsky 1984, "A new concept and method for line clipping").
public enum LineClip {
    /// The part of segment a–b inside the box [minX, maxX] × [minY, maxY], or nil when none is.
    /// - Complexity: O(1).
    ///
    /// Inlined where it is called: the test of a segment inside the box (most segments of a map) is a few
    /// comparisons, and a call cost as much again.
    @inline(__always)
    public static func clip(_ a: Point2D, _ b: Point2D, minX: Double, minY: Double, maxX: Double, maxY: Double) -> (Point2D, Point2D)? {
        // Both ends inside (most segments of a map): no boundary moves t0 from 0 or t1 from 1 (each ratio in
        // `clipAtEdges` has a numerator at least its denominator's size, and rounding is monotonic), so the answer
        // is the one the boundaries would give, made without their four divisions. (A bound test fails on a NaN,
        // and an infinite end is not inside a finite box: both go the other way, which drops them.)
        if a.x >= minX && a.x <= maxX && b.x >= minX && b.x <= maxX && a.y >= minY && a.y <= maxY && b.y >= minY && b.y <= maxY
            && minX.isFinite && maxX.isFinite && minY.isFinite && maxY.isFinite {
            let dx = b.x - a.x, dy = b.y - a.y
            return (Point2D(x: a.x + 0 * dx, y: a.y + 0 * dy), Point2D(x: a.x + dx, y: a.y + dy))
        }
        return clipAtEdges(a, b, minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// `clip` the whole way (the inside test again, for a box that is not finite).
    static func clipAtEdges(_ a: Point2D, _ b: Point2D, minX: Double, minY: Double, maxX: Double, maxY: Double) -> (Point2D, Point2D)? {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
        let dx = b.x - a.x, dy = b.y - a.y
        if a.x >= minX && a.x <= maxX && b.x >= minX && b.x <= maxX && a.y >= minY && a.y <= maxY && b.y >= minY && b.y <= maxY {
            return (Point2D(x: a.x + 0 * dx, y: a.y + 0 * dy), Point2D(x: a.x + dx, y: a.y + dy))
        }
        var t0 = 0.0, t1 = 1.0
        /// One boundary of the four (left, right, top, bottom, in that order); false when the segment misses the box.
        func edge(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return q >= 0 }
            let r = q / p
            if p < 0 { if r > t1 { return false }; if r > t0 { t0 = r } }
            else { if r < t0 { return false }; if r < t1 { t1 = r } }
            return true
        }
        guard edge(-dx, a.x - minX), edge(dx, maxX - a.x), edge(-dy, a.y - minY), edge(dy, maxY - a.y) else { return nil }
        return (Point2D(x: a.x + t0 * dx, y: a.y + t0 * dy), Point2D(x: a.x + t1 * dx, y: a.y + t1 * dy))
    }
}
