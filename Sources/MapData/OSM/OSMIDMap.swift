/// OSM id → array index (nodes, ways), an open-addressing hash table with linear probing (Int64 keys, no boxing).
/// Replaces a binary search over sorted ids: one or two cache misses per lookup instead of about seventeen.
/// - Complexity: build O(n); lookup O(1) expected.
struct OSMIDMap {
    private static let empty = Int64.min
    private var keys: [Int64]
    private var values: [Int32]
    private let shift: UInt64
    private let mask: Int

    init(ids: [Int64]) {
        var bits = 4
        while (1 << bits) < ids.count * 2 { bits += 1 }  // load factor at most 1/2
        let capacity = 1 << bits
        let mask = capacity - 1, shift = UInt64(64 - bits)
        self.mask = mask
        self.shift = shift
        var keys = [Int64](repeating: Self.empty, count: capacity)
        var values = [Int32](repeating: -1, count: capacity)
        keys.withUnsafeMutableBufferPointer { k in
            values.withUnsafeMutableBufferPointer { v in
                for (index, id) in ids.enumerated() where id != Self.empty {
                    var slot = Self.slot(id, shift)
                    while k[slot] != Self.empty && k[slot] != id { slot = (slot + 1) & mask }
                    k[slot] = id
                    v[slot] = Int32(index)
                }
            }
        }
        self.keys = keys
        self.values = values
    }

    /// Fibonacci hashing (Knuth, TAOCP vol. 3, 6.4): the top bits of id · 2^64/φ.
    @inline(__always) private static func slot(_ id: Int64, _ shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: id) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    @inline(__always) func index(of id: Int64) -> Int? {
        keys.withUnsafeBufferPointer { k in
            var slot = Self.slot(id, shift)
            while true {
                let key = k[slot]
                if key == id { return Int(values[slot]) }
                if key == Self.empty { return nil }
                slot = (slot + 1) & mask
            }
        }
    }
}
