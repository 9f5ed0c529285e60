import Foundation
import Geo
import MapData

extension HMMEngine {
    /// Records a final column: its point, its standing-still followers, and the path from the previous final point.
    func emit(_ column: Column, state: Int) {
        let cand = column.candidates[state]
        let segment: Int
        if let s = currentSegmentIndex, let prev = lastFinalSnap {
            segment = s
            let path = route(from: prev, to: cand, inputs: (lastFinalCoordinate ?? column.coordinate, column.coordinate))
            for e in path + [cand.edge] where segmentsStorage[s].edges.last != e {
                segmentsStorage[s].edges.append(e)
                pathEdgeSum += edgeList[Int(e)].length
            }
            // Along the path from the first matched point to this one (noise that steps back and forth on one edge
            // adds nothing).
            let lastLength = edgeList[Int(cand.edge)].length
            segmentsStorage[s].length = max(0, pathEdgeSum - pathStartOffset - (lastLength - cand.offset))
            segmentsStorage[s].last = column.index
        } else {
            segment = segmentsStorage.count
            segmentsStorage.append(MatchedSegment(first: column.index, last: column.index, edges: [cand.edge],
                                                  startOffset: cand.offset, length: 0))
            currentSegmentIndex = segment
            pathEdgeSum = edgeList[Int(cand.edge)].length
            pathStartOffset = cand.offset
        }
        let confidence = Self.confidence(column, state: state, reverse: edgeList[Int(cand.edge)].reverse)
        setLastFinal(cand, column.coordinate, confidence: confidence)
        let edges = segmentsStorage[segment].edges
        let arrival = edges.count >= 2 ? edges[edges.count - 2] : nil
        setArrivalEdge(arrival)
        let lastStart = pathEdgeSum - edgeList[Int(cand.edge)].length - pathStartOffset
        var point = MatchedPoint(index: column.index, input: column.coordinate, coordinate: cand.coordinate, edge: cand.edge,
                                 offset: cand.offset, distance: cand.distance, confidence: confidence, segment: segment,
                                 pathOffset: lastStart + cand.offset)
        if cand.offset <= Self.junctionSnap, let a = arrival, edgeList[Int(a)].target == edgeList[Int(cand.edge)].source {
            point.edge = a
            point.offset = edgeList[Int(a)].length
        }
        markReady(point)
        for (i, c) in column.collapsed { emitFollower(i, c, snap: cand, segment: segment, confidence: confidence) }
    }

    /// A point this close to an edge's start is at the junction: it is reported on the edge it arrived by (the road a
    /// driver waiting at the stop line is still on), as the navigator and the simulator count it.
    static let junctionSnap: Meters = 1

    /// A standing-still fix: on the edge of the fix it follows (or the arrival edge when it waits at the junction).
    func emitFollower(_ index: Int, _ c: Coordinate, snap: RoadCandidate, segment: Int, confidence: Double) {
        var edge = Int(snap.edge)
        var p = Self.project(c, onto: edge, network: network)
        // The follower's edge is the path's last one (or the arrival edge just before it).
        var start = pathEdgeSum - edgeList[edge].length - pathStartOffset
        if p.offset <= Self.junctionSnap, let a = arrivalEdge, edgeList[Int(a)].target == edgeList[edge].source {
            edge = Int(a)
            p = Self.project(c, onto: edge, network: network)
            start -= edgeList[edge].length
        }
        markReady(MatchedPoint(index: index, input: c, coordinate: p.coordinate, edge: Int32(edge), offset: p.offset,
                               distance: p.distance, confidence: confidence, segment: segment, pathOffset: start + p.offset))
        segmentsStorage[segment].last = max(segmentsStorage[segment].last, index)
    }

    /// The edges strictly between two final states' own edges (none when the second is along the same edge).
    private func route(from a: RoadCandidate, to b: RoadCandidate, inputs: (Coordinate, Coordinate)) -> [Int32] {
        if a.edge == b.edge && b.offset >= a.offset - options.effectiveBackwardTolerance { return [] }
        let ea = edgeList[Int(a.edge)], eb = edgeList[Int(b.edge)]
        let gc = inputs.0.distance(to: inputs.1)
        let radius = options.routeDistanceFactor * gc + options.routeDistanceSlack
        // Online decisions can disagree with an earlier final one; then the path jumps (no edges between).
        return routeSearch.path(from: ea.target, to: eb.source, radius: radius) ?? []
    }

    /// The share of the column's probability on the chosen road piece (both directions).
    static func confidence(_ column: Column, state: Int, reverse: Int32) -> Double {
        let chosen = column.candidates[state].edge
        var total = 0.0, mine = 0.0
        for (k, s) in column.scores.enumerated() where s > -.infinity {
            let p = exp(s)
            total += p
            let e = column.candidates[k].edge
            if e == chosen || e == reverse { mine += p }
        }
        return total > 0 ? min(1, mine / total) : 0
    }

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
