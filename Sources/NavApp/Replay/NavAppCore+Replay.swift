import Geo
import Navigation

/// Replay controls and what the screen shows of a replay (the raw fix, its accuracy, the playback position).
/// They act on the session's source when it is a `ReplayLocationSource` and do nothing otherwise.
extension NavAppCore {
    /// The replay source, when the session replays a trace.
    public var replay: ReplayLocationSource? { session.runner.source as? ReplayLocationSource }

    /// Pauses and plays exactly one more fix.
    public func replayStep() {
        guard replay != nil else { return }
        session.isPaused = true
        updateReplay { $0.stepOnce() }
        state.status = "Step"
    }

    /// Jumps to a fraction (0 … 1) of the trace's duration.
    public func replaySeek(toFraction f: Double) {
        updateReplay { $0.seek(toFraction: f) }
    }

    /// Jumps by `seconds` of trace time (negative: back).
    public func replaySeek(by seconds: Seconds) {
        guard let r = replay else { return }
        let target = max(0, min(r.duration, (r.current?.time ?? 0) + seconds))
        updateReplay { $0.seek(to: target) }
    }

    /// Takes the replay's own events (signal lost/restored, seeks, loops) into the log and the status line.
    func drainReplayEvents() {
        guard replay != nil else { return }
        var events = [ReplayEvent]()
        updateReplay { events = $0.takeEvents() }
        for e in events {
            state.log(Self.clock(session.startTimeOfDay + e.time) + " " + e.name)
            switch e {
            case .signalLost: state.status = "GPS signal lost"
            case .signalRestored(_, let gap, _): state.status = "GPS signal restored after \(Int(gap.rounded())) s"
            case .seeked(let t, _): state.status = "Seek to \(Self.minutes(t))"
            case .looped(_, let lap): state.status = "Replay lap \(lap + 1)"
            }
        }
    }

    /// "replay 35% 2:13/6:20 ±4 m" for the status line, or nil when not replaying.
    public var replayText: String? {
        guard let r = replay else { return nil }
        var text = "replay \(Int((r.fraction * 100).rounded()))% \(Self.minutes(r.current?.time ?? 0))/\(Self.minutes(r.duration))"
        if let acc = session.state.sample?.horizontalAccuracy { text += " ±\(Int(acc.rounded())) m" }
        return text
    }

    private func updateReplay(_ body: (inout ReplayLocationSource) -> Void) {
        session.runner.updateSource { source in
            guard var r = source as? ReplayLocationSource else { return }
            body(&r)
            source = r
        }
    }

    static func minutes(_ s: Seconds) -> String {
        let t = max(0, Int(s.rounded(.down)))
        return "\(t / 60):" + (t % 60 < 10 ? "0" : "") + "\(t % 60)"
    }
}
