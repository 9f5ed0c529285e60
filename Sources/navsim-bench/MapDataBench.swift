import Foundation
import MapData

/// Load-time figures: each shared extract loaded into a routable network, median of several runs.
enum MapDataBench {
    static let files = ["graphhopper/andorra.osm.pbf", "osrm-backend/monaco.osm.pbf", "graphhopper/monaco.osm.gz",
                        "graphhopper/andorra.osm.gz", "graphhopper/north-bayreuth.osm.gz"]
    static let runs = 7

    /// `NAVSIM_BENCH_MAPS=andorra.osm.pbf,...` restricts the files (for profiling one of them);
    /// The data comes from `SharedData` (`$NAVSIM_SHARED_DATA`, else `shared/data` beside the repository).
    static func run() {
        let env = ProcessInfo.processInfo.environment
        let dir = SharedData.folder
        let only = env["NAVSIM_BENCH_MAPS"].map { $0.split(separator: ",").map(String.init) }
        let runs = only == nil ? Self.runs : 1
        print("MapData load (median and best of \(runs) runs: file read + decode + network + features + indexes):")
        for f in files where only.map({ $0.contains { f.hasSuffix($0) } }) ?? true {
            let path = dir + "/" + f
            guard FileManager.default.fileExists(atPath: path) else { print("  \(f): skipped (not found under \(dir))"); continue }
            var times = [Double]()
            var viewTimes = [Double]()
            var summary = "", viewSummary = ""
            for _ in 0..<runs {
                let clock = ContinuousClock()
                let start = clock.now
                do {
                    let map = try OSMMap.load(path: path)
                    let d = clock.now - start
                    times.append(Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15)
                    summary = "\(map.network.vertices.count) vertices, \(map.network.edges.count) edges, \(map.features.pois.count) POIs"
                    // The OpenMapTiles view is built on first use, after the load (not part of the figure above).
                    let viewStart = clock.now
                    let view = map.openMapTiles()
                    let v = clock.now - viewStart
                    viewTimes.append(Double(v.components.seconds) * 1000 + Double(v.components.attoseconds) / 1e15)
                    viewSummary = "\(view.featureCount) features in \(view.layers.values.filter { !$0.features.isEmpty }.count) layers"
                } catch {
                    print("  \(f): \(error)")
                    break
                }
            }
            guard !times.isEmpty else { continue }
            times.sort()
            let median = String(format: "%.1f", times[times.count / 2]), best = String(format: "%.1f", times[0])
            print("  \(f): \(median) ms median, \(best) ms best  (\(summary))")
            viewTimes.sort()
            let viewMedian = String(format: "%.1f", viewTimes[viewTimes.count / 2]), viewBest = String(format: "%.1f", viewTimes[0])
            print("    OpenMapTiles view build: \(viewMedian) ms median, \(viewBest) ms best  (\(viewSummary))")
        }
    }
}
