import TermUI

/// `Color.legible(on:)` of the colour pairs one composition asks for, each worked out once: a small open-addressed
/// table keyed by the pair packed into one integer (a `Dictionary` of the pair hashed both colours with SipHash per
/// cell, the larger part of a frame's composition of a style's lines over its fills).
struct LegibleColorCache {
    /// False: `readable` gives the foreground as it is (the built-in schemes keep their colours).
    let enabled: Bool
    /// Slots of the table (a power of two); it takes pairs until it is three quarters full, then works out the
    /// rest each time (the same colours: the cache only saves time).
    static let slots = 256
    static let emptyKey = UInt64.max

    private var keys: [UInt64]
    private var values: [Color]
    private var count = 0
    /// The last pair asked for: neighbouring cells mostly repeat it (a road over one fill).
    private var lastKey = emptyKey
    private var lastColor = Color.default

    init(enabled: Bool) {
        self.enabled = enabled
        keys = Array(repeating: Self.emptyKey, count: Self.slots)
        values = Array(repeating: .default, count: Self.slots)
    }

    /// A colour as 26 bits: the case (0 ... 3) above its payload. Distinct colours get distinct codes.
    @inline(__always) static func code(_ c: Color) -> UInt64 {
        switch c {
        case .default: 0
        case .ansi(let v): 1 << 24 | UInt64(v)
        case .indexed(let v): 2 << 24 | UInt64(v)
        case .rgb(let r, let g, let b): 3 << 24 | UInt64(r) << 16 | UInt64(g) << 8 | UInt64(b)
        }
    }

    /// `fg.legible(on: bg)` when `enabled`, else `fg`. The pair asked for last is answered here, inlined where it
    /// is called (neighbouring cells mostly repeat it); another goes to the table.
    @inline(__always) mutating func readable(_ fg: Color, on bg: Color) -> Color {
        guard enabled else { return fg }
        let key = Self.code(fg) << 32 | Self.code(bg)
        return key == lastKey ? lastColor : legible(fg, on: bg, key: key)
    }

    /// `fg.legible(on: bg)`.
    mutating func legible(_ fg: Color, on bg: Color) -> Color {
        let key = Self.code(fg) << 32 | Self.code(bg)
        if key == lastKey { return lastColor }
        return legible(fg, on: bg, key: key)
    }

    /// `legible(_:on:)` of a pair whose key (`code(fg) << 32 | code(bg)`) is not the last one asked for.
    private mutating func legible(_ fg: Color, on bg: Color, key: UInt64) -> Color {
        let mask = Self.slots - 1
        // Fibonacci hashing: the top bits of the key times 2^64 / φ.
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 56) & mask
        while keys[slot] != Self.emptyKey {
            if keys[slot] == key {
                lastKey = key
                lastColor = values[slot]
                return lastColor
            }
            slot = (slot + 1) & mask
        }
        let c = fg.legible(on: bg)
        if count < Self.slots * 3 / 4 {
            keys[slot] = key
            values[slot] = c
            count += 1
        }
        lastKey = key
        lastColor = c
        return c
    }
}
