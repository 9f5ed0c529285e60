/// A 4-ary min-heap of packed unsigned integers: the key in the high bits and what it is for below, so that ordering
/// entries is one integer compare. Stale entries are skipped by the caller (lazy deletion), so there is no
/// decrease-key. `QuadHeap` packs a key and an item in a `UInt64`; the hierarchy's search packs a key, the state
/// that breaks ties and its node in a `UInt128` (`ContractionHierarchy+Query`).
/// - Complexity: push and pop O(log₄ n).
struct PackedQuadHeap<Packed: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
    /// The entries are `storage[..<count]`; the rest is room left by earlier pops. So a push or a pop checks the
    /// array's uniqueness once, for its buffer (`append` and `removeLast` each added a check and their bookkeeping:
    /// a traffic-aware look for a faster route pushes and pops ~900 entries a leg).
    private var storage: [Packed] = []
    private(set) var count = 0

    init(capacity: Int = 0) { storage.reserveCapacity(capacity) }

    var isEmpty: Bool { count == 0 }
    mutating func removeAll() { count = 0 }

    /// The smallest entry, or nil when empty.
    var first: Packed? { count > 0 ? storage[0] : nil }

    // Both inlined into the searches' loops, over the storage's buffer (no bounds or uniqueness check per level):
    // a search pops and pushes a few hundred entries per query, about a quarter of its time before.
    @inline(__always)
    mutating func push(_ packed: Packed) {
        // Room for one more (the array grows only when the heap is larger than ever before).
        if count == storage.count { storage.append(packed) }
        count &+= 1
        // Sifted up through the buffer: the indices are the heap's own, below its count (no bounds or uniqueness
        // check per level, which were most of a push).
        storage.withUnsafeMutableBufferPointer { [count] s in
            var i = count - 1
            while i > 0 {
                let parent = (i &- 1) &>> 2
                let p = s[parent]
                if p <= packed { break }
                s[i] = p
                i = parent
            }
            s[i] = packed
        }
    }

    @inline(__always)
    mutating func popFirst() -> Packed? {
        let n = count &- 1
        guard n >= 0 else { return nil }
        count = n
        // Sifted down through the buffer, the last entry moving into the hole (as `removeLast` then sifting would):
        // the same comparisons in the same order, without a bounds or uniqueness check per child read.
        return storage.withUnsafeMutableBufferPointer { s -> Packed in
            let top = s[0]
            guard n > 0 else { return top }
            let last = s[n]
            var i = 0
            while true {
                let c = 4 &* i &+ 1
                if c >= n { break }
                var best = c
                var bestValue = s[c]
                if c &+ 3 < n {
                    // All four children (the common case): the first smallest, as the loop below finds it.
                    let v1 = s[c &+ 1], v2 = s[c &+ 2], v3 = s[c &+ 3]
                    if v1 < bestValue { best = c &+ 1; bestValue = v1 }
                    if v2 < bestValue { best = c &+ 2; bestValue = v2 }
                    if v3 < bestValue { best = c &+ 3; bestValue = v3 }
                } else {
                    var k = c &+ 1
                    while k < n {
                        let v = s[k]
                        if v < bestValue { best = k; bestValue = v }
                        k &+= 1
                    }
                }
                if bestValue >= last { break }
                s[i] = bestValue
                i = best
            }
            s[i] = last
            return top
        }
    }
}

/// (key, item) pairs packed into one `UInt64` (key in the high half).
typealias QuadHeap = PackedQuadHeap<UInt64>

extension PackedQuadHeap where Packed == UInt64 {
    /// The smallest key, or `Int32.max` when empty.
    var minKey: Int32 { first.map { Int32(truncatingIfNeeded: $0 >> 32) } ?? Int32.max }

    mutating func push(key: Int32, item: Int32) {
        push(UInt64(UInt32(bitPattern: key)) << 32 | UInt64(UInt32(bitPattern: item)))
    }

    mutating func pop() -> (key: Int32, item: Int32)? {
        guard let top = popFirst() else { return nil }
        return (Int32(truncatingIfNeeded: top >> 32), Int32(truncatingIfNeeded: top & 0xFFFF_FFFF))
    }
}
