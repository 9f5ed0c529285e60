/// The coasting of the map after a pan is released with speed: each frame moves by velocity × frame interval,
/// then the velocity shrinks by `decayPerFrame`, until it falls below `stopSpeed`.
///
/// With 0.9 per 1/60 s frame the map travels at most v/6 cells in total (a geometric series: v/60 / (1 - 0.9));
/// from 60 cells/s it glides 39 frames (0.65 s) and 9.84 cells. The numbers are ours, tuned for a short glide.
public struct PanMomentum: Sendable, Hashable {
    /// Velocity kept from one frame to the next.
    public static let decayPerFrame: Double = 0.9
    /// The frame interval the decay is stated for, in seconds (60 frames per second).
    public static let frameInterval: Double = 1.0 / 60
    /// Momentum stops below this speed, in cells per second (slower would move less than a cell per second).
    public static let stopSpeed: Double = 1

    /// The current velocity in cells per second (the finger's velocity: the map moves with it).
    public private(set) var velocity: CellVector

    /// Momentum from a release velocity, capped at `GestureThresholds.maximumPanSpeed` whoever measured it
    /// (a delegate or a script may pass any velocity), so a glide never goes beyond 25 cells.
    public init(velocity: CellVector) { self.velocity = velocity.capped(at: GestureThresholds.maximumPanSpeed) }

    /// Whether the momentum has run out.
    public var isFinished: Bool { velocity.length < Self.stopSpeed }

    /// The movement of the next frame, in cells (apply it as a pan translation), or nil when finished.
    public mutating func nextFrame() -> CellVector? {
        guard !isFinished else { return nil }
        let step = velocity * Self.frameInterval
        velocity = velocity * Self.decayPerFrame
        return step
    }

    /// All remaining frame movements.
    /// - Complexity: O(log(v / stopSpeed) / -log(decayPerFrame)) frames (about 39 from 60 cells/s).
    public mutating func remainingFrames() -> [CellVector] {
        var frames: [CellVector] = []
        while let step = nextFrame() { frames.append(step) }
        return frames
    }
}
