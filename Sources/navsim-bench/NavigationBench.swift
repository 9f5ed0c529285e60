import Foundation
import Geo
import MapData
import Navigation
import Routing
import Traffic

/// Navigation throughput: a 30 km drive at 1 s intervals with every event computed and formatted as JSON Lines.
/// Goal (issue 3): well under 50 ms in release, i.e. at least 40,000 × real time.
enum NavigationBench {
    static func run() {
        let route = syntheticRoute(length: 30_000)
        measure(route, format: false)
        measure(route, format: true)
        demoDrive()
        TrafficDriveBench.run(andorra: MatchingBench.sharedData("graphhopper/andorra.osm.pbf"))
    }

    /// Routes/demo.json on the embedded town (routing excluded): the drive `swift run navsim` shows.
    static func demoDrive() {
        guard let map = try? OSMMap.defaultTown() else { return print("navigation: the default town did not load") }
        let router = Router(network: map.network)
        let spec = DriveSpec.harbourneDemo
        let clock = ContinuousClock()
        var best = Duration.seconds(1000)
        var summary: DriveSummary?
        for _ in 0..<5 {
            guard let runner = try? DriveRunner.make(spec: spec, map: map, provider: router) else {
                return print("navigation: no route for the demo drive")
            }
            let start = clock.now
            summary = try? runner.runToArrival { _ = EventFormat.jsonl.line($0) }
            best = min(best, clock.now - start)
        }
        guard let s = summary else { return print("navigation: the demo drive did not arrive") }
        let ms = Double(best.components.seconds) * 1000 + Double(best.components.attoseconds) / 1e15
        print(String(format: "navigation: demo drive in Harbourne, %.2f km, %d samples, %d events (JSON Lines): %.2f ms, %.0f x real time",
                     s.distance / 1000, s.samples, s.events, ms, s.duration / (ms / 1000)))
    }

    static func measure(_ route: Route, format: Bool) {
        var best = Duration.seconds(1000)
        var summary: DriveSummary?
        var bytes = 0
        for _ in 0..<5 {
            let clock = ContinuousClock()
            var count = 0
            let start = clock.now
            let runner = DriveRunner(route: route, simulation: SimulationOptions(driverFactor: 1.15, seed: 1, noise: 3))
            summary = try? runner.runToArrival { count += format ? EventFormat.jsonl.line($0).utf8.count + 1 : 1 }
            let elapsed = clock.now - start
            if elapsed < best { best = elapsed }
            bytes = count
        }
        guard let s = summary else {
            print("navigation: the 30 km drive did not arrive")
            return
        }
        let ms = Double(best.components.seconds) * 1000 + Double(best.components.attoseconds) / 1e15
        print(String(format: "navigation: %.1f km drive, %d samples (1 s), %d events%@: %.2f ms (best of 5), %.0f x real time",
                     route.length / 1000, s.samples, s.events, format ? ", \(bytes) bytes of JSON Lines" : " (not formatted)",
                     ms, s.duration / (ms / 1000)))
    }

    /// A 30 km zig-zag through town and country: limits 30…130, a turn every 600 m, signals, stops, cameras,
    /// tunnels and bridges along the way (a stand-in for a long drive; the default town is only 4 km across).
    static func syntheticRoute(length: Meters) -> Route {
        var points = [Coordinate(51.0, -1.0)]
        var heading: Degrees = 0
        let limits: [KilometersPerHour] = [50, 30, 50, 80, 100, 130, 110, 70, 50]
        var segments = [RouteSegment]()
        var maneuvers = [Maneuver(kind: .depart, offset: 0, location: points[0], bearingBefore: 0, bearingAfter: 0,
                                  roadName: "Road 0", instruction: "Depart on Road 0")]
        var features = [RouteFeature]()
        var spans = [AttributeSpan]()
        var offset: Meters = 0
        var duration: Seconds = 0
        var i = 0
        while offset < length {
            let limit = limits[i % limits.count]
            let start = offset
            for _ in 0..<6 {
                let next = points[points.count - 1].destination(distance: 100, bearing: heading)
                offset += points[points.count - 1].distance(to: next)
                points.append(next)
            }
            let d = (offset - start) / UnitConversion.mps(fromKmh: limit)
            duration += d
            segments.append(RouteSegment(startOffset: start, endOffset: offset, duration: d, road: Int32(i), name: "Road \(i)",
                                         ref: limit >= 100 ? "A\(i)" : nil, highway: limit >= 100 ? .trunk : .secondary, speedLimit: limit))
            let kinds: [PointFeatureKind] = [.trafficSignals, .stop, .speedCamera]
            features.append(RouteFeature(kind: kinds[i % 3], offset: start + 300, coordinate: points[points.count - 4]))
            if i % 4 == 1 { spans.append(AttributeSpan(attribute: i % 8 == 1 ? .tunnel : .bridge, startOffset: start + 100, endOffset: start + 250)) }
            let turn: Degrees = i % 2 == 0 ? 60 : -60
            let before = heading
            heading = Angle.normalized(heading + turn)
            maneuvers.append(Maneuver(kind: turn > 0 ? .right : .left, offset: offset, location: points[points.count - 1],
                                      bearingBefore: before, bearingAfter: heading, roadName: "Road \(i + 1)",
                                      instruction: (turn > 0 ? "Turn right" : "Turn left") + " onto Road \(i + 1)"))
            i += 1
        }
        let line = Polyline(points)
        maneuvers[maneuvers.count - 1] = Maneuver(kind: .arrive, offset: line.length, location: points[points.count - 1],
                                                  bearingBefore: heading, bearingAfter: heading, instruction: "Arrive at your destination")
        let leg = RouteLeg(startOffset: 0, endOffset: line.length, duration: duration, from: points[0],
                           to: points[points.count - 1], maneuvers: 0..<maneuvers.count)
        return Route(geometry: line, duration: duration, legs: [leg], maneuvers: maneuvers, segments: segments,
                     attributeSpans: spans, features: features, edges: [], profile: .car)
    }
}

/// Issue 15's budget: a ~30 km drive on Andorra's real network, headless with every event formatted, without and
/// with the traffic world (flow and seeded incidents at the morning peak, ETA updates, incident checks, better-route
/// checks). Traffic makes the car slower, so the drive takes more samples: the figure compared is time per sample.
enum TrafficDriveBench {
    static func run(andorra path: String) {
        guard let map = try? OSMMap.load(path: path) else { return print("navigation (traffic): \(path) is missing") }
        let router = Router(network: map.network)
        let net = map.network
        var g = SeededGenerator(seed: 15)
        var best: Route?
        for _ in 0..<60 {
            let w = (0..<3).map { _ in net.vertices[Int.random(in: 0..<net.vertices.count, using: &g)].coordinate }
            guard let r = try? router.routes(for: RouteRequest(waypoints: w)).first else { continue }
            if abs(r.length - 30_000) < abs((best?.length ?? 0) - 30_000) { best = r }
        }
        guard let route = best else { return print("navigation (traffic): no route") }
        let model = TrafficModel(network: net, options: TrafficOptions(seed: 1))
        router.traffic = model
        func drive(traffic: Bool) -> (ms: Double, samples: Int, events: Int) {
            var bestMs = Double.infinity, samples = 0, events = 0
            for _ in 0..<5 {
                let clock = ContinuousClock()
                let runner = DriveRunner(route: route, simulation: SimulationOptions(seed: 1), provider: router, network: net)
                if traffic { runner.attach(traffic: TrafficContext(model: model, startTime: 8 * 3600)) }
                var count = 0
                let start = clock.now
                let s = try? runner.runToArrival { count += EventFormat.jsonl.line($0).utf8.count > 0 ? 1 : 0 }
                let d = clock.now - start
                bestMs = min(bestMs, Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15)
                samples = s?.samples ?? 0
                events = count
            }
            return (bestMs, samples, events)
        }
        let off = drive(traffic: false), on = drive(traffic: true)
        let perOff = off.ms / Double(max(1, off.samples)) * 1000, perOn = on.ms / Double(max(1, on.samples)) * 1000
        print(String(format: "navigation (Andorra, %.1f km): without traffic %.2f ms, %d samples (%.2f µs/sample); "
                     + "with traffic at 08:00 %.2f ms, %d samples, %d events (%.2f µs/sample): +%.1f %% per sample",
                     route.length / 1000, off.ms, off.samples, perOff, on.ms, on.samples, on.events, perOn,
                     (perOn / perOff - 1) * 100))
    }
}
