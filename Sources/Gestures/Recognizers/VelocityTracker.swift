/// Velocity of a pointer from its recent positions: the displacement across the samples of the last
/// `GestureThresholds.velocityWindow` seconds divided by their time span (Android's `VelocityTracker` keeps the
/// same 100 ms horizon; a plain two-point estimate is enough at terminal cell resolution).
struct VelocityTracker: Sendable, Hashable {
    private struct Sample: Sendable, Hashable {
        var time: Double
        var x: Double
        var y: Double
    }

    private var samples: [Sample] = []
    let window: Double

    init(window: Double = GestureThresholds.velocityWindow) { self.window = window }

    /// Adds a position and forgets the samples that fell out of the window.
    /// - Complexity: amortized O(1); the window holds a handful of samples.
    mutating func add(_ point: CellPoint, at time: Double) {
        samples.append(Sample(time: time, x: Double(point.x), y: Double(point.y)))
        let horizon = time - window - GestureThresholds.timeEpsilon
        if let firstKept = samples.firstIndex(where: { $0.time >= horizon }), firstKept > 0 {
            samples.removeFirst(firstKept)
        }
    }

    /// Cells per second across the window ending at the newest sample; zero with fewer than two samples
    /// or no time between them.
    var velocity: CellVector {
        guard let first = samples.first, let last = samples.last else { return .zero }
        let span = last.time - first.time
        guard span > GestureThresholds.timeEpsilon else { return .zero }
        return CellVector(dx: (last.x - first.x) / span, dy: (last.y - first.y) / span)
    }
}
