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

    /// Cells per second across the window ending at the newest sample; zero with fewer than two samples.
    /// Samples that arrived together count as `minimumVelocityInterval` apart (see `velocity(of:over:)`).
    var velocity: CellVector {
        guard let first = samples.first, let last = samples.last, samples.count > 1 else { return .zero }
        return Self.velocity(of: CellVector(dx: last.x - first.x, dy: last.y - first.y), over: last.time - first.time)
    }

    /// The one place a gesture velocity is computed: a displacement divided by its time step, the step floored
    /// at `GestureThresholds.minimumVelocityInterval` (input from one read is stamped microseconds apart) and the
    /// result capped at `GestureThresholds.maximumPanSpeed`. Keyboard pans and mouse drags both use it.
    static func velocity(of displacement: CellVector, over interval: Double) -> CellVector {
        let step = max(interval, GestureThresholds.minimumVelocityInterval)
        return (displacement * (1 / step)).capped(at: GestureThresholds.maximumPanSpeed)
    }
}

extension CellVector {
    /// The same direction with a length of at most `limit`.
    func capped(at limit: Double) -> CellVector {
        let l = length
        guard l > limit, l.isFinite else { return l.isFinite ? self : .zero }
        return self * (limit / l)
    }
}
