import Foundation
import Geo
import MapData
import Navigation
import Routing

/// Navigation throughput: a 30 km drive at 1 s intervals with every event computed and formatted as JSON Lines.
/// Goal (issue 3): well under 50 ms in release, i.e. at least 40,000 × real time.
enum NavigationBench {
    static func run() {
        let route = syntheticRoute(length: 30_000)
        measure(route, format: false)
        measure(route, format: true)
        demoDrive()
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
