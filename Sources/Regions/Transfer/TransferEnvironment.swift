import Foundation

/// Time for rates, ETAs and retry backoff, injected so that tests run on a manual clock.
public protocol TransferClock: Sendable {
    /// Seconds since an arbitrary origin.
    func now() -> Double
    /// Waits (a manual clock only advances).
    func sleep(seconds: Double)
}

/// The real clock (monotonic).
public struct SystemTransferClock: TransferClock {
    public init() {}
    public func now() -> Double {
        let d = ContinuousClock.now - ContinuousClock.Instant.origin
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
    public func sleep(seconds: Double) { Thread.sleep(forTimeInterval: seconds) }
}

extension ContinuousClock.Instant {
    static let origin = ContinuousClock.now
}

/// Free space on the file system holding a path, injected so that tests can simulate a full disk.
public protocol DiskSpaceProbe: Sendable {
    func availableBytes(at path: String) -> Int64?
}

/// `statvfs` through Foundation (`systemFreeSize`).
public struct SystemDiskSpace: DiskSpaceProbe {
    public init() {}
    public func availableBytes(at path: String) -> Int64? {
        ((try? FileManager.default.attributesOfFileSystem(forPath: path))?[.systemFreeSize] as? NSNumber)?.int64Value
    }
}

/// Bounded retries with exponential backoff: `base`, 2×, 4×, … seconds, at most `maxAttempts` tries in a row;
/// then the task pauses with the last error (HERE's onPause with an error) until resumed.
public struct RetryPolicy: Sendable, Equatable {
    public var maxAttempts: Int
    public var baseDelay: Double
    public var maxDelay: Double
    public init(maxAttempts: Int = 5, baseDelay: Double = 1, maxDelay: Double = 30) {
        self.maxAttempts = maxAttempts; self.baseDelay = baseDelay; self.maxDelay = maxDelay
    }

    /// The wait before retry `n` (1-based).
    public func delay(beforeRetry n: Int) -> Double { min(maxDelay, baseDelay * Double(1 << min(20, n - 1))) }
}
