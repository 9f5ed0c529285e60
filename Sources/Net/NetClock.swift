import Foundation

/// Time for network work: wall-clock seconds (cache freshness, transfer rates) and the waits between retries,
/// injected so that tests run on a manual clock without sleeping.
public protocol NetClock: Sendable {
    /// Seconds since 1970.
    func now() -> Double
    /// Waits (a manual clock only advances).
    func sleep(seconds: Double)
}

/// The real clock: the system's time and a real sleep.
public struct SystemNetClock: NetClock {
    public init() {}
    public func now() -> Double { Date().timeIntervalSince1970 }
    public func sleep(seconds: Double) { if seconds > 0 { Thread.sleep(forTimeInterval: seconds) } }
}
