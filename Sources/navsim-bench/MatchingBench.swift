import Foundation
import Geo
import MapData
import Navigation
import Routing

/// Map-matching figures: 20 simulated 1 Hz drives of 4 to 53 km on Andorra at up to 50 km/h with σ = 5 m GPS noise
/// (recorded with the simulator), matched offline; points per second and accuracy against the ground truth. Then,
/// side by side on the same GPX files, whole processes: `navsim match` (build it first: `swift build -c release`)
/// and leuvenmapmatching (`pip install leuvenmapmatching`; `tools/leuven_peer.py`), on those drives and on the harder
/// cases of `MatchingScenario.harder` (stop and go, σ 15 / 30 m with outliers, one fix every 5 / 15 / 30 s).
enum MatchingBench {
    static let driveCount = 20
    static let lengthRange: ClosedRange<Meters> = 4_000...53_000
    /// Harder cases: this many drives each, shorter (leuven takes seconds per drive).
    static let hardCount = 4
    static let hardLengthRange: ClosedRange<Meters> = 3_000...9_000

    static func run() {
        print("\n== map matching (HMM, Newson & Krumm 2009)")
        let path = SharedData.path("graphhopper/andorra.osm.pbf")
        guard let map = try? OSMMap.load(path: path) else {
            print("skipped: \(path) is missing")
            return
        }
        let network = map.network
        let router = Router(network: network)
        var g = SeededGenerator(seed: 53)
        let routes = randomRoutes(router: router, network: network, count: driveCount, lengths: lengthRange, using: &g)
        let drives = routes.enumerated().map { k, r in MatchingScenario.steady.drive(route: r, network: network, seed: UInt64(k + 1)) }
        let points = drives.reduce(0) { $0 + $1.samples.count }
        print(String(format: "drives: %d, %.1f ... %.1f km, %d points (1 Hz, <= 50 km/h, sigma 5 m)", drives.count,
                     (routes.map(\.length).min() ?? 0) / 1000, (routes.map(\.length).max() ?? 0) / 1000, points))
        inProcess(drives, network: network, points: points)
        outliersOnTheTown()
        compareWithPeers(steady: drives, map: path, network: network, router: router)
    }

    static func inProcess(_ drives: [RecordedDrive], network: RoadNetwork, points: Int) {
        let matcher = MapMatcher(network: network)
        let clock = ContinuousClock()
        var accuracy = [MatchAccuracy]()
        var searches = 0
        var best = Duration.seconds(1_000_000)
        for round in 0..<3 {
            var results = [MatchResult]()
            var s = 0
            let elapsed = clock.measure {
                for d in drives {
                    results.append(matcher.match(d.samples))
                    s += matcher.lastSearchCount
                }
            }
            best = min(best, elapsed)
            if round == 0 {
                accuracy = zip(results, drives).map { MatchAccuracy.evaluate($0, truth: $1.truth, network: network) }
                searches = s
            }
        }
        let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) * 1e-18
        let a = MatchAccuracy.combined(accuracy)
        print(String(format: "offline match: %.0f points/s (best of 3: %.3f s for %d points; %d route searches)",
                     Double(points) / seconds, seconds, points, searches))
        print(String(format: "accuracy: %.1f %% exact directed edge, %.1f %% edge or neighbour, median error %.2f m",
                     a.exact * 100, a.exactOrNeighbour * 100, a.medianError))
        // The simulator's speeds are exact; the smoother trusts Doppler speed to 0.5 m/s. Without smoothing:
        var raw = MatcherOptions()
        raw.smoothsAlongPath = false
        let rawMatcher = MapMatcher(network: network, options: raw)
        let b = MatchAccuracy.combined(drives.map { MatchAccuracy.evaluate(rawMatcher.match($0.samples), truth: $0.truth, network: network) })
        print(String(format: "without along-path smoothing: %.1f %% exact, %.1f %% edge or neighbour, median error %.2f m",
                     b.exact * 100, b.exactOrNeighbour * 100, b.medianError))
        let online = clock.measure {
            for d in drives {
                let m = OnlineMapMatcher(network: network, lag: 5)
                for s in d.samples { _ = m.push(MatchObservation(s)) }
                _ = m.finish()
            }
        }
        let os = Double(online.components.seconds) + Double(online.components.attoseconds) * 1e-18
        print(String(format: "online match (lag 5): %.0f points/s", Double(points) / os))
    }

    /// Issue 18's outlier figure: in the default town's dense street grid, how many fixes thrown 100-300 m the match
    /// still follows (placed over 90 m from the car), with the outlier skip state and without it (same drives: the
    /// city and motorway routes, 4 seeds each, 10 % of fixes thrown).
    static func outliersOnTheTown() {
        guard let town = try? OSMMap.defaultTown() else { return }
        let network = town.network
        let router = Router(network: network)
        // The waypoints of Routes/city.json and Routes/motorway.json.
        let ends = [("city", [Coordinate(latitude: 51.01995, longitude: -1.0586), Coordinate(latitude: 51.02002, longitude: -1.041878)]),
                    ("motorway", [Coordinate(latitude: 51.020000, longitude: -1.027126), Coordinate(latitude: 51.035468, longitude: -1.029985)])]
        for scenario in [MatchingScenario.noisy15, .noisy30] {
            var without = scenario.matcherOptions
            without.outlierPenalty = .infinity
            var thrown = 0, followed = [0, 0], skips = 0, points = 0
            for (k, (_, waypoints)) in ends.enumerated() {
                guard let route = try? router.routes(for: RouteRequest(waypoints: waypoints)).first else { continue }
                for seed in 0..<4 {
                    let d = scenario.drive(route: route, network: network, seed: UInt64(9 + seed * 7 + k))
                    points += d.samples.count
                    let t = d.samples.indices.filter { d.samples[$0].coordinate.distance(to: d.truth[$0].coordinate) > 100 }
                    thrown += t.count
                    for (v, options) in [scenario.matcherOptions, without].enumerated() {
                        let m = MapMatcher(network: network, options: options)
                        let r = m.match(d.samples)
                        if v == 0 { skips += m.lastOutlierSkips }
                        followed[v] += t.filter { r.points[$0].isMatched && r.points[$0].coordinate.distance(to: d.truth[$0].coordinate) > 90 }.count
                    }
                }
            }
            print("town grid, \(scenario.name), \(points) points: outliers followed \(followed[0]) of \(thrown) with the skip state "
                  + "(\(skips) fixes skipped), \(followed[1]) without")
        }
    }

    /// Whole processes on the same GPX files; the harder cases in process for navsim when its binary is missing.
    static func compareWithPeers(steady: [RecordedDrive], map: String, network: RoadNetwork, router: Router) {
        // $NAVSIM_BENCH_KEEP names a directory that keeps the traces, graph and peer outputs for inspection.
        let keep = ProcessInfo.processInfo.environment["NAVSIM_BENCH_KEEP"]
        let directory = keep.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("navsim-bench-matching-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(at: directory) } }
        let graph = directory.appendingPathComponent("andorra.graph").path
        // $NAVSIM_BENCH_PEERS ("navsim", "leuven" or both, comma-separated; default both) picks the matchers to run:
        // leuven takes minutes of CPU, an hour of wall time on a loaded machine.
        let wanted = Set((ProcessInfo.processInfo.environment["NAVSIM_BENCH_PEERS"] ?? "navsim,leuven").split(separator: ",").map(String.init))
        let navsim = wanted.contains("navsim") ? MatchingPeer.navsim(map: map) : nil
        let leuven = wanted.contains("leuven") && MatchingPeer.exportGraph(network, to: graph)
            ? MatchingPeer.leuven(graph: graph, output: directory) : nil
        if navsim == nil { print("navsim match: skipped (build the release binary first: swift build -c release; or not in NAVSIM_BENCH_PEERS)") }
        if leuven == nil { print("leuvenmapmatching: skipped (pip install leuvenmapmatching; or not in NAVSIM_BENCH_PEERS)") }
        let peers = [navsim, leuven].compactMap { $0 }
        guard !peers.isEmpty else { return }
        print("side by side, whole processes on the same GPX files:")
        var g = SeededGenerator(seed: 1818)
        let hardRoutes = randomRoutes(router: router, network: network, count: hardCount, lengths: hardLengthRange, using: &g)
        let cases = [(MatchingScenario.steady, steady)] + MatchingScenario.harder.enumerated().map { k, s in
            (s, hardRoutes.enumerated().map { i, r in s.drive(route: r, network: network, seed: UInt64(100 * (k + 1) + i)) })
        }
        let startUp = navsim == nil ? nil : MatchingPeer.startUp(runs: 20)
        for (k, (scenario, drives)) in cases.enumerated() {
            let n = drives.reduce(0) { $0 + $1.samples.count }
            print("  \(scenario.name) (\(drives.count) drives, \(n) points):")
            var scores = [String: MatchingPeer.Score]()
            for peer in peers {
                let score = peer.compare(drives, sigma: scenario.matcherOptions.sigma, in: directory, tag: "case\(k)")
                scores[peer.name] = score
                print("    " + peer.name.padding(toLength: 18, withPad: " ", startingAt: 0) + (score?.summary ?? "failed"))
            }
            printRatios(navsim: scores["navsim match"], leuven: scores["leuvenmapmatching"], startUp: startUp)
        }
    }

    /// Per trace file (one process each), both matchers side by side: wall and CPU time, navsim's lead per wall second
    /// and per CPU second (the fairer clock on a loaded machine), and the share of navsim's process that is start-up
    /// alone (`navsim --version`: loading the binary, its shared libraries and the Swift runtime), which no matcher
    /// change touches.
    static func printRatios(navsim a: MatchingPeer.Score?, leuven b: MatchingPeer.Score?, startUp: (wall: Double, cpu: Double)?) {
        func ms(_ s: Double) -> String { s >= 1 ? String(format: "%.2f s", s) : String(format: "%.1f ms", s * 1000) }
        var line = "    per trace file:"
        if let a { line += " navsim " + ms(a.wallPerFile) + " wall, " + ms(a.cpuPerFile) + " CPU" }
        if let b { line += (a == nil ? "" : ";") + " leuven " + ms(b.wallPerFile) + " wall, " + ms(b.cpuPerFile) + " CPU" }
        print(line)
        if let a, let b, a.pointsPerSecond > 0, a.pointsPerCPUSecond > 0 {
            print(String(format: "    navsim %.0f x leuven per wall second, %.0f x per CPU second (goal: 100 x)",
                         a.pointsPerSecond / b.pointsPerSecond, a.pointsPerCPUSecond / b.pointsPerCPUSecond))
        }
        if let a, let s = startUp, a.cpuPerFile > 0, a.wallPerFile > 0 {
            var text = "    start-up alone (navsim --version) " + ms(s.wall) + " wall, " + ms(s.cpu) + " CPU: "
                + String(format: "%.0f %% of navsim's wall, %.0f %% of its CPU per file", 100 * s.wall / a.wallPerFile, 100 * s.cpu / a.cpuPerFile)
            if let b { text += "; 100 x leuven needs navsim within " + ms(b.cpuPerFile / 100) + " CPU per file" }
            print(text)
        }
    }

    /// Routes between seeded random junctions with lengths in a range.
    static func randomRoutes(router: Router, network: RoadNetwork, count: Int, lengths: ClosedRange<Meters>,
                             using g: inout SeededGenerator) -> [Route] {
        var out = [Route]()
        var attempts = 0
        while out.count < count && attempts < 5000 {
            attempts += 1
            let a = network.vertices[Int.random(in: 0..<network.vertices.count, using: &g)].coordinate
            let b = network.vertices[Int.random(in: 0..<network.vertices.count, using: &g)].coordinate
            guard let route = try? router.routes(for: RouteRequest(waypoints: [a, b])).first,
                  lengths.contains(route.length) else { continue }
            out.append(route)
        }
        return out
    }
}
