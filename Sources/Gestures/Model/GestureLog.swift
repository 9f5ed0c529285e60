/// The delegate log panel's contents (issue 5, toggle `g`): the latest gesture callbacks, newest last,
/// one line each with gesture, state, cell and geo coordinate.
public struct GestureLog: Sendable, Hashable {
    /// Lines kept (a panel taller than this shows them all).
    public let capacity: Int
    public private(set) var entries: [GestureEvent] = []

    public init(capacity: Int = 200) { self.capacity = max(1, capacity) }

    /// Adds a delivered gesture, dropping the oldest beyond `capacity`.
    public mutating func append(_ event: GestureEvent) {
        entries.append(event)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }

    /// The last `count` lines: `12.345 pan update 50,15 51.500000,-0.120000`.
    public func lines(last count: Int) -> [String] {
        entries.suffix(max(0, count)).map { e in
            let geo = e.location.map { " \(formatted($0.latitude, 6)),\(formatted($0.longitude, 6))" } ?? ""
            return "\(formatted(e.time, 3)) \(e.kind.rawValue) \(e.state.rawValue) \(e.origin)\(geo)"
        }
    }
}
