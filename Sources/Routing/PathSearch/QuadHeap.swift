/// A 4-ary min-heap of packed unsigned integers: the key in the high bits and what it is for below, so that ordering
/// entries is one integer compare. Stale entries are skipped by the caller (lazy deletion), so there is no
/// decrease-key. `QuadHeap` packs a key and an item in a `UInt64`; the hierarchy's search packs a key, the state
/// that breaks ties and its node in a `UInt128` (`ContractionHierarchy+Query`).
/// - Complexity: push and pop O(log₄ n).
struct PackedQuadHeap<Packed: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
    /// The entries are `storage[..<count]`; the rest is room left by earlier pops. So a push or a pop checks the
    /// array's uniqueness once, for its buffer (`append` and `removeLast` each added a check and their bookkeeping:
    /// a traffic-aware look for a faster route pushes and pops ~900 entries a leg), and a run of them in
    /// `withOpen(room:_:)` once for the lot.
    private var storage: [Packed] = []
    private(set) var count = 0

    init(capacity: Int = 0) { storage.reserveCapacity(capacity) }

    var isEmpty: Bool { count == 0 }
    mutating func removeAll() { count = 0 }

    /// The smallest entry, or nil when empty.
    var first: Packed? { count > 0 ? storage[0] : nil }

    @inline(__always)
    mutating func push(_ packed: Packed) { withOpen(room: 1) { $0.push(packed) } }

    @inline(__always)
    mutating func popFirst() -> Packed? { withOpen(room: 0) { $0.popFirst() } }

    /// `body` with the entries opened in place with room for at least `room` more pushes: one uniqueness check of
    /// the storage for all the pushes and pops `body` makes (a search's loop takes one per state it settles, not
    /// one per push and pop).
    @inline(__always)
    mutating func withOpen<R>(room: Int, _ body: (inout OpenQuadHeap<Packed>) -> R) -> R {
        // Room made the way a push made it (the array grows only when the heap is larger than ever before).
        while storage.count < count &+ room { storage.append(0) }
        var n = count
        let r = storage.withUnsafeMutableBufferPointer { s -> R in
            var open = OpenQuadHeap(entries: s, count: n)
            defer { n = open.count }
            return body(&open)
        }
        count = n
        return r
    }
}

/// A `PackedQuadHeap`'s entries opened in place (`withOpen(room:_:)`): the indices are the heap's own, below its
/// count, so there is no bounds or uniqueness check per level (which were most of a push and a pop). A push needs
/// room (`room`).
struct OpenQuadHeap<Packed: FixedWidthInteger & UnsignedInteger & Sendable> {
    private let s: UnsafeMutableBufferPointer<Packed>
    private(set) var count: Int

    fileprivate init(entries: UnsafeMutableBufferPointer<Packed>, count: Int) {
        s = entries
        self.count = count
    }

    /// How many more entries fit.
    var room: Int { s.count &- count }

    /// Sifted up.
    @inline(__always)
    mutating func push(_ packed: Packed) {
        var i = count
        count &+= 1
        while i > 0 {
            let parent = (i &- 1) &>> 2
            let p = s[parent]
            if p <= packed { break }
            s[i] = p
            i = parent
        }
        s[i] = packed
    }

    /// The smallest entry, or nil when empty: the last entry moves into the hole and sifts down (as `removeLast`
    /// then sifting would: the same comparisons in the same order).
    @inline(__always)
    mutating func popFirst() -> Packed? {
        let n = count &- 1
        guard n >= 0 else { return nil }
        count = n
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

/// (key, item) pairs packed into one `UInt64` (key in the high half).
typealias QuadHeap = PackedQuadHeap<UInt64>

extension PackedQuadHeap where Packed == UInt64 {
    /// The smallest key, or `Int32.max` when empty.
    var minKey: Int32 { first.map { Int32(truncatingIfNeeded: $0 >> 32) } ?? Int32.max }

    mutating func push(key: Int32, item: Int32) { push(QuadHeap.packed(key: key, item: item)) }

    mutating func pop() -> (key: Int32, item: Int32)? {
        guard let top = popFirst() else { return nil }
        return QuadHeap.unpacked(top)
    }

    @inline(__always) static func packed(key: Int32, item: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: key)) << 32 | UInt64(UInt32(bitPattern: item))
    }

    @inline(__always) static func unpacked(_ entry: UInt64) -> (key: Int32, item: Int32) {
        (Int32(truncatingIfNeeded: entry >> 32), Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF))
    }
}

extension OpenQuadHeap where Packed == UInt64 {
    @inline(__always) mutating func push(key: Int32, item: Int32) { push(QuadHeap.packed(key: key, item: item)) }

    @inline(__always) mutating func pop() -> (key: Int32, item: Int32)? {
        guard let top = popFirst() else { return nil }
        return QuadHeap.unpacked(top)
    }
}
