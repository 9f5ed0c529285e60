import Geo
@testable import MapRender
import Net
import RasterTiles
import TermUI
import Testing

/// The sampler (runs of pixels read through a tile's storage, 1/2^shift multiplied rather than 2^shift divided)
/// writes exactly the plane of its per-pixel definition, over seeded random tiles (some empty, some failed, some
/// only as a loaded ancestor), cameras (bearing, tilt, zoom), opacities and the alpha rule.
@Suite struct RasterSamplingExactnessTests {
    /// Seeded random tiles by key, served without a network: every fifth tile is a 404 (empty), every seventh fails.
    struct SeededTiles: TileFetcher {
        func fetch(_ url: String, etag: String?, cancellation: HTTPCancellation) -> TileFetchResult {
            let parts = url.split(separator: "/").suffix(3)
            guard parts.count == 3, let z = Int(parts[parts.startIndex]), let x = Int(parts[parts.startIndex + 1]),
                  let y = Int(parts[parts.startIndex + 2].prefix { $0.isNumber }) else { return .notFound }
            if (x + 2 * y) % 5 == 0 { return .notFound }
            if (3 * x + y) % 7 == 0 { return .failed("seeded failure", retryable: false) }
            var g = SeededGenerator(seed: UInt64(z * 1_000_003 + x * 1009 + y))
            let side = [16, 64][(x + y) % 2]
            var image = RasterImage(width: side, height: side, fill: RGBA(r: 0, g: 0, b: 0))
            for py in 0..<side {
                for px in 0..<side {
                    let a: UInt8 = [255, 255, 0, 128][Int.random(in: 0..<4, using: &g)]
                    image.setPixel(x: px, y: py, RGBA(r: .random(in: 0...255, using: &g), g: .random(in: 0...255, using: &g),
                                                      b: .random(in: 0...255, using: &g), a: a))
                }
            }
            return (try? ImageEncoder.png(image)).map { .data($0, etag: nil, maxAge: nil) } ?? .notFound
        }
    }

    /// The sampler as defined pixel by pixel (its form before the fast path).
    static func referencePlane(_ f: MapFrame, _ layer: RasterLayer, level: Int, fade: UInt16) -> [RGBA] {
        let source = layer.source
        let n = Double(1 << UInt64(level))
        let last = Int(n) - 1
        let hasAlpha = source.configuration.hasAlphaChannel
        let alpha = hasAlpha || fade < 255
        var plane = [RGBA](repeating: RGBA(r: 0, g: 0, b: 0, a: 0), count: f.width * f.height * 2)
        let hatchRed = RGBA(r: 200, g: 70, b: 70, a: 255), hatchGrey = RGBA(r: 70, g: 70, b: 70, a: alpha ? 140 : 255)
        for py in max(0, f.firstGroundRow - 1) * 2..<(f.height * 2) {
            let cy = (Double(py) + 0.5) / 2
            guard let m0 = f.t.unproject(cellX: 0.5, cellY: cy), let m1 = f.t.unproject(cellX: 1.5, cellY: cy) else { continue }
            let sx = (m1.x - m0.x) * n, sy = (m1.y - m0.y) * n
            let bx = m0.x * n, by = m0.y * n
            for px in 0..<f.width {
                var wx = bx + Double(px) * sx
                let wy = by + Double(px) * sy
                guard wy >= 0, wy < n else { continue }
                if wx < 0 || wx >= n { wx -= (wx / n).rounded(.down) * n }
                let tx = min(Int(wx), last), ty = min(Int(wy), last)
                let tile = f.resolveForSampling(TileKey(z: level, x: tx, y: ty), source)
                let scale = Double(1 << tile.shift)
                let ax = Double(tx >> tile.shift), ay = Double(ty >> tile.shift)
                if tile.hasImage {
                    let u = min(tile.width - 1, max(0, Int((wx / scale - ax) * Double(tile.width))))
                    let v = min(tile.height - 1, max(0, Int((wy / scale - ay) * Double(tile.height))))
                    let j = (v * tile.width + u) * 4
                    var c = RGBA(r: tile.pixels[j], g: tile.pixels[j + 1], b: tile.pixels[j + 2], a: hasAlpha ? tile.pixels[j + 3] : 255)
                    if fade < 255 { c.a = UInt8((UInt16(c.a) * fade + 127) / 255) }
                    if c.a > 0 { plane[py * f.width + px] = c }
                } else if tile.failed {
                    plane[py * f.width + px] = (px + py) % 4 == 0 ? hatchRed : hatchGrey
                }
            }
        }
        return plane
    }

    static func layer(alpha: Bool) throws -> RasterLayer {
        let config = try RasterSourceConfiguration(name: "seeded-\(alpha)", template: URLTemplate("http://127.0.0.1/{z}/{x}/{y}.png"),
                                                   hasAlphaChannel: alpha)
        return RasterLayer(options: RasterLayerOptions(name: "seeded-\(alpha)", priority: RasterLayerSpec.defaultPriority),
                           source: RasterDataSource(configuration: config, fetcher: SeededTiles()))
    }

    @Test func samplingWritesThePlaneOfThePerPixelDefinition() throws {
        var g = SeededGenerator(seed: 4242)
        let centre = Coordinate(latitude: 51.02, longitude: -1.05)
        var compared = 0, incomplete = 0
        for alpha in [false, true] {
            let layer = try Self.layer(alpha: alpha)
            for trial in 0..<16 {
                let c = Coordinate(latitude: centre.latitude + Double.random(in: -0.02...0.02, using: &g),
                                   longitude: centre.longitude + Double.random(in: -0.03...0.03, using: &g))
                let camera = Camera(centre: c, zoom: Double.random(in: 13...17.5, using: &g), bearing: Double.random(in: 0..<360, using: &g),
                                    tilt: [0, 30, 60][trial % 3], width: Int.random(in: 20...70, using: &g), height: Int.random(in: 8...30, using: &g))
                var view = MapView(map: nil, camera: camera)
                view.rasterLayers = [layer]
                var buffer = Buffer(width: camera.width, height: camera.height)
                // Most views load their own tiles first; some are drawn from what a view two levels up loaded.
                if trial % 4 == 3 {
                    var up = view
                    up.camera = Camera(centre: c, zoom: camera.zoom - 2, bearing: camera.bearing, tilt: camera.tilt,
                                       width: camera.width, height: camera.height)
                    up.render(in: buffer.area, into: &buffer)
                    _ = layer.source.waitUntilVisibleLoaded(timeout: 20)
                } else {
                    view.render(in: buffer.area, into: &buffer)
                    _ = layer.source.waitUntilVisibleLoaded(timeout: 20)
                }
                let frame = MapFrame(view: view, area: buffer.area)
                let level = layer.source.configuration.storageLevel(forViewZoom: frame.zoom)
                for fade: UInt16 in [255, 140] {
                    let plane = frame.sample(layer, level: level, fade: fade)
                    let expected = Self.referencePlane(frame, layer, level: level, fade: fade)
                    let first = plane.pixels.indices.first { plane.pixels[$0] != expected[$0] }
                    #expect(first == nil, "alpha \(alpha), trial \(trial), fade \(fade): pixel \(first ?? -1) differs")
                    compared += plane.pixels.count
                    if !plane.complete { incomplete += 1 }
                }
            }
        }
        #expect(compared > 50_000)
        #expect(incomplete > 0)
    }
}
