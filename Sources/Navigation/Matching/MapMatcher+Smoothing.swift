import Geo
import MapData

extension MapMatcher {
    /// Moves each matched point of a timed segment to its smoothed position along the matched path (`PathSmoother`),
    /// re-deriving its edge, offset, coordinate and distance from the fix.
    /// - Complexity: O(points + edges of the path).
    /// The smoother moves a point at most this many σ along the path.
    static let maxCorrection: Double = 3

    func smoothAlongPaths(_ points: inout [MatchedPoint], segments: [MatchedSegment], observations: [MatchObservation]) {
        var members = [[Int]](repeating: [], count: segments.count)
        for (i, p) in points.enumerated() { if let s = p.segment { members[s].append(i) } }
        for (s, list) in members.enumerated() where list.count > 2 {
            guard list.allSatisfy({ observations[$0].time != nil }) else { continue }
            let measurements = list.map { i in
                PathSmoother.Measurement(position: points[i].pathOffset, time: observations[i].time ?? 0,
                                         speed: observations[i].speed)
            }
            let smoothed = PathSmoother.smooth(measurements, sigma: options.sigma)
            var locator = PathLocator(segment: segments[s], network: network)
            for (k, i) in list.enumerated() {
                // The smoother corrects the along-track error, which is about σ; a correction far beyond that means
                // the motion model does not fit (a sudden stop, a wrongly matched detour): keep the match there.
                let raw = points[i].pathOffset
                let position = locator.clamp(min(max(smoothed[k], raw - Self.maxCorrection * options.sigma),
                                                 raw + Self.maxCorrection * options.sigma))
                let (edge, offset, coordinate) = locator.locate(position)
                // Never farther from the fix than a candidate may be.
                guard coordinate.distance(to: points[i].input) <= max(options.effectiveRadius, points[i].distance) else { continue }
                points[i].edge = edge
                points[i].offset = offset
                points[i].coordinate = coordinate
                points[i].distance = coordinate.distance(to: points[i].input)
                points[i].pathOffset = position
            }
        }
    }
}

/// Finds the edge and point at a distance along a segment's matched path.
struct PathLocator {
    let edges: [Int32]
    /// Path offset where each edge starts (the first is minus the segment's start offset).
    let starts: [Meters]
    let end: Meters
    let network: RoadNetwork
    private var cursor = 0
    private var lines: [Int32: Polyline] = [:]

    init(segment: MatchedSegment, network: RoadNetwork) {
        edges = segment.edges
        var starts = [Meters]()
        var at = -segment.startOffset
        for e in segment.edges {
            starts.append(at)
            at += network.edges[Int(e)].length
        }
        self.starts = starts
        end = at
        self.network = network
    }

    func clamp(_ p: Meters) -> Meters { min(max(p, 0), max(0, end)) }

    /// The edge, offset and coordinate at path offset `p`. Up to `PathAssembler.junctionSnap` past a junction the point
    /// is still on the edge arriving there (at its end), as the matcher reports a car waiting at the stop line.
    mutating func locate(_ p: Meters) -> (Int32, Meters, Coordinate) {
        let snap = PathAssembler.junctionSnap
        while cursor + 1 < edges.count && p > starts[cursor + 1] + snap { cursor += 1 }
        while cursor > 0 && p <= starts[cursor] + snap { cursor -= 1 }
        let e = edges[cursor]
        let length = network.edges[Int(e)].length
        let offset = min(max(0, p - starts[cursor]), length)
        let line: Polyline
        if let cached = lines[e] { line = cached } else {
            line = network.polyline(of: Int(e))
            lines[e] = line
        }
        // Polyline lengths and edge lengths agree up to rounding; scale to be safe.
        let along = length > 0 ? offset * line.length / length : 0
        return (e, offset, line.coordinate(at: along) ?? network.vertices[Int(network.edges[Int(e)].source)].coordinate)
    }
}
