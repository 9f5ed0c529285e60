/// A search weight or a sum of them along a path: integer milliseconds (centimetres for `shortest`), as
/// `EdgeCosting.weight` gives per edge. Sums saturate at `.unreachable` instead of wrapping around: an unchecked
/// `&+` past `Int32.max` turned a hopeless path negative, and it ranked as the cheapest. Searches store the raw
/// `Int32` in their scratch arrays (`SearchSpace`); every sum goes through `+` here.
struct Weight: Comparable, Hashable, Sendable {
    var raw: Int32

    @inline(__always) init(_ raw: Int32) { self.raw = raw }

    static let zero = Weight(0)
    /// The saturated sum; also the scratch arrays' "not reached" value.
    static let unreachable = Weight(.max)

    /// The saturating sum: `.unreachable` (or `Int32.min` for a negative overflow) instead of a wrapped value.
    @inline(__always) static func + (a: Weight, b: Weight) -> Weight {
        let (sum, overflow) = a.raw.addingReportingOverflow(b.raw)
        return overflow ? Weight(b.raw > 0 ? .max : .min) : Weight(sum)
    }

    @inline(__always) static func < (a: Weight, b: Weight) -> Bool { a.raw < b.raw }
}
