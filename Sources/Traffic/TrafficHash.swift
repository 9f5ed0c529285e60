/// Stateless seeded hashing (the SplitMix64 finaliser, Steele et al. 2014): a value per (seed, edge, slot, salt),
/// so any edge's traffic at any time is computed on its own, in any order, with the same result.
@usableFromInline enum TrafficHash {
    @inlinable @inline(__always) static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    @inline(__always) static func hash(_ seed: UInt64, _ a: Int, _ b: Int, salt: UInt64) -> UInt64 {
        hash(prefix: prefix(seed, salt: salt), a, b)
    }

    /// The part of the hash that depends only on the seed and the salt (worked out once per model or epoch).
    @inline(__always) static func prefix(_ seed: UInt64, salt: UInt64) -> UInt64 { mix(seed ^ salt) }

    @inline(__always) static func hash(prefix: UInt64, _ a: Int, _ b: Int) -> UInt64 {
        mix(mix(prefix ^ UInt64(bitPattern: Int64(a))) ^ UInt64(bitPattern: Int64(b)))
    }

    /// The first round of `hash(prefix:a, b)`, which depends on `a` alone (shared by an edge's draws for several `b`).
    @inline(__always) static func inner(prefix: UInt64, _ a: Int) -> UInt64 { mix(prefix ^ UInt64(bitPattern: Int64(a))) }

    /// `unit(prefix:a, b)` from `inner(prefix:a)`.
    @inline(__always) static func unit(inner: UInt64, _ b: Int) -> Double {
        Double(mix(inner ^ UInt64(bitPattern: Int64(b))) >> 11) * 0x1p-53
    }

    /// `unit(prefix:a, b)` and `unit(prefix:a, b + 1)`: the same two values, the first round of the hash (which
    /// depends on `a` alone) done once.
    @inlinable @inline(__always) static func unitPair(prefix: UInt64, _ a: Int, _ b: Int) -> (Double, Double) {
        let inner = mix(prefix ^ UInt64(bitPattern: Int64(a)))
        let h0 = mix(inner ^ UInt64(bitPattern: Int64(b)))
        let h1 = mix(inner ^ UInt64(bitPattern: Int64(b + 1)))
        return (Double(h0 >> 11) * 0x1p-53, Double(h1 >> 11) * 0x1p-53)
    }

    /// A uniform value in 0 ..< 1.
    @inline(__always) static func unit(_ seed: UInt64, _ a: Int, _ b: Int, salt: UInt64) -> Double {
        unit(prefix: prefix(seed, salt: salt), a, b)
    }

    @inline(__always) static func unit(prefix: UInt64, _ a: Int, _ b: Int) -> Double {
        Double(hash(prefix: prefix, a, b) >> 11) * 0x1p-53
    }

    static let noiseSalt: UInt64 = 0x6E6F_6973_6546_6C6F // "noiseFlo"
    static let biasSalt: UInt64 = 0x6269_6173_5275_7368 // "biasRush"
    static let incidentSalt: UInt64 = 0x696E_6369_6465_6E74 // "incident"
}
