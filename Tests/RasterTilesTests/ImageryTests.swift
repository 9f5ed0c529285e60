import AerialImagery
import Foundation
import Net
import Geo
import MapData
import MapRender
import RasterTiles
import TermUI
import Testing
import TestSupport

/// The procedural imagery, and imagery served from loopback drawn where it belongs on the map.
@Suite(.serialized) struct ImageryTests {
    static let town: ProjectedMap? = RasterLayerFrameTests.map

    @Test func generatedImageryIsDeterministicAndPaintsTheTown() throws {
        let map = try #require(Self.town)
        let key = WebMercator.tile(for: Coordinate(latitude: 51.02, longitude: -1.05), zoom: 15)
        let k = TileKey(z: 15, x: key.x, y: key.y)
        let a = AerialImageryRenderer(map: map).tile(k, size: 128)
        let b = AerialImageryRenderer(map: map).tile(k, size: 128)
        #expect(a == b)
        #expect(AerialImageryRenderer(map: map, seed: 2).tile(k, size: 128) != a)
        // The town centre has asphalt (grey, r ≈ g ≈ b) and green; not one flat colour.
        var grey = 0, green = 0
        for y in 0..<128 { for x in 0..<128 {
            let p = a.pixel(x: x, y: y)
            if abs(Int(p.r) - Int(p.g)) < 8 && abs(Int(p.g) - Int(p.b)) < 10 && p.r < 120 { grey += 1 }
            if Int(p.g) > Int(p.r) + 10 && Int(p.g) > Int(p.b) + 10 { green += 1 }
        } }
        #expect(grey > 50)
        #expect(green > 500)
    }

    @Test func generatedTilesAreWrittenOnceAtFirstUseWithTheSameBytes() throws {
        let map = try #require(Self.town)
        let k = TileKey(z: 14, x: 8144, y: 5483)
        let f1 = GeneratedImageryFetcher(renderer: AerialImageryRenderer(map: map), folder: temporaryFolder())
        let f2 = GeneratedImageryFetcher(renderer: AerialImageryRenderer(map: map), folder: temporaryFolder())
        let url1 = try URLTemplate(f1.template).url(for: k), url2 = try URLTemplate(f2.template).url(for: k)
        guard case .data(let b1, _, _) = f1.fetch(url1, etag: nil, cancellation: HTTPCancellation()), case .data(let b2, _, _) = f2.fetch(url2, etag: nil, cancellation: HTTPCancellation()) else {
            Issue.record("no tile"); return
        }
        #expect(b1 == b2)
        #expect(FileManager.default.fileExists(atPath: "\(f1.folder)/14/8144/5483.jpg"))
        #expect(f1.fetch(try URLTemplate(f1.template).url(for: TileKey(z: 9, x: 254, y: 171)), etag: nil, cancellation: HTTPCancellation()) == .notFound)
    }

    /// Cells without a vector glyph show the tile pixel under their upper half: georeferencing through the camera.
    /// (The layers checked are opaque and over every blank cell, so a blank cell is raster too.)
    static func expectGeoreferenced(_ b: Buffer, camera: Camera, tiles: [TileKey: RasterImage], level: Int) -> (checked: Int, matched: Int) {
        var checked = 0, matched = 0
        for y in stride(from: 4, to: camera.height - 3, by: 3) {
            for x in stride(from: 2, to: camera.width - 2, by: 5) {
                let cell = b[x, y]
                guard cell.grapheme == "▀" || cell.grapheme == " ", let c = camera.unproject(cellX: Double(x) + 0.5, cellY: Double(y) + 0.25) else { continue }
                let n = WebMercator.normalized(c), scale = Double(1 << level)
                let k = TileKey(z: level, x: Int(n.x * scale), y: Int(n.y * scale))
                guard let img = tiles[k] else { continue }
                let px = img.pixel(x: min(img.width - 1, Int((n.x * scale - Double(k.x)) * Double(img.width))),
                                   y: min(img.height - 1, Int((n.y * scale - Double(k.y)) * Double(img.height))))
                checked += 1
                // An upper half block carries the top pixel as its foreground; a blank (both halves alike) as its background.
                let shown = cell.grapheme == "▀" ? cell.style.foreground : cell.style.background
                if shown == .rgb(px.r, px.g, px.b) { matched += 1 }
            }
        }
        return (checked, matched)
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
    func osmStyleTemplateOnLoopbackRendersMonaco() throws {
        let monaco = ProjectedMap(try OSMMap.load(path: SharedData.path("osrm-backend/monaco.osm.pbf")))
        let centre = Coordinate(latitude: 43.7384, longitude: 7.4246)
        let root = temporaryFolder()
        // The server's tiles: Monaco painted from its own data, as PNG, at z14–z15 around the centre.
        let renderer = AerialImageryRenderer(map: monaco)
        var tiles: [TileKey: RasterImage] = [:]
        for z in 14...15 {
            let t = WebMercator.tile(for: centre, zoom: z)
            for x in (t.x - 1)...(t.x + 1) {
                try FileManager.default.createDirectory(atPath: "\(root)/\(z)/\(x)", withIntermediateDirectories: true)
                for y in (t.y - 1)...(t.y + 1) {
                    let k = TileKey(z: z, x: x, y: y)
                    let img = renderer.tile(k, size: 128)
                    tiles[k] = img
                    try Data(try ImageEncoder.png(img)).write(to: URL(fileURLWithPath: "\(root)/\(z)/\(x)/\(y).png"))
                }
            }
        }
        let server = try TileServer(root: root)
        let spec = try RasterLayerSpec.parse(option: server.template() + ",name=osm,levels=14-15", index: 0, cacheRoot: temporaryFolder())
        let source = try RasterSourceRegistry(userAgent: "navsim/0.1.0 (tests)").makeSource(spec.source)
        let camera = Camera(centre: centre, zoom: 16, width: 100, height: 30)
        var view = MapView(map: monaco, camera: camera)
        view.rasterLayers = [RasterLayer(options: spec.layer, source: source)]
        var b = Buffer(width: 100, height: 30)
        view.render(in: b.area, into: &b)
        #expect(source.waitUntilVisibleLoaded(timeout: 30))
        b = Buffer(width: 100, height: 30)
        view.render(in: b.area, into: &b)
        let r = Self.expectGeoreferenced(b, camera: camera, tiles: tiles, level: 15)
        #expect(r.checked > 20)
        #expect(r.matched == r.checked)
        #expect(server.log().allSatisfy { $0.path.hasPrefix("/tiles/15/") || $0.path.hasPrefix("/tiles/14/") })
        // The vector map is drawn over the imagery: Monaco's streets keep their line glyphs.
        #expect((0..<30).flatMap { y in (0..<100).map { b[$0, y].grapheme } }.filter { "─│┼┌┐└┘├┤┬┴━┃╭╮╯╰".contains($0) }.count > 20)
    }

    @Test func imageryFollowsBearingAndTilt() throws {
        let map = try #require(Self.town)
        let source = try RasterLayerFrameTests.fileSource("bearing", color: RGBA(r: 0, g: 0, b: 0), image: {
            // A tile split in a left (red) and right (blue) half, so rotation shows.
            var img = RasterImage(width: 64, height: 64, fill: RGBA(r: 200, g: 30, b: 30))
            for y in 0..<64 { for x in 32..<64 { img.setPixel(x: x, y: y, RGBA(r: 30, g: 30, b: 200)) } }
            return img
        }())
        var tiles: [TileKey: RasterImage] = [:]
        for k in RasterLayerFrameTests.allTiles(source) { if case .image(let i) = source.lookup(k) { tiles[k] = i } }
        for (bearing, tilt) in [(0.0, 0.0), (90.0, 0.0), (30.0, 50.0)] {
            let camera = Camera(centre: RasterLayerFrameTests.centre, zoom: 15, bearing: bearing, tilt: tilt, width: 80, height: 24)
            var view = MapView(map: map, camera: camera)
            view.rasterLayers = [try RasterLayerFrameTests.layer(source, .renderedLast)]
            var b = Buffer(width: 80, height: 24)
            view.render(in: b.area, into: &b)
            _ = source.waitUntilVisibleLoaded(timeout: 20)
            for k in RasterLayerFrameTests.allTiles(source) { if case .image(let i) = source.lookup(k) { tiles[k] = i } }
            b = Buffer(width: 80, height: 24)
            view.render(in: b.area, into: &b)
            let r = Self.expectGeoreferenced(b, camera: camera, tiles: tiles, level: 14)
            #expect(r.checked > 20, "bearing \(bearing) tilt \(tilt)")
            #expect(r.matched == r.checked, "bearing \(bearing) tilt \(tilt): \(r.matched) of \(r.checked)")
        }
    }
}
