import Geo
import Traces

/// One fix to match: where, and when (if known).
public struct MatchObservation: Sendable, Hashable {
    public var coordinate: Coordinate
    /// Seconds on any clock; nil when the trace has no times (no time-gap breaks then).
    public var time: Seconds?

    public init(coordinate: Coordinate, time: Seconds? = nil) {
        self.coordinate = coordinate
        self.time = time
    }

    public init(_ fix: Fix) {
        self.init(coordinate: fix.coordinate, time: fix.time)
    }

    public init(_ sample: LocationSample) {
        self.init(coordinate: sample.coordinate, time: sample.time)
    }
}
