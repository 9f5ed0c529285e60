import Geo
import Traffic

/// The traffic world a drive runs in: the one model, and the time of day at simulation time 0 (`--clock`).
public struct TrafficContext: Sendable {
    public let model: TrafficModel
    /// Seconds since midnight when the drive starts.
    public var startTime: Seconds

    public init(model: TrafficModel, startTime: Seconds) {
        self.model = model
        self.startTime = startTime
    }

    /// The time of day at a simulation time.
    public func timeOfDay(_ t: Seconds) -> Seconds { startTime + t }

    /// The world at a simulation time.
    public func snapshot(at t: Seconds) -> TrafficSnapshot { model.snapshot(at: startTime + t) }
}
