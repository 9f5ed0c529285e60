import Geo
import Traces

/// Times for a trace's fixes on the replay clock (seconds from the first fix).
public enum ReplayTimeline {
    /// Timed fixes keep their spacing; runs of untimed fixes between two timed ones share the time by distance;
    /// untimed fixes before the first or after the last timed one (or a wholly untimed trace) move at `speed`.
    /// Time never runs backwards (a fix older than the one before it takes that one's time).
    /// - Complexity: O(n).
    public static func times(for fixes: [Fix], untimedSpeed speed: MetersPerSecond) -> [Seconds] {
        let n = fixes.count
        guard n > 0 else { return [] }
        var along = [Meters](repeating: 0, count: n)
        for i in 1..<max(1, n) { along[i] = along[i - 1] + fixes[i - 1].coordinate.distance(to: fixes[i].coordinate) }
        let v = max(0.1, speed)
        let timed = fixes.indices.filter { fixes[$0].time != nil }
        var t = [Seconds](repeating: 0, count: n)
        guard let first = timed.first, let last = timed.last else {
            for i in 0..<n { t[i] = along[i] / v }
            return t
        }
        let base = fixes[first].time ?? 0
        for i in 0..<n {
            if let ft = fixes[i].time {
                t[i] = ft - base
            } else if i < first {
                t[i] = -(along[first] - along[i]) / v
            } else if i > last {
                t[i] = (fixes[last].time ?? base) - base + (along[i] - along[last]) / v
            } else {
                // Between two timed fixes: share by distance.
                var a = i - 1
                while fixes[a].time == nil { a -= 1 }
                var b = i + 1
                while fixes[b].time == nil { b += 1 }
                let ta = (fixes[a].time ?? base) - base, tb = (fixes[b].time ?? base) - base
                let span = along[b] - along[a]
                t[i] = ta + (span > 0 ? (tb - ta) * (along[i] - along[a]) / span : (tb - ta) * Double(i - a) / Double(b - a))
            }
        }
        let shift = t[0]
        var previous = -Double.infinity
        for i in 0..<n {
            t[i] = max(previous, t[i] - shift)
            previous = t[i]
        }
        return t
    }
}
