import Geo

/// Parameters of the HMM map matcher (Newson & Krumm 2009, "Hidden Markov Map Matching Through Noise and
/// Sparseness", ACM SIGSPATIAL GIS '09). Defaults suit 1 Hz car GPS with a few metres of noise.
public struct MatcherOptions: Sendable, Hashable {
    /// Standard deviation of the GPS position error (the emission's Gaussian). Newson & Krumm measured 4.07 m;
    /// 5 m suits consumer receivers.
    public var sigma: Meters = 5
    /// Scale of the exponential transition on |route distance − great-circle distance|. Newson & Krumm fit β from
    /// the median of that difference; at 1 Hz it is a few metres (3 m: a 30 m detour costs 10 nats).
    public var beta: Meters = 3
    /// Candidates are road points within this distance of a fix (at least 3σ, see `effectiveRadius`).
    public var radius: Meters = 50
    /// At most this many road pieces per fix (each two-way piece gives both directions).
    public var maxCandidates: Int = 8
    /// Route distances are searched up to `routeDistanceFactor × great-circle + routeDistanceSlack`; a pair farther
    /// apart along the roads has no transition.
    public var routeDistanceFactor: Double = 2
    public var routeDistanceSlack: Meters = 200
    /// With timestamps, route distances are also bounded by `maxSpeed × Δt + routeDistanceSlack`: a fix that would
    /// need a faster drive is an outlier (60 m/s = 216 km/h).
    public var maxSpeed: MetersPerSecond = 60
    /// A fix without a reported speed within this distance of the last kept fix is standing still (Newson & Krumm
    /// drop fixes within 2σ): it takes the last kept fix's road. nil means 2σ.
    public var stationaryDistance: Meters? = nil
    /// A fix with a reported speed is standing still when the speed is at most this and it lies within 2 × the
    /// standing-still distance of the last kept fix (a stopped car's fixes wander by σ√2 between any two; the Doppler
    /// speed says it did not move). A faster fix is never collapsed, however close.
    public var stationarySpeed: MetersPerSecond = 1
    /// A later fix may project this far behind an earlier one on the same edge and still count as not having moved
    /// (both fixes are noisy, so their difference spreads by σ√2; 6σ is over 4 of those: at 4σ, a car slowing for a
    /// turn had a fix 22 m behind the last go unmatched). nil means 6σ.
    public var backwardTolerance: Meters? = nil
    /// The chain breaks (a new segment starts) after a time gap longer than this.
    public var maxTimeGap: Seconds = 60
    /// ... or a jump farther than this between consecutive kept fixes.
    public var maxDistanceGap: Meters = 2000
    /// Fixes with no possible transition are skipped as outliers, at most this many in a row; then the chain breaks.
    public var maxConsecutiveOutliers: Int = 2
    /// A fix whose best state scores more than this many nats below the previous fix's best (emission plus
    /// transition) is an outlier: no plausible drive explains it (at σ = 5 m, β = 3 m: a 45 m detour, or a road
    /// 8σ away; a fix thrown 100 m off the road costs far more).
    public var outlierThreshold: Double = 40
    /// The outlier skip state's cost: a fix may be declared an outlier for this many nats instead of being followed
    /// (see `HMMEngine.trySkippingLast`); `.infinity` turns the skip state off. 16 nats: more than the emission and
    /// transition costs a kept fix has (at 12, turns on clean 1 Hz drives were skipped), less than the way out to a
    /// fix thrown 100 m or more and back in the time the fixes allow (town grid, σ 15 / 30 m: followed outliers
    /// 39 → 19 of 130 and 63 → 25 of 132; clean, stop-and-go and sparse drives: no fix skipped).
    public var outlierPenalty: Double = 16
    /// Beam pruning: previous states scoring more than this many nats below the best are not extended.
    public var pruneThreshold: Double = 30

    /// Offline only: smooth each timed segment's points along the matched path (constant-velocity Kalman filter
    /// and Rauch–Tung–Striebel smoother over position and Doppler speed; see `PathSmoother`), which removes most of
    /// the along-track error the matching leaves.
    public var smoothsAlongPath: Bool = true

    public init() {}

    public init(sigma: Meters, beta: Meters = 3, radius: Meters = 50) {
        self.sigma = sigma
        self.beta = beta
        self.radius = radius
    }

    /// The candidate radius in force: `radius`, widened to 3σ for noisy receivers (the road lies beyond 3σ from under
    /// 0.3 % of fixes).
    public var effectiveRadius: Meters { max(radius, 3 * sigma) }
    /// The standing-still threshold in force.
    public var effectiveStationaryDistance: Meters { stationaryDistance ?? 2 * sigma }
    /// The backward tolerance in force.
    public var effectiveBackwardTolerance: Meters { backwardTolerance ?? 6 * sigma }
}
