import Geo
import MapData
import Routing
import Text
import Traffic

extension SimulatedVehicle {
    /// The vehicle's targets in traffic: each edge of the route is capped at its traffic speed (the jam factor
    /// included), and the vehicle holds a little before an active closure on the route (queueing until a reroute
    /// or the road reopens). Rebuilt when the snapshot changes (once a minute at most, or on an injection).
    /// Inlined into each sample's step, which mostly finds the key the path was built for.
    @inline(__always) mutating func applyTraffic(at t: Seconds) {
        // The key is read through the stored context, which is copied out (two retains) only once a minute.
        guard !isOnDetour, let key = traffic?.snapshotKey(at: t, window: &epochWindow) else { return }
        if let k = trafficKey, k.epoch == key.epoch, k.generation == key.generation { return }
        rebuildPathForTraffic(at: t)
    }

    /// `applyTraffic(at:)` once the snapshot changed.
    private mutating func rebuildPathForTraffic(at t: Seconds) {
        guard let traffic else { return }
        let snapshot = traffic.snapshot(at: t)
        trafficKey = (snapshot.epoch, snapshot.generation)
        let flows = traffic.flows(of: route, in: snapshot)
        let spans = route.edgeSpans
        var holds = [Meters]()
        for inc in snapshot.incidents where inc.closesRoad {
            // The spans an active incident lies on, in route order (found by the flows' evaluation): a closure's
            // edges are among them.
            for i in flows.withIncident where inc.edges.contains(spans[i].edge) {
                let span = spans[i]
                let at = span.startOffset + (inc.offset - span.edgeStart)
                if at >= span.startOffset - 0.5 && at <= span.endOffset + 0.5 && at > offset {
                    holds.append(max(offset, at - Self.closureStandOff))
                }
            }
        }
        // Only the route ahead: from the first span at or before the car's whose runs start afresh (the same runs
        // as a walk from the route's start would make from there on).
        let at = offset
        let rebuilt = spans.withUnsafeBufferPointer { spans in
            flows.flows.withUnsafeBufferPointer { flows in
                var runs = TrafficRuns(spans: spans, flows: flows)
                let first = runs.start(atOrBefore: BinarySearch.lastIndex(spans.indices) { spans[$0].startOffset <= at })
                return DrivePath(route: route, options: options, traffic: runs, runCount: runs.count, holds: holds,
                                 reusing: path, from: spans.isEmpty ? 0 : spans[first].startOffset, speed: speed)
            }
        }
        rebuildPath(rebuilt)
    }

    /// Where a driver stops before a closure.
    static let closureStandOff: Meters = 15
}

/// One slowdown per run of edge spans whose traffic speed is below their free flow (`flows`: each span's), in route
/// order, made as the path's merge reads them: the morning's traffic slows nearly every span, each at a speed of its
/// own, so a minute's rebuild has a run per span, which were an array written and read once.
struct TrafficRuns: Sequence, IteratorProtocol {
    /// Borrowed for the rebuild (`SimulatedVehicle.applyTraffic`, which reads the runs within the arrays' access).
    private let spans: UnsafeBufferPointer<RouteEdgeSpan>
    private let flows: UnsafeBufferPointer<TrafficFlow>
    /// At most this many runs (one per span).
    let count: Int
    private var position = 0
    /// The run being extended, given once it ends.
    private var run = Slowdown(from: 0, to: 0, speed: 0)
    private var inRun = false

    init(spans: UnsafeBufferPointer<RouteEdgeSpan>, flows: UnsafeBufferPointer<TrafficFlow>) {
        self.spans = spans
        self.flows = flows
        count = Swift.min(spans.count, flows.count)
    }

    /// Starts the runs at the last span at or before `span` where a walk from the first span would start a run
    /// afresh, so that the runs from there on are the same; returns that span. A run takes the speed of its first
    /// span and the adjacent spans within 0.05 km/h of it, so a run surely starts at a span whose predecessor ends
    /// short of it, or holds no run and ends short of it, or differs from it by 0.11 km/h or more (the run it was in
    /// is within 0.05 of it).
    /// - Complexity: O(spans walked back), mostly none: traffic gives neighbouring spans speeds of their own.
    mutating func start(atOrBefore span: Int) -> Int {
        position = Swift.max(0, Swift.min(span, count - 1))
        while position > 0 && !startsAfresh(position) { position -= 1 }
        return position
    }

    /// True when no run of the spans before `r` can take in span `r` or any after it.
    private func startsAfresh(_ r: Int) -> Bool {
        let start = spans[r].startOffset
        guard let before = slowed(r - 1) else { return spans[r - 1].startOffset < start - 0.01 }
        if spans[r - 1].endOffset < start - 0.01 { return true }
        guard let here = slowed(r) else { return false }
        return abs(here - before) >= 0.11
    }

    /// A span's speed in its run (`next()`'s), nil when traffic does not slow it.
    @inline(__always) private func slowed(_ i: Int) -> Double? {
        let v = flows[i].speed, ff = flows[i].freeFlowSpeed
        guard v < ff - 0.05 else { return nil }
        return Swift.max(v, ff * TrafficFlow.crawlFraction)
    }

    mutating func next() -> Slowdown? {
        while position < count {
            let i = position
            position += 1
            guard let speed = slowed(i) else { continue }
            if inRun, run.to >= spans[i].startOffset - 0.01, abs(run.speed - speed) < 0.05 {
                run.to = spans[i].endOffset
                continue
            }
            let ended = run
            run = Slowdown(from: spans[i].startOffset, to: spans[i].endOffset, speed: speed)
            if inRun { return ended }
            inRun = true
        }
        guard inRun else { return nil }
        inRun = false
        return run
    }
}
