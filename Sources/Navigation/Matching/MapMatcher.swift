import Geo
import MapData
import Traces

/// Matches GPS traces to the road network with a hidden Markov model after Newson & Krumm 2009 ("Hidden Markov Map
/// Matching Through Noise and Sparseness", ACM SIGSPATIAL GIS '09): candidates within a radius, a Gaussian emission
/// on the distance to each, an exponential transition on |route distance − great-circle distance|, Viterbi.
///
/// The chain breaks at large time or distance gaps and where no plausible transition exists (after skipping up to
/// `maxConsecutiveOutliers` fixes as outliers, which are then placed on the path by time); fixes within 2σ of the
/// last kept one count as standing still. Confidences are forward–backward posteriors.
/// A matcher holds search scratch space: use one per thread.
public final class MapMatcher {
    public let network: RoadNetwork
    public let options: MatcherOptions
    /// Route searches run by the last `match` (for the benchmark).
    public private(set) var lastSearchCount = 0
    /// Fixes the last `match` took back as outliers through the skip state (for the benchmark).
    public private(set) var lastOutlierSkips = 0

    public init(network: RoadNetwork, options: MatcherOptions = MatcherOptions()) {
        self.network = network
        self.options = options
    }

    /// Matches a whole trace (offline: every decision sees the whole chain).
    /// - Complexity: O(n) fixes, each as in `HMMEngine`.
    public func match(_ observations: [MatchObservation]) -> MatchResult {
        let engine = HMMEngine(network: network, options: options, lag: nil)
        var points = [MatchedPoint]()
        points.reserveCapacity(observations.count)
        for o in observations { points += engine.push(o) }
        points += engine.finish()
        lastSearchCount = engine.searchCount
        lastOutlierSkips = engine.skippedAsOutliers
        let segments = engine.segments
        if options.smoothsAlongPath { smoothAlongPaths(&points, segments: segments, observations: observations) }
        interpolateSkipped(&points, segments: segments, observations: observations)
        return MatchResult(points: points, segments: segments,
                           roadNames: MatchResult.roadNames(of: segments.flatMap(\.edges), network: network))
    }

    /// Matches a trace's playable fixes.
    public func match(_ fixes: [Fix]) -> MatchResult { match(fixes.map(MatchObservation.init)) }

    /// Matches location samples.
    public func match(_ samples: [LocationSample]) -> MatchResult { match(samples.map(MatchObservation.init)) }
}

/// Map matching for live use: each fix is decided `lag` fixes later (fixed-lag Viterbi), so a live display trails
/// the receiver by `lag` fixes but rarely changes its mind. Decisions are final once returned.
public final class OnlineMapMatcher {
    private let engine: HMMEngine
    public let lag: Int

    /// - Parameter lag: fixes of look-ahead before a decision (0: decide at once, like a filter).
    public init(network: RoadNetwork, options: MatcherOptions = MatcherOptions(), lag: Int = 5) {
        self.lag = max(0, lag)
        engine = HMMEngine(network: network, options: options, lag: self.lag)
    }

    /// Adds a fix; returns the points decided now, in input order.
    public func push(_ observation: MatchObservation) -> [MatchedPoint] { engine.push(observation) }

    /// Decides every remaining point (end of the live stream).
    public func finish() -> [MatchedPoint] { engine.finish() }

    /// The chains decided so far (the last may still grow).
    public var segments: [MatchedSegment] { engine.segments }
}
