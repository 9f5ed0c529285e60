import Geo

/// Utterances waiting to be spoken. Pure: time and the odometer are handed in.
///
/// Rules: one at a time (the caller starts the next only when the last has finished); the highest priority first,
/// the oldest first among equals; a newer utterance with the same key replaces the queued one; stale ones (past
/// their time, or naming a distance that is no longer true) are dropped, never spoken late.
public struct UtteranceQueue: Sendable {
    public private(set) var waiting: [Utterance] = []
    /// Utterances dropped, with the reason ("stale", "replaced", "cleared").
    public private(set) var dropped: [(utterance: Utterance, reason: String)] = []

    public init() {}

    public var isEmpty: Bool { waiting.isEmpty }

    public mutating func add(_ u: Utterance) {
        if let i = waiting.firstIndex(where: { $0.key == u.key }) {
            dropped.append((waiting[i], "replaced"))
            waiting.remove(at: i)
        }
        waiting.append(u)
    }

    /// Drops every waiting utterance whose key passes the test (a maneuver passed, a new route).
    public mutating func remove(reason: String, where test: (String) -> Bool) {
        for u in waiting where test(u.key) { dropped.append((u, reason)) }
        waiting.removeAll { test($0.key) }
    }

    /// The next utterance to speak now: stale ones are dropped first.
    /// - Complexity: O(n) in the waiting utterances (a handful).
    public mutating func next(at t: Seconds, odometer: Meters) -> Utterance? {
        for u in waiting where u.isStale(at: t, odometer: odometer) { dropped.append((u, "stale")) }
        waiting.removeAll { $0.isStale(at: t, odometer: odometer) }
        guard let best = waiting.indices.max(by: { a, b in
            let x = waiting[a], y = waiting[b]
            return x.priority != y.priority ? x.priority < y.priority : x.time > y.time
        }) else { return nil }
        return waiting.remove(at: best)
    }
}
