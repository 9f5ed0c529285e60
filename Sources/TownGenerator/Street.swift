import Geo

/// One road of the plan: a chain of straight segments in the local plane, each with its own tags.
///
/// Sections (bridges, tunnels, toll stretches) and markers (cameras) cut segments at arc-length
/// positions; consecutive segments with equal tags later become one OSM way.
struct Street {
    /// A straight piece of road from `a` to `b`.
    struct Segment { var a: Point2D; var b: Point2D; var tags: OSMTags }

    var name: String
    var segments: [Segment]
    /// Vertices where the street must be split into separate ways (restriction via nodes, junctions).
    var splitKeys: Set<OSMBuilder.Key> = []

    init(name: String, points: [Point2D], tags: OSMTags) {
        self.name = name
        segments = zip(points, points.dropFirst()).map { Segment(a: $0, b: $1, tags: tags) }
    }

    var vertices: [Point2D] {
        guard let first = segments.first else { return [] }
        return [first.a] + segments.map(\.b)
    }

    var length: Meters { segments.reduce(0) { $0 + ($1.b - $1.a).length } }

    /// The highway class of the first segment.
    var highway: String { segments.first?.tags["highway"] ?? "" }

    /// The vertex at arc length `d` (created by cutting a segment unless one lies within 0.5 m).
    @discardableResult
    mutating func cut(at d: Meters) -> Point2D {
        var start: Meters = 0
        for i in segments.indices {
            let s = segments[i], len = (s.b - s.a).length
            if d <= start + len || i == segments.count - 1 {
                let t = len == 0 ? 0 : max(0, min(1, (d - start) / len))
                if t * len < 0.5 { return s.a }
                if (1 - t) * len < 0.5 { return s.b }
                let p = s.a + (s.b - s.a) * t
                segments[i].b = p
                segments.insert(Segment(a: p, b: s.b, tags: s.tags), at: i + 1)
                return p
            }
            start += len
        }
        return segments.last?.b ?? Point2D(x: 0, y: 0)
    }

    /// Adds `tags` to the stretch from arc length `d1` to `d2` (a value "" removes the key).
    mutating func addSection(from d1: Meters, to d2: Meters, tags: OSMTags) {
        let lo = max(0, min(d1, d2)), hi = min(length, max(d1, d2))
        cut(at: lo)
        cut(at: hi)
        var start: Meters = 0
        for i in segments.indices {
            let len = (segments[i].b - segments[i].a).length
            let mid = start + len / 2
            if mid > lo && mid < hi {
                for (k, v) in tags {
                    if v.isEmpty { segments[i].tags[k] = nil } else { segments[i].tags[k] = v }
                }
            }
            start += len
        }
    }

    /// Arc length of the point of the street closest to `p`.
    func distance(of p: Point2D) -> Meters {
        var best = Double.infinity, bestD: Meters = 0, start: Meters = 0
        for s in segments {
            let len = (s.b - s.a).length
            let t = PlaneGeometry.closestFraction(p, s.a, s.b)
            let q = s.a + (s.b - s.a) * t
            let e = (p - q).length
            if e < best { best = e; bestD = start + t * len }
            start += len
        }
        return bestD
    }

    /// Arc lengths where the street crosses the polyline `line` (proper crossings only).
    func crossings(with line: [Point2D]) -> [(distance: Meters, point: Point2D)] {
        var out: [(Meters, Point2D)] = []
        var start: Meters = 0
        for s in segments {
            let len = (s.b - s.a).length
            for (c, d) in zip(line, line.dropFirst()) {
                if let t = PlaneMath.intersection(s.a, s.b, c, d) {
                    out.append((start + t * len, s.a + (s.b - s.a) * t))
                }
            }
            start += len
        }
        return out
    }

    /// Shortens the street where it passes through `center` so that it meets a circle of `radius`
    /// instead; returns the points where it now touches the circle.
    mutating func detach(from center: Point2D, radius: Meters) -> [Point2D] {
        var touches: [Point2D] = []
        let k = OSMBuilder.key(center)
        for i in segments.indices {
            let s = segments[i]
            if OSMBuilder.key(s.b) == k {
                let p = center + (s.a - center) * (radius / (s.a - center).length)
                segments[i].b = p
                touches.append(p)
            }
            if OSMBuilder.key(s.a) == k {
                let p = center + (s.b - center) * (radius / (s.b - center).length)
                segments[i].a = p
                touches.append(p)
            }
        }
        return touches
    }

    /// The ways of this street: runs of contiguous segments with equal tags, split at `splitKeys`.
    func pieces() -> [(points: [Point2D], tags: OSMTags)] {
        var out: [(points: [Point2D], tags: OSMTags)] = []
        for s in segments {
            if var last = out.last, last.tags == s.tags,
               let end = last.points.last, OSMBuilder.key(end) == OSMBuilder.key(s.a),
               !splitKeys.contains(OSMBuilder.key(s.a)) {
                last.points.append(s.b)
                out[out.count - 1] = last
            } else {
                out.append(([s.a, s.b], s.tags))
            }
        }
        return out
    }
}

extension Street {
    /// Makes `p` a vertex by splitting the segment closest to it (exactly at `p`, so that another
    /// way can share the node), unless a vertex is already there.
    mutating func insert(_ p: Point2D) {
        let k = OSMBuilder.key(p)
        if vertices.contains(where: { OSMBuilder.key($0) == k }) { return }
        var best = 0, bestE = Double.infinity
        for (i, s) in segments.enumerated() {
            let e = PlaneMath.distance(p, s.a, s.b)
            if e < bestE { bestE = e; best = i }
        }
        guard best < segments.count else { return }
        let s = segments[best]
        segments[best].b = p
        segments.insert(Segment(a: p, b: s.b, tags: s.tags), at: best + 1)
    }
}
