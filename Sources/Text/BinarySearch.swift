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
}
