import DiskCache
import Foundation
import Geo
import MapData
import Routing

/// `navsim-bench scale` (not in the default set: the 10×10 series takes minutes). The scale series: Andorra as 1×1,
/// 3×3 and 10×10 stitched copies (`../shared/tools/tile-extract.py`, pyosmium; made once into
/// `$NAVSIM_SCALE_DIR`, default `$TMPDIR/navsim-scale`). Per size: source load (decode + network + features), compile,
/// compiled-map open, query median and p95 over 1,000 random pairs, and whole processes: `navsim route` on the source
/// (no cache) and on the compiled map (wall, CPU, peak RSS, bytes per OSM node), beside `osmium cat -f opl`.
/// `NAVSIM_SCALE_SIZES=1,3` picks sizes; `NAVSIM_SCALE_REUSE=1` opens compiled files already made instead of
/// loading and compiling the sources again.
enum ScaleBench {
    /// Where the series' files live: the shared Andorra extract, the stitching tool and the folder of N×N copies.
    struct Files {
        let andorra: String
        let tool: String
        let dir: String
        let sizes: [Int]

        init(environment env: [String: String] = ProcessInfo.processInfo.environment) {
            andorra = SharedData.path("graphhopper/andorra.osm.pbf")
            tool = (SharedData.folder as NSString).deletingLastPathComponent + "/tools/tile-extract.py"
            dir = env["NAVSIM_SCALE_DIR"] ?? (NSTemporaryDirectory() + "navsim-scale")
            sizes = (env["NAVSIM_SCALE_SIZES"] ?? "1,3,10").split(separator: ",").compactMap { Int($0) }
        }

        /// The N×N source, made once (under a temporary name and renamed, so an interrupted run never leaves half a
        /// file); nil with a printed note when it cannot be made.
        func source(_ n: Int) -> String? {
            let source = n == 1 ? andorra : dir + "/andorra-\(n)x\(n).osm.pbf"
            if FileManager.default.fileExists(atPath: source) { return source }
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            // The temporary name keeps the ".osm.pbf" ending: pyosmium picks the output format from it and refuses
            // "….osm.pbf.partial".
            let partial = dir + "/andorra-\(n)x\(n).partial.osm.pbf"
            let made = BenchProcess.spawn("/usr/bin/env", ["python3", tool, andorra, String(n), partial])
            guard let made, made.status == 0, rename(partial, source) == 0 else {
                let why = made.map { "exit status \($0.status)" } ?? "could not start python3"
                print("  \(n)×\(n): skipped (\(tool) failed: \(why); it needs pyosmium: pip install osmium)")
                return nil
            }
            return source
        }
    }

    static func run() {
        let files = Files()
        let navsim = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("navsim").path
        print("Scale series (Andorra N×N; times in ms; process figures: wall / CPU, peak RSS):")
        guard FileManager.default.fileExists(atPath: files.andorra) else { print("  skipped: \(files.andorra) not found"); return }
        for n in files.sizes {
            guard let source = files.source(n) else { continue }
            measure(n: n, source: source, compiled: files.dir + "/andorra-\(n)x\(n).navsim", navsim: navsim)
        }
    }

    static func ms(_ d: Duration) -> Double { MapRenderBench.milliseconds(d) }

    static func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let value = try body()
        return (value, ms(clock.now - start))
    }

    /// `body`'s wall time and the process's CPU time (user + system, all threads) over it, in milliseconds.
    static func timedCPU<T>(_ body: () throws -> T) rethrows -> (T, Double, Double) {
        let cpu = BatchBench.cpuSeconds()
        let (value, wall) = try timed(body)
        return (value, wall, (BatchBench.cpuSeconds() - cpu) * 1000)
    }

    static func measure(n: Int, source: String, compiled: String, navsim: String) {
        let runs = n >= 10 ? 1 : 5
        let label = "\(n)×\(n)"
        var loads = [Double]()
        let bytes = (try? FileManager.default.attributesOfItem(atPath: source)[.size] as? Int) ?? 0
        // `NAVSIM_SCALE_REUSE=1`: a compiled file of this format already made is opened as it is, and the source load
        // and compile are skipped (minutes at 10×10), for measuring open, queries and processes alone.
        let reused = ProcessInfo.processInfo.environment["NAVSIM_SCALE_REUSE"] == "1"
            ? (try? CompiledMapFile(path: compiled)).flatMap { try? OSMMap.open(compiled: $0) } : nil
        var compileMS = 0.0, fileBytes = (try? FileManager.default.attributesOfItem(atPath: compiled)[.size] as? Int) ?? 0
        var map: OSMMap? = reused
        if reused == nil {
            for _ in 0..<runs {
                map = nil
                let (m, t) = timed { try? OSMMap.load(path: source) }
                map = m
                loads.append(t)
            }
            guard let map else { print("  \(label): the source did not load"); return }
            let (file, t) = timed {
                CompiledMapBuilder.compile(map, sourceHash: 0, producer: MapFiles.producer)
            }
            compileMS = t
            fileBytes = file.count
            try? AtomicFile.write(file, to: compiled)
        }
        guard let map else { return }
        let nodes = map.statistics.nodes
        // Open for routing (what `navsim route` does): mapping, header and table, and the network (its checksum
        // verified as it is read); the features, the view, the search index and the hierarchies wait for their first
        // use. Beside it: open for everything (the features' and the view's checksums verified at open, as a
        // drawing command does), and with every checksum verified first (as the compiled-map cache does).
        var opens = [Double](), fullOpens = [Double](), verifiedOpens = [Double](), openCPU = [Double](), fullCPU = [Double]()
        var opened: OSMMap?
        for _ in 0..<max(runs, 3) {
            opened = nil
            let (m, t, c) = timedCPU { () -> OSMMap? in
                guard let f = try? CompiledMapFile(path: compiled) else { return nil }
                return try? OSMMap.open(compiled: f, use: .routing)
            }
            opened = m
            opens.append(t)
            openCPU.append(c)
            let (_, full, fc) = timedCPU { () -> OSMMap? in
                guard let f = try? CompiledMapFile(path: compiled) else { return nil }
                return try? OSMMap.open(compiled: f, use: .everything)
            }
            fullOpens.append(full)
            fullCPU.append(fc)
            let (_, v) = timed { () -> OSMMap? in
                guard let f = try? CompiledMapFile(path: compiled), (try? f.verifyAll()) != nil else { return nil }
                return try? OSMMap.open(compiled: f)
            }
            verifiedOpens.append(v)
        }
        let (_, featuresMS) = timed { _ = opened?.features.pois.count }
        guard let opened else { print("  \(label): the compiled map did not open"); return }
        let router = Router(network: opened.network)
        let (_, firstProfile) = timed { router.prepare(.car) }
        let vertices = opened.network.vertices
        var queries = [Double]()
        let requests = queryRequests(vertices)
        for request in requests {
            let (_, t) = timed { _ = try? router.summary(for: request) }
            queries.append(t * 1000)
        }
        queries.sort()
        let (from, to) = (vertices[0].coordinate, vertices[vertices.count - 1].coordinate)
        let args = ["route", "\(from.latitude),\(from.longitude)", "\(to.latitude),\(to.longitude)", "--map"]
        let onCompiled = BenchProcess.best(of: runs, navsim, args + [compiled])
        let sourceRuns = runs >= 5 ? 3 : 1
        let onSource = loads.isEmpty ? nil
            : BenchProcess.best(of: sourceRuns, navsim, args + [source], environment: ["NAVSIM_MAP_CACHE": "off"])
        let osmium = loads.isEmpty ? nil
            : BenchProcess.best(of: sourceRuns, "/usr/bin/env", ["osmium", "cat", "-f", "opl", "-O", "-o", "/dev/null", source])
        func f(_ v: Double) -> String { String(format: "%.1f", v) }
        print("  \(label): \(nodes) nodes, \(bytes / 1000) kB PBF, \(map.network.edges.count) edges; compiled \(fileBytes / 1000) kB")
        let built = loads.isEmpty ? "source load and compile skipped (NAVSIM_SCALE_REUSE)"
            : "source load \(f(median(loads))) ms; compile \(f(compileMS)) ms (3 profiles)"
        print("    \(built); open for routing \(f(median(opens))) ms wall, \(f(median(openCPU))) ms CPU (for everything"
              + " \(f(median(fullOpens))) ms wall, \(f(median(fullCPU))) ms CPU;"
              + " \(f(median(verifiedOpens))) ms with every checksum first; + features on first use \(f(featuresMS)) ms,"
              + " car hierarchy \(f(firstProfile)) ms)")
        print("    query \(f(queries[queries.count / 2])) µs median, \(f(queries[queries.count * 95 / 100])) µs p95 over 1,000 random pairs")
        print(searchSpace(router: router, requests: requests))
        if let p = onSource { print("    navsim route on the source:   \(p.summary), \(f(Double(p.peakKB) * 1024 / Double(max(nodes, 1)))) bytes per node") }
        if let p = onCompiled { print("    navsim route on the compiled: \(p.summary), \(f(Double(p.peakKB) * 1024 / Double(max(nodes, 1)))) bytes per node") }
        // Issue 18: most of a `navsim match` process on a small trace was loading the map; on the compiled map it is not.
        let trace = SharedData.path("matching/andorra-hairpin.gpx")
        if n == 1, FileManager.default.fileExists(atPath: trace) {
            if let p = BenchProcess.best(of: 3, navsim, ["match", trace, "--map", source], environment: ["NAVSIM_MAP_CACHE": "off"]) {
                print("    navsim match (hairpin trace) on the source:   \(p.summary)")
            }
            if let p = BenchProcess.best(of: 3, navsim, ["match", trace, "--map", compiled]) {
                print("    navsim match (hairpin trace) on the compiled: \(p.summary)")
            }
        }
        if let p = osmium, p.status == 0 {
            let ratio = loads.isEmpty ? "" : "; source load / osmium CPU \(f(median(loads) / max(p.cpuMS, 0.001)))×"
            print("    osmium cat -f opl:            \(p.summary)\(ratio)")
        } else if !loads.isEmpty {
            print("    osmium cat: not installed (apt-get install osmium-tool)")
        }
    }

    static func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }

    /// The 1,000 seeded random pairs of vertices (seed 17) the queries are timed on and the search space is counted on.
    static func queryRequests(_ vertices: Column<Vertex>) -> [RouteRequest] {
        var generator = SeededGenerator(seed: 17)
        return (0..<1000).map { _ in
            let a = vertices[Int.random(in: 0..<vertices.count, using: &generator)].coordinate
            let b = vertices[Int.random(in: 0..<vertices.count, using: &generator)].coordinate
            return RouteRequest(waypoints: [a, b])
        }
    }

    /// The car hierarchy's search space over the same 1,000 pairs as the queries (seed 17): settled nodes (of them
    /// stalled) and relaxed links per query, both directions, mean and p95 (counted in a search of its own, not in
    /// the timed queries).
    static func searchSpace(router: Router, requests: [RouteRequest]) -> String {
        var settled = [Int](), stalled = [Int](), relaxed = [Int]()
        for request in requests {
            guard let c = try? router.searchSpace(for: request) else { continue }
            settled.append(c.settled)
            stalled.append(c.stalled)
            relaxed.append(c.relaxed)
        }
        func stats(_ v: [Int]) -> String {
            guard !v.isEmpty else { return "-" }
            let sorted = v.sorted()
            return String(format: "%.1f mean, %d p95", Double(v.reduce(0, +)) / Double(v.count), sorted[sorted.count * 95 / 100])
        }
        return "    search space (car, both directions, \(settled.count) pairs): settled \(stats(settled)) (stalled \(stats(stalled))),"
            + " relaxed links \(stats(relaxed))"
    }
}
