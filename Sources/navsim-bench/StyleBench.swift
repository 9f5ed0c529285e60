import Foundation
import Geo
import MapData
import MapRender
import StyleSpec
import TermUI
import Text

/// Style Spec styles (issue 12, "Speed"): load and compile time of Positron, Dark Matter and each scheme, and a
/// 200×60 Positron frame on Monaco. Goal: median ≤ 1.5 ms in release.
enum StyleBench {
    static let runs = 300
    static let monaco = Coordinate(43.7384, 7.4246)

    static func median(_ body: () -> Void, runs: Int) -> Double { BenchTiming.measure(runs: runs, body).median }

    static func f(_ v: Double) -> String { String(format: "%.3f", v) }

    /// `NAVSIM_STYLE_ZOOMS` (comma-separated zooms within the camera's range), else z14–z17. A value that is not
    /// such a list is an error naming the variable, exit code 2, not a silently shorter or empty run.
    static func zooms() -> [Double] {
        guard let text = ProcessInfo.processInfo.environment["NAVSIM_STYLE_ZOOMS"] else { return [14, 15, 16, 17] }
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
        let zooms = items.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }.filter { Camera.zoomRange.contains($0) }
        guard !items.isEmpty, zooms.count == items.count else {
            FileDescriptor.writeAll(STDERR_FILENO, "navsim-bench styles: NAVSIM_STYLE_ZOOMS: expected zooms in "
                                    + "\(Int(Camera.zoomRange.lowerBound))...\(Int(Camera.zoomRange.upperBound)) separated by commas, "
                                    + "got '\(TerminalText.sanitized(text, limit: 80))'\n")
            exit(2)
        }
        return zooms
    }

    static func run() {
        let zooms = zooms()  // checked before seconds of loading, so a bad value fails at once
        let shared = SharedData.folder
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
        for zoom in zooms {
            var view = MapView(map: projected, camera: Camera(centre: monaco, zoom: zoom, width: 200, height: 60),
                               style: ActiveStyle(sheet: positron).overlay)
            view.styled = styled
            var buffer = Buffer(width: 200, height: 60)
            var storage = MapFrameStorage()
            for _ in 0..<10 { view.render(in: buffer.area, into: &buffer, reusing: &storage) }
            let t = BenchTiming.measureWithCPU(runs: runs) { view.render(in: buffer.area, into: &buffer, reusing: &storage) }
            print("  Positron on Monaco 200×60 z\(String(format: "%g", zoom)): median \(f(t.median)) ms, p90 \(f(t.p90)) ms, "
                  + "thread CPU median \(f(t.cpuMedian)) ms (goal ≤ 1.5 ms median)")
        }
    }
}
