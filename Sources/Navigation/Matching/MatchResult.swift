import Geo
import MapData

/// One fix after matching.
public struct MatchedPoint: Sendable, Hashable {
    /// Position of the fix in the input.
    public var index: Int
    /// The fix as given.
    public var input: Coordinate
    /// The matched point on the road (the input itself when unmatched).
    public var coordinate: Coordinate
    /// The directed edge it lies on (nil when unmatched).
    public var edge: Int32?
    /// Distance from the edge's source along its geometry.
    public var offset: Meters
    /// Distance from the input to the matched point.
    public var distance: Meters
    /// Posterior probability (forward–backward over the whole chain offline, over the look-ahead online) of the chosen
    /// road piece, both directions summed, 0 ... 1; 0 when unmatched.
    public var confidence: Double
    /// Index into `MatchResult.segments` (nil when unmatched).
    public var segment: Int?
    /// Distance along the segment's matched path from its first point (0 when unmatched).
    public var pathOffset: Meters = 0
    /// Other road pieces that kept at least 1 % of the posterior probability at this fix (0: unambiguous).
    public var alternatives: Int = 0
    /// The chain skipped this fix (an outlier, or no road near it): its position is interpolated along the matched
    /// path between its neighbours (see `MapMatcher.interpolateSkipped`).
    public var isInterpolated: Bool = false

    public var isMatched: Bool { edge != nil }

    static func unmatched(_ index: Int, _ c: Coordinate) -> MatchedPoint {
        MatchedPoint(index: index, input: c, coordinate: c, edge: nil, offset: 0, distance: 0, confidence: 0, segment: nil,
                     pathOffset: 0)
    }
}

/// A stretch of the trace matched as one chain (the chain breaks at large gaps and where no transition exists).
public struct MatchedSegment: Sendable, Hashable {
    /// Input indices of its first and last matched fix.
    public var first: Int
    public var last: Int
    /// The directed edges driven, in order (consecutive repeats collapsed).
    public var edges: [Int32]
    /// Where the first point lies on the first edge (path offsets count from there).
    public var startOffset: Meters
    /// Distance along the roads from the first matched point to the last.
    public var length: Meters
}

/// The result of matching a whole trace.
public struct MatchResult: Sendable {
    /// One entry per input fix, in input order.
    public var points: [MatchedPoint]
    public var segments: [MatchedSegment]
    /// The road names along the matched path, in order, consecutive repeats collapsed (unnamed roads give their `ref`;
    /// roads with neither are left out). Names come from data: sanitize before printing to a terminal.
    public var roadNames: [String]

    /// All segments' edges, in order.
    public var edges: [Int32] { segments.flatMap(\.edges) }
    /// Total matched length.
    public var length: Meters { segments.reduce(0) { $0 + $1.length } }
    public var matchedCount: Int { points.reduce(0) { $0 + ($1.isMatched ? 1 : 0) } }

    /// Road names of edges in order, consecutive repeats collapsed.
    public static func roadNames(of edges: [Int32], network: RoadNetwork) -> [String] {
        var out = [String]()
        for e in edges {
            let road = network.road(of: Int(e))
            guard let name = road.name ?? road.ref, !name.isEmpty else { continue }
            if out.last != name { out.append(name) }
        }
        return out
    }
}
