import Foundation

/// The real clock: the system's time and a real sleep.
public struct SystemTileClock: TileClock {
    public init() {}
    public func now() -> Double { Date().timeIntervalSince1970 }
    public func sleep(seconds: Double) { if seconds > 0 { Thread.sleep(forTimeInterval: seconds) } }
}
