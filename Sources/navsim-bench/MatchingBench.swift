import Foundation
import Geo
import MapData
import Navigation
import Routing

/// Map-matching figures: 20 simulated 1 Hz drives of 4 to 53 km on Andorra at up to 50 km/h with σ = 5 m GPS noise
/// (recorded with the simulator), matched offline; points per second and accuracy against the ground truth.
/// Peers on the same kind of drives: leuvenmapmatching 280 pts/s at 88.7 % exact / 99.4 % edge-or-neighbour /
/// 3.3 m median error; FMM's authors claim 25,000 to 45,000 pts/s.
enum MatchingBench {
    static let driveCount = 20
    static let lengthRange: ClosedRange<Meters> = 4_000...53_000
    static let speed: KilometersPerHour = 50
    static let noise: Meters = 5

    static func run() {
        print("\n== map matching (HMM, Newson & Krumm 2009)")
        let path = sharedData("graphhopper/andorra.osm.pbf")
        guard let map = try? OSMMap.load(path: path) else {
            print("skipped: \(path) is missing")
            return
        }
        let network = map.network
        let router = Router(network: network)
        var g = SeededGenerator(seed: 53)
        var drives = [RecordedDrive]()
        var lengths = [Meters]()
        var attempts = 0
        while drives.count < driveCount && attempts < 5000 {
            attempts += 1
            let a = network.vertices[Int.random(in: 0..<network.vertices.count, using: &g)].coordinate
            let b = network.vertices[Int.random(in: 0..<network.vertices.count, using: &g)].coordinate
            guard let route = try? router.routes(for: RouteRequest(waypoints: [a, b])).first,
                  lengthRange.contains(route.length) else { continue }
            let options = SimulationOptions(seed: UInt64(drives.count + 1), noise: noise,
                                            slowdowns: [Slowdown(from: 0, to: route.length + 1, speed: speed)])
            drives.append(DriveRecorder.record(route: route, options: options, network: network))
            lengths.append(route.length)
        }
        let points = drives.reduce(0) { $0 + $1.samples.count }
        print(String(format: "drives: %d, %.1f ... %.1f km, %d points (1 Hz, <= %.0f km/h, sigma %.0f m)",
                     drives.count, (lengths.min() ?? 0) / 1000, (lengths.max() ?? 0) / 1000, points, speed, noise))
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
        print("peers: leuvenmapmatching 280 points/s, 88.7 % / 99.4 % / 3.3 m; goal >= 50,000 points/s")
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

    /// `$NAVSIM_SHARED_DATA`, else `shared/data` beside the repository or its parent.
    static func sharedData(_ relative: String) -> String {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let shared = ProcessInfo.processInfo.environment["NAVSIM_SHARED_DATA"].map { URL(fileURLWithPath: $0) }
            ?? [repo.deletingLastPathComponent(), repo.deletingLastPathComponent().deletingLastPathComponent()]
                .map { $0.appendingPathComponent("shared/data") }
                .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("README.md").path) }
            ?? repo.deletingLastPathComponent().appendingPathComponent("shared/data")
        return shared.appendingPathComponent(relative).path
    }
}
