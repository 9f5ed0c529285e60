import Geo

/// Small plane helpers the generator needs beyond Geo.
enum PlaneMath {
    /// The parameter t in (0, 1) along a–b where it properly crosses c–d, or nil.
    static func intersection(_ a: Point2D, _ b: Point2D, _ c: Point2D, _ d: Point2D) -> Double? {
        let r = b - a, s = d - c
        let den = r.x * s.y - r.y * s.x
        if abs(den) < 1e-12 { return nil }
        let q = c - a
        let t = (q.x * s.y - q.y * s.x) / den
        let u = (q.x * r.y - q.y * r.x) / den
        guard t > 1e-9, t < 1 - 1e-9, u > 1e-9, u < 1 - 1e-9 else { return nil }
        return t
    }

    /// Distance from `p` to segment a–b.
    static func distance(_ p: Point2D, _ a: Point2D, _ b: Point2D) -> Meters {
        let t = PlaneGeometry.closestFraction(p, a, b)
        return (p - (a + (b - a) * t)).length
    }

    /// Ray-casting point-in-polygon test (the ring need not be closed).
    static func contains(_ polygon: [Point2D], _ p: Point2D) -> Bool {
        var inside = false
        var j = polygon.count - 1
        for i in polygon.indices {
            let a = polygon[i], b = polygon[j]
            if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            j = i
        }
        return inside
    }

    /// `p` rotated by the unit direction `dir` (x axis along dir).
    static func along(_ origin: Point2D, _ dir: Point2D, _ u: Double, _ v: Double) -> Point2D {
        let n = Point2D(x: -dir.y, y: dir.x)
        return origin + dir * u + n * v
    }

    static func unit(_ v: Point2D) -> Point2D { let l = v.length; return l == 0 ? v : v * (1 / l) }
}
