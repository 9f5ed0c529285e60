import Text

/// One question about a line through points, answered without making the `Polyline`: its cumulative distances are
/// summed only as far as the answer needs. A road edge's shape can hold dozens of points, each a haversine distance
/// when its polyline is made; a snap with a heading (the navigator's look for a faster route snaps the car each
/// time) or a seeded incident's place asks for one offset on it.
extension Polyline {
    /// `Polyline(Array(points)).bearing(at: offset)`, the same number: the same sums in the same order, and the same
    /// search and zero-length skips (`LineDistances.bearing(at:)`, which the polyline answers with too).
    /// - Complexity: O(points up to the larger of the offset's segment and the middle, plus zero-length segments
    ///   after it).
    @inlinable
    public static func bearing<C: RandomAccessCollection<Coordinate>>(along points: C, at offset: Meters) -> Degrees? {
        var sums = CumulativeSums(points)
        return sums.bearing(at: offset)
    }

    /// `Polyline(Array(points)).coordinate(at: offset)`, the same coordinate (see `bearing(along:at:)`).
    /// - Complexity: O(points up to the larger of the offset's segment and the middle).
    @inlinable
    public static func coordinate<C: RandomAccessCollection<Coordinate>>(along points: C, at offset: Meters) -> Coordinate? {
        var sums = CumulativeSums(points)
        return sums.coordinate(at: offset)
    }
}

/// A line's points and the distance along it to each: `Polyline`'s stored sums (`Polyline.Sums`), or sums made on
/// demand (`CumulativeSums`). The offset questions are written once over it, so the polyline and the questions
/// without a polyline find the same segment by the same search.
@usableFromInline
protocol LineDistances {
    /// Number of points.
    var count: Int { get }
    func point(_ k: Int) -> Coordinate
    /// The distance along the line from the first point to point k (below the count); never decreasing in k.
    mutating func distance(to k: Int) -> Meters
}

extension LineDistances {
    /// The last index whose distance is at or below `offset`, 0 when none (NaN included): a binary search, which
    /// reads the distances of the points it probes only.
    /// - Complexity: O(log count) distances read.
    @inlinable @inline(__always)
    mutating func lastIndex(atOrBefore offset: Meters) -> Int {
        BinarySearch.lastIndex(0..<count) { distance(to: $0) <= offset }
    }

    /// The bearing of the segment that holds `offset` (clamped to the line), zero-length segments skipped forward,
    /// then backward; nil below two points.
    @inlinable @inline(__always)
    mutating func bearing(at offset: Meters) -> Degrees? {
        let n = count
        guard n > 1 else { return nil }
        var i = min(lastIndex(atOrBefore: offset), n - 2)
        while i < n - 2 && distance(to: i + 1) == distance(to: i) { i += 1 }
        while i > 0 && distance(to: i + 1) == distance(to: i) { i -= 1 }
        return point(i).bearing(to: point(i + 1))
    }

    /// The point at a distance along the line (clamped to its ends); nil without points.
    @inlinable @inline(__always)
    mutating func coordinate(at offset: Meters) -> Coordinate? {
        let n = count
        guard n > 0 else { return nil }
        if n == 1 || offset <= 0 { return point(0) }
        let lo = lastIndex(atOrBefore: offset)
        // Every distance at or below the offset: it is at or past the line's length (the clamp). Otherwise a later
        // distance, so the length too, exceeds it.
        if lo == n - 1 { return point(n - 1) }
        let segLen = distance(to: lo + 1) - distance(to: lo)
        let t = segLen > 0 ? (offset - distance(to: lo)) / segLen : 0
        return point(lo).interpolated(to: point(lo + 1), fraction: t)
    }
}

extension Polyline {
    /// The polyline's own points and stored cumulative distances, read as `LineDistances`.
    @usableFromInline
    struct Sums: LineDistances {
        @usableFromInline let coordinates: [Coordinate]
        @usableFromInline let cumulative: [Meters]

        @inlinable init(_ line: Polyline) {
            coordinates = line.coordinates
            cumulative = line.cumulative
        }

        @inlinable var count: Int { coordinates.count }
        @inlinable func point(_ k: Int) -> Coordinate { coordinates[k] }
        @inlinable func distance(to k: Int) -> Meters { cumulative[k] }
    }
}

/// A line's cumulative distances, summed on demand as `Polyline.init` sums them (from 0, point after point).
@usableFromInline
struct CumulativeSums<C: RandomAccessCollection<Coordinate>>: LineDistances {
    @usableFromInline let points: C
    @usableFromInline var sums: [Meters]
    @usableFromInline var total: Meters = 0

    @inlinable init(_ points: C) {
        self.points = points
        sums = [0]
        sums.reserveCapacity(points.count)
    }

    @inlinable var count: Int { points.count }

    @inlinable func point(_ k: Int) -> Coordinate { points[points.index(points.startIndex, offsetBy: k)] }

    /// The distance along the line to point k (below the count), summing up to it when not yet done.
    @inlinable mutating func distance(to k: Int) -> Meters {
        while sums.count <= k {
            let j = sums.count
            total += point(j - 1).distance(to: point(j))
            sums.append(total)
        }
        return sums[k]
    }
}
