/// OSM id → array index (nodes, ways), an open-addressing hash table with linear probing (Int64 keys, no boxing).
/// Replaces a binary search over sorted ids: one or two cache misses per lookup instead of about seventeen.
/// - Complexity: build O(n); lookup O(1) expected.
///
/// Every Int64 is a legal OSM id (files with Int64.min and Int64.max exist, if only as attacks), so the
/// empty-slot marker cannot be one: the id equal to the marker is stored apart, in `markerIndex`, and the
/// table never holds it.
struct OSMIDMap {
    private static let empty = Int64.min
    private var keys: [Int64]
    private var values: [Int32]
    /// The index of the id equal to `empty`, which the table cannot hold.
    private var markerIndex: Int?
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
        var markerIndex: Int?
        for (index, id) in ids.enumerated() where id == Self.empty { markerIndex = index }
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
        self.markerIndex = markerIndex
    }

    /// Fibonacci hashing (Knuth, TAOCP vol. 3, 6.4): the top bits of id · 2^64/φ.
    @inline(__always) private static func slot(_ id: Int64, _ shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: id) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    @inline(__always) func index(of id: Int64) -> Int? {
        if id == Self.empty { return markerIndex }
        return keys.withUnsafeBufferPointer { k in
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
