import Dispatch
import Text

/// OSM id → array index (nodes, ways): an open-addressing hash table with linear probing over the id array itself.
/// A slot holds only an index into `ids` (4 bytes, -1 when empty) and a lookup compares `ids[index]`: a third of the
/// memory of a table of keys and values (at 10×10 Andorra, 7 M nodes: 67 MB instead of 201 MB), and consecutive
/// refs of a way, whose ids are mostly close together, find their ids in cache lines just read. Every Int64 is a legal
/// OSM id (files with Int64.min and Int64.max exist, if only as attacks), and none needs a marker value.
/// - Complexity: build O(n); lookup O(1) expected.
struct OSMIDMap: Sendable {
    private let ids: [Int64]
    private let slots: [Int32]
    private let shift: UInt64
    private let mask: Int

    /// Indexes `ids`; when an id appears more than once, the last index wins. With `workers` > 1 a large table is
    /// filled on that many threads (see `filled`); lookups answer the same either way.
    init(ids: [Int64], workers: Int = 1) {
        precondition(ids.count < Int(Int32.max), "more than 2^31 ids")
        var bits = 4
        while (1 << bits) < ids.count * 2 { bits += 1 }  // load factor at most 1/2
        let capacity = 1 << bits
        mask = capacity - 1
        shift = UInt64(64 - bits)
        let parts = ids.count >= Self.parallelThreshold ? max(1, min(workers, 8)) : 1
        slots = Self.filled(ids: ids, capacity: capacity, shift: shift, parts: parts)
        self.ids = ids
    }

    /// Tables of fewer ids are filled on one thread (the threads would cost more than they save).
    static let parallelThreshold = 1 << 18

    /// The filled table. With `parts` > 1 the slots are cut into `parts` contiguous ranges, each filled by its own
    /// thread: it scans every id and inserts those whose home slot is in its range, probing no further than the
    /// range's end; an id that would probe past it is set aside, and inserted once the ranges are joined, on this
    /// thread and in id order, probing on as usual (wrapping round). No slot is emptied, so every id stays reachable
    /// from its home slot; a repeated id always has the same home, so one thread meets its copies in index order and
    /// the last one wins, as in one pass.
    private static func filled(ids: [Int64], capacity: Int, shift: UInt64, parts: Int) -> [Int32] {
        var slots = [Int32]()
        var spilled = [[Int]]()
        if parts == 1 {
            slots = [Int32](repeating: -1, count: capacity)
            insert(ids.indices, of: ids, into: &slots, shift: shift)
            return slots
        }
        do {
            let pieces = Locked([(slots: [Int32], spill: [Int])](repeating: ([], []), count: parts))
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                let low = part * capacity / parts, high = (part + 1) * capacity / parts
                var piece = [Int32](repeating: -1, count: high - low)
                var spill = [Int]()
                ids.withUnsafeBufferPointer { idp in
                    piece.withUnsafeMutableBufferPointer { s in
                        for index in 0..<idp.count {
                            let id = idp[index]
                            var k = Self.slot(id, shift) - low
                            guard k >= 0, k < s.count else { continue }
                            while true {
                                let held = s[k]
                                if held < 0 || idp[Int(held)] == id { s[k] = Int32(truncatingIfNeeded: index); break }
                                k += 1
                                if k == s.count { spill.append(index); break }
                            }
                        }
                    }
                }
                pieces.withLock { $0[part] = (piece, spill) }
            }
            slots.reserveCapacity(capacity)
            for piece in pieces.value {
                slots.append(contentsOf: piece.slots)
                spilled.append(piece.spill)
            }
        }
        insert(spilled.joined(), of: ids, into: &slots, shift: shift)
        return slots
    }

    /// Inserts `ids[i]` for each i of `indices`, in that order, probing from its home slot (wrapping round).
    private static func insert(_ indices: some Sequence<Int>, of ids: [Int64], into slots: inout [Int32], shift: UInt64) {
        let mask = slots.count - 1
        ids.withUnsafeBufferPointer { idp in
            slots.withUnsafeMutableBufferPointer { s in
                for index in indices {
                    let id = idp[index]
                    var slot = Self.slot(id, shift)
                    while s[slot] >= 0 && idp[Int(s[slot])] != id { slot = (slot + 1) & mask }
                    s[slot] = Int32(truncatingIfNeeded: index)
                }
            }
        }
    }

    /// Fibonacci hashing (Knuth, TAOCP vol. 3, 6.4): the top bits of id · 2^64/φ.
    @inline(__always) private static func slot(_ id: Int64, _ shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: id) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    @inline(__always) func index(of id: Int64) -> Int? {
        ids.withUnsafeBufferPointer { idp in
            slots.withUnsafeBufferPointer { s in
                var slot = Self.slot(id, shift)
                while true {
                    let i = Int(s[slot])
                    if i < 0 { return nil }
                    if idp[i] == id { return i }
                    slot = (slot + 1) & mask
                }
            }
        }
    }
}
