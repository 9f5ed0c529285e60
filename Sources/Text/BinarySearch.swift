/// The one binary search, over a range of indices whose question holds for a prefix of them and not after (sorted
/// data asked "is this before what I look for?"). Index-based, so that it serves arrays, buffers and distances worked
/// out on demand alike (it asks only about the indices it probes), and inlined into its callers.
public enum BinarySearch {
    /// The first index of `range` where `isBefore` is false; `range.upperBound` when it holds for all.
    /// - Complexity: O(log range.count) questions.
    @inlinable @inline(__always)
    public static func partitionPoint(_ range: Range<Int>, isBefore: (Int) throws -> Bool) rethrows -> Int {
        var lo = range.lowerBound, hi = range.upperBound
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if try isBefore(mid) { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The last index of `range` where `isAtOrBefore` holds (it holds for a prefix), or `range.lowerBound` when it
    /// holds for none (a sorted list's item that holds a position: the last that starts at or before it).
    /// - Complexity: O(log range.count) questions.
    @inlinable @inline(__always)
    public static func lastIndex(_ range: Range<Int>, isAtOrBefore: (Int) throws -> Bool) rethrows -> Int {
        max(range.lowerBound, try partitionPoint(range, isBefore: isAtOrBefore) - 1)
    }

    /// `lastIndex(range, isAtOrBefore:)` for a caller whose position only moves on (a car along its route, asking
    /// several times a sample): walks on from `hint` when the question holds there, a compare or two where the
    /// search was ten steps, else searches; leaves the index found in `hint`.
    /// - Complexity: O(indices passed since the hint), O(log range.count) questions when it does not hold there.
    @inlinable @inline(__always)
    public static func lastIndex(_ range: Range<Int>, from hint: inout Int,
                                 isAtOrBefore: (Int) throws -> Bool) rethrows -> Int {
        if range.contains(hint), try isAtOrBefore(hint) {
            var i = hint
            while i + 1 < range.upperBound, try isAtOrBefore(i + 1) { i += 1 }
            hint = i
        } else {
            hint = try lastIndex(range, isAtOrBefore: isAtOrBefore)
        }
        return hint
    }
}
