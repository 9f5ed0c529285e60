import Geo
import MapData

/// How well a match agrees with the ground truth of a simulated drive.
public struct MatchAccuracy: Sendable, Hashable {
    /// Fixes scored (those whose truth lies on the network).
    public var count: Int
    /// Share of them matched onto exactly the true directed edge.
    public var exact: Double
    /// ... onto it or an edge that joins it end to end (the edge before or after along a drive; not its reverse).
    public var exactOrNeighbour: Double
    /// Median distance from the matched point to the true position (unmatched fixes count their raw distance).
    public var medianError: Meters

    /// Scores `result` against `truth` (same order and count as the matched fixes).
    public static func evaluate(_ result: MatchResult, truth: [TruePosition], network: RoadNetwork) -> MatchAccuracy {
        var n = 0, exact = 0, near = 0
        var errors = [Meters]()
        for (p, t) in zip(result.points, truth) {
            guard let te = t.edge else { continue }
            n += 1
            errors.append(p.coordinate.distance(to: t.coordinate))
            guard let me = p.edge else { continue }
            if me == te { exact += 1; near += 1; continue }
            let a = network.edges[Int(me)], b = network.edges[Int(te)]
            if a.target == b.source || a.source == b.target, b.reverse != me { near += 1 }
        }
        errors.sort()
        let median = errors.isEmpty ? 0 : (errors.count % 2 == 1 ? errors[errors.count / 2]
            : (errors[errors.count / 2 - 1] + errors[errors.count / 2]) / 2)
        return MatchAccuracy(count: n, exact: n > 0 ? Double(exact) / Double(n) : 0,
                             exactOrNeighbour: n > 0 ? Double(near) / Double(n) : 0, medianError: median)
    }

    /// Combines figures of several drives, weighting by fix count (the median by count-weighted average).
    public static func combined(_ parts: [MatchAccuracy]) -> MatchAccuracy {
        let n = parts.reduce(0) { $0 + $1.count }
        guard n > 0 else { return MatchAccuracy(count: 0, exact: 0, exactOrNeighbour: 0, medianError: 0) }
        func w(_ f: (MatchAccuracy) -> Double) -> Double { parts.reduce(0) { $0 + f($1) * Double($1.count) } / Double(n) }
        return MatchAccuracy(count: n, exact: w(\.exact), exactOrNeighbour: w(\.exactOrNeighbour), medianError: w(\.medianError))
    }
}
