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

    static func peakRSSMegabytes() -> Double {
        var u = rusage()
        getrusage(RUSAGE_SELF.rawValue, &u)
        return Double(u.ru_maxrss) / 1024
    }

    static func f(_ v: Double) -> String { String(format: "%.3f", v) }

    static func run() {
        guard let town = try? OSMMap.defaultTown() else { print("Raster: skipped (no default town)"); return }
        let map = ProjectedMap(town)
        let centre = Coordinate(51.02, -1.05)
        let renderer = AerialImageryRenderer(map: map)
        let tz = WebMercator.tile(for: centre, zoom: 16)
        let tile = renderer.tile(TileKey(z: 16, x: tz.x, y: tz.y))
        guard let jpeg = try? ImageEncoder.jpeg(tile, quality: 85), let png = try? ImageEncoder.png(tile) else { return }
        print("Raster (median of \(runs); goals: decode + resample ≤ 1 ms, 200×60 frame with a cached layer ≤ 3 ms):")
        let dj = median { _ = try? ImageDecoder.decode(jpeg) }
        let dp = median { _ = try? ImageDecoder.decode(png) }
        print("  decode 256×256 JPEG (\(jpeg.count / 1024) KB): \(f(dj.median)) ms, PNG (\(png.count / 1024) KB): \(f(dp.median)) ms")

        // One tile's worth of terminal pixels: a 128×64-cell view at the tile's own zoom (+1), no vector map.
        let one = source(OneTileFetcher(bytes: jpeg), name: "one")
        let oneView = view(nil, [one], centre: centre, zoom: 17, width: 128, height: 64)
        warm(oneView, one)
        var buf = Buffer(width: 128, height: 64)
        let resample = median { oneView.render(in: buf.area, into: &buf) }
        let both = median {
            _ = try? ImageDecoder.decode(jpeg)
            oneView.render(in: buf.area, into: &buf)
        }
        let bothPNG = median {
            _ = try? ImageDecoder.decode(png)
            oneView.render(in: buf.area, into: &buf)
        }
        print("  resample one tile into 128×64 cells: \(f(resample.median)) ms; decode JPEG + resample: \(f(both.median)) ms, "
              + "decode PNG + resample: \(f(bothPNG.median)) ms")

        let layerSource = source(OneTileFetcher(bytes: jpeg), name: "frame")
        let plain = view(map, [], centre: centre, zoom: 16, width: 200, height: 60)
        let withRaster = view(map, [layerSource], centre: centre, zoom: 16, width: 200, height: 60)
        warm(withRaster, layerSource)
        var big = Buffer(width: 200, height: 60)
        var storage = MapFrameStorage()
        let p = median { plain.render(in: big.area, into: &big, reusing: &storage) }
        let r = median { withRaster.render(in: big.area, into: &big, reusing: &storage) }
        print("  200×60 frame z16, vector only: \(f(p.median)) ms; with one cached raster layer under it: \(f(r.median)) ms (p90 \(f(r.p90)))")

        // A long pan over new tiles: 3,000 frames eastwards, each frame's visible tiles loaded before the next.
        let pan = source(OneTileFetcher(bytes: jpeg), name: "pan")
        let before = peakRSSMegabytes()
        var c = centre
        var frames = 0
        let clock = ContinuousClock(), start = clock.now
        for i in 0..<3000 {
            c = Coordinate(latitude: 51.02 + Double(i % 200) * 0.0005, longitude: -1.05 + Double(i) * 0.002)
            let v = view(map, [pan], centre: c, zoom: 16, width: 200, height: 60)
            v.render(in: big.area, into: &big, reusing: &storage)
            _ = pan.source.waitUntilVisibleLoaded(timeout: 5)
            frames += 1
        }
        let s = pan.source.statistics
        print("  pan of \(frames) frames over \(s.loaded) new tiles (\(f(MapRenderBench.milliseconds(clock.now - start) / 1000)) s): "
              + "peak RSS \(String(format: "%.0f", before)) → \(String(format: "%.0f", peakRSSMegabytes())) MB, memory cache \(s.memoryTiles) tiles, "
              + "\(s.memoryBytes >> 20) MB (bound 48 MB)")
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
