import Geo
import MapData

/// Road positions near a fix: the matcher's HMM states.
///
/// Like `EdgeIndex.nearest`, but an edge whose geometry passes the fix more than once (a hairpin inside one OSM way,
/// common on mountain roads) gives one candidate per pass, not only the nearest: with just the nearest, noise that
/// brings the other leg closer forces the path to jump along the edge.
/// - Complexity: O(shape segments of the edges in the cells the radius covers).
/// Keeps its working lists between calls (a matcher asks once per fix), so it is one per matcher, one thread.
final class CandidateFinder {
    let network: RoadNetwork
    private let edges: Column<Edge>
    private let shapePoints: Column<Coordinate>
    private typealias Pass = (d2: Double, along: Double, k: Int, t: Double)
    /// Working lists, reused (taken out while a call runs, so the loops touch locals, not the object's storage).
    private var foundScratch: [(snap: RoadCandidate, piece: Int32)] = []
    private var passScratch: [Pass] = []
    private var segmentScratch: [Pass] = []
    private var pieceScratch: [Int32] = []
    /// Two passes closer than this along the edge are one candidate (segments meeting at the closest vertex).
    static let minimumSeparation: Meters = 2
    /// ... and so are two passes the road between does not leave by at least this much.
    static let minimumRise: Meters = 1

    init(network: RoadNetwork) {
        self.network = network
        edges = network.edges
        shapePoints = network.shapePoints
    }

    /// Candidates within `radius`, nearest first, from at most `limit` road pieces; both directions of two-way pieces.
    func candidates(near point: Coordinate, radius: Meters, limit: Int) -> [RoadCandidate] {
        let box = BoundingBox(minLatitude: point.latitude, minLongitude: point.longitude,
                              maxLatitude: point.latitude, maxLongitude: point.longitude).expanded(by: radius)
        let proj = LocalProjection(origin: point)
        let origin = Point2D(x: 0, y: 0)
        let r2 = radius * radius
        var found = foundScratch, passes = passScratch, segs = segmentScratch, pieces = pieceScratch
        (foundScratch, passScratch, segmentScratch, pieceScratch) = ([], [], [], [])
        found.removeAll(keepingCapacity: true)
        pieces.removeAll(keepingCapacity: true)
        defer { (foundScratch, passScratch, segmentScratch, pieceScratch) = (found, passes, segs, pieces) }
        for ei in network.edgeIndex.edges(in: box) {
            let e = edges[Int(ei)]
            let s = Int(e.shapeStart), n = Int(e.shapeCount)
            passes.removeAll(keepingCapacity: true)
            segs.removeAll(keepingCapacity: true)
            var a = proj.project(shapePoints[s])
            var along = 0.0
            var nearest = Double.infinity
            for k in s..<(s + n - 1) {
                let b = proj.project(shapePoints[k + 1])
                let ab = b - a
                let segment = ab.length
                let t = PlaneGeometry.closestFraction(origin, a, b)
                let q = a + ab * t
                let d2 = q.dot(q)
                nearest = min(nearest, d2)
                segs.append((d2, along + segment * t, k, t))
                along += segment
                a = b
            }
            guard nearest <= r2 else { continue }
            // A pass is a local minimum of the distance along the edge (ties from segments sharing their closest
            // vertex count once). Two passes are one when the road between them never gets much farther from the
            // fix than they are (a wiggle in the geometry), however far apart along the edge: the two legs of a
            // tight hairpin are a few metres apart along the edge yet the road between them leaves the fix.
            var lastPass = -1
            for i in segs.indices where segs[i].d2 <= r2 {
                let d = segs[i].d2
                if i > 0 && !(d < segs[i - 1].d2) { continue }
                if i + 1 < segs.count && d > segs[i + 1].d2 { continue }
                if lastPass >= 0, let last = passes.last {
                    var peak = 0.0
                    for m in lastPass...i { peak = max(peak, segs[m].d2) }
                    let rise = peak.squareRoot() - max(last.d2, d).squareRoot()
                    if rise < Self.minimumRise || segs[i].along - last.along < Self.minimumSeparation {
                        if d < last.d2 {
                            passes[passes.count - 1] = segs[i]
                            lastPass = i
                        }
                        continue
                    }
                }
                passes.append(segs[i])
                lastPass = i
            }
            guard !passes.isEmpty else { continue }
            // Projected lengths differ from the edge's haversine length by far under 0.1 %; scale to it.
            let scale = along > 0 ? e.length / along : 1
            for p in passes {
                let c = shapePoints[p.k].interpolated(to: shapePoints[p.k + 1], fraction: p.t)
                let offset = min(e.length, max(0, p.along * scale))
                let d = p.d2.squareRoot()
                found.append((RoadCandidate(edge: ei, coordinate: c, offset: offset, distance: d), ei))
                if e.reverse >= 0 {
                    found.append((RoadCandidate(edge: e.reverse, coordinate: c, offset: max(0, e.length - offset), distance: d), ei))
                }
            }
        }
        found.sort { $0.snap.distance != $1.snap.distance ? $0.snap.distance < $1.snap.distance : $0.snap.edge < $1.snap.edge }
        var out = [RoadCandidate]()
        // At most `limit` pieces (a handful): a list scan beats hashing.
        for f in found {
            if !pieces.contains(f.piece) {
                if pieces.count == limit { continue }
                pieces.append(f.piece)
            }
            out.append(f.snap)
        }
        return out
    }
}
