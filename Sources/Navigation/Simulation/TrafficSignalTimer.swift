import Geo

/// Fixed-time traffic signals: every signal runs the same cycle with its own phase offset, drawn from the seed
/// and the signal's position (so a signal keeps its phase across reroutes).
public struct TrafficSignalTimer: Sendable, Hashable {
    /// A typical fixed-time urban cycle (60 s: 27 s green, 3 s amber, 30 s red for the approach).
    public static let cycle: Seconds = 60
    public static let green: Seconds = 27
    public static let amber: Seconds = 3

    public let seed: UInt64
    public init(seed: UInt64) { self.seed = seed }

    /// The phase offset of the signal at a coordinate, 0 ..< cycle.
    public func phaseOffset(at c: Coordinate) -> Seconds {
        // A fixed mix of seed and micro-degrees (not `Hasher`, which is seeded per process).
        let lat = UInt64(bitPattern: Int64((c.latitude * 1e6).rounded()))
        let lon = UInt64(bitPattern: Int64((c.longitude * 1e6).rounded()))
        var g = SeededGenerator(seed: seed ^ (lat &* 0x9E37_79B9_7F4A_7C15) ^ (lon &* 0xC2B2_AE3D_27D4_EB4F))
        return Double(g.next() % 600) / 600 * Self.cycle
    }

    /// True while the signal lets the vehicle through (green).
    public func isGreen(at c: Coordinate, time: Seconds) -> Bool {
        let p = (time + phaseOffset(at: c)).truncatingRemainder(dividingBy: Self.cycle)
        return p < Self.green
    }

    /// The next time at or after `time` when the signal turns green.
    public func nextGreen(at c: Coordinate, after time: Seconds) -> Seconds {
        let p = (time + phaseOffset(at: c)).truncatingRemainder(dividingBy: Self.cycle)
        return p < Self.green ? time : time + (Self.cycle - p)
    }
}
