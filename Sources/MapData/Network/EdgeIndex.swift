import Geo

/// A point snapped onto a directed edge.
public struct EdgeSnap: Sendable, Hashable {
    /// The edge index.
    public var edge: Int32
    /// The closest point on the edge.
    public var coordinate: Coordinate
    /// Distance from the edge's source along its geometry.
    public var offset: Meters
    /// Distance from the query point.
    public var distance: Meters
}

/// A uniform grid over edge segments for nearest-road and viewport queries.
///
/// Each cell lists the road pieces (canonical edges) whose segments touch it, each with the box of those segments
/// (format 7), so a snap rejects most pieces of its cells from the cell's own contiguous entries, without reading
/// the edge records and shape points scattered over the network's arrays.
/// - Complexity: build O(segments); a query visits the cells its radius or box covers.
public struct EdgeIndex: Sendable {
    /// One road piece's part in one cell: the edge, and the box of its segments that touch the cell (whole
    /// segments, beyond the cell too), its degrees rounded outward to `Float` so the box always holds them.
    struct Entry: Sendable, Equatable {
        var edge: Int32
        var south: Float, west: Float, north: Float, east: Float
    }

    /// Cell size of the grid (about 100 m: a city block); larger over areas that would need more than `maxCells`.
    public static let cellSize: Meters = 100
    /// At most 4 Mi cells (16 MiB of offsets, mapped and touched only where snaps look), four times the feature
    /// grids' bound (format 7): at 10×10 stitched Andorra cells of about 140 m instead of 280 m, so a snap scans
    /// a quarter of the entries.
    static let maxCells = 1 << 22

    private let origin: Coordinate
    private let cellLat: Double
    private let cellLon: Double
    private let columns: Int
    private let rows: Int
    /// CSR: the canonical edges touching cell c are `entries[cellStart[c] ..< cellStart[c + 1]]`, ascending.
    private let cellStart: Column<Int32>
    private let entries: Column<Entry>
    private let edges: Column<Edge>
    private let shapePoints: Column<Coordinate>

    init(edges: Column<Edge>, shapePoints: Column<Coordinate>, bounds: BoundingBox) {
        self.edges = edges
        self.shapePoints = shapePoints
        origin = Coordinate(bounds.minLatitude, bounds.minLongitude)
        (cellLat, cellLon, columns, rows) = SpatialGrid.layout(bounds: bounds, cellSize: Self.cellSize, maxCells: Self.maxCells)
        // One pair per run of consecutive segments of an edge in one cell (segments `first...last`).
        var pairs = [(cell: Int32, edge: Int32, first: Int32, last: Int32)]()
        for (i, e) in edges.enumerated() where e.isCanonical {
            var last = -1
            let s = Int(e.shapeStart), n = Int(e.shapeCount)
            for k in s..<(s + n - 1) {
                let a = shapePoints[k], b = shapePoints[k + 1]
                let (c0, r0) = Self.cell(a, origin, cellLat, cellLon, columns, rows)
                let (c1, r1) = Self.cell(b, origin, cellLat, cellLon, columns, rows)
                for r in min(r0, r1)...max(r0, r1) {
                    for c in min(c0, c1)...max(c0, c1) {
                        let id = r * columns + c
                        if id == last {
                            pairs[pairs.count - 1].last = Int32(k)
                        } else {
                            pairs.append((Int32(id), Int32(i), Int32(k), Int32(k)))
                            last = id
                        }
                    }
                }
            }
        }
        // Counting sort by cell; stable, so each cell's edges stay ascending and an edge's repeats are adjacent.
        var start = [Int32](repeating: 0, count: columns * rows + 1)
        for p in pairs { start[Int(p.cell) + 1] += 1 }
        for i in 0..<(columns * rows) { start[i + 1] += start[i] }
        var fill = start
        var sorted = [Int32](repeating: 0, count: pairs.count)
        for (k, p) in pairs.enumerated() {
            sorted[Int(fill[Int(p.cell)])] = Int32(k)
            fill[Int(p.cell)] += 1
        }
        var list = [Entry]()
        list.reserveCapacity(sorted.count)
        for c in 0..<(columns * rows) {
            let from = Int(start[c]), to = Int(start[c + 1])
            start[c] = Int32(list.count)
            var k = from
            while k < to {
                let edge = pairs[Int(sorted[k])].edge
                var box = BoundingBox(minLatitude: .infinity, minLongitude: .infinity, maxLatitude: -.infinity, maxLongitude: -.infinity)
                while k < to, pairs[Int(sorted[k])].edge == edge {
                    let p = pairs[Int(sorted[k])]
                    for q in Int(p.first)...Int(p.last) + 1 { box.extend(shapePoints[q]) }
                    k += 1
                }
                list.append(Entry(edge: edge, south: Self.below(box.minLatitude), west: Self.below(box.minLongitude),
                                  north: Self.above(box.maxLatitude), east: Self.above(box.maxLongitude)))
            }
        }
        start[columns * rows] = Int32(list.count)
        cellStart = Column(start)
        entries = Column(list)
    }

    /// The largest `Float` at or below `v`, and the smallest at or above it (a box rounded outward holds its points).
    static func below(_ v: Double) -> Float {
        let f = Float(v)
        return Double(f) > v ? f.nextDown : f
    }

    static func above(_ v: Double) -> Float {
        let f = Float(v)
        return Double(f) < v ? f.nextUp : f
    }

    /// An index stored by a compiled map: its cells' rows (`storedRows`), from the same bounds, read in place.
    /// Checked in one pass over the rows and their entries: one row per cell of the layout the bounds give, rows
    /// that start at 0, never decrease and end at the entries' count, each row strictly ascending (as built;
    /// `nearest` merges rows on that) and of canonical edges only, each box's four numbers finite degrees
    /// (`CompiledDomain.boxDegrees`). The boxes are not checked against the geometry (that would be the
    /// O(segments) pass storing them saves): a wrong box can only make a snap miss a road piece or look at one
    /// more, never read outside the arrays.
    /// - Complexity: O(cells + entries) to check, no geometry.
    ///
    /// `canonical` has bit `i` set when edge `i` is canonical (the pass that checked the edges built it); `hasher`
    /// covers each chunk of the entries just before they are checked (the section's checksum, `SectionHasher`).
    init?(bounds: BoundingBox, cellStart: Column<Int32>, entries: Column<Entry>, edges: Column<Edge>, shapePoints: Column<Coordinate>,
          canonical: [UInt64], hasher: SectionHasher?) {
        self.edges = edges
        self.shapePoints = shapePoints
        origin = Coordinate(bounds.minLatitude, bounds.minLongitude)
        (cellLat, cellLon, columns, rows) = SpatialGrid.layout(bounds: bounds, cellSize: Self.cellSize, maxCells: Self.maxCells)
        guard cellStart.count == columns * rows + 1, cellStart[0] == 0, canonical.count == (edges.count + 63) / 64,
              Self.rowsAreValid(cellStart, entries, edgeCount: edges.count, canonical: canonical, hasher: hasher) else { return nil }
        self.cellStart = cellStart
        self.entries = entries
    }

    /// The same, which edges are canonical read from `edges` (for a caller without a checked pass over them).
    init?(bounds: BoundingBox, cellStart: Column<Int32>, entries: Column<Entry>, edges: Column<Edge>, shapePoints: Column<Coordinate>) {
        var canonical = [UInt64](repeating: 0, count: (edges.count + 63) / 64)
        for (i, e) in edges.enumerated() where e.isCanonical { canonical[i >> 6] |= 1 << UInt64(i & 63) }
        self.init(bounds: bounds, cellStart: cellStart, entries: entries, edges: edges, shapePoints: shapePoints, canonical: canonical,
                  hasher: nil)
    }

    /// Whether the rows never decrease and end at the entries' count, and each lists canonical edges in strictly
    /// ascending order with boxes in their domain. Which edges are canonical comes as a bit set (`canonical`), so
    /// the check does not read an edge record at random per entry.
    private static func rowsAreValid(_ cellStart: Column<Int32>, _ entries: Column<Entry>, edgeCount: Int, canonical: [UInt64],
                                     hasher: SectionHasher?) -> Bool {
        let count = entries.count
        let domain = CompiledDomain.boxDegrees
        let stride = MemoryLayout<Entry>.stride, run = max(1, SectionChecksum.chunk / stride)
        return cellStart.withUnsafeBufferPointer { start in
            entries.withUnsafeBufferPointer { list in
                canonical.withUnsafeBufferPointer { bits in
                    var k = 0, covered = 0
                    for c in 1..<start.count {
                        let end = Int(start[c])
                        guard end >= k, end <= count else { return false }
                        var previous: Int32 = -1
                        while k < end {
                            if k >= covered, let hasher, let base = list.baseAddress {
                                covered = min(count, k + run)
                                hasher.cover(UnsafeRawPointer(base + k), count: (covered - k) * stride)
                            }
                            let e = list[k]
                            guard e.edge > previous, Int(e.edge) < edgeCount, bits[Int(e.edge) >> 6] & (1 << UInt64(e.edge & 63)) != 0,
                                  domain.contains(e.south), domain.contains(e.west), domain.contains(e.north),
                                  domain.contains(e.east) else { return false }
                            previous = e.edge
                            k += 1
                        }
                    }
                    return k == count
                }
            }
        }
    }

    /// Whether `Entry` lies in memory as the file stores it (edge, then south, west, north, east, 4 bytes each),
    /// so that a compiled map's entries can be read as they lie.
    static let entryLayoutMatchesFile = MemoryLayout<Entry>.size == 20 && MemoryLayout<Entry>.offset(of: \Entry.edge) == 0
        && MemoryLayout<Entry>.offset(of: \Entry.south) == 4 && MemoryLayout<Entry>.offset(of: \Entry.west) == 8
        && MemoryLayout<Entry>.offset(of: \Entry.north) == 12 && MemoryLayout<Entry>.offset(of: \Entry.east) == 16

    /// The cells' rows, for a compiled map to store: offsets, and per entry its edge and box.
    var storedRows: (cellStart: Column<Int32>, entries: Column<Entry>) { (cellStart, entries) }

    private static func cell(_ c: Coordinate, _ o: Coordinate, _ dLat: Double, _ dLon: Double, _ cols: Int, _ rows: Int) -> (Int, Int) {
        // Clamped as Doubles first: a far-away, infinite or NaN query point must not trap in Int(_:).
        let x = ((c.longitude - o.longitude) / dLon).rounded(.down), y = ((c.latitude - o.latitude) / dLat).rounded(.down)
        guard x.isFinite, y.isFinite else { return (0, 0) }
        return (Int(max(0, min(Double(cols - 1), x))), Int(max(0, min(Double(rows - 1), y))))
    }

    /// Canonical edges whose geometry may cross the box (a superset: cells are coarse), ascending, each once.
    public func edges(in box: BoundingBox) -> [Int32] {
        var out = [Int32]()
        forEachEdge(in: box, where: { _ in true }) { out.append($0) }
        return out
    }

    /// Snaps a point to the nearest edges within `radius`, nearest first, at most `limit` road pieces.
    /// Both directions of a two-way piece are returned (each with its own offset), so callers choose the direction.
    ///
    /// A segment whose two ends lie beyond the same side of the radius's box (in the point's local projection, with a
    /// margin) is farther than `radius` and could never be the edge's chosen segment, so it is not projected: the
    /// result is the same as projecting every segment (`EdgeIndexTests` checks it against that definition).
    public func nearest(to point: Coordinate, within radius: Meters, limit: Int = 8) -> [EdgeSnap] {
        nearestPieces(to: point, within: radius, limit: limit).map(place)
    }

    /// A snap found but not yet placed: its edge and distance, and where on the piece's geometry the closest point
    /// lies (`place` works out the coordinate and the offset along the edge, a sum over the segments before it,
    /// which a caller needs only for the snaps it keeps).
    public struct PieceSnap: Sendable, Equatable {
        /// The edge index (the piece's canonical edge, or its reverse).
        public var edge: Int32
        /// Distance from the query point.
        public var distance: Meters
        /// The piece's canonical edge, its segment (index of the segment's first shape point) and the fraction along it.
        let canonical: Int32
        let segment: Int32
        let fraction: Double
    }

    /// `nearest(to:within:limit:)` before placing: the same snaps in the same order, each `place`d giving the
    /// `EdgeSnap` `nearest` returns.
    public func nearestPieces(to point: Coordinate, within radius: Meters, limit: Int = 8) -> [PieceSnap] {
        let box = BoundingBox(minLatitude: point.latitude, minLongitude: point.longitude,
                              maxLatitude: point.latitude, maxLongitude: point.longitude).expanded(by: radius)
        let proj = LocalProjection(origin: point)
        let p = Point2D(x: 0, y: 0)
        let reject = SegmentRejection(proj: proj, radius: radius)
        // The candidates' edge records, then their first shape points, are read each in a loop of independent loads,
        // so that their cache misses overlap instead of coming one after another in the projection loop.
        var candidates = [(edge: Int32, start: Int32, count: Int32, reverse: Int32, code: UInt8)]()
        candidates.reserveCapacity(64)
        // A piece whose boxes in the cells all lie beyond one side of the radius's box has every segment there
        // rejected below (and none elsewhere within the radius), so it is not a candidate.
        forEachEdge(in: box, where: { !reject.rejects($0) }) { ei in
            let e = edges[Int(ei)]
            candidates.append((ei, e.shapeStart, e.shapeCount, e.reverse, 0))
        }
        for i in candidates.indices { candidates[i].code = reject.code(shapePoints[Int(candidates[i].start)]) }
        var found = [PieceSnap]()
        found.reserveCapacity(2 * candidates.count)
        for (ei, start, count, reverse, firstCode) in candidates {
            let s = Int(start), n = Int(count)
            var best = (d2: Double.infinity, k: s, t: 0.0)
            var codeA = firstCode
            for k in s..<(s + n - 1) {
                let codeB = reject.code(shapePoints[k + 1])
                defer { codeA = codeB }
                if codeA & codeB != 0 { continue }
                let a = proj.project(shapePoints[k]), b = proj.project(shapePoints[k + 1])
                let t = PlaneGeometry.closestFraction(p, a, b)
                let q = a + (b - a) * t
                let d2 = q.dot(q)
                if d2 < best.d2 { best = (d2, k, t) }
            }
            let d = best.d2.squareRoot()
            guard d <= radius else { continue }
            found.append(PieceSnap(edge: ei, distance: d, canonical: ei, segment: Int32(best.k), fraction: best.t))
            if reverse >= 0 {
                found.append(PieceSnap(edge: reverse, distance: d, canonical: ei, segment: Int32(best.k), fraction: best.t))
            }
        }
        found.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.edge < $1.edge }
        var pieces = 0
        var lastDistance = -1.0
        for (i, s) in found.enumerated() {
            if s.distance != lastDistance { pieces += 1; lastDistance = s.distance }
            if pieces > limit {
                found.removeSubrange(i...)
                break
            }
        }
        return found
    }

    /// A found snap's coordinate and offset along its edge (from its source: for the reverse of the piece, what is
    /// left of the piece's length).
    public func place(_ s: PieceSnap) -> EdgeSnap {
        let e = edges[Int(s.canonical)]
        let start = Int(e.shapeStart), k = Int(s.segment)
        var along: Meters = 0
        for i in start..<k { along += shapePoints[i].distance(to: shapePoints[i + 1]) }
        let c = shapePoints[k].interpolated(to: shapePoints[k + 1], fraction: s.fraction)
        along += shapePoints[k].distance(to: c)
        let offset = s.edge == s.canonical ? min(e.length, along) : max(0, e.length - along)
        return EdgeSnap(edge: s.edge, coordinate: c, offset: offset, distance: s.distance)
    }

    /// Calls `body` once with each canonical edge whose cells meet the box and whose entry in at least one of them
    /// passes `keep`, ascending. Each cell's row is ascending (checked when a compiled map's rows are read), so the
    /// rows of up to four cells, all a snap's radius usually covers, are merged as they are read, without a list;
    /// more cells are gathered, sorted and deduplicated.
    @inline(__always)
    private func forEachEdge(in box: BoundingBox, where keep: (Entry) -> Bool, _ body: (Int32) -> Void) {
        let (c0, r0) = Self.cell(Coordinate(box.minLatitude, box.minLongitude), origin, cellLat, cellLon, columns, rows)
        let (c1, r1) = Self.cell(Coordinate(box.maxLatitude, box.maxLongitude), origin, cellLat, cellLon, columns, rows)
        // An edge's entries come one after another: it is passed on once, if any of them is kept.
        var last: Int32 = -1, kept = false
        func take(_ e: Entry) {
            if e.edge != last {
                if kept { body(last) }
                last = e.edge
                kept = keep(e)
            } else if !kept {
                kept = keep(e)
            }
        }
        guard (c1 - c0 + 1) * (r1 - r0 + 1) <= 4 else {
            // Many cells (a viewport): the kept entries' edges, sorted as plain integers, each passed on once.
            var edges = [Int32]()
            for r in r0...r1 {
                for c in c0...c1 {
                    for e in entries[Int(cellStart[r * columns + c])..<Int(cellStart[r * columns + c + 1])] where keep(e) {
                        edges.append(e.edge)
                    }
                }
            }
            edges.sort()
            var previous: Int32 = -1
            for e in edges where e != previous {
                body(e)
                previous = e
            }
            return
        }
        withUnsafeTemporaryAllocation(of: (next: Int, end: Int).self, capacity: 4) { row in
            var m = 0
            for r in r0...r1 {
                for c in c0...c1 where cellStart[r * columns + c] < cellStart[r * columns + c + 1] {
                    row[m] = (Int(cellStart[r * columns + c]), Int(cellStart[r * columns + c + 1]))
                    m += 1
                }
            }
            if m == 1 {
                for k in row[0].next..<row[0].end where keep(entries[k]) { body(entries[k].edge) }
                return
            }
            while true {
                var pick = -1, lowest = Int32.max
                for i in 0..<m where row[i].next < row[i].end && entries[row[i].next].edge < lowest {
                    pick = i
                    lowest = entries[row[i].next].edge
                }
                guard pick >= 0 else { break }
                take(entries[row[pick].next])
                row[pick].next += 1
            }
            if kept { body(last) }
        }
    }
}

/// The test by which `EdgeIndex.nearest` skips a segment without projecting it: each end's place (an outcode, as in
/// Cohen–Sutherland clipping) against the box of the radius around the query point, in degrees of its local
/// projection. Two ends beyond the same side put the whole segment, and the closest point the projection computes
/// on it, farther than the radius: the box is wider than the radius by a billionth of it plus a micrometre, which
/// covers the rounding of the projection and of the closest point for ends less than 1,000 degrees from the query
/// point. An end farther than that, not a number, or a radius that is not a number, never rejects a segment.
private struct SegmentRejection {
    let latitude: Double, longitude: Double
    let reachLat: Double, reachLon: Double

    init(proj: LocalProjection, radius: Meters) {
        latitude = proj.origin.latitude
        longitude = proj.origin.longitude
        let reach = radius * (1 + 1e-9) + 1e-6
        reachLat = reach / proj.metersPerDegreeLat
        reachLon = proj.metersPerDegreeLon > 0 ? reach / proj.metersPerDegreeLon : .infinity
    }

    /// Whether every point of an entry's box lies beyond one side of the box, so that `code` puts both ends of
    /// each of its segments beyond that side. The box's degrees hold its points (rounded outward) and the
    /// differences round monotonically, so the test errs only towards keeping; as `code`, it never rejects when a
    /// difference is 1,000 degrees or more, or not a number.
    @inline(__always) func rejects(_ e: EdgeIndex.Entry) -> Bool {
        let west = Double(e.west) - longitude, east = Double(e.east) - longitude
        let south = Double(e.south) - latitude, north = Double(e.north) - latitude
        guard abs(west) < 1000, abs(east) < 1000, abs(south) < 1000, abs(north) < 1000 else { return false }
        return east < -reachLon || west > reachLon || north < -reachLat || south > reachLat
    }

    /// Bits 1, 2: west, east of the box; 4, 8: south, north of it; 0 inside it (or when unsure).
    @inline(__always) func code(_ c: Coordinate) -> UInt8 {
        // The same differences `LocalProjection.project` scales, so the test sees the values it would.
        let dx = c.longitude - longitude, dy = c.latitude - latitude
        guard abs(dx) < 1000, abs(dy) < 1000 else { return 0 }
        return (dx < -reachLon ? 1 : 0) | (dx > reachLon ? 2 : 0) | (dy < -reachLat ? 4 : 0) | (dy > reachLat ? 8 : 0)
    }
}
