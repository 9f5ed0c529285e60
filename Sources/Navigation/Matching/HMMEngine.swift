import Geo
import MapData

/// The incremental HMM behind `MapMatcher` and `OnlineMapMatcher` (Newson & Krumm 2009), split the way Valhalla's
/// Meili is: `CandidateFinder` gives the states (directed road positions within `radius` of a fix),
/// `EmissionModel` and `TransitionModel` score them, `ViterbiLattice` decodes, `PathAssembler` turns decided states
/// into points and paths. This type only decides, per fix, whether it stands still, starts a new chain, is an
/// outlier or extends the chain.
/// - Complexity: per fix O(c_prev × c) lookups plus the route searches of the surviving previous states
///   (cached; see `RouteDistances`), c ≤ 2 × `maxCandidates`.
final class HMMEngine {
    let options: MatcherOptions
    private let finder: CandidateFinder
    private let emission: EmissionModel
    private let transitions: TransitionModel
    private var lattice: ViterbiLattice
    private var assembler: PathAssembler
    private var outliers = 0
    /// The fixes skipped as outliers since the last kept one.
    private var skipped: [(Int, MatchObservation)] = []
    private var received = 0
    private var scratchScores: [Double] = []
    private var scratchBack: [Int32] = []
    private var scratchLinks: [ViterbiLattice.Link] = []
    private var skipScores: [Double] = []
    private var skipBack: [Int32] = []
    private var skipLinks: [ViterbiLattice.Link] = []
    /// Fixes taken back as outliers by the skip state (for the benchmark and tests).
    private(set) var skippedAsOutliers = 0

    init(network: RoadNetwork, options: MatcherOptions, lag: Int?) {
        self.options = options
        finder = CandidateFinder(network: network)
        emission = EmissionModel(sigma: options.sigma)
        transitions = TransitionModel(network: network, options: options)
        lattice = ViterbiLattice(lag: lag)
        assembler = PathAssembler(network: network)
    }

    /// The chains matched so far.
    var segments: [MatchedSegment] { assembler.segments }

    /// Route searches run so far.
    var searchCount: Int { transitions.searchCount }

    /// Adds the next fix; returns the points that became final, in input order.
    func push(_ observation: MatchObservation) -> [MatchedPoint] {
        let index = received
        received += 1
        process(index, observation)
        return assembler.drain()
    }

    /// Closes the chain; returns every point not yet returned.
    func finish() -> [MatchedPoint] {
        closeSegment()
        return assembler.drain()
    }

    private func process(_ index: Int, _ observation: MatchObservation) {
        let c = observation.coordinate
        guard c.isValid else { assembler.unmatched(index, c); return }
        var gc: Meters = 0
        var gap = false
        if let last = lattice.lastPosition {
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
        let candidates = finder.candidates(near: c, radius: options.effectiveRadius, limit: options.maxCandidates)
        if candidates.isEmpty {
            assembler.unmatched(index, c)
            return
        }
        if gap { closeSegment() }
        guard let previous = lattice.lastPosition else {
            append(ViterbiLattice.start(index: index, coordinate: c, time: observation.time, candidates: candidates,
                                        emissions: emission.logProbabilities(candidates)))
            return
        }
        let dt = previous.time.flatMap { t0 in observation.time.map { abs($0 - t0) } }
        // Borrowed, not copied: a copy of the column retains and releases its seven arrays on every fix.
        lattice.withLast { column in
            transitions.extend(from: column.candidates, scores: column.scores, to: candidates, greatCircle: gc, seconds: dt,
                               into: &scratchScores, back: &scratchBack, links: &scratchLinks)
        }
        let emissions = emission.logProbabilities(candidates)
        var best = -Double.infinity
        for j in candidates.indices where scratchScores[j] > -.infinity {
            scratchScores[j] += emissions[j]
            best = max(best, scratchScores[j])
        }
        // No way to get here, or only at a cost no plausible drive has: an outlier (dropped, not followed) while
        // the next fixes still join the chain; after `maxConsecutiveOutliers`, the road really is elsewhere.
        if best < -options.outlierThreshold {
            outliers += 1
            if outliers <= options.maxConsecutiveOutliers {
                assembler.unmatched(index, c)
                skipped.append((index, observation))
                return
            }
            // The road really is elsewhere (a gap no car can drive): close the chain and start a new one from the
            // first fix skipped.
            let again = skipped
            closeSegment()
            for (i, o) in again {
                assembler.retract(i)
                process(i, o)
            }
            process(index, observation)
            return
        }
        if trySkippingLast(index, observation, candidates: candidates, emissions: emissions, viaBest: best) { return }
        var column = ViterbiLattice.Column(index: index, coordinate: c, time: observation.time, candidates: candidates,
                                           scores: ViterbiLattice.normalized(scratchScores), back: scratchBack,
                                           emissions: emissions, links: scratchLinks)
        column.gain = best
        append(column)
    }

    /// The outlier skip state: the previous fix may be declared an outlier at a cost of `outlierPenalty` nats instead
    /// of being followed. A fix thrown into a dense grid of streets often has a road under it and a short detour to
    /// reach it, so each step alone looks plausible (under `outlierThreshold`); only the way out *and* back together
    /// cost more than skipping it. So when the path through the last column has lost more than the penalty over
    /// that column and this fix, this fix is also joined straight to the column before, paying the penalty; if that
    /// scores better, the last column is taken back and its fix becomes an outlier (placed on the path by time, as
    /// other outliers are). A second-order step of the lattice, rather than a skip state in every column: the same
    /// decision for one fix at a time, with route searches only where the check fires (a clean trace never does).
    /// OSRM's matcher skips "broken" states and leuvenmapmatching adds non-emitting states for missing fixes; this is
    /// the emitting counterpart: a fix with no state.
    /// - Returns: true when the last fix was skipped and this one appended in its place.
    private func trySkippingLast(_ index: Int, _ observation: MatchObservation, candidates: [RoadCandidate],
                                 emissions: [Double], viaBest: Double) -> Bool {
        let penalty = options.outlierPenalty
        // The cheap test first: the columns are copied only where the check fires.
        guard penalty.isFinite, let gain = lattice.lastGain, gain + viaBest < -penalty,
              let (last, before) = lattice.skippable else { return false }
        let c = observation.coordinate
        let gc = before.coordinate.distance(to: c)
        let dt = before.time.flatMap { t0 in observation.time.map { abs($0 - t0) } }
        if let dt, dt > options.maxTimeGap { return false }
        transitions.extend(from: before.candidates, scores: before.scores, to: candidates, greatCircle: gc, seconds: dt,
                           into: &skipScores, back: &skipBack, links: &skipLinks)
        var best = -Double.infinity
        for j in candidates.indices where skipScores[j] > -.infinity {
            skipScores[j] += emissions[j]
            best = max(best, skipScores[j])
        }
        guard best - penalty > last.gain + viaBest else { return false }
        lattice.removeLast()
        assembler.unmatched(last.index, last.coordinate)
        skippedAsOutliers += 1
        var column = ViterbiLattice.Column(index: index, coordinate: c, time: observation.time, candidates: candidates,
                                           scores: ViterbiLattice.normalized(skipScores), back: skipBack,
                                           emissions: emissions, links: skipLinks)
        column.gain = best - penalty
        append(column)
        return true
    }

    /// A fix within the standing-still distance follows the last kept fix: it waits with that column, or, when the
    /// column is already final (online, no lag), is decided at once on the same edge.
    private func standStill(_ index: Int, _ c: Coordinate) {
        if lattice.lastIsOpen {
            lattice.collapse(index, c)
        } else if !assembler.follow(index, c) {
            assembler.unmatched(index, c)
        }
    }

    private func append(_ column: ViterbiLattice.Column) {
        outliers = 0
        skipped.removeAll(keepingCapacity: true)
        emit(lattice.append(column))
    }

    private func emit(_ decided: [ViterbiLattice.Decision]) {
        for d in decided { assembler.emit(d, transitions: transitions) }
    }

    private func closeSegment() {
        emit(lattice.close())
        assembler.endSegment()
        outliers = 0
        skipped.removeAll(keepingCapacity: true)
    }
}
