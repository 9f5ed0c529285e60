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

    /// The epoch and generation `snapshot(at: t)` has, without taking it (a drive's readers ask every sample and
    /// rebuild what they keep only when this changes; the snapshot itself is a lock and a copy).
    func snapshotKey(at t: Seconds) -> (epoch: Int, generation: Int) {
        (Int((timeOfDay(t) / TrafficModel.epochLength).rounded(.down)), model.generation)
    }
}
