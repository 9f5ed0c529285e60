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
    /// Candidates are road points within this distance of a fix.
    public var radius: Meters = 50
    /// At most this many road pieces per fix (each two-way piece gives both directions).
    public var maxCandidates: Int = 8
    /// Route distances are searched up to `routeDistanceFactor × great-circle + routeDistanceSlack`; a pair farther
    /// apart along the roads has no transition.
    public var routeDistanceFactor: Double = 2
    public var routeDistanceSlack: Meters = 200
    /// A fix within this distance of the last kept fix is standing still (Newson & Krumm drop fixes within 2σ):
    /// it takes the last kept fix's road. nil means 2σ.
    public var stationaryDistance: Meters? = nil
    /// The chain breaks (a new segment starts) after a time gap longer than this.
    public var maxTimeGap: Seconds = 60
    /// ... or a jump farther than this between consecutive kept fixes.
    public var maxDistanceGap: Meters = 2000
    /// Fixes with no possible transition are skipped as outliers, at most this many in a row; then the chain breaks.
    public var maxConsecutiveOutliers: Int = 2
    /// Beam pruning: previous states scoring more than this many nats below the best are not extended.
    public var pruneThreshold: Double = 30

    public init() {}

    public init(sigma: Meters, beta: Meters = 3, radius: Meters = 50) {
        self.sigma = sigma
        self.beta = beta
        self.radius = radius
    }

    /// The standing-still threshold in force.
    public var effectiveStationaryDistance: Meters { stationaryDistance ?? 2 * sigma }
}
