import Foundation
import Geo
import MapData
import Navigation
import Routing
import Traffic

/// Issue 15's speed figures (`navsim-bench traffic`): the traffic-aware route query on Andorra beside the static
/// hierarchy's, on the routing section's 1,000 seeded pairs, and the ~30 km drive with and without traffic.
/// Times are the thread's CPU time, so that other work on a shared machine does not count.
enum TrafficBench {
    static func run() {
        print("\n== traffic (issue 15)")
        checkParts()
        let path = SharedData.path("graphhopper/andorra.osm.pbf")
        guard let map = try? OSMMap.load(path: path) else { return print("skipped: \(path) is missing") }
        switch part {
        case nil:
            queries(map.network)
            TrafficDriveBench.run(map: map)
        case "queries": queries(map.network)
        default: TrafficDriveBench.run(map: map)
        }
    }

    /// `NAVSIM_TRAFFIC_PART` runs one part alone, e.g. under a profiler (`valgrind --tool=callgrind`): `queries`,
    /// or one drive (`drive` with traffic, `drive-off` without, `drive-minute` looking for a faster route every
    /// minute), `NAVSIM_TRAFFIC_REPS` times (default 1).
    static let part = ProcessInfo.processInfo.environment["NAVSIM_TRAFFIC_PART"]
    static let reps = Int(ProcessInfo.processInfo.environment["NAVSIM_TRAFFIC_REPS"] ?? "1") ?? 0

    /// A part or a count it does not know is one message and exit status 2, before anything is loaded (a count
    /// below 1 would make an empty, or trapping, range of drives).
    static func checkParts() {
        let parts = ["queries", "drive", "drive-off", "drive-minute"]
        var problems = [String]()
        if let part, !parts.contains(part) {
            problems.append("NAVSIM_TRAFFIC_PART must be one of \(parts.joined(separator: ", ")), got '\(part)'")
        }
        if reps < 1 {
            problems.append("NAVSIM_TRAFFIC_REPS must be a whole number of at least 1, got '\(ProcessInfo.processInfo.environment["NAVSIM_TRAFFIC_REPS"] ?? "")'")
        }
        guard !problems.isEmpty else { return }
        FileHandle.standardError.write(Data(problems.map { "navsim-bench: \($0)\n" }.joined().utf8))
        exit(2)
    }

    /// Goal: the traffic-aware query ≤ 100 µs median. Departures spread over the morning peak, 10 queries per
    /// simulated minute (a new snapshot every 10 queries, as a fleet of drives would ask).
    static func queries(_ network: RoadNetwork) {
        let router = Router(network: network)
        router.prepare(.car)
        var g = SeededGenerator(seed: 2026)
        let pairs = (0..<1000).map { _ in
            (network.vertices[Int.random(in: 0..<network.vertices.count, using: &g)].coordinate,
             network.vertices[Int.random(in: 0..<network.vertices.count, using: &g)].coordinate)
        }
        func measure(_ label: String, time: (Int) -> Seconds?) {
            var times = [Double](), failures = 0
            for (i, (a, b)) in pairs.enumerated() {
                let request = RouteRequest(waypoints: [a, b], trafficTime: time(i))
                let start = cpuSeconds()
                do { _ = try router.summary(for: request) } catch { failures += 1 }
                times.append((cpuSeconds() - start) * 1e6)
            }
            times.sort()
            print("\(label): median \(fmt(times[times.count / 2])) µs, p95 \(fmt(times[times.count * 95 / 100])) µs"
                  + (failures > 0 ? " (\(failures) pairs without a route)" : ""))
        }
        measure("static route query (contraction hierarchy, no traffic)") { _ in nil }
        router.traffic = TrafficModel(network: network, options: TrafficOptions(seed: 1))
        measure("traffic-aware route query, 07:30-09:10 (A* with CH potentials)") { 7.5 * 3600 + Double($0 / 10) * 60 }
        measure("traffic-aware route query, 17:00-18:40") { 17 * 3600 + Double($0 / 10) * 60 }
        var fresh = [Double]()
        for k in 0..<50 {
            let (a, b) = pairs[k]
            let start = cpuSeconds()
            _ = try? router.summary(for: RouteRequest(waypoints: [a, b], trafficTime: 12 * 3600 + Double(k) * 60))
            fresh.append((cpuSeconds() - start) * 1e6)
        }
        fresh.sort()
        print("  each query in a new minute (snapshot + search): median \(fmt(fresh[fresh.count / 2])) µs")
    }

    /// CPU time of the calling thread, in seconds.
    static func cpuSeconds() -> Double { BenchTiming.threadCPUMilliseconds() / 1000 }

    static func fmt(_ v: Double) -> String { String(format: v < 10 ? "%.2f" : "%.0f", v) }
}

/// Goal: traffic adds ≤ 10 % to a ~30 km drive on Andorra's real network, headless with every event formatted,
/// without and with the traffic world (flow and seeded incidents at the morning peak, ETA updates, incident checks,
/// better-route checks). Traffic makes the car slower, so the drive takes more samples: the figure compared is time
/// per sample (what evaluating traffic adds to each second driven; the longer drive itself is the traffic's effect
/// on the car, not work the program does per se).
enum TrafficDriveBench {
    static func run(map: OSMMap) {
        let router = Router(network: map.network)
        let net = map.network
        var g = SeededGenerator(seed: 15)
        var best: Route?
        for _ in 0..<60 {
            let w = (0..<3).map { _ in net.vertices[Int.random(in: 0..<net.vertices.count, using: &g)].coordinate }
            guard let r = try? router.routes(for: RouteRequest(waypoints: w)).first else { continue }
            if abs(r.length - 30_000) < abs((best?.length ?? 0) - 30_000) { best = r }
        }
        guard let route = best else { return print("traffic drive: no route") }
        let model = TrafficModel(network: net, options: TrafficOptions(seed: 1))
        router.traffic = model
        /// One drive: its thread CPU time, samples and events.
        func drive(traffic: Bool, lookEvery interval: Seconds? = nil) -> (ms: Double, samples: Int, events: Int) {
            var navigation = NavigatorOptions()
            if let interval { navigation.betterRouteInterval = interval }
            // Each drive starts with the router's traffic caches empty (its minute's costing and the legs' bounds over
            // the next minutes, `Router.legLowerBound`): the drives all start at 08:00, and a bound the last drive
            // worked out would spare this one a search a single drive pays for.
            router.traffic = model
            let runner = DriveRunner(route: route, simulation: SimulationOptions(seed: 1), navigation: navigation,
                                     provider: router, network: net)
            if traffic { runner.attach(traffic: TrafficContext(model: model, startTime: 8 * 3600)) }
            var count = 0
            let start = TrafficBench.cpuSeconds()
            let s = try? runner.runToArrival { count += EventFormat.jsonl.line($0).utf8.count > 0 ? 1 : 0 }
            return ((TrafficBench.cpuSeconds() - start) * 1000, s?.samples ?? 0, count)
        }
        // The drives without and with traffic alternate, so both see the same machine (a drive is ~5-15 ms: a
        // frequency step or a neighbour's burst moved one side's best of 7 by 50 %). The figure is the median of
        // the pairs' per-sample ratios; the best times are printed beside it.
        if let part = TrafficBench.part {
            for _ in 0..<TrafficBench.reps {
                let r = drive(traffic: part != "drive-off", lookEvery: part == "drive-minute" ? 60 : nil)
                print("\(part): " + String(format: "%.2f ms, %d samples, %d events", r.ms, r.samples, r.events))
            }
            return
        }
        let pairs = 15
        var offRuns = [Double](), onRuns = [Double](), minuteRuns = [Double](), ratios = [Double](), minuteRatios = [Double]()
        var timerOffRatios = [Double]()
        var off = (ms: 0.0, samples: 0, events: 0), on = off, minute = off, timerOff = off
        for _ in 0..<pairs {
            off = drive(traffic: false)
            on = drive(traffic: true)
            // The same drive looking for a faster route every minute (the cadence before the documented five minutes).
            minute = drive(traffic: true, lookEvery: 60)
            // And without the timer's looks (the look at the start and those an incident ahead brings forward stay):
            // what the looks cost, beside what evaluating traffic costs each sample.
            timerOff = drive(traffic: true, lookEvery: .infinity)
            offRuns.append(off.ms); onRuns.append(on.ms); minuteRuns.append(minute.ms)
            /// A drive's time per sample over the pair's drive without traffic.
            func perSample(_ r: (ms: Double, samples: Int, events: Int)) -> Double {
                r.ms / Double(max(1, r.samples)) / (off.ms / Double(max(1, off.samples)))
            }
            ratios.append(perSample(on))
            minuteRatios.append(perSample(minute))
            timerOffRatios.append(perSample(timerOff))
        }
        func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
        let bestOff = offRuns.min() ?? 0, bestOn = onRuns.min() ?? 0, bestMinute = minuteRuns.min() ?? 0
        let perOff = bestOff / Double(max(1, off.samples)) * 1000, perOn = bestOn / Double(max(1, on.samples)) * 1000
        print(String(format: "drive on Andorra (%.1f km), %d alternated pairs: without traffic best %.2f ms, %d samples (%.2f µs/sample); "
                     + "with traffic at 08:00 best %.2f ms, %d samples, %d events (%.2f µs/sample): %+.1f %% per sample "
                     + "(median of the pairs; best against best %+.1f %%)",
                     route.length / 1000, pairs, bestOff, off.samples, perOff, bestOn, on.samples, on.events, perOn,
                     (median(ratios) - 1) * 100, (perOn / perOff - 1) * 100))
        let perMinute = bestMinute / Double(max(1, minute.samples)) * 1000
        print(String(format: "  looking for a faster route every 60 s instead of every %.0f s: %.2f µs/sample best (%+.1f %% per sample, median of the pairs)",
                     NavigatorOptions().betterRouteInterval, perMinute, (median(minuteRatios) - 1) * 100))
        print(String(format: "  without the timer's looks (only the start's and those an incident brings forward): %+.1f %% per sample (median of the pairs)",
                     (median(timerOffRatios) - 1) * 100))
    }
}
