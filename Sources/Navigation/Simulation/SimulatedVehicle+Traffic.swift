import Geo
import MapData
import Routing
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
        let rebuilt = spans.withUnsafeBufferPointer { spans in
            flows.flows.withUnsafeBufferPointer { flows in
                let runs = TrafficRuns(spans: spans, flows: flows)
                return DrivePath(route: route, options: options, traffic: runs, runCount: runs.count, holds: holds,
                                 reusing: path)
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

    mutating func next() -> Slowdown? {
        while position < count {
            let i = position
            position += 1
            let v = flows[i].speed, ff = flows[i].freeFlowSpeed
            guard v < ff - 0.05 else { continue }
            let speed = Swift.max(v, ff * TrafficFlow.crawlFraction)
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
