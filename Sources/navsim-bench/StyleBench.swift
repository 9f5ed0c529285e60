import Foundation
import Geo
import MapData
import MapRender
import StyleSpec
import TermUI

/// Style Spec styles (issue 12, "Speed"): load and compile time of Positron, Dark Matter and each scheme, and a
/// 200×60 Positron frame on Monaco. Goal: median ≤ 1.5 ms in release.
enum StyleBench {
    static let runs = 300
    static let monaco = Coordinate(43.7384, 7.4246)

    static func median(_ body: () -> Void, runs: Int) -> Double { BenchTiming.measure(runs: runs, body).median }

    static func f(_ v: Double) -> String { String(format: "%.3f", v) }

    static func run() {
        let shared = ProcessInfo.processInfo.environment["NAVSIM_SHARED_DATA"] ?? "../shared/data"
        print("Styles (load = parse + compile, median of 20):")
        var positron: StyleSheet?
        for name in ["positron.json", "dark-matter.json"] {
            let path = shared + "/styles/" + name
            guard let data = FileManager.default.contents(atPath: path) else { print("  \(name): skipped (\(path) absent)"); continue }
            let ms = median({ _ = try? StyleSheet.parse(data, file: name) }, runs: 20)
            if name == "positron.json" { positron = try? StyleSheet.parse(data, file: name) }
            print("  \(name): \(f(ms)) ms")
        }
        for s in MapScheme.allCases {
            print("  \(s.rawValue): \(f(median({ _ = try? s.load() }, runs: 20))) ms")
        }
        guard let positron else { return }
        let map: OSMMap
        do { map = try OSMMap.load(path: shared + "/osrm-backend/monaco.osm.pbf") } catch { print("  Monaco frame: skipped (\(error))"); return }
        let clock = ContinuousClock()
        let t0 = clock.now
        let projected = ProjectedMap(map)
        let t1 = clock.now
        let styled = ActiveStyle(sheet: positron).styled(projected.styledSource())
        print("  Monaco: ProjectedMap + OpenMapTiles view \(f(MapRenderBench.milliseconds(t1 - t0))) ms, "
              + "Positron bound (filters run, labels made once; off the frame in the UI) \(f(MapRenderBench.milliseconds(clock.now - t1))) ms")
        let zooms = ProcessInfo.processInfo.environment["NAVSIM_STYLE_ZOOMS"].map { $0.split(separator: ",").compactMap { Double($0) } }
        for zoom in zooms ?? [14.0, 15, 16, 17] {
            var view = MapView(map: projected, camera: Camera(centre: monaco, zoom: zoom, width: 200, height: 60),
                               style: ActiveStyle(sheet: positron).overlay)
            view.styled = styled
            var buffer = Buffer(width: 200, height: 60)
            var storage = MapFrameStorage()
            for _ in 0..<10 { view.render(in: buffer.area, into: &buffer, reusing: &storage) }
            let t = BenchTiming.measureWithCPU(runs: runs) { view.render(in: buffer.area, into: &buffer, reusing: &storage) }
            print("  Positron on Monaco 200×60 z\(Int(zoom)): median \(f(t.median)) ms, p90 \(f(t.p90)) ms, "
                  + "thread CPU median \(f(t.cpuMedian)) ms (goal ≤ 1.5 ms median)")
        }
    }
}
