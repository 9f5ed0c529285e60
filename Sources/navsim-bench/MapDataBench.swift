import Foundation
import MapData

/// Load-time figures: each shared extract loaded into a routable network, median of several runs.
enum MapDataBench {
    static let files = ["graphhopper/andorra.osm.pbf", "osrm-backend/monaco.osm.pbf", "graphhopper/monaco.osm.gz",
                        "graphhopper/andorra.osm.gz", "graphhopper/north-bayreuth.osm.gz"]
    static let runs = 7

    static func run() {
        let dir = ProcessInfo.processInfo.environment["NAVSIM_SHARED_DATA"] ?? "../shared/data"
        print("MapData load (median of \(runs) runs, file read + decode + network + features):")
        for f in files {
            let path = dir + "/" + f
            guard FileManager.default.fileExists(atPath: path) else { print("  \(f): skipped (not found under \(dir))"); continue }
            var times = [Double]()
            var summary = ""
            for _ in 0..<runs {
                let clock = ContinuousClock()
                let start = clock.now
                do {
                    let map = try OSMMap.load(path: path)
                    let d = clock.now - start
                    times.append(Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15)
                    summary = "\(map.network.vertices.count) vertices, \(map.network.edges.count) edges, \(map.features.pois.count) POIs"
                } catch {
                    print("  \(f): \(error)")
                    break
                }
            }
            guard !times.isEmpty else { continue }
            times.sort()
            print("  \(f): \(String(format: "%.1f", times[times.count / 2])) ms  (\(summary))")
        }
    }
}
