/// FNV-1a, 64 bits (Fowler, Noll & Vo; offset basis and prime from the reference): a hash that is the same in every
/// process, unlike Swift's `Hasher`, which is seeded per process. The one stable hash: batch shards of a path, the
/// bench's frame digests.
public struct FNV1a: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value &*= 0x0000_0100_0000_01B3
    }

    /// The eight bytes of `v`, least significant first.
    public mutating func add(_ v: UInt64) {
        for s in stride(from: 0, to: 64, by: 8) { add(UInt8(truncatingIfNeeded: v >> UInt64(s))) }
    }

    /// The hash of a string's UTF-8 bytes.
    public static func hash(_ s: String) -> UInt64 {
        var h = FNV1a()
        for b in s.utf8 { h.add(b) }
        return h.value
    }
}
