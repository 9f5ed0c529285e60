import Text
import Geo
import Traces

/// Plays a recorded trace back as location samples on the trace's own clock (seconds from its first fix).
///
/// The run loop calls `next()` once per tick and waits `interval / speedMultiplier` of wall time between ticks.
/// Playback is controlled live: `speedMultiplier` (0.5× to 1000×), `isPaused` (the position holds),
/// `stepOnce()` (one fix while paused), `seek(to:)` / `seek(toFraction:)`, and `looping`. A gap between fixes longer
/// than `gapThreshold` reports `signalLost` then `signalRestored` (in `events`), and the run loop waits at most
/// `gapThreshold` of trace time for it.
public struct ReplayLocationSource: PacedLocationSource {
    /// The fixes played, in order, and their times on the replay clock.
    public let fixes: [Fix]
    public let times: [Seconds]
    /// Gaps longer than this are a lost signal.
    public let gapThreshold: Seconds
    /// Start again at the end (else `next()` returns nil after the last fix).
    public var looping: Bool
    /// Allowed speed multipliers.
    public static let multiplierRange: ClosedRange<Double> = 0.5...1000
    /// Default lost-signal threshold: a receiver silent for 5 s (five missed 1 Hz fixes) has lost the sky.
    public static let defaultGapThreshold: Seconds = 5
    /// Default speed given to untimed fixes: 50 km/h.
    public static let defaultUntimedSpeed: MetersPerSecond = 50 / 3.6

    public var speedMultiplier: Double {
        didSet { speedMultiplier = min(Self.multiplierRange.upperBound, max(Self.multiplierRange.lowerBound, speedMultiplier)) }
    }
    public var isPaused = false
    /// Replay events so far, oldest first (append-only; see `takeEvents()`).
    public private(set) var events: [ReplayEvent] = []
    /// Index of the fix `next()` returns next.
    public private(set) var cursor = 0
    /// The last sample returned.
    public private(set) var current: LocationSample?
    /// Completed laps (loop mode).
    public private(set) var lap = 0
    private var stepRequested = false
    /// Added to trace times so the clock keeps running forward across laps.
    private var lapOffset: Seconds = 0

    /// - Parameters:
    ///   - untimedSpeed: the speed at which fixes without times are played.
    ///   - gapThreshold: seconds without a fix that count as a lost signal.
    public init(fixes: [Fix], speedMultiplier: Double = 1, looping: Bool = false,
                untimedSpeed: MetersPerSecond = ReplayLocationSource.defaultUntimedSpeed,
                gapThreshold: Seconds = ReplayLocationSource.defaultGapThreshold) {
        self.fixes = fixes
        self.times = ReplayTimeline.times(for: fixes, untimedSpeed: untimedSpeed)
        self.looping = looping
        self.gapThreshold = max(0.1, gapThreshold)
        self.speedMultiplier = min(Self.multiplierRange.upperBound, max(Self.multiplierRange.lowerBound, speedMultiplier))
        self.untimedSpeed = untimedSpeed
    }

    private let untimedSpeed: MetersPerSecond

    /// Trace duration on the replay clock.
    public var duration: Seconds { times.last ?? 0 }

    /// How far playback is, 0 ... 1 (by time).
    public var fraction: Double {
        guard let c = current, duration > 0 else { return current == nil ? 0 : 1 }
        return min(1, max(0, (c.time - lapOffset) / duration))
    }

    /// Wait before the next sample, on the trace clock: the spacing to the next fix, at most `gapThreshold`
    /// (1 s while paused or at the end).
    public var interval: Seconds {
        guard !isPaused || stepRequested, cursor > 0, cursor < times.count else { return 1 }
        return min(gapThreshold, max(0.05, times[cursor] - times[cursor - 1]))
    }

    public mutating func next() -> LocationSample? {
        if isPaused && !stepRequested, var held = current {
            held.speed = 0
            return held
        }
        stepRequested = false
        if cursor >= fixes.count {
            guard looping, !fixes.isEmpty else { return nil }
            lap += 1
            lapOffset += duration + (fixes.count > 1 ? max(0.05, times[1] - times[0]) : 1)
            cursor = 0
            events.append(.looped(time: lapOffset, lap: lap))
        }
        let i = cursor
        let t = times[i] + lapOffset
        if i > 0, let previous = current, times[i] - times[i - 1] > gapThreshold {
            events.append(.signalLost(time: previous.time + gapThreshold, lastFixTime: previous.time, coordinate: previous.coordinate))
            events.append(.signalRestored(time: t, gap: times[i] - times[i - 1], coordinate: fixes[i].coordinate))
        }
        cursor += 1
        let sample = sample(i, time: t)
        current = sample
        return sample
    }

    /// While paused, lets exactly one more fix through.
    public mutating func stepOnce() { stepRequested = true }

    /// Moves playback to the first fix at or after `time` seconds from the trace's start (clamped).
    public mutating func seek(to time: Seconds) {
        guard !times.isEmpty else { return }
        let target = min(max(0, time), duration)
        // The first fix at or after the target; the last fix past the end.
        let lo = BinarySearch.partitionPoint(0..<(times.count - 1)) { times[$0] < target }
        cursor = lo
        current = nil
        events.append(.seeked(time: times[lo] + lapOffset, index: lo))
    }

    /// Moves playback to a fraction (0 ... 1) of the trace's duration.
    public mutating func seek(toFraction f: Double) { seek(to: min(1, max(0, f)) * duration) }

    /// Returns and forgets the events so far.
    public mutating func takeEvents() -> [ReplayEvent] {
        defer { events.removeAll() }
        return events
    }

    private func sample(_ i: Int, time: Seconds) -> LocationSample {
        let f = fixes[i]
        var speed = f.speed
        var course = f.course
        if speed == nil, i + 1 < fixes.count, times[i + 1] > times[i] {
            speed = f.coordinate.distance(to: fixes[i + 1].coordinate) / (times[i + 1] - times[i])
        } else if speed == nil, f.time == nil {
            speed = untimedSpeed
        }
        if course == nil, i + 1 < fixes.count, f.coordinate != fixes[i + 1].coordinate {
            course = f.coordinate.bearing(to: fixes[i + 1].coordinate)
        }
        return LocationSample(time: time, coordinate: f.coordinate, speed: speed, course: course,
                              horizontalAccuracy: f.horizontalAccuracy)
    }
}
