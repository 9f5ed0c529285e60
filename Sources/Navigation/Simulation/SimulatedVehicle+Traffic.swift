import Geo
import MapData
import Routing
import Traffic

extension SimulatedVehicle {
    /// The vehicle's targets in traffic: each edge of the route is capped at its traffic speed (the jam factor
    /// included), and the vehicle holds a little before an active closure on the route (queueing until a reroute
    /// or the road reopens). Rebuilt when the snapshot changes (once a minute at most, or on an injection).
    mutating func applyTraffic(at t: Seconds) {
        // The key is read through the stored context, which is copied out (two retains) only once a minute.
        guard !isOnDetour, let key = traffic?.snapshotKey(at: t) else { return }
        if let k = trafficKey, k.epoch == key.epoch, k.generation == key.generation { return }
        guard let traffic else { return }
        let snapshot = traffic.snapshot(at: t)
        trafficKey = (snapshot.epoch, snapshot.generation)
        let caps = Self.trafficSlowdowns(route: route, flows: traffic.flows(of: route, in: snapshot).flows)
        var holds = [Meters]()
        for inc in snapshot.incidents where inc.closesRoad {
            for span in route.edgeSpans where inc.edges.contains(span.edge) {
                let at = span.startOffset + (inc.offset - span.edgeStart)
                if at >= span.startOffset - 0.5 && at <= span.endOffset + 0.5 && at > offset {
                    holds.append(max(offset, at - Self.closureStandOff))
                }
            }
        }
        rebuildPath(DrivePath(route: route, options: options, traffic: caps, holds: holds, reusing: path))
    }

    /// Where a driver stops before a closure.
    static let closureStandOff: Meters = 15

    /// One slowdown per run of edges whose traffic speed is below their free flow (`flows`: each edge span's).
    static func trafficSlowdowns(route: Route, flows: [TrafficFlow]) -> [Slowdown] {
        let spans = route.edgeSpans
        var out = [Slowdown]()
        // At most one run per span (neighbours at different speeds are runs of their own): reserved once, as the
        // morning's traffic slows most spans and half of them outgrew the array twice a minute.
        out.reserveCapacity(min(spans.count, flows.count))
        // The run being extended, appended once it ends (not rewritten in the array at every span).
        var run = Slowdown(from: 0, to: 0, speed: 0), inRun = false
        for i in 0..<min(spans.count, flows.count) {
            let v = flows[i].speed, ff = flows[i].freeFlowSpeed
            guard v < ff - 0.05 else { continue }
            let speed = max(v, ff * TrafficFlow.crawlFraction)
            if inRun, run.to >= spans[i].startOffset - 0.01, abs(run.speed - speed) < 0.05 {
                run.to = spans[i].endOffset
            } else {
                if inRun { out.append(run) }
                run = Slowdown(from: spans[i].startOffset, to: spans[i].endOffset, speed: speed)
                inRun = true
            }
        }
        if inRun { out.append(run) }
        return out
    }
}
