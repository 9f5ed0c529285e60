import Foundation

/// An immutable line through coordinates, with cumulative distances for offset queries.
public struct Polyline: Sendable, Hashable {
    public let coordinates: [Coordinate]
    /// `cumulative[i]` is the distance along the line from the first point to point i.
    public let cumulative: [Meters]

    public init(_ coordinates: [Coordinate]) {
        self.coordinates = coordinates
        var cum = [Meters]()
        cum.reserveCapacity(coordinates.count)
        var total: Meters = 0
        for i in coordinates.indices {
            if i > 0 { total += coordinates[i - 1].distance(to: coordinates[i]) }
            cum.append(total)
        }
        self.cumulative = cum
    }

    /// Total length.
    public var length: Meters { cumulative.last ?? 0 }
    public var isEmpty: Bool { coordinates.isEmpty }
    public var first: Coordinate? { coordinates.first }
    public var last: Coordinate? { coordinates.last }
    public var boundingBox: BoundingBox? { BoundingBox(covering: coordinates) }

    /// The index i of the segment (i, i+1) that holds `offset` (clamped to the line).
    /// - Complexity: O(log n).
    public func segmentIndex(at offset: Meters) -> Int {
        guard coordinates.count > 1 else { return 0 }
        var sums = Sums(self)
        return min(sums.lastIndex(atOrBefore: offset), coordinates.count - 2)
    }

    /// The point at a distance along the line (clamped to its ends).
    public func coordinate(at offset: Meters) -> Coordinate? {
        var sums = Sums(self)
        return sums.coordinate(at: offset)
    }

    /// The bearing of the segment that holds `offset` (zero-length segments skipped forward, then backward).
    public func bearing(at offset: Meters) -> Degrees? {
        var sums = Sums(self)
        return sums.bearing(at: offset)
    }

    /// The closest point of the line to `point`.
    public struct Projection: Sendable, Hashable {
        /// The closest point on the line.
        public var coordinate: Coordinate
        /// Its distance along the line from the start.
        public var offset: Meters
        /// Its distance from the query point.
        public var distance: Meters
        /// The segment (i, i+1) it lies on.
        public var segmentIndex: Int
    }

    /// The closest point on the line, optionally only within an offset window.
    /// - Complexity: O(n) over the segments in the window.
    public func closestPoint(to point: Coordinate, within window: ClosedRange<Meters>? = nil) -> Projection? {
        guard let first = coordinates.first else { return nil }
        if coordinates.count == 1 {
            return Projection(coordinate: first, offset: 0, distance: first.distance(to: point), segmentIndex: 0)
        }
        let proj = LocalProjection(origin: point)
        let p = Point2D(x: 0, y: 0)
        var lo = 0, hi = coordinates.count - 2
        if let w = window {
            lo = segmentIndex(at: w.lowerBound)
            hi = segmentIndex(at: w.upperBound)
        }
        var best: (d2: Double, i: Int, t: Double) = (.infinity, lo, 0)
        var a = proj.project(coordinates[lo])
        for i in lo...hi {
            let b = proj.project(coordinates[i + 1])
            var t = PlaneGeometry.closestFraction(p, a, b)
            if let w = window {
                // Keep the projection inside the window on its first and last segments.
                let segLen = cumulative[i + 1] - cumulative[i]
                if segLen > 0 {
                    let tMin = (w.lowerBound - cumulative[i]) / segLen, tMax = (w.upperBound - cumulative[i]) / segLen
                    t = max(t, min(1, max(0, tMin)))
                    t = min(t, max(0, min(1, tMax)))
                }
            }
            let q = a + (b - a) * t
            let d2 = q.dot(q)
            if d2 < best.d2 { best = (d2, i, t) }
            a = b
        }
        let c = coordinates[best.i].interpolated(to: coordinates[best.i + 1], fraction: best.t)
        let offset = cumulative[best.i] + (cumulative[best.i + 1] - cumulative[best.i]) * best.t
        return Projection(coordinate: c, offset: offset, distance: c.distance(to: point), segmentIndex: best.i)
    }

    /// The part of the line between two offsets (clamped; from > to gives the reversed part).
    public func slice(from start: Meters, to end: Meters) -> Polyline {
        guard coordinates.count > 1 else { return self }
        if start > end { return Polyline(slice(from: end, to: start).coordinates.reversed()) }
        let s = max(0, min(length, start)), e = max(0, min(length, end))
        guard let a = coordinate(at: s), let b = coordinate(at: e) else { return self }
        var out = [a]
        let i0 = segmentIndex(at: s), i1 = segmentIndex(at: e)
        if i0 < i1 {
            for i in (i0 + 1)...i1 where cumulative[i] > s && cumulative[i] < e { out.append(coordinates[i]) }
        }
        out.append(b)
        return Polyline(out)
    }
}
