import Geo
import Routing

/// Couples a trace replay and a navigator: each `step()` plays one fix through the navigator and returns the
/// replay's own events (signal lost / restored, loops, seeks) followed by the navigator's, in time order.
/// Headless runs call `run`; a UI loop calls `step()` and waits `wallDelay` between steps.
public final class ReplayRunner {
    /// One item of the merged stream.
    public enum Event: Sendable {
        case replay(ReplayEvent)
        case navigation(NavigationEvent)

        /// One line in the given format (JSON Lines share the navigator's `{"t", "type", ...}` schema).
        public func line(_ format: EventFormat) -> String {
            switch self {
            case .replay(let e): format == .jsonl ? e.jsonLine : e.textLine
            case .navigation(let e): format.line(e)
            }
        }
    }

    /// What a finished replay did.
    public struct Summary: Sendable, Hashable {
        public var samples: Int
        public var events: Int
        public var duration: Seconds
        public var distance: Meters
        public var reroutes: Int
        public var arrived: Bool
    }

    public private(set) var source: ReplayLocationSource
    public let navigator: Navigator
    public private(set) var samples = 0
    public private(set) var isFinished = false

    public init(source: ReplayLocationSource, navigator: Navigator) {
        self.source = source
        self.navigator = navigator
    }

    /// Wall time to wait before the next step at the current speed multiplier.
    public var wallDelay: Seconds { source.interval / source.speedMultiplier }

    public var speedMultiplier: Double {
        get { source.speedMultiplier }
        set { source.speedMultiplier = newValue }
    }

    public var isPaused: Bool {
        get { source.isPaused }
        set { source.isPaused = newValue }
    }

    public func stepOnce() { source.stepOnce() }
    public func seek(to time: Seconds) { source.seek(to: time) }
    public func seek(toFraction f: Double) { source.seek(toFraction: f) }

    /// One fix through the navigator; nil once the trace has ended or the destination is reached.
    public func step() -> [Event]? {
        guard !isFinished else { return nil }
        guard let sample = source.next() else {
            isFinished = true
            let tail = source.takeEvents().map(Event.replay)
            return tail.isEmpty ? nil : tail
        }
        samples += 1
        var out = source.takeEvents().map(Event.replay)
        out += navigator.update(with: sample).map(Event.navigation)
        if navigator.state.hasArrived { isFinished = true }
        return out
    }

    /// Plays the whole trace (or up to arrival) as fast as possible.
    public func run(onEvent: (Event) -> Void) -> Summary {
        var count = 0
        while let events = step() {
            for e in events { onEvent(e) }
            count += events.count
        }
        let s = navigator.state
        return Summary(samples: samples, events: count, duration: source.current?.time ?? 0, distance: s.odometer,
                       reroutes: s.rerouteCount, arrived: s.hasArrived)
    }
}
