import Foundation
import Net
import Geo
import MapData
import MapRender
import RasterTiles
import TermUI
import Testing
import TestSupport

/// Raster layers in the map frame: the default town (vector) with file and loopback tile sources.
@Suite(.serialized) struct RasterLayerFrameTests {
    static let map: ProjectedMap? = (try? OSMMap.defaultTown()).map(ProjectedMap.init)
    static let centre = Coordinate(latitude: 51.02, longitude: -1.05)
    static let zoom = 15.0
    static let blue = RGBA(r: 20, g: 40, b: 200)

    /// A file:// source whose tiles at every level around the centre are one colour.
    static func fileSource(_ name: String, color: RGBA, alpha: Bool = false, image: RasterImage? = nil) throws -> RasterDataSource {
        let root = temporaryFolder(name)
        for z in 13...14 {
            let (cx, cy) = WebMercator.tile(for: centre, zoom: z)
            for x in (cx - 2)...(cx + 2) {
                try FileManager.default.createDirectory(atPath: "\(root)/\(z)/\(x)", withIntermediateDirectories: true)
                for y in (cy - 2)...(cy + 2) {
                    let png = try ImageEncoder.png(image ?? TestTiles.solid(color, size: 64))
                    try Data(png).write(to: URL(fileURLWithPath: "\(root)/\(z)/\(x)/\(y).png"))
                }
            }
        }
        let config = try RasterSourceConfiguration(name: name, template: URLTemplate("file://\(root)/{z}/{x}/{y}.png"),
                                                   storageLevels: Array(12...16), hasAlphaChannel: alpha)
        return RasterDataSource(configuration: config, fetcher: HTTPClient())
    }

    /// Renders until the layers' visible tiles are loaded (the first frame queues them), then once more.
    static func render(_ layers: [RasterLayer], colors: ColorCapability = .truecolor, zoom: Double = zoom, w: Int = 80, h: Int = 24,
                       kindOf: (@Sendable (String) -> RasterStage.StyleLayerKind?)? = nil) throws -> Buffer {
        let map = try #require(Self.map)
        var view = MapView(map: map, camera: Camera(centre: centre, zoom: zoom, width: w, height: h))
        view.rasterLayers = layers
        if let kindOf { view.rasterStyleLayerKind = kindOf }
        view.rasterColors = colors
        var b = Buffer(width: w, height: h)
        view.render(in: b.area, into: &b)
        for l in layers { _ = l.source.waitUntilLoaded(allTiles(l.source), timeout: 20) }
        b = Buffer(width: w, height: h)
        view.render(in: b.area, into: &b)
        return b
    }

    static func allTiles(_ s: RasterDataSource) -> [TileKey] {
        (12...16).flatMap { z in
            let (cx, cy) = WebMercator.tile(for: centre, zoom: z)
            return ((cx - 2)...(cx + 2)).flatMap { x in ((cy - 2)...(cy + 2)).map { TileKey(z: z, x: x, y: $0) } }
        }
    }

    static func cells(_ b: Buffer) -> [Cell] { (0..<b.area.height).flatMap { y in (0..<b.area.width).map { b[$0, y] } } }

    static func count(_ b: Buffer, _ c: Color) -> Int {
        cells(b).filter { $0.style.background == c || ($0.grapheme == "▀" && $0.style.foreground == c) }.count
    }

    static func layer(_ s: RasterDataSource, _ p: RasterLayerOptions.Priority = .below("roads")) throws -> RasterLayer {
        try RasterLayerBuilder().withName(s.configuration.name).withDataSource(named: s).withPriority(p).build()
    }

    @Test func opaqueImageryUnderTheVectorMapKeepsRoadsAndLabels() throws {
        let s = try Self.fileSource("imagery-under", color: Self.blue)
        let plain = try Self.render([])
        let b = try Self.render([Self.layer(s)])
        let blue = Color.rgb(20, 40, 200)
        // Most of the frame is imagery, and every road glyph of the plain map is still there.
        #expect(Self.count(b, blue) > 80 * 24 / 2)
        let roads = Self.cells(plain).enumerated().filter { "─│┼┌┐└┘├┤┬┴━┃".contains($0.element.grapheme) }
        #expect(!roads.isEmpty)
        for (i, c) in roads { #expect(Self.cells(b)[i].grapheme == c.grapheme) }
    }

    @Test func renderedLastOpaqueLayerHidesTheMapAndRenderedFirstDoesNot() throws {
        let s = try Self.fileSource("imagery-last", color: Self.blue)
        let first = try Self.render([Self.layer(s, .renderedFirst)])
        let underRoads = try Self.render([Self.layer(s, .below("roads"))])
        let last = try Self.render([Self.layer(s, .renderedLast)])
        let blue = Color.rgb(20, 40, 200)
        // Rendered first, the town's land-use fills cover the imagery; under the roads it covers them.
        #expect(Self.count(underRoads, blue) > Self.count(first, blue))
        func glyphs(_ b: Buffer) -> Int { Self.cells(b).filter { $0.grapheme != " " && $0.grapheme != "▀" }.count }
        #expect(Self.count(last, blue) >= Self.count(underRoads, blue))
        #expect(glyphs(underRoads) > 100)
        #expect(glyphs(last) <= 3)
    }

    @Test func transparentOverlayBlendsOverTheVectorMap() throws {
        let s = try Self.fileSource("radar", color: .init(r: 0, g: 0, b: 0, a: 0), alpha: true, image: TestTiles.radar(size: 64))
        let plain = try Self.render([])
        let b = try Self.render([Self.layer(s, .renderedLast)])
        var blended = 0, untouched = 0
        for (p, c) in zip(Self.cells(plain), Self.cells(b)) {
            guard let (pr, pg, _) = p.style.background.rgbValue, let (r, g, _) = c.style.background.rgbValue else { continue }
            if c.style.background == p.style.background { untouched += 1; continue }
            // Half-transparent green over the land: greener than the land, not pure overlay green.
            if Int(g) > Int(pg) && g < 220 && abs(Int(r) - Int(pr) / 2) < 20 { blended += 1 }
        }
        #expect(blended > 50)
        #expect(untouched > 0)
    }

    @Test func visibilityRangeAndEnabledChangeTheFrame() throws {
        let s = try Self.fileSource("imagery-vis", color: Self.blue)
        let plain = try Self.render([])
        var l = try RasterLayerBuilder().withName("vis").withDataSource(named: s).withVisibilityRange(minZoom: 16, maxZoom: 18).build()
        #expect(try Self.render([l]) == plain)
        l = try RasterLayerBuilder().withName("vis").withDataSource(named: s).withVisibilityRange(minZoom: 10, maxZoom: 16).build()
        #expect(try Self.render([l]) != plain)
        l.setEnabled(false)
        #expect(try Self.render([l]) == plain)
    }

    @Test func twoLayersDrawInPriorityOrder() throws {
        let blue = try Self.fileSource("two-blue", color: Self.blue)
        let red = try Self.fileSource("two-red", color: RGBA(r: 200, g: 20, b: 20))
        let b = try Self.render([Self.layer(red, .renderedLast), Self.layer(blue)])
        #expect(Self.count(b, .rgb(200, 20, 20)) > Self.count(b, .rgb(20, 40, 200)))
    }

    @Test func lowColourDepthsDitherAndMonochromeUsesShades() throws {
        let s = try Self.fileSource("depths", color: RGBA(r: 120, g: 120, b: 60))
        let b256 = try Self.render([Self.layer(s)], colors: .palette256)
        let indexed = Set(Self.cells(b256).compactMap { c -> UInt8? in if case .indexed(let i) = c.style.background { return i }; return nil })
        #expect(indexed.count >= 2)  // a flat colour between two palette entries dithers into both
        let mono = try Self.render([Self.layer(s)], colors: .monochrome)
        #expect(Self.cells(mono).contains { "░▒▓█".contains($0.grapheme) })
    }

    @Test func failedTilesDrawAHatchAndTheSourceSaysWhy() throws {
        let root = temporaryFolder()
        let server = try TileServer(root: root)
        let config = try RasterSourceConfiguration(name: "failing", template: URLTemplate(server.template("e500")))
        let s = RasterDataSource(configuration: config, fetcher: HTTPClient(userAgent: "navsim-tests"), clock: ManualTileClock(),
                                 retry: RetryPolicy(maxAttempts: 1))
        let b = try Self.render([Self.layer(s)])
        #expect(Self.count(b, .rgb(200, 70, 70)) > 10)
        #expect(s.problem?.contains("HTTP 500") == true)
    }
}
