import Geo
@testable import MapData
import Testing
import TestSupport

/// `EdgeIndex.nearest` skips segments that cannot come within the radius and merges the cells' rows instead of
/// sorting them; these tests hold it to the straightforward definition (every segment of every candidate edge
/// projected, the candidates sorted), result for result and bit for bit, over seeded random points on real maps.
@Suite struct EdgeIndexTests {
    /// The definition: project every segment of every edge `edges(in:)` lists (or of every canonical edge), keep the
    /// first closest segment per edge, then both directions, sorted by distance and edge, `limit` pieces.
    static func reference(_ n: RoadNetwork, _ point: Coordinate, radius: Meters, limit: Int, everyEdge: Bool) -> [EdgeSnap] {
        let box = BoundingBox(minLatitude: point.latitude, minLongitude: point.longitude,
                              maxLatitude: point.latitude, maxLongitude: point.longitude).expanded(by: radius)
        let candidates = everyEdge ? n.edges.indices.filter { n.edges[$0].isCanonical }.map { Int32($0) } : n.edgeIndex.edges(in: box)
        let proj = LocalProjection(origin: point)
        let p = Point2D(x: 0, y: 0)
        var found = [EdgeSnap]()
        for ei in candidates {
            let e = n.edges[Int(ei)]
            let s = Int(e.shapeStart), count = Int(e.shapeCount)
            var best = (d2: Double.infinity, k: s, t: 0.0)
            for k in s..<(s + count - 1) {
                let a = proj.project(n.shapePoints[k]), b = proj.project(n.shapePoints[k + 1])
                let t = PlaneGeometry.closestFraction(p, a, b)
                let q = a + (b - a) * t
                if q.dot(q) < best.d2 { best = (q.dot(q), k, t) }
            }
            let d = best.d2.squareRoot()
            guard d <= radius else { continue }
            var along: Meters = 0
            for k in s..<best.k { along += n.shapePoints[k].distance(to: n.shapePoints[k + 1]) }
            let c = n.shapePoints[best.k].interpolated(to: n.shapePoints[best.k + 1], fraction: best.t)
            along += n.shapePoints[best.k].distance(to: c)
            found.append(EdgeSnap(edge: ei, coordinate: c, offset: min(e.length, along), distance: d))
            if e.reverse >= 0 { found.append(EdgeSnap(edge: e.reverse, coordinate: c, offset: max(0, e.length - along), distance: d)) }
        }
        found.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.edge < $1.edge }
        var out = [EdgeSnap]()
        var pieces = 0, last = -1.0
        for s in found {
            if s.distance != last { pieces += 1; last = s.distance }
            if pieces > limit { break }
            out.append(s)
        }
        return out
    }

    /// Random points over the map's bounds and beside its vertices (a few metres off, where several roads are near).
    static func points(_ n: RoadNetwork, count: Int, seed: UInt64) -> [Coordinate] {
        var g = SeededGenerator(seed: seed)
        let b = n.bounds
        return (0..<count).map { i in
            if i % 2 == 0 {
                return Coordinate(Double.random(in: b.minLatitude...b.maxLatitude, using: &g),
                                  Double.random(in: b.minLongitude...b.maxLongitude, using: &g))
            }
            let v = n.vertices[Int.random(in: 0..<n.vertices.count, using: &g)].coordinate
            return Coordinate(v.latitude + Double.random(in: -3e-4...3e-4, using: &g),
                              v.longitude + Double.random(in: -3e-4...3e-4, using: &g))
        }
    }

    static func check(_ n: RoadNetwork, count: Int, seed: UInt64, everyEdgeEvery: Int) -> (queries: Int, snaps: Int) {
        var snaps = 0, queries = 0
        for (i, point) in points(n, count: count, seed: seed).enumerated() {
            for (radius, limit) in [(0.0, 8), (5.0, 8), (50.0, 24), (150.0, 24), (400.0, 24), (2_000.0, 8)] {
                let fast = n.edgeIndex.nearest(to: point, within: radius, limit: limit)
                #expect(fast == reference(n, point, radius: radius, limit: limit, everyEdge: false), "\(point) within \(radius)")
                if i % everyEdgeEvery == 0 {
                    #expect(fast == reference(n, point, radius: radius, limit: limit, everyEdge: true), "\(point) within \(radius), every edge")
                }
                snaps += fast.count
                queries += 1
            }
        }
        return (queries, snaps)
    }

    @Test func nearestEqualsProjectingEverySegmentOnTheTown() throws {
        let n = try OSMMap.load(path: Repository.path("Maps/harbourne.osm")).network
        let (queries, snaps) = Self.check(n, count: 400, seed: 17, everyEdgeEvery: 4)
        #expect(queries == 2_400 && snaps > queries)  // most points have roads near: the comparison is not of empty lists
    }

    @Test(.sharedData) func nearestEqualsProjectingEverySegmentInAndorra() throws {
        let n = try RealExtracts.andorraPBF.get().network
        let (queries, snaps) = Self.check(n, count: 300, seed: 18, everyEdgeEvery: 50)
        #expect(queries == 1_800 && snaps > queries)
    }

    /// `nearest` merges the cells' rows on their being strictly ascending, so a compiled map's rows that are not are
    /// refused when read, as are entries out of range or not canonical.
    @Test func storedRowsOutOfOrderAreRefused() throws {
        let n = try OSMMap.load(path: Repository.path("Maps/harbourne.osm")).network
        let (start, entries) = n.edgeIndex.storedRows
        let list = entries.map(\.edge)
        func index(_ rows: [Int32], _ boxes: [EdgeIndex.Entry] = Array(entries)) -> EdgeIndex? {
            let stored = Column(zip(rows, boxes).map { EdgeIndex.Entry(edge: $0, south: $1.south, west: $1.west, north: $1.north, east: $1.east) })
            return EdgeIndex(bounds: n.bounds, cellStart: start, entries: stored, edges: n.edges, shapePoints: n.shapePoints)
        }
        #expect(index(list) != nil)
        #expect(index(list, Array(entries.dropLast())) == nil, "one entry missing")
        for bad in [Float.nan, .infinity, 361] {
            var boxes = Array(entries)
            boxes[boxes.count / 2].north = bad
            #expect(index(list, boxes) == nil, "a box value (\(bad)) outside its domain")
        }
        let row = try #require((0..<(start.count - 1)).first { start[$0 + 1] - start[$0] >= 2 })
        let k = Int(start[row])
        var swapped = list
        swapped.swapAt(k, k + 1)
        #expect(index(swapped) == nil)
        var repeated = list
        repeated[k + 1] = repeated[k]
        #expect(index(repeated) == nil)
        // The last entry of a row has no successor to stay below: an edge past the end, or one that is not canonical
        // (the reverse of a two-way piece), is refused; a canonical one above its predecessor is accepted.
        let last = Int(start[row + 1]) - 1
        var outOfRange = list
        outOfRange[last] = Int32(n.edges.count)
        #expect(index(outOfRange) == nil)
        let above = list[last - 1]
        let reverse = try #require(n.edges.indices.first { $0 > Int(above) && !n.edges[$0].isCanonical })
        var notCanonical = list
        notCanonical[last] = Int32(reverse)
        #expect(index(notCanonical) == nil)
        let other = try #require(n.edges.indices.first { $0 > Int(above) && n.edges[$0].isCanonical && $0 != Int(list[last]) })
        var canonical = list
        canonical[last] = Int32(other)
        #expect(index(canonical) != nil)
    }
}
