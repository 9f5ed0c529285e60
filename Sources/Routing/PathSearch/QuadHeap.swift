/// A 4-ary min-heap of packed unsigned integers: the key in the high bits and what it is for below, so that ordering
/// entries is one integer compare. Stale entries are skipped by the caller (lazy deletion), so there is no
/// decrease-key. `QuadHeap` packs a key and an item in a `UInt64`; the hierarchy's search packs a key, the state
/// that breaks ties and its node in a `UInt128` (`ContractionHierarchy+Query`).
/// - Complexity: push and pop O(log₄ n).
struct PackedQuadHeap<Packed: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
    private(set) var storage: [Packed] = []

    init(capacity: Int = 0) { storage.reserveCapacity(capacity) }

    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    mutating func removeAll() { storage.removeAll(keepingCapacity: true) }

    /// The smallest entry, or nil when empty.
    var first: Packed? { storage.first }

    // Both inlined into the searches' loops, over the storage's buffer (no bounds or uniqueness check per level):
    // a search pops and pushes a few hundred entries per query, about a quarter of its time before.
    @inline(__always)
    mutating func push(_ packed: Packed) {
        storage.append(packed)
        storage.withUnsafeMutableBufferPointer { heap in
            var i = heap.count &- 1
            while i > 0 {
                let parent = (i &- 1) &>> 2
                let p = heap[parent]
                if p <= packed { break }
                heap[i] = p
                i = parent
            }
            heap[i] = packed
        }
    }

    @inline(__always)
    mutating func popFirst() -> Packed? {
        guard let last = storage.popLast() else { return nil }
        let n = storage.count
        if n == 0 { return last }
        return storage.withUnsafeMutableBufferPointer { heap in
            let top = heap[0]
            var i = 0
            while true {
                let c = 4 &* i &+ 1
                if c >= n { break }
                var best = c
                var bestValue = heap[c]
                let end = Swift.min(c &+ 4, n)
                var k = c &+ 1
                while k < end {
                    let v = heap[k]
                    if v < bestValue { best = k; bestValue = v }
                    k &+= 1
                }
                if bestValue >= last { break }
                heap[i] = bestValue
                i = best
            }
            heap[i] = last
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
