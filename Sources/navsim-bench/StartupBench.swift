import Foundation

/// Process start-up (issues 17 and 18): the shared libraries the dynamic loader maps for the release `navsim`
/// binary before `main`, and the median CPU (user + system) and wall time of whole `navsim --help` and `navsim route`
/// (compiled Andorra) processes. libcurl (http/https) and libespeak-ng (speech) are loaded with `dlopen` on first
/// use, so neither may be in the list: the line says so, or names the one that is.
enum StartupBench {
    static let runs = 30

    static func run() {
        print("\nprocess start-up (median of \(runs) processes)")
        let navsim = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("navsim").path
        guard FileManager.default.isExecutableFile(atPath: navsim) else { print("  skipped: no navsim binary beside the bench"); return }
        if let libraries = loadedAtStart(navsim) {
            let late = ["libcurl", "FoundationNetworking", "libespeak-ng"].filter { name in libraries.contains { $0.contains(name) } }
            print("  shared libraries mapped at start: \(libraries.count); "
                  + (late.isEmpty ? "no libcurl, FoundationNetworking or libespeak-ng (loaded on first use)" : "LINKED AT START: \(late.joined(separator: ", "))"))
        }
        report("navsim --help", navsim, ["--help"])
        let pbf = SharedData.path("graphhopper/andorra.osm.pbf")
        guard FileManager.default.fileExists(atPath: pbf) else { print("  navsim route: skipped (no \(pbf))"); return }
        let compiled = NSTemporaryDirectory() + "navsim-bench-startup-\(getpid()).navsim"
        defer { try? FileManager.default.removeItem(atPath: compiled) }
        guard let made = BenchProcess.spawn(navsim, ["maps", "compile", pbf, "-o", compiled]), made.status == 0 else {
            print("  navsim route: skipped (navsim maps compile failed)"); return
        }
        // Andorra la Vella to Encamp.
        report("navsim route (compiled Andorra)", navsim, ["route", "42.5063,1.5218", "42.5352,1.5826", "--map", compiled])
    }

    /// Median CPU and wall time of `runs` processes (after one unmeasured run that warms the page cache).
    static func report(_ label: String, _ path: String, _ args: [String]) {
        _ = BenchProcess.spawn(path, args)
        let all = (0..<runs).compactMap { _ in BenchProcess.spawn(path, args) }
        guard all.count == runs, all.allSatisfy({ $0.status == 0 }) else { print("  \(label): failed"); return }
        let cpu = all.map(\.cpuMS).sorted(), wall = all.map(\.wallMS).sorted()
        print("  \(label): " + String(format: "%.1f ms CPU (min %.1f), %.1f ms wall", cpu[runs / 2], cpu[0], wall[runs / 2]))
    }

    /// Every shared object the dynamic loader maps for `path` at start, as `ldd` lists them (the loader answers
    /// itself when LD_TRACE_LOADED_OBJECTS is set; the program does not run).
    static func loadedAtStart(_ path: String) -> [String]? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.environment = ["LD_TRACE_LOADED_OBJECTS": "1"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            line.split(separator: " ").first.map { String($0.drop { $0 == "\t" }) }
        }
    }
}
