import Foundation
import MapData

/// `navsim-bench load` (not in the default set: its 10×10 size takes a minute): source load, decode + network, against
/// `osmium cat -f opl` on the same file (issue 17: ≤ 1.0 × osmium at every size), over the scale series' files
/// (`NAVSIM_SCALE_SIZES`, default 1,3,10; made as `navsim-bench scale` makes them).
///
/// Like with like: both sides read the whole file and decode every block on their own thread pools, and both are
/// given in wall time and in CPU time (user + system, all threads). navsim in process, with one worker and with every
/// core; osmium as a process (its start-up is about 5 ms), with its default pool (libosmium: cores − 2, at least 1
/// thread, beside its reader and writer threads) and with `OSMIUM_POOL_THREADS` set to the core count. On a loaded
/// machine compare the CPU columns; the wall columns show the cores at work only when the machine is idle.
enum LoadBench {
    static func run() {
        let files = ScaleBench.Files()
        let cores = SourceLoad.defaultWorkers
        print("Source load, decode + network, vs osmium cat -f opl (\(cores) cores; load average at start \(loadAverage());"
              + " ms wall / ms CPU, median):")
        guard FileManager.default.fileExists(atPath: files.andorra) else { print("  skipped: \(files.andorra) not found"); return }
        let osmium = osmiumPath()
        for n in files.sizes {
            guard let source = files.source(n) else { continue }
            let runs = n >= 10 ? 3 : 7
            let label = "\(n)×\(n)"
            var lines = [String]()
            var best: (wall: Double, cpu: Double) = (0, 0)
            var nodes = 0
            for workers in Set([1, cores]).sorted() {
                var decodeWall = [Double](), decodeCPU = [Double](), netWall = [Double](), netCPU = [Double]()
                for _ in 0..<runs {
                    let (data, dw, dc) = ScaleBench.timedCPU { try? SourceLoad.decode(path: source, workers: workers) }
                    guard let data else { print("  \(label): the source did not load"); return }
                    nodes = data.nodeIDs.count
                    let (_, nw, nc) = ScaleBench.timedCPU { SourceLoad.network(data) }
                    decodeWall.append(dw); decodeCPU.append(dc); netWall.append(nw); netCPU.append(nc)
                }
                let m = ScaleBench.median
                let total = (zip(decodeWall, netWall).map(+), zip(decodeCPU, netCPU).map(+))
                best = (m(total.0), m(total.1))
                lines.append("    navsim, \(workers) worker\(workers == 1 ? "" : "s"): decode \(pair(m(decodeWall), m(decodeCPU)));"
                             + " network \(pair(m(netWall), m(netCPU))); decode + network \(pair(best.wall, best.cpu))")
            }
            let bytes = (try? FileManager.default.attributesOfItem(atPath: source)[.size] as? Int) ?? 0
            print("  \(label): \(nodes) nodes, \(bytes / 1000) kB PBF")
            lines.forEach { print($0) }
            guard let osmium else { print("    osmium cat: not installed (apt-get install osmium-tool); no peer figure"); continue }
            let args = ["cat", "-f", "opl", "-O", "-o", "/dev/null", source]
            for (name, env) in [("default pool", [String: String]()), ("OSMIUM_POOL_THREADS=\(cores)", ["OSMIUM_POOL_THREADS": "\(cores)"])] {
                guard let p = medianProcess(runs: runs, osmium, args, environment: env), p.status == 0 else {
                    print("    osmium cat -f opl (\(name)): failed"); continue
                }
                print("    osmium cat -f opl, \(name): \(pair(p.wallMS, p.cpuMS)); navsim (\(cores) workers) / osmium:"
                      + " wall \(String(format: "%.2f", best.wall / p.wallMS))×, CPU \(String(format: "%.2f", best.cpu / p.cpuMS))×")
            }
        }
        print("  load average at end \(loadAverage())")
    }

    static func pair(_ wall: Double, _ cpu: Double) -> String { String(format: "%.1f / %.1f", wall, cpu) }

    /// The 1-, 5- and 15-minute load averages.
    static func loadAverage() -> String {
        var avg = [Double](repeating: 0, count: 3)
        guard getloadavg(&avg, 3) == 3 else { return "unknown" }
        return avg.map { String(format: "%.1f", $0) }.joined(separator: " ")
    }

    static func osmiumPath() -> String? {
        ["/usr/bin/osmium", "/usr/local/bin/osmium"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The run with the median CPU time of `runs`.
    static func medianProcess(runs: Int, _ path: String, _ args: [String], environment: [String: String]) -> BenchProcess? {
        let all = (0..<runs).compactMap { _ in BenchProcess.run(path, args, environment: environment) }.sorted { $0.cpuMS < $1.cpuMS }
        return all.isEmpty ? nil : all[all.count / 2]
    }
}
