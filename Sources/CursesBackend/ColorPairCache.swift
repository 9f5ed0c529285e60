/// Colour pairs by (foreground, background) terminal colour numbers: a pair is allocated the first time a
/// combination is used and kept until the terminal's pair limit is reached; then the cache asks for a reset
/// (the backend clears it and repaints the whole screen) rather than recolouring cells already on screen.
struct ColorPairCache {
    struct Key: Hashable { var foreground: Int32; var background: Int32 }

    /// Pair numbers allocated so far (pair 0 is the terminal default and never allocated).
    private(set) var pairs: [Key: Int32] = [:]
    /// The highest usable pair number.
    let limit: Int32
    private var next: Int32 = 1

    init(limit: Int32) { self.limit = max(0, limit) }

    /// The pair for a combination, and whether it is new (the caller must define it with the terminal).
    /// Nil when the cache is full.
    mutating func pair(foreground: Int32, background: Int32) -> (pair: Int32, isNew: Bool)? {
        if foreground == -1 && background == -1 { return (0, false) }
        let key = Key(foreground: foreground, background: background)
        if let p = pairs[key] { return (p, false) }
        guard next <= limit else { return nil }
        let p = next
        next += 1
        pairs[key] = p
        return (p, true)
    }

    /// True when most pairs are used: reset between frames, not in the middle of one.
    var isNearlyFull: Bool { next > limit - limit / 16 }

    mutating func reset() {
        pairs.removeAll(keepingCapacity: true)
        next = 1
    }
}
