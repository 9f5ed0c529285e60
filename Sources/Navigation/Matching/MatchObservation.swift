import Geo
import Traces

/// One fix to match: where, and when (if known).
public struct MatchObservation: Sendable, Hashable {
    public var coordinate: Coordinate
    /// Seconds on any clock; nil when the trace has no times (no time-gap breaks then).
    public var time: Seconds?
    /// Ground speed as the receiver reported it (Doppler speed stays near 0 while the position wanders at a stop).
    public var speed: MetersPerSecond?

    public init(coordinate: Coordinate, time: Seconds? = nil, speed: MetersPerSecond? = nil) {
        self.coordinate = coordinate
        self.time = time
        self.speed = speed
    }

    public init(_ fix: Fix) {
        self.init(coordinate: fix.coordinate, time: fix.time, speed: fix.speed)
    }

    public init(_ sample: LocationSample) {
        self.init(coordinate: sample.coordinate, time: sample.time, speed: sample.speed)
    }
}
