/// What a source holds for a tile right now (never waits).
public enum TileLookup: Sendable, Equatable {
    /// Decoded and in memory.
    case image(RasterImage)
    /// The provider has no tile here (404): nothing to draw.
    case empty
    /// Queued or being fetched.
    case loading
    /// The last attempt failed, with the reason.
    case failed(String)
    /// Not asked for yet.
    case absent
}

/// How often and how patiently a failed request is tried again.
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all (1: no retry).
    public var attempts: Int
    /// Wait before the second attempt; each later wait doubles.
    public var firstDelay: Double
    /// A failed tile is not asked for again for this many seconds.
    public var failedTileRetryAfter: Double

    public init(attempts: Int = 3, firstDelay: Double = 0.5, failedTileRetryAfter: Double = 30) {
        self.attempts = max(1, attempts)
        self.firstDelay = firstDelay
        self.failedTileRetryAfter = failedTileRetryAfter
    }

    /// The waits between attempts: 0.5, 1, 2, … s.
    public var delays: [Double] { (0..<(attempts - 1)).map { firstDelay * Double(1 << $0) } }
}
