extension Double {
    /// `Int(rounded(.down))` without libm: the value truncated, less one when that is above it. The same integer
    /// for every value (an integer of any size truncates to itself, a smaller one's truncation is exact in a
    /// Double), and the same trap for NaN and values beyond `Int`. `rounded(.down)` is a call to `floor` on the
    /// x86-64 baseline (no SSE4.1 `roundsd`), with the vector registers saved around it.
    @inline(__always) var floorInt: Int {
        let i = Int(self)
        return Double(i) > self ? i &- 1 : i
    }

    /// `Int(rounded(.up))` without libm (see `floorInt`): the value truncated, plus one when that is below it.
    @inline(__always) var ceilInt: Int {
        let i = Int(self)
        return Double(i) < self ? i &+ 1 : i
    }
}
