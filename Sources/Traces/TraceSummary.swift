import Geo

/// Figures about a trace: what `navsim trace` prints after the fixes.
public struct TraceSummary: Hashable, Sendable {
    /// Number of fixes.
    public var points: Int
    /// From the first to the last timed fix; nil without two timed fixes.
    public var duration: Seconds?
    /// Sum of great-circle hops within each segment (not across segment breaks).
    public var length: Meters
    /// The box around all fixes; nil without fixes.
    public var bounds: BoundingBox?
    /// The first and the last time among the fixes.
    public var firstTime: Seconds?
    public var lastTime: Seconds?
    /// What the reader skipped, by reason.
    public var skipped: SkippedLines

    /// - Complexity: O(n) in the number of fixes.
    public init(_ trace: Trace) {
        points = trace.fixes.count
        var length: Meters = 0
        for seg in trace.segments where seg.count > 1 {
            var prev = trace.fixes[seg.lowerBound].coordinate
            for i in seg.dropFirst() {
                let c = trace.fixes[i].coordinate
                length += prev.distance(to: c)
                prev = c
            }
        }
        self.length = length
        // A plain loop: the generic `BoundingBox(covering:)` over a lazy key-path map ran unspecialized, a tenth of
        // `navsim trace --jsonl` on a 200,000-point file.
        var box: BoundingBox?
        for f in trace.fixes {
            if box == nil { box = BoundingBox(covering: CollectionOfOne(f.coordinate)) } else { box?.extend(f.coordinate) }
        }
        bounds = box
        firstTime = trace.fixes.first { $0.time != nil }?.time
        lastTime = trace.fixes.last { $0.time != nil }?.time
        if let a = firstTime, let b = lastTime, trace.fixes.count > 1 { duration = b - a } else { duration = nil }
        skipped = trace.skipped
    }
}

extension Trace {
    /// Points, duration, length, bounds and skipped lines.
    public var summary: TraceSummary { TraceSummary(self) }
}
