import Geo
import MapData

extension MapMatcher {
    /// Places each fix the chain skipped (an outlier, or a fix with no road near it, between two matched fixes of one
    /// segment) on the matched path between its neighbours, in proportion to time (to input order without times).
    /// The chain never followed it; its position is where the car was on the path then, as Valhalla's Meili reports
    /// "interpolated" points. Fixes before a segment's first or after its last matched fix stay unmatched.
    /// - Complexity: O(points + edges of the paths).
    func interpolateSkipped(_ points: inout [MatchedPoint], segments: [MatchedSegment], observations: [MatchObservation]) {
        var locators = [Int: PathLocator]()
        var previous: Int?
        var pending = [Int]()
        for i in points.indices {
            guard let s = points[i].segment else {
                if previous != nil { pending.append(i) }
                continue
            }
            if let a = previous, points[a].segment == s, !pending.isEmpty {
                var locator = locators[s] ?? PathLocator(segment: segments[s], network: network)
                for k in pending {
                    let f: Double
                    if let ta = observations[a].time, let tb = observations[i].time, let tk = observations[k].time, tb > ta {
                        f = min(1, max(0, (tk - ta) / (tb - ta)))
                    } else {
                        f = Double(k - a) / Double(i - a)
                    }
                    let position = points[a].pathOffset + f * (points[i].pathOffset - points[a].pathOffset)
                    let (edge, offset, coordinate) = locator.locate(locator.clamp(position))
                    points[k] = MatchedPoint(index: k, input: points[k].input, coordinate: coordinate, edge: edge, offset: offset,
                                             distance: coordinate.distance(to: points[k].input),
                                             confidence: min(points[a].confidence, points[i].confidence), segment: s,
                                             pathOffset: position)
                    points[k].isInterpolated = true
                }
                locators[s] = locator
            }
            pending.removeAll(keepingCapacity: true)
            previous = i
        }
    }
}
