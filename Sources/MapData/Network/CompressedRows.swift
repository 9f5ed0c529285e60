/// The row offsets of a compressed sparse row (CSR) layout: the items of row `r` are `self[r]`, that is
/// `offsets[r] ..< offsets[r + 1]` of an items array stored beside it. The one CSR index of the project (road
/// network edges by vertex, turn-graph arcs by state, hierarchy arcs by node).
///
/// Invariant: `offsets.count == rowCount + 1`, `offsets[0] == 0`, offsets never decrease. Every initializer checks
/// it in debug builds (`checkInvariant`), as swift-collections checks its invariants.
public struct CompressedRows: Sendable, Hashable {
    /// `rowCount + 1` non-decreasing offsets starting at 0.
    public let offsets: [Int32]

    public var rowCount: Int { offsets.count - 1 }
    /// The number of items in all rows (the length of the items array).
    public var itemCount: Int { Int(offsets[offsets.count - 1]) }

    /// From offsets built elsewhere.
    public init(offsets: [Int32]) {
        self.offsets = offsets.isEmpty ? [0] : offsets
        checkInvariant()
    }

    /// From the length of each row, in row order.
    public init<S: Sequence>(lengths: S) where S.Element == Int {
        var offsets: [Int32] = [0]
        offsets.reserveCapacity(lengths.underestimatedCount + 1)
        var total = 0
        for n in lengths {
            total += n
            offsets.append(Int32(total))
        }
        self.init(offsets: offsets)
    }

    /// From the row of each item, the items already grouped by row in ascending order (edges sorted by source).
    /// The order is a precondition checked in debug builds.
    public init<C: Collection>(sortedRows rows: C, rowCount: Int) where C.Element == Int32 {
        var offsets = [Int32](repeating: 0, count: rowCount + 1)
        var previous: Int32 = 0
        for r in rows {
            assert(r >= previous && Int(r) < rowCount, "CompressedRows: rows must be sorted and below rowCount (\(r) after \(previous))")
            previous = r
            offsets[Int(r) + 1] += 1
        }
        for i in 0..<rowCount { offsets[i + 1] += offsets[i] }
        self.init(offsets: offsets)
    }

    /// Groups items given in any order by their row (a counting sort): the rows, and `order`, the item indices
    /// grouped by row (stable within a row). `order[self[r]]` are the items of row `r`.
    public static func grouping<C: Collection>(rows: C, rowCount: Int) -> (rows: CompressedRows, order: [Int32])
    where C.Element == Int32 {
        var offsets = [Int32](repeating: 0, count: rowCount + 1)
        for r in rows { offsets[Int(r) + 1] += 1 }
        for i in 0..<rowCount { offsets[i + 1] += offsets[i] }
        var fill = offsets
        var order = [Int32](repeating: 0, count: rows.count)
        for (i, r) in rows.enumerated() {
            order[Int(fill[Int(r)])] = Int32(i)
            fill[Int(r)] += 1
        }
        return (CompressedRows(offsets: offsets), order)
    }

    /// The item indices of row `r`.
    @inlinable @inline(__always)
    public subscript(r: Int) -> Range<Int> {
        Int(offsets[r])..<Int(offsets[r + 1])
    }

    /// Asserts the invariant (debug builds only: `assert` is not evaluated with -O).
    public func checkInvariant() {
        assert(isValid, "CompressedRows: offsets must start at 0 and never decrease")
    }

    /// Whether the invariant holds. O(rows).
    public var isValid: Bool { Self.isValid(offsets) }

    /// Whether offsets start at 0 and never decrease.
    public static func isValid(_ offsets: [Int32]) -> Bool {
        guard offsets.first == 0 else { return false }
        for i in offsets.indices.dropFirst() where offsets[i - 1] > offsets[i] { return false }
        return true
    }
}
