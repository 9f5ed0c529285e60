import Geo
import Navigation

/// Replay controls and what the screen shows of a replay (the raw fix, its accuracy, the playback position).
/// They act on the session's source when it is a `ReplayLocationSource` and do nothing otherwise; the reducer
/// (`dispatch`) calls them and shows their outcome.
extension NavAppCore {
    /// The replay source, when the session replays a trace.
    public var replay: ReplayLocationSource? { session.runner?.source as? ReplayLocationSource }

    /// Pauses and plays exactly one more fix. False when not replaying.
    func replayStep() -> Bool {
        guard replay != nil else { return false }
        session.isPaused = true
        updateReplay { $0.stepOnce() }
        return true
    }

    /// Jumps to a fraction (0 … 1) of the trace's duration and plays the fix there at once (paused or not), so the
    /// screen shows the new position and playback time without waiting for the next sample. Returns the events of
    /// that fix and the replay's own (the reducer applies them).
    func replaySeek(toFraction f: Double) -> ([NavigationEvent], [ReplayEvent]) {
        guard replay != nil else { return ([], []) }
        updateReplay { $0.seek(toFraction: f) }
        return (session.step(), takeReplayEvents())
    }

    /// Jumps by `seconds` of trace time (negative: back), as `replaySeek(toFraction:)` does.
    func replaySeek(by seconds: Seconds) -> ([NavigationEvent], [ReplayEvent]) {
        guard let r = replay else { return ([], []) }
        let target = max(0, min(r.duration, (r.current?.time ?? 0) + seconds))
        updateReplay { $0.seek(to: target) }
        return (session.step(), takeReplayEvents())
    }

    /// The replay's own events (signal lost/restored, seeks, loops) since the last call.
    func takeReplayEvents() -> [ReplayEvent] {
        guard replay != nil else { return [] }
        var events = [ReplayEvent]()
        updateReplay { events = $0.takeEvents() }
        return events
    }

    /// "replay 35% 2:13/6:20 ±4 m" for the status line, or nil when not replaying.
    public var replayText: String? {
        guard let r = replay else { return nil }
        var text = "replay \(Int((r.fraction * 100).rounded()))% \(Self.minutes(r.current?.time ?? 0))/\(Self.minutes(r.duration))"
        if let acc = session.state?.sample?.horizontalAccuracy { text += " ±\(Int(acc.rounded())) m" }
        return text
    }

    private func updateReplay(_ body: (inout ReplayLocationSource) -> Void) {
        session.runner?.updateSource { source in
            guard var r = source as? ReplayLocationSource else { return }
            body(&r)
            source = r
        }
    }
}
