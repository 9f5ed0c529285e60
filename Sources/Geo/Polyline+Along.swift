/// One question about a line through points, answered without making the `Polyline`: its cumulative distances are
/// summed only as far as the answer needs. A road edge's shape can hold dozens of points, each a haversine distance
/// when its polyline is made; a snap with a heading (the navigator's look for a faster route snaps the car each
/// time) or a seeded incident's place asks for one offset on it.
extension Polyline {
    /// `Polyline(Array(points)).bearing(at: offset)`, the same number: the same sums in the same order, the same
    /// segment found and the same zero-length segments skipped.
    /// - Complexity: O(points up to the offset's segment, plus zero-length segments after it).
    @inlinable
    public static func bearing<C: RandomAccessCollection<Coordinate>>(along points: C, at offset: Meters) -> Degrees? {
        let n = points.count
        guard n > 1 else { return nil }
        var sums = CumulativeSums(points)
        var i = min(sums.lastIndex(atOrBefore: offset), n - 2)
        while i < n - 2 && sums.at(i + 1) == sums.at(i) { i += 1 }
        while i > 0 && sums.at(i + 1) == sums.at(i) { i -= 1 }
        return sums.point(i).bearing(to: sums.point(i + 1))
    }

    /// `Polyline(Array(points)).coordinate(at: offset)`, the same coordinate (see `bearing(along:at:)`).
    /// - Complexity: O(points up to the offset's segment).
    @inlinable
    public static func coordinate<C: RandomAccessCollection<Coordinate>>(along points: C, at offset: Meters) -> Coordinate? {
        guard let first = points.first else { return nil }
        let n = points.count
        guard n > 1 else { return first }
        if offset <= 0 { return first }
        var sums = CumulativeSums(points)
        let lo = sums.lastIndex(atOrBefore: offset)
        // Every sum at or below the offset: it is at or past the line's length (the polyline's clamp). Otherwise a
        // later sum, so the length too, exceeds it.
        if lo == n - 1 { return points.last }
        let segLen = sums.at(lo + 1) - sums.at(lo)
        let t = segLen > 0 ? (offset - sums.at(lo)) / segLen : 0
        return sums.point(lo).interpolated(to: sums.point(lo + 1), fraction: t)
    }
}

/// A line's cumulative distances, summed on demand as `Polyline.init` sums them (from 0, point after point).
@usableFromInline
struct CumulativeSums<C: RandomAccessCollection<Coordinate>> {
    @usableFromInline let points: C
    @usableFromInline var sums: [Meters]
    @usableFromInline var total: Meters = 0

    @inlinable init(_ points: C) {
        self.points = points
        sums = [0]
        sums.reserveCapacity(points.count)
    }

    @inlinable func point(_ k: Int) -> Coordinate { points[points.index(points.startIndex, offsetBy: k)] }

    /// The distance along the line to point k (below the count), summing up to it when not yet done.
    @inlinable mutating func at(_ k: Int) -> Meters {
        while sums.count <= k {
            let j = sums.count
            total += point(j - 1).distance(to: point(j))
            sums.append(total)
        }
        return sums[k]
    }

    /// The last index whose distance is at or below `offset`, 0 when none (`Polyline.segmentIndex(at:)`'s binary
    /// search, whose sums never decrease, before its clamp), summing no further than the first one above it.
    @inlinable mutating func lastIndex(atOrBefore offset: Meters) -> Int {
        var lo = 0
        while lo + 1 < points.count && at(lo + 1) <= offset { lo += 1 }
        return lo
    }
}
