import Foundation
import Geo
import MapData

/// Turns decided lattice states into output: matched points (released in input order) and the chains' paths
/// (`MatchedSegment`s), joining consecutive decided states by their shortest route.
/// - Complexity: O(1) per point plus one bounded route search per pair of decided states on different edges.
struct PathAssembler {
    private let network: RoadNetwork
    private let edgeList: Column<Edge>
    private(set) var segments: [MatchedSegment] = []
    private var currentSegment: Int?
    /// The current segment's full edge lengths summed, and the first point's offset on its edge.
    private var pathEdgeSum: Meters = 0
    private var pathStartOffset: Meters = 0
    private var lastFinalSnap: RoadCandidate?
    private var lastFinalCoordinate: Coordinate?
    private var lastFinalConfidence: Double = 0
    /// The edge of the path before the last final one (for points waiting at a junction).
    private var arrivalEdge: Int32?
    /// Points decided but not yet returned: `ready[k]` is input index `nextToEmit + k` (a list, not a dictionary:
    /// offline every point waits here until its chain closes).
    private var ready: [MatchedPoint?] = []
    private var nextToEmit = 0

    init(network: RoadNetwork) {
        self.network = network
        edgeList = network.edges
    }

    /// A point that matches no road.
    mutating func unmatched(_ index: Int, _ c: Coordinate) { setReady(index, .unmatched(index, c)) }

    /// Takes back a point not yet returned (it is decided again).
    mutating func retract(_ index: Int) { setReady(index, nil) }

    /// Records (or clears) the point at input index `index`; a point already returned stays as it was.
    private mutating func setReady(_ index: Int, _ point: MatchedPoint?) {
        let k = index - nextToEmit
        guard k >= 0 else { return }
        if k >= ready.count {
            guard point != nil else { return }
            ready.append(contentsOf: repeatElement(MatchedPoint?.none, count: k - ready.count + 1))
        }
        ready[k] = point
    }

    /// The points ready in input order from the last one returned (stops at the first still undecided).
    mutating func drain() -> [MatchedPoint] {
        var out = [MatchedPoint]()
        var k = 0
        while k < ready.count, let p = ready[k] {
            out.append(p)
            k += 1
        }
        ready.removeFirst(k)
        nextToEmit += k
        return out
    }

    /// The chain ended: the next decided state starts a new segment.
    mutating func endSegment() {
        lastFinalSnap = nil
        lastFinalCoordinate = nil
        arrivalEdge = nil
        currentSegment = nil
    }

    /// Records a decided column: its point, its standing-still followers, and the path from the previous decided point.
    mutating func emit(_ decision: ViterbiLattice.Decision, transitions: TransitionModel) {
        let column = decision.column, state = decision.state
        let cand = column.candidates[state]
        let segment: Int
        if let s = currentSegment, let prev = lastFinalSnap {
            segment = s
            let path = transitions.path(from: prev, to: cand, inputs: (lastFinalCoordinate ?? column.coordinate, column.coordinate))
            for k in 0...path.count {
                let e = k < path.count ? path[k] : cand.edge
                guard segments[s].edges.last != e else { continue }
                segments[s].edges.append(e)
                pathEdgeSum += edgeList[Int(e)].length
            }
            // Along the path from the first matched point to this one (noise that steps back and forth on one edge
            // adds nothing).
            let lastLength = edgeList[Int(cand.edge)].length
            segments[s].length = max(0, pathEdgeSum - pathStartOffset - (lastLength - cand.offset))
            segments[s].last = column.index
        } else {
            segment = segments.count
            segments.append(MatchedSegment(first: column.index, last: column.index, edges: [cand.edge],
                                           startOffset: cand.offset, length: 0))
            currentSegment = segment
            pathEdgeSum = edgeList[Int(cand.edge)].length
            pathStartOffset = cand.offset
        }
        let (confidence, alternatives) = confidence(decision, reverse: edgeList[Int(cand.edge)].reverse)
        lastFinalSnap = cand
        lastFinalCoordinate = column.coordinate
        lastFinalConfidence = confidence
        let edges = segments[segment].edges
        let arrival = edges.count >= 2 ? edges[edges.count - 2] : nil
        arrivalEdge = arrival
        let lastStart = pathEdgeSum - edgeList[Int(cand.edge)].length - pathStartOffset
        var point = MatchedPoint(index: column.index, input: column.coordinate, coordinate: cand.coordinate, edge: cand.edge,
                                 offset: cand.offset, distance: cand.distance, confidence: confidence, segment: segment,
                                 pathOffset: lastStart + cand.offset)
        point.alternatives = alternatives
        if cand.offset <= Self.junctionSnap, let a = arrival, edgeList[Int(a)].target == edgeList[Int(cand.edge)].source {
            point.edge = a
            point.offset = edgeList[Int(a)].length
        }
        setReady(point.index, point)
        for (i, c) in column.collapsed { emitFollower(i, c, snap: cand, segment: segment, confidence: confidence) }
    }

    /// A standing-still fix after the last decided one (online, no lag): it takes that point's road at once.
    /// Returns false when there is none (the fix is then unmatched).
    mutating func follow(_ index: Int, _ c: Coordinate) -> Bool {
        guard let snap = lastFinalSnap, let segment = currentSegment else { return false }
        emitFollower(index, c, snap: snap, segment: segment, confidence: lastFinalConfidence)
        return true
    }

    /// A point this close to an edge's start is at the junction: it is reported on the edge it arrived by (the road a
    /// driver waiting at the stop line is still on), as the navigator and the simulator count it.
    static let junctionSnap: Meters = 1

    /// A standing-still fix: on the edge of the fix it follows (or the arrival edge when it waits at the junction).
    private mutating func emitFollower(_ index: Int, _ c: Coordinate, snap: RoadCandidate, segment: Int, confidence: Double) {
        var edge = Int(snap.edge)
        var p = Self.project(c, onto: edge, network: network)
        // The follower's edge is the path's last one (or the arrival edge just before it).
        var start = pathEdgeSum - edgeList[edge].length - pathStartOffset
        if p.offset <= Self.junctionSnap, let a = arrivalEdge, edgeList[Int(a)].target == edgeList[edge].source {
            edge = Int(a)
            p = Self.project(c, onto: edge, network: network)
            start -= edgeList[edge].length
        }
        setReady(index, MatchedPoint(index: index, input: c, coordinate: p.coordinate, edge: Int32(edge), offset: p.offset,
                                     distance: p.distance, confidence: confidence, segment: segment, pathOffset: start + p.offset))
        segments[segment].last = max(segments[segment].last, index)
    }

    /// The posterior probability of the chosen road piece (both directions), and how many other road pieces hold
    /// at least `alternativeShare` of it.
    func confidence(_ d: ViterbiLattice.Decision, reverse: Int32) -> (Double, Int) {
        let chosen = d.column.candidates[d.state].edge
        var mine = 0.0
        // Per other road piece (both directions as one), its summed posterior: a handful, so a list beats hashing.
        var pieces = [(piece: Int32, p: Double)]()
        for (k, p) in d.posterior.enumerated() where p > 0 {
            let e = d.column.candidates[k].edge
            if e == chosen || e == reverse {
                mine += p
            } else {
                let r = edgeList[Int(e)].reverse
                let piece = r >= 0 ? min(e, r) : e
                if let i = pieces.firstIndex(where: { $0.piece == piece }) { pieces[i].p += p } else { pieces.append((piece, p)) }
            }
        }
        return (min(1, max(0, mine)), pieces.reduce(0) { $0 + ($1.p >= Self.alternativeShare ? 1 : 0) })
    }

    /// A road piece with at least this posterior probability counts as an alternative (OSRM's `alternatives_count`).
    static let alternativeShare = 0.01

    /// The closest point of an edge to a coordinate.
    static func project(_ c: Coordinate, onto edge: Int, network: RoadNetwork) -> (coordinate: Coordinate, offset: Meters, distance: Meters) {
        let shape = network.shape(of: edge)
        let proj = LocalProjection(origin: c)
        let origin = Point2D(x: 0, y: 0)
        var best = (d2: Double.infinity, k: shape.startIndex, t: 0.0)
        var a = proj.project(shape[shape.startIndex])
        for k in shape.startIndex..<(shape.endIndex - 1) {
            let b = proj.project(shape[k + 1])
            let t = PlaneGeometry.closestFraction(origin, a, b)
            let q = a + (b - a) * t
            let d2 = q.dot(q)
            if d2 < best.d2 { best = (d2, k, t) }
            a = b
        }
        var along: Meters = 0
        for k in shape.startIndex..<best.k { along += shape[k].distance(to: shape[k + 1]) }
        let p = shape[best.k].interpolated(to: shape[min(best.k + 1, shape.endIndex - 1)], fraction: best.t)
        along += shape[best.k].distance(to: p)
        return (p, min(network.edges[edge].length, along), best.d2.squareRoot())
    }
}
