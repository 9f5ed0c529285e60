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
        let n = min(route.edgeSpans.count, flows.count)
        // At most one run per span (neighbours at different speeds are runs of their own), written in place: the
        // morning's traffic slows nearly every span, each at a speed of its own, so a minute makes a run per span.
        return [Slowdown](unsafeUninitializedCapacity: n) { out, written in
            written = 0
            route.edgeSpans.withUnsafeBufferPointer { spans in
                flows.withUnsafeBufferPointer { flows in
                    // The run being extended, written once it ends (not rewritten at every span).
                    var run = Slowdown(from: 0, to: 0, speed: 0), inRun = false
                    for i in 0..<n {
                        let v = flows[i].speed, ff = flows[i].freeFlowSpeed
                        guard v < ff - 0.05 else { continue }
                        let speed = max(v, ff * TrafficFlow.crawlFraction)
                        if inRun, run.to >= spans[i].startOffset - 0.01, abs(run.speed - speed) < 0.05 {
                            run.to = spans[i].endOffset
                        } else {
                            if inRun {
                                out[written] = run
                                written += 1
                            }
                            run = Slowdown(from: spans[i].startOffset, to: spans[i].endOffset, speed: speed)
                            inRun = true
                        }
                    }
                    if inRun {
                        out[written] = run
                        written += 1
                    }
                }
            }
        }
    }
}
