/// Whole numbers from doubles without libm calls: the one place (cells of a frame, epochs of a time).
extension Double {
    /// `Int(rounded(.down))` without libm: the value truncated, less one when that is above it. The same integer
    /// for every value (an integer of any size truncates to itself, a smaller one's truncation is exact in a
    /// Double), and the same trap for NaN and values beyond `Int`. `rounded(.down)` is a call to `floor` on the
    /// x86-64 baseline (no SSE4.1 `roundsd`), with the vector registers saved around it.
    @inlinable @inline(__always) public var floorInt: Int {
        let i = Int(self)
        return Double(i) > self ? i &- 1 : i
    }

    /// `Int(rounded(.up))` without libm (see `floorInt`): the value truncated, plus one when that is below it.
    @inlinable @inline(__always) public var ceilInt: Int {
        let i = Int(self)
        return Double(i) < self ? i &+ 1 : i
    }
}
