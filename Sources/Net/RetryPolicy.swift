/// Bounded retries with exponential backoff: `baseDelay`, 2×, 4×, … seconds (at most `maxDelay`), at most
/// `maxAttempts` tries in a row.
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all (1: no retry).
    public var maxAttempts: Int
    public var baseDelay: Double
    public var maxDelay: Double

    public init(maxAttempts: Int = 5, baseDelay: Double = 1, maxDelay: Double = 30) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
    }

    /// The wait before retry `n` (1-based).
    public func delay(beforeRetry n: Int) -> Double { min(maxDelay, baseDelay * Double(1 << min(20, max(0, n - 1)))) }

    /// The waits between all attempts.
    public var delays: [Double] { (0..<(maxAttempts - 1)).map { delay(beforeRetry: $0 + 1) } }
}
