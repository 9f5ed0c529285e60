import Geo
import MapData

/// The incremental HMM behind `MapMatcher` and `OnlineMapMatcher` (Newson & Krumm 2009).
///
/// States are directed road positions (`RoadCandidate`s within `radius` of a fix, from `CandidateFinder`); the emission is a Gaussian on the
/// fix's distance to the road, the transition an exponential on |route distance − great-circle distance|; Viterbi
/// runs in log space, one column per kept fix. Columns become final when the chain closes (offline) or `lag` fixes
/// later (online); final points come out in input order.
/// - Complexity: per fix O(c_prev × c) lookups plus the route searches of the surviving previous states
///   (cached; see `RouteDistances`), c ≤ 2 × `maxCandidates`.
final class HMMEngine {
    struct Column {
        var index: Int
        var coordinate: Coordinate
        var time: Seconds?
        var candidates: [RoadCandidate]
        /// Viterbi log scores, normalised so the best is 0.
        var scores: [Double]
        /// The best predecessor in the previous column (−1 at a chain start).
        var back: [Int32]
        /// Standing-still fixes that follow this one (input index and position).
        var collapsed: [(Int, Coordinate)] = []
    }

    let network: RoadNetwork
    let options: MatcherOptions
    /// nil: offline (columns final only when the chain closes).
    let lag: Int?
    let edgeList: [Edge]
    let routeSearch: RouteDistances
    let finder: CandidateFinder
    private var columns: [Column] = []
    private var finalizedCount = 0
    private(set) var lastFinalSnap: RoadCandidate?
    private(set) var lastFinalCoordinate: Coordinate?
    var currentSegmentIndex: Int?
    var segmentsStorage: [MatchedSegment] = []
    /// The current segment's full edge lengths summed, and the first point's offset on its edge.
    var pathEdgeSum: Meters = 0
    var pathStartOffset: Meters = 0
    private var outliers = 0
    private var ready: [Int: MatchedPoint] = [:]
    private var nextToEmit = 0
    private var received = 0
    private var scratchScores: [Double] = []
    private var scratchBack: [Int32] = []

    init(network: RoadNetwork, options: MatcherOptions, lag: Int?) {
        self.network = network
        self.options = options
        self.lag = lag.map { max(0, $0) }
        edgeList = network.edges
        routeSearch = RouteDistances(network: network)
        finder = CandidateFinder(network: network)
    }

    /// The chains matched so far.
    var segments: [MatchedSegment] { segmentsStorage }

    private(set) var lastFinalConfidence: Double = 0
    /// The edge of the path before the last final one (for points waiting at a junction).
    private(set) var arrivalEdge: Int32?

    func setArrivalEdge(_ edge: Int32?) { arrivalEdge = edge }

    func setLastFinal(_ snap: RoadCandidate, _ input: Coordinate, confidence: Double) {
        lastFinalSnap = snap
        lastFinalCoordinate = input
        lastFinalConfidence = confidence
    }

    func markReady(_ point: MatchedPoint) { ready[point.index] = point }

    /// Route searches run so far.
    var searchCount: Int { routeSearch.searches }

    /// Adds the next fix; returns the points that became final, in input order.
    func push(_ observation: MatchObservation) -> [MatchedPoint] {
        let index = received
        received += 1
        process(index, observation)
        return drain()
    }

    /// Closes the chain; returns every point not yet returned.
    func finish() -> [MatchedPoint] {
        closeSegment()
        return drain()
    }

    private func drain() -> [MatchedPoint] {
        var out = [MatchedPoint]()
        while let p = ready.removeValue(forKey: nextToEmit) {
            out.append(p)
            nextToEmit += 1
        }
        return out
    }

    private func process(_ index: Int, _ observation: MatchObservation) {
        let c = observation.coordinate
        guard c.isValid else { ready[index] = .unmatched(index, c); return }
        var gc: Meters = 0
        var gap = false
        if let last = columns.last {
            gc = last.coordinate.distance(to: c)
            if let t0 = last.time, let t1 = observation.time, abs(t1 - t0) > options.maxTimeGap { gap = true }
            if gc > options.maxDistanceGap { gap = true }
            let still = options.effectiveStationaryDistance
            // With a reported speed, it decides (a moving car's fixes may be closer than 2σ at low speed);
            // without one, Newson & Krumm's distance rule.
            let standing = observation.speed.map { $0 <= options.stationarySpeed && gc < 2 * still } ?? (gc < still)
            if !gap && standing {
                standStill(index, c)
                return
            }
        }
        let candidates = finder.candidates(near: c, radius: options.radius, limit: options.maxCandidates)
        if candidates.isEmpty {
            ready[index] = .unmatched(index, c)
            return
        }
        if gap { closeSegment() }
        let inverseVariance = 1 / (options.sigma * options.sigma)
        guard let previous = columns.last else {
            let scores = candidates.map { -0.5 * $0.distance * $0.distance * inverseVariance }
            append(Column(index: index, coordinate: c, time: observation.time, candidates: candidates,
                          scores: normalized(scores), back: Array(repeating: -1, count: candidates.count)))
            return
        }
        let dt = previous.time.flatMap { t0 in observation.time.map { abs($0 - t0) } }
        transitions(from: previous, to: candidates, greatCircle: gc, seconds: dt)
        var any = false
        for j in candidates.indices where scratchScores[j] > -.infinity {
            any = true
            let d = candidates[j].distance
            scratchScores[j] -= 0.5 * d * d * inverseVariance
        }
        if !any {
            outliers += 1
            if outliers <= options.maxConsecutiveOutliers {
                ready[index] = .unmatched(index, c)
                return
            }
            // The road really is elsewhere: close the chain and start again from this fix.
            closeSegment()
            let scores = candidates.map { -0.5 * $0.distance * $0.distance * inverseVariance }
            append(Column(index: index, coordinate: c, time: observation.time, candidates: candidates,
                          scores: normalized(scores), back: Array(repeating: -1, count: candidates.count)))
            return
        }
        append(Column(index: index, coordinate: c, time: observation.time, candidates: candidates,
                      scores: normalized(scratchScores), back: scratchBack))
    }

    /// Fills `scratchScores` / `scratchBack` with the best predecessor score per candidate (−∞ when unreachable).
    private func transitions(from previous: Column, to candidates: [RoadCandidate], greatCircle gc: Meters, seconds: Seconds?) {
        scratchScores = Array(repeating: -.infinity, count: candidates.count)
        scratchBack = Array(repeating: -1, count: candidates.count)
        var maxRoute = options.routeDistanceFactor * gc + options.routeDistanceSlack
        if let dt = seconds { maxRoute = min(maxRoute, options.maxSpeed * dt + options.routeDistanceSlack) }
        let backTolerance = options.effectiveBackwardTolerance
        let invBeta = 1 / options.beta
        for i in previous.candidates.indices where previous.scores[i] >= -options.pruneThreshold {
            let ci = previous.candidates[i]
            let ei = edgeList[Int(ci.edge)]
            let remaining = ei.length - ci.offset
            let reach = maxRoute - remaining
            var slot: Int?
            let base = previous.scores[i]
            for j in candidates.indices {
                let cj = candidates[j]
                var d: Meters
                if cj.edge == ci.edge && cj.offset >= ci.offset - backTolerance {
                    // Along the same edge; a small step back is noise on a slow vehicle.
                    d = max(0, cj.offset - ci.offset)
                } else {
                    let budget = reach - cj.offset
                    guard budget >= 0 else { continue }
                    if slot == nil { slot = routeSearch.search(from: ei.target, radius: reach) }
                    guard let s = slot, let vd = routeSearch.distance(s, to: edgeList[Int(cj.edge)].source), vd <= budget else {
                        continue
                    }
                    d = remaining + vd + cj.offset
                }
                let score = base - abs(d - gc) * invBeta
                if score > scratchScores[j] {
                    scratchScores[j] = score
                    scratchBack[j] = Int32(i)
                }
            }
        }
    }

    /// A fix within the standing-still distance follows the last kept fix: it waits with that column, or, when the
    /// column is already final (online, no lag), is decided at once on the same edge.
    private func standStill(_ index: Int, _ c: Coordinate) {
        if columns.count - 1 >= finalizedCount {
            columns[columns.count - 1].collapsed.append((index, c))
        } else if let snap = lastFinalSnap, let segment = currentSegmentIndex {
            emitFollower(index, c, snap: snap, segment: segment, confidence: lastFinalConfidence)
        } else {
            ready[index] = .unmatched(index, c)
        }
    }

    private func normalized(_ scores: [Double]) -> [Double] {
        let best = scores.max() ?? 0
        guard best.isFinite else { return scores }
        return scores.map { $0 - best }
    }

    private func append(_ column: Column) {
        outliers = 0
        columns.append(column)
        if let lag, columns.count - 1 - lag >= finalizedCount {
            finalize(through: columns.count - 1 - lag)
        }
    }

    /// Makes columns final up to `last` (inclusive) along the best path ending at the newest column.
    private func finalize(through last: Int) {
        guard last >= finalizedCount, let newest = columns.last else { return }
        var state = bestState(newest)
        var states = [Int](repeating: 0, count: columns.count - finalizedCount)
        var k = columns.count - 1
        while k >= finalizedCount {
            states[k - finalizedCount] = state
            let b = Int(columns[k].back[state])
            if b < 0 { break }
            state = b
            k -= 1
        }
        for k in finalizedCount...last { emit(columns[k], state: states[k - finalizedCount]) }
        finalizedCount = last + 1
        // Keep the newest column (the next transitions start from it); drop older final ones.
        let drop = min(finalizedCount, columns.count - 1)
        if drop >= 64 {
            columns.removeFirst(drop)
            finalizedCount -= drop
        }
    }

    private func bestState(_ column: Column) -> Int {
        var best = 0
        for i in column.scores.indices where column.scores[i] > column.scores[best] { best = i }
        return best
    }

    private func closeSegment() {
        if !columns.isEmpty && finalizedCount < columns.count { finalize(through: columns.count - 1) }
        columns.removeAll(keepingCapacity: true)
        finalizedCount = 0
        lastFinalSnap = nil
        lastFinalCoordinate = nil
        arrivalEdge = nil
        currentSegmentIndex = nil
        outliers = 0
    }
}
