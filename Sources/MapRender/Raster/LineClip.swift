import Geo

/// Segment clipping (Liang & Barsky 1984, "A new concept and method for line clipping").
public enum LineClip {
    /// The part of segment a–b inside the box [minX, maxX] × [minY, maxY], or nil when none is.
    /// - Complexity: O(1).
    public static func clip(_ a: Point2D, _ b: Point2D, minX: Double, minY: Double, maxX: Double, maxY: Double) -> (Point2D, Point2D)? {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
        let dx = b.x - a.x, dy = b.y - a.y
        var t0 = 0.0, t1 = 1.0
        let p = [-dx, dx, -dy, dy]
        let q = [a.x - minX, maxX - a.x, a.y - minY, maxY - a.y]
        for i in 0..<4 {
            if p[i] == 0 {
                if q[i] < 0 { return nil }
            } else {
                let r = q[i] / p[i]
                if p[i] < 0 { if r > t1 { return nil }; if r > t0 { t0 = r } }
                else { if r < t0 { return nil }; if r < t1 { t1 = r } }
            }
        }
        return (Point2D(x: a.x + t0 * dx, y: a.y + t0 * dy), Point2D(x: a.x + t1 * dx, y: a.y + t1 * dy))
    }
}
