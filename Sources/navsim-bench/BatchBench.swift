import Foundation
import Geo
import MapData
import Navigation
import NavsimCLI
import Routing
import Traces

/// `navsim batch` (issue 17): 1,000 recorded traces on the embedded town, traces per second with 1 and 2 jobs.
/// The traces are what `navsim record` writes (the simulated vehicle with its signals and stops, σ 5 m noise, 1 Hz,
/// GPX 1.1): 50 random routes of 0.5 to 3 km, each recorded with 20 seeds, into a temporary folder. The batch runs
/// in this process through the command line's own entry point (`NavsimCLI.main`), so the figure includes reading
/// every file and writing every JSON line; best of two runs per job count.
enum BatchBench {
    static let routeCount = 50
    static let seedsPerRoute = 20

    static func run() {
        print("\n== batch (navsim batch over 1,000 recorded traces, one loaded map)")
        guard let map = try? OSMMap.defaultTown() else {
            print("  skipped: the embedded town did not load")
            return
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-bench-batch-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let traces = dir.appendingPathComponent("traces")
        try? FileManager.default.createDirectory(at: traces, withIntermediateDirectories: true)
        let points = record(into: traces.path, map: map)
        print("  traces: \(routeCount * seedsPerRoute), \(points) points (1 Hz, sigma 5 m, GPX)")
        for mode in ["match", "replay"] {
            var outputs = [Data]()
            var rates = [Double]()
            for jobs in [1, 2] {
                let out = dir.appendingPathComponent("\(mode)-\(jobs).jsonl").path
                var best = Double.infinity
                var cpu = Double.infinity
                for _ in 0..<2 {
                    let captured = CapturedOutput()
                    let c0 = cpuSeconds()
                    let t0 = ContinuousClock.now
                    let code = NavsimCLI.main(arguments: ["batch", mode, traces.path, "--jobs", "\(jobs)", "--out", out],
                                              output: captured.output)
                    let d = ContinuousClock.now - t0
                    best = min(best, Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18)
                    cpu = min(cpu, cpuSeconds() - c0)
                    if code != 0 { print("  \(mode) --jobs \(jobs): exit \(code): \(captured.stderr)") }
                }
                outputs.append(FileManager.default.contents(atPath: out) ?? Data())
                rates.append(Double(routeCount * seedsPerRoute) / best)
                print("  batch \(mode) --jobs \(jobs): \(String(format: "%.2f", best)) s, \(String(format: "%.0f", rates.last ?? 0)) traces/s"
                      + " (\(String(format: "%.2f", cpu)) s CPU: \(String(format: "%.0f", Double(routeCount * seedsPerRoute) / cpu)) traces per CPU second)")
            }
            print("  batch \(mode): 2 jobs \(String(format: "%.2f", rates[1] / rates[0]))x 1 job (machine: \(ProcessInfo.processInfo.activeProcessorCount) cores"
                  + ", shared); outputs \(outputs[0] == outputs[1] && !outputs[0].isEmpty ? "identical" : "DIFFER")")
        }
    }

    /// User + system CPU time of this process so far (all threads): on a shared machine the load-independent figure.
    static func cpuSeconds() -> Double {
        var u = rusage()
        getrusage(RUSAGE_SELF.rawValue, &u)
        return Double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + Double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1e-6
    }

    /// Writes the traces as `navsim record` does (DriveRecorder, then GPXWriter from its fixed start time); returns
    /// the number of points.
    static func record(into dir: String, map: OSMMap) -> Int {
        let router = Router(network: map.network)
        var g = SeededGenerator(seed: 17)
        let routes = MatchingBench.randomRoutes(router: router, network: map.network, count: routeCount, lengths: 500...3_000, using: &g)
        var points = 0
        for (r, route) in routes.enumerated() {
            for s in 0..<seedsPerRoute {
                let options = SimulationOptions(seed: UInt64(r * 100 + s), noise: 5)
                let fixes = DriveRecorder.record(route: route, options: options, network: map.network).fixes(start: 1_767_258_000)
                points += fixes.count
                let name = String(format: "%@/r%02d-s%02d.gpx", dir, r, s)
                _ = FileManager.default.createFile(atPath: name, contents: Data(GPXWriter.write(fixes: fixes, name: "bench").utf8))
            }
        }
        return points
    }
}
