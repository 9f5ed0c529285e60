import Foundation
import Geo
import MapData
import Navigation
import Text
import Traces

/// Runs whole processes on trace files and scores what they print: `navsim match` (the release binary beside the
/// bench) and leuvenmapmatching through `tools/leuven_peer.py` (when `python3 -c 'import leuvenmapmatching'` works).
struct MatchingPeer {
    let name: String
    /// Whether one untimed run goes first (navsim's first process on a map compiles it into the map cache).
    var warmsUp = false
    /// Matches one GPX file; the matched position per fix (nil: unmatched).
    let run: (_ trace: String, _ sigma: Meters) -> [Coordinate?]?

    /// Distance-based figures, comparable across matchers with different graphs.
    struct Score {
        var points = 0
        var unmatched = 0
        var within5 = 0.0
        var within10 = 0.0
        var median: Meters = 0
        var seconds = 0.0
        /// CPU time (user + system) of the processes: on a loaded machine, the fairer clock.
        var cpuSeconds = 0.0
        /// Trace files run (one process each).
        var files = 0

        init(errors: [Meters], unmatched: Int, seconds: Double) {
            points = errors.count
            self.unmatched = unmatched
            let sorted = errors.sorted()
            if !sorted.isEmpty {
                within5 = Double(sorted.filter { $0 <= 5 }.count) / Double(sorted.count)
                within10 = Double(sorted.filter { $0 <= 10 }.count) / Double(sorted.count)
                median = sorted[sorted.count / 2]
            }
            self.seconds = seconds
        }

        var pointsPerSecond: Double { seconds > 0 ? Double(points) / seconds : 0 }
        var pointsPerCPUSecond: Double { cpuSeconds > 0 ? Double(points) / cpuSeconds : 0 }
        /// Per trace file (one process), in seconds.
        var wallPerFile: Double { files > 0 ? seconds / Double(files) : 0 }
        var cpuPerFile: Double { files > 0 ? cpuSeconds / Double(files) : 0 }

        var summary: String {
            String(format: "within 5 m %5.1f %%, 10 m %5.1f %%, median %6.2f m, unmatched %5d; %7.0f points/s (%7.0f per CPU s)",
                   within5 * 100, within10 * 100, median, unmatched, pointsPerSecond, pointsPerCPUSecond)
        }
    }

    /// Scores positions against the truth. An unmatched fix is a miss (it counts as infinitely far): the matcher gave
    /// no road position for it, and the raw fix is not an answer.
    static func score(_ matched: [[Coordinate?]], drives: [RecordedDrive], seconds: Double, cpu: Double) -> Score {
        precondition(matched.count == drives.count, "one output per drive")
        var errors = [Meters]()
        var unmatched = 0
        for (m, d) in zip(matched, drives) {
            for (k, t) in d.truth.enumerated() where t.edge != nil {
                if k < m.count, let p = m[k] {
                    errors.append(p.distance(to: t.coordinate))
                } else {
                    unmatched += 1
                    errors.append(.infinity)
                }
            }
        }
        var score = Score(errors: errors, unmatched: unmatched, seconds: seconds)
        score.cpuSeconds = cpu
        score.files = drives.count
        return score
    }

    /// User + system CPU seconds of finished child processes so far.
    static func childCPU() -> Double {
        var u = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &u)
        return Double(u.ru_utime.tv_sec) + Double(u.ru_utime.tv_usec) * 1e-6 + Double(u.ru_stime.tv_sec) + Double(u.ru_stime.tv_usec) * 1e-6
    }

    /// Runs a peer on every drive (written as GPX first); nil when the peer failed.
    func compare(_ drives: [RecordedDrive], sigma: Meters, in directory: URL, tag: String) -> Score? {
        var paths = [String]()
        for (k, d) in drives.enumerated() {
            let path = directory.appendingPathComponent("\(tag)-\(k).gpx").path
            if !FileManager.default.fileExists(atPath: path) {
                let gpx = GPXWriter.write(fixes: d.fixes(start: 1_780_000_000), name: "\(tag) \(k)")
                guard (try? gpx.write(toFile: path, atomically: true, encoding: .utf8)) != nil else { return nil }
            }
            paths.append(path)
        }
        // One untimed run first where it warms a cache: navsim's first process on a map compiles it into the map
        // cache, a one-off that every later process skips.
        if warmsUp, let first = paths.first { _ = run(first, sigma) }
        let cpu0 = Self.childCPU(), wall0 = Self.childWall.value
        var matched = [[Coordinate?]]()
        for p in paths {
            guard let m = run(p, sigma) else { return nil }
            matched.append(m)
        }
        return Self.score(matched, drives: drives, seconds: Self.childWall.value - wall0, cpu: Self.childCPU() - cpu0)
    }

    /// The `navsim` binary the peers run: `$NAVSIM_BENCH_NAVSIM` (e.g. a copy of the binary before a change, for a
    /// before/after comparison on the same traces), else the release binary beside this one.
    static var navsimBinary: String {
        ProcessInfo.processInfo.environment["NAVSIM_BENCH_NAVSIM"]
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("navsim").path
    }

    /// `navsim match FILE --map MAP --sigma S --json` (`navsimBinary`).
    static func navsim(map: String) -> MatchingPeer? {
        let binary = navsimBinary
        guard FileManager.default.isExecutableFile(atPath: binary) else { return nil }
        return MatchingPeer(name: "navsim match", warmsUp: true) { trace, sigma in
            guard let out = execute(binary, ["match", trace, "--map", map, "--sigma", String(sigma), "--json"]),
                  let obj = try? JSONSerialization.jsonObject(with: out) as? [String: Any],
                  let points = obj["points"] as? [[String: Any]] else { return nil }
            return points.map { p in
                guard p["matched"] as? Bool == true, let lat = p["lat"] as? Double, let lon = p["lon"] as? Double else { return nil }
                return Coordinate(lat, lon)
            }
        }
    }

    /// Mean wall and CPU seconds of `navsim --version` (`navsimBinary`: loading it and its shared
    /// libraries, the Swift runtime, nothing else) over `runs` processes, run as the peers are.
    static func startUp(runs: Int) -> (wall: Double, cpu: Double)? {
        let binary = navsimBinary
        guard FileManager.default.isExecutableFile(atPath: binary), runs > 0 else { return nil }
        _ = execute(binary, ["--version"])
        let cpu0 = childCPU(), wall0 = childWall.value
        for _ in 0..<runs { guard execute(binary, ["--version"]) != nil else { return nil } }
        return ((childWall.value - wall0) / Double(runs), (childCPU() - cpu0) / Double(runs))
    }

    /// leuvenmapmatching on the graph exported to `graph`, when installed.
    static func leuven(graph: String, output: URL) -> MatchingPeer? {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("tools/leuven_peer.py").path
        guard FileManager.default.fileExists(atPath: script),
              execute("/usr/bin/env", ["python3", "-c", "import leuvenmapmatching"]) != nil else { return nil }
        return MatchingPeer(name: "leuvenmapmatching") { trace, sigma in
            let out = output.appendingPathComponent((trace as NSString).lastPathComponent + ".leuven.csv").path
            guard execute("/usr/bin/env", ["python3", script, graph, String(sigma), out, trace]) != nil,
                  let text = try? String(contentsOfFile: out, encoding: .utf8) else { return nil }
            return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
                let f = line.split(separator: ",")
                guard f.count == 2, let lat = Double(f[0]), let lon = Double(f[1]) else { return nil }
                return Coordinate(lat, lon)
            }
        }
    }

    /// The road graph for leuven: every shape point a node (`n ID LAT LON`), every piece of a directed edge an arc.
    static func exportGraph(_ network: RoadNetwork, to path: String) -> Bool {
        var ids = [Coordinate: Int]()
        var text = ""
        var arcs = ""
        func id(_ c: Coordinate) -> Int {
            if let k = ids[c] { return k }
            let k = ids.count
            ids[c] = k
            text += "n \(k) \(c.latitude) \(c.longitude)\n"
            return k
        }
        for e in network.edges.indices {
            let shape = Array(network.shape(of: e))
            for (a, b) in zip(shape, shape.dropFirst()) where a != b { arcs += "e \(id(a)) \(id(b))\n" }
        }
        return (try? (text + arcs).write(toFile: path, atomically: true, encoding: .utf8)) != nil
    }

    /// Runs a program to completion; its standard output, or nil when it failed (`BenchProcess.output`). Its wall
    /// time is added to `childWall`.
    static func execute(_ path: String, _ arguments: [String]) -> Data? {
        guard let (bytes, process) = BenchProcess.output(path, arguments) else { return nil }
        childWall.withLock { $0 += process.wallMS / 1000 }
        return Data(bytes)
    }

    /// Wall seconds of the child processes run so far, each from its spawn to its exit: the peers' own time, without
    /// the bench's reading of their output afterwards (parsing navsim's JSON took the bench up to 20 ms per file,
    /// which a loop's elapsed time had counted as navsim's).
    static let childWall = Locked<Double>(0)
}
