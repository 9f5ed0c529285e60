import Geo
import MapData

extension MapMatcher {
    /// The smoother moves a point at most this many σ along the path.
    static let maxCorrection: Double = 3
    /// It runs only on dense fixes (median interval up to this) with small noise: between sparse fixes the car's
    /// speed changes too much for its motion model, and with large noise the matched path's small detours make path
    /// offsets disagree with the distance the Doppler speed integrates (bench: one fix every 15 s went from a 3.3 m
    /// to a 7.9 m median error with it; σ 15 m from 10.9 to 25 m).
    static let maxSmoothedInterval: Seconds = 2
    static let maxSmoothedSigma: Meters = 10
    /// Smoothing stops where the path between two fixes differs from the motion by more than this many σ.
    static let maxMotionMismatch: Double = 2.5
    static let jumpWindow = 6

    /// Moves each matched point of a timed segment to its smoothed position along the matched path (`PathSmoother`),
    /// re-deriving its edge, offset, coordinate and distance from the fix. The smoother runs separately on each
    /// stretch where the path agrees with the motion (`consistentRuns`): where the matched path jumps against what the
    /// car can have driven (a detour in the path, a stop without speeds), smoothing across would spread the jump
    /// over the neighbours.
    /// - Complexity: O(points + edges of the path).
    func smoothAlongPaths(_ points: inout [MatchedPoint], segments: [MatchedSegment], observations: [MatchObservation]) {
        var members = [[Int]](repeating: [], count: segments.count)
        for (i, p) in points.enumerated() { if let s = p.segment { members[s].append(i) } }
        guard options.sigma <= Self.maxSmoothedSigma else { return }
        for (s, list) in members.enumerated() where list.count > 2 {
            guard list.allSatisfy({ observations[$0].time != nil }) else { continue }
            let gaps = zip(list, list.dropFirst()).map { (observations[$1].time ?? 0) - (observations[$0].time ?? 0) }.sorted()
            guard gaps[gaps.count / 2] <= Self.maxSmoothedInterval else { continue }
            var locator = PathLocator(segment: segments[s], network: network)
            for run in consistentRuns(list, points: points, observations: observations) where run.count > 2 {
                smooth(run, points: &points, observations: observations, locator: &locator)
            }
        }
    }

    /// Splits a segment's points where the path between neighbours disagrees with the motion. With Doppler speeds,
    /// the residual R (path offset minus integrated speed) is each point's along-track error plus the path's jumps:
    /// a split goes where the mean of R over the next `jumpWindow` points differs from the previous ones by more than
    /// `maxMotionMismatch` σ (the noise there is about 0.6 σ). Without speeds, where one step's path length differs
    /// from the straight line by more than that.
    func consistentRuns(_ list: [Int], points: [MatchedPoint], observations: [MatchObservation]) -> [[Int]] {
        let n = list.count
        let threshold = Self.maxMotionMismatch * options.sigma
        var splits = Set<Int>()
        if list.allSatisfy({ observations[$0].speed != nil }) {
            var residual = [Meters](repeating: 0, count: n)
            for k in 1..<max(1, n) {
                let i = list[k], j = list[k - 1]
                let dt = (observations[i].time ?? 0) - (observations[j].time ?? 0)
                let driven = ((observations[i].speed ?? 0) + (observations[j].speed ?? 0)) / 2 * dt
                residual[k] = residual[k - 1] + (points[i].pathOffset - points[j].pathOffset) - driven
            }
            let w = Self.jumpWindow
            var step = [Meters](repeating: 0, count: n)
            for k in 1..<max(1, n) {
                let left = residual[max(0, k - w)..<k], right = residual[k..<min(n, k + w)]
                step[k] = abs(right.reduce(0, +) / Double(right.count) - left.reduce(0, +) / Double(left.count))
            }
            for k in 1..<max(1, n) where step[k] > threshold && step[k] >= step[k - 1] && (k + 1 >= n || step[k] >= step[k + 1]) {
                splits.insert(k)
            }
        } else {
            for k in 1..<max(1, n) {
                let i = list[k], j = list[k - 1]
                let straight = observations[j].coordinate.distance(to: observations[i].coordinate)
                if abs(points[i].pathOffset - points[j].pathOffset - straight) > threshold { splits.insert(k) }
            }
        }
        var runs = [[Int]]()
        var run = [Int]()
        for (k, i) in list.enumerated() {
            if splits.contains(k) && !run.isEmpty {
                runs.append(run)
                run = []
            }
            run.append(i)
        }
        if !run.isEmpty { runs.append(run) }
        return runs
    }

    private func smooth(_ list: [Int], points: inout [MatchedPoint], observations: [MatchObservation], locator: inout PathLocator) {
        let measurements = list.map { i in
            PathSmoother.Measurement(position: points[i].pathOffset, time: observations[i].time ?? 0,
                                     speed: observations[i].speed)
        }
        let smoothed = PathSmoother.smooth(measurements, sigma: options.sigma)
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
