import Geo
import Text

/// What a replay reports besides its samples: the receiver's signal going and coming back, and playback milestones.
/// (A separate type from `NavigationEvent`, which the navigator owns; a run loop prints both streams in time order.)
public enum ReplayEvent: Sendable, Hashable {
    /// No fix for longer than the replay's `gapThreshold` after the fix at `lastFixTime`.
    case signalLost(time: Seconds, lastFixTime: Seconds, coordinate: Coordinate)
    /// Fixes again, after `gap` seconds without.
    case signalRestored(time: Seconds, gap: Seconds, coordinate: Coordinate)
    /// The trace ended and playback started again from its beginning (loop mode); `lap` counts from 1.
    case looped(time: Seconds, lap: Int)
    /// Playback jumped to a new position (seek); `time` is the new trace time.
    case seeked(time: Seconds, index: Int)

    /// The JSON Lines `type`.
    public var name: String {
        switch self {
        case .signalLost: "signalLost"
        case .signalRestored: "signalRestored"
        case .looped: "looped"
        case .seeked: "seeked"
        }
    }

    /// The replay time at which it happened.
    public var time: Seconds {
        switch self {
        case let .signalLost(t, _, _), let .signalRestored(t, _, _), let .looped(t, _), let .seeked(t, _): t
        }
    }

    /// One JSON line in the navigator's event schema: `{"t": seconds, "type": name, ...fields}`.
    public var jsonLine: String {
        var w = JSONWriter()
        w.beginObject()
        w.field("t", time, places: 2)
        w.field("type", name)
        switch self {
        case let .signalLost(_, last, c):
            w.field("lastFix", last, places: 2)
            w.field("lat", c.latitude, places: 6)
            w.field("lon", c.longitude, places: 6)
        case let .signalRestored(_, gap, c):
            w.field("gap", gap, places: 1)
            w.field("lat", c.latitude, places: 6)
            w.field("lon", c.longitude, places: 6)
        case let .looped(_, lap):
            w.field("lap", lap)
        case let .seeked(_, index):
            w.field("index", index)
        }
        w.endObject()
        return w.string
    }

    /// One short readable line, aligned like the navigator's text format.
    public var textLine: String {
        let t = TextWriter.decimal(time, places: 2)
        let pad = String(repeating: " ", count: max(0, 9 - t.count))
        let body: String = switch self {
        case let .signalLost(_, last, _): "signal lost   no fix since t = \(TextWriter.decimal(last, places: 1)) s"
        case let .signalRestored(_, gap, _): "signal back   after \(TextWriter.decimal(gap, places: 1)) s"
        case let .looped(_, lap): "replay        lap \(lap)"
        case let .seeked(_, index): "replay        seek to fix \(index + 1)"
        }
        return pad + t + "  " + body
    }
}
