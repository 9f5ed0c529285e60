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
            let (length, path) = route(from: prev, to: cand, inputs: (lastFinalCoordinate ?? column.coordinate, column.coordinate))
            segmentsStorage[s].length += length
            for e in path where segmentsStorage[s].edges.last != e { segmentsStorage[s].edges.append(e) }
            if segmentsStorage[s].edges.last != cand.edge { segmentsStorage[s].edges.append(cand.edge) }
            segmentsStorage[s].last = column.index
        } else {
            segment = segmentsStorage.count
            segmentsStorage.append(MatchedSegment(first: column.index, last: column.index, edges: [cand.edge], length: 0))
            currentSegmentIndex = segment
        }
        setLastFinal(cand, column.coordinate)
        let confidence = Self.confidence(column, state: state, reverse: edgeList[Int(cand.edge)].reverse)
        markReady(MatchedPoint(index: column.index, input: column.coordinate, coordinate: cand.coordinate, edge: cand.edge,
                               offset: cand.offset, distance: cand.distance, confidence: confidence, segment: segment))
        for (i, c) in column.collapsed {
            let p = Self.project(c, onto: Int(cand.edge), network: network)
            markReady(MatchedPoint(index: i, input: c, coordinate: p.coordinate, edge: cand.edge, offset: p.offset,
                                   distance: p.distance, confidence: confidence, segment: segment))
            segmentsStorage[segment].last = max(segmentsStorage[segment].last, i)
        }
    }

    /// Road distance and the edges between two final states (the edges strictly between their own edges).
    private func route(from a: EdgeSnap, to b: EdgeSnap, inputs: (Coordinate, Coordinate)) -> (Meters, [Int32]) {
        if a.edge == b.edge && b.offset >= a.offset - options.effectiveStationaryDistance {
            return (max(0, b.offset - a.offset), [])
        }
        let ea = edgeList[Int(a.edge)], eb = edgeList[Int(b.edge)]
        let gc = inputs.0.distance(to: inputs.1)
        let radius = options.routeDistanceFactor * gc + options.routeDistanceSlack
        if let path = routeSearch.path(from: ea.target, to: eb.source, radius: radius) {
            let between = path.reduce(0.0) { $0 + edgeList[Int($1)].length }
            return ((ea.length - a.offset) + between + b.offset, path)
        }
        // Online decisions can disagree with an earlier final one; bridge with the straight line.
        return (a.coordinate.distance(to: b.coordinate), [])
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
