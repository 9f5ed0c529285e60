import AerialImagery
import Foundation
import Geo
import MapData
import MapRender
import Net
import RasterTiles
import TermUI

/// Raster tile layers (issue 13): decoding and resampling one tile, a 200×60 frame with one cached raster layer
/// under the vector map, and peak RSS during a long pan over new tiles.
/// Goals: decode + resample ≤ 1 ms; the frame ≤ 3 ms median; memory bounded by the caches, not the distance panned.
enum RasterBench {
    static let runs = 300

    /// Serves one pre-encoded tile for every key (what a fast local server does), so the pan measures our side.
    struct OneTileFetcher: TileFetcher {
        let bytes: [UInt8]
        func fetch(_ url: String, etag: String?, cancellation: HTTPCancellation) -> TileFetchResult { .data(bytes, etag: nil, maxAge: nil) }
    }

    static func median(_ body: () -> Void) -> (median: Double, p90: Double) { BenchTiming.measure(runs: runs, body) }

    /// Wall median and p90 (ms) as `median`, and the mean CPU time of a run (ms, this thread's): the machine is
    /// shared, so wall time alone says as much about the neighbours as about the code.
    static func timed(_ body: () -> Void) -> (median: Double, p90: Double, cpu: Double) {
        let c0 = BenchTiming.threadCPUMilliseconds()
        let m = median(body)
        return (m.median, m.p90, (BenchTiming.threadCPUMilliseconds() - c0) / Double(runs))
    }


    /// Resident memory now (MB), from /proc/self/statm; 0 where that file is missing.
    static func currentRSSMegabytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    /// "0.123 ms (CPU 0.100)".
    static func ms(_ t: (median: Double, p90: Double, cpu: Double)) -> String { "\(f(t.median)) ms (CPU \(f(t.cpu)))" }

    static func peakRSSMegabytes() -> Double {
        var u = rusage()
        getrusage(RUSAGE_SELF.rawValue, &u)
        return Double(u.ru_maxrss) / 1024
    }

    static func f(_ v: Double) -> String { String(format: "%.3f", v) }

    /// The 1-minute load average (/proc/loadavg), or "?": wall times mean little on a loaded machine without it.
    static func loadAverage() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)).flatMap { $0.split(separator: " ").first.map(String.init) } ?? "?"
    }

    static func run() {
        guard let town = try? OSMMap.defaultTown() else { print("Raster: skipped (no default town)"); return }
        let map = ProjectedMap(town)
        let centre = Coordinate(51.02, -1.05)
        let renderer = AerialImageryRenderer(map: map)
        let tz = WebMercator.tile(for: centre, zoom: 16)
        let tile = renderer.tile(TileKey(z: 16, x: tz.x, y: tz.y))
        guard let jpeg = try? ImageEncoder.jpeg(tile, quality: 85), let png = try? ImageEncoder.png(tile) else { return }
        print("Raster (median of \(runs) wall, CPU = mean thread CPU time; goals: decode + resample ≤ 1 ms, "
              + "200×60 frame with a cached layer ≤ 3 ms; load average \(loadAverage())):")
        let dj = timed { _ = try? ImageDecoder.decode(jpeg) }
        let dp = timed { _ = try? ImageDecoder.decode(png) }
        print("  decode 256×256 JPEG (\(jpeg.count / 1024) KB): \(ms(dj)), PNG (\(png.count / 1024) KB): \(ms(dp))")

        // One tile's worth of terminal pixels: a 128×64-cell view at the tile's own zoom (+1), no vector map.
        // "Resample" draws the tile anew each time (its kept plane dropped first); "kept" is a later frame of the
        // same view, which takes the plane kept from the one before.
        let one = source(OneTileFetcher(bytes: jpeg), name: "one")
        let oneView = view(nil, [one], centre: centre, zoom: 17, width: 128, height: 64)
        warm(oneView, one)
        var buf = Buffer(width: 128, height: 64)
        let resample = timed { one.resampled.removeAll(); oneView.render(in: buf.area, into: &buf) }
        let kept = timed { oneView.render(in: buf.area, into: &buf) }
        let both = timed {
            _ = try? ImageDecoder.decode(jpeg)
            one.resampled.removeAll()
            oneView.render(in: buf.area, into: &buf)
        }
        let bothPNG = timed {
            _ = try? ImageDecoder.decode(png)
            one.resampled.removeAll()
            oneView.render(in: buf.area, into: &buf)
        }
        print("  one tile into 128×64 cells: resample \(ms(resample)), kept plane \(ms(kept)); "
              + "decode JPEG + resample: \(ms(both)), decode PNG + resample: \(ms(bothPNG))")

        let layerSource = source(OneTileFetcher(bytes: jpeg), name: "frame")
        let plain = view(map, [], centre: centre, zoom: 16, width: 200, height: 60)
        let withRaster = view(map, [layerSource], centre: centre, zoom: 16, width: 200, height: 60)
        warm(withRaster, layerSource)
        var big = Buffer(width: 200, height: 60)
        var storage = MapFrameStorage()
        let p = timed { plain.render(in: big.area, into: &big, reusing: &storage) }
        let r = timed { withRaster.render(in: big.area, into: &big, reusing: &storage) }
        // The same layer while the camera drifts a fraction of a pixel per frame (following a vehicle): every
        // frame samples anew, from tiles in memory.
        var step = 0
        let moving = timed {
            step += 1
            let c = Coordinate(latitude: centre.latitude, longitude: centre.longitude + Double(step) * 1e-6)
            view(map, [layerSource], centre: c, zoom: 16, width: 200, height: 60).render(in: big.area, into: &big, reusing: &storage)
        }
        print("  200×60 frame z16, vector only: \(ms(p)); with one cached raster layer under it: \(ms(r)) (p90 \(f(r.p90))); "
              + "camera drifting (sampled every frame): \(ms(moving))")

        // A long pan over new tiles: 3,000 frames eastwards, each frame's visible tiles loaded before the next
        // (about 2,900 new tiles: what ten minutes of brisk panning, five new tiles a second, asks for).
        let pan = source(OneTileFetcher(bytes: jpeg), name: "pan")
        let before = peakRSSMegabytes()
        var c = centre
        var frames = 0
        var checkpoints: [String] = []
        let clock = ContinuousClock(), start = clock.now
        let cpu0 = BenchTiming.threadCPUMilliseconds()
        for i in 0..<3000 {
            c = Coordinate(latitude: 51.02 + Double(i % 200) * 0.0005, longitude: -1.05 + Double(i) * 0.002)
            let v = view(map, [pan], centre: c, zoom: 16, width: 200, height: 60)
            v.render(in: big.area, into: &big, reusing: &storage)
            _ = pan.source.waitUntilVisibleLoaded(timeout: 5)
            frames += 1
            if frames % 750 == 0 { checkpoints.append(String(format: "%.0f", currentRSSMegabytes())) }
        }
        let s = pan.source.statistics
        let planes = pan.resampled.statistics
        print("  pan of \(frames) frames over \(s.loaded) new tiles (\(f(MapRenderBench.milliseconds(clock.now - start) / 1000)) s wall, "
              + "main thread CPU \(f((BenchTiming.threadCPUMilliseconds() - cpu0) / 1000)) s): RSS after 750/1500/2250/3000 frames "
              + "\(checkpoints.joined(separator: "/")) MB, peak \(String(format: "%.0f", before)) → \(String(format: "%.0f", peakRSSMegabytes())) MB; "
              + "memory cache \(s.memoryTiles) tiles, \(s.memoryBytes >> 20) MB (bound 48 MB); kept planes \(planes.planes), "
              + "\(planes.bytes >> 10) KB (bound \(pan.resampled.maxBytes >> 20) MB)")
    }

    static func source(_ fetcher: some TileFetcher, name: String) -> RasterLayer {
        let config = try! RasterSourceConfiguration(name: name, template: URLTemplate("http://127.0.0.1/{z}/{x}/{y}.jpg"))
        let s = RasterDataSource(configuration: config, fetcher: fetcher)
        return RasterLayer(options: RasterLayerOptions(name: name, priority: RasterLayerSpec.defaultPriority), source: s)
    }

    static func view(_ map: ProjectedMap?, _ layers: [RasterLayer], centre: Coordinate, zoom: Double, width: Int, height: Int) -> MapView {
        var v = MapView(map: map, camera: Camera(centre: centre, zoom: zoom, width: width, height: height))
        v.rasterLayers = layers
        return v
    }

    /// Renders until the visible tiles are in memory.
    static func warm(_ v: MapView, _ layer: RasterLayer) {
        var b = Buffer(width: v.camera.width, height: v.camera.height)
        for _ in 0..<3 {
            v.render(in: b.area, into: &b)
            _ = layer.source.waitUntilVisibleLoaded(timeout: 10)
        }
    }
}
