import Foundation
import Geo
import MapData
import MapRender
import Net
import RasterTiles
import StyleSpec
import TermUI
import TestSupport
import Testing

/// MapLibre `raster` sources and layers in a style the test writes, served by the loopback tile server: `tiles`
/// templates and TileJSON `url`s, tile size, the source's zooms, the layer's zooms, `raster-opacity`, and the layer's
/// place among the style's vector layers.
@Suite(.serialized) struct StyleRasterTests {
    static let red = RGBA(r: 200, g: 30, b: 30)

    /// A tile folder with one colour at z13 and z14 around the test centre, and a TileJSON document for it.
    static func serve(_ color: RGBA = red) throws -> TileServer {
        let root = temporaryFolder()
        for z in 13...14 {
            let (cx, cy) = WebMercator.tile(for: RasterLayerFrameTests.centre, zoom: z)
            try TestTiles.writePNG(root: root, z: z, xs: (cx - 2)...(cx + 2), ys: (cy - 2)...(cy + 2)) { _, _ in color }
        }
        let tilejson = #"{"tilejson": "2.2.0", "tiles": ["{z}/{x}/{y}.png"], "minzoom": 13, "maxzoom": 14, "attribution": "© Test relief"}"#
        try Data(tilejson.utf8).write(to: URL(fileURLWithPath: root + "/relief.json"))
        return try TileServer(root: root)
    }

    static func style(_ server: TileServer, opacity: Double = 1, tileSize: Int = 256) -> StyleSheet? {
        let json = """
        {"version": 8, "name": "relief test",
         "sources": {
           "omt": {"type": "vector", "url": "navsim:openmaptiles"},
           "hills": {"type": "raster", "tiles": ["\(server.base)/tiles/{z}/{x}/{y}.png"], "tileSize": \(tileSize), "minzoom": 13, "maxzoom": 14},
           "relief": {"type": "raster", "url": "\(server.base)/tiles/relief.json", "tileSize": 256}
         },
         "layers": [
           {"id": "background", "type": "background", "paint": {"background-color": "#f0f0e0"}},
           {"id": "landuse", "type": "fill", "source": "omt", "source-layer": "landuse", "paint": {"fill-color": "#d0e0c0"}},
           {"id": "hillshade", "type": "raster", "source": "hills", "minzoom": 10, "paint": {"raster-opacity": \(opacity)}},
           {"id": "roads", "type": "line", "source": "omt", "source-layer": "transportation", "paint": {"line-color": "#808080"}},
           {"id": "labels", "type": "symbol", "source": "omt", "source-layer": "place", "layout": {"text-field": "{name}"}},
           {"id": "relief-top", "type": "raster", "source": "relief", "maxzoom": 12}
         ]}
        """
        return try? StyleSheet.parse(Data(json.utf8), file: "relief.json")
    }

    static func layers(_ sheet: StyleSheet, client: HTTPClient = HTTPClient(userAgent: "navsim-tests")) throws -> [RasterLayer] {
        let specs = try StyleRasterLayers.specs(sheet, cacheRoot: nil) { url throws(RasterError) in try TileJSON.load(url, client: client) }
        var sources: [String: RasterDataSource] = [:]
        return specs.map { spec in
            let s = sources[spec.source.name] ?? RasterDataSource(configuration: spec.source, fetcher: client)
            sources[spec.source.name] = s
            return RasterLayer(options: spec.layer, source: s)
        }
    }

    @Test func rasterSourcesAndLayersBecomeRasterLayersInStyleOrder() throws {
        let server = try Self.serve()
        let sheet = try #require(Self.style(server, opacity: 0.5))
        #expect(sheet.summary.skippedLayers.isEmpty, "\(sheet.summary)")
        #expect(sheet.rasterSources["hills"]?.tileSize == 256 && sheet.rasterSources["relief"]?.url != nil)
        let layers = try Self.layers(sheet)
        #expect(layers.map(\.name) == ["hillshade", "relief-top"])
        let hills = layers[0], relief = layers[1]
        #expect(hills.source.configuration.template.text == server.base + "/tiles/{z}/{x}/{y}.png")
        #expect(hills.source.configuration.storageLevels == [13, 14])
        #expect(hills.options.visibleZooms.lowerBound == 10)
        #expect(abs(hills.options.opacity(atZoom: 15) - 0.5) < 1e-9)
        // Under the roads (a line layer), over the land use: the stage between areas and lines.
        #expect(hills.options.priority == .below("roads"))
        #expect(RasterStage.of(hills.options.priority, kindOf: StyleRasterLayers.kindOf(sheet)) == .belowLines)
        // The TileJSON's relative template is resolved against its URL; its zooms and credit are taken.
        #expect(relief.source.configuration.template.text == server.base + "/tiles/{z}/{x}/{y}.png")
        #expect(relief.source.configuration.storageLevels == [13, 14])
        #expect(relief.source.configuration.attribution == "© Test relief")
        #expect(relief.options.priority == .renderedLast && relief.options.visibleZooms.upperBound == 12)
        #expect(server.log().map(\.path) == ["/tiles/relief.json"])
    }

    @Test func aStyleRasterLayerDrawsFromTheLoopbackServerUnderTheRoads() throws {
        let server = try Self.serve()
        let sheet = try #require(Self.style(server))
        let layers = try Self.layers(sheet)
        let plain = try RasterLayerFrameTests.render([])
        let b = try RasterLayerFrameTests.render(layers, kindOf: StyleRasterLayers.kindOf(sheet))
        #expect(RasterLayerFrameTests.count(b, .rgb(200, 30, 30)) > 80 * 24 / 2)
        // The roads of the plain map are all still drawn over it.
        let roads = RasterLayerFrameTests.cells(plain).enumerated().filter { "─│┼┌┐└┘├┤┬┴━┃".contains($0.element.grapheme) }
        #expect(!roads.isEmpty)
        for (i, c) in roads { #expect(RasterLayerFrameTests.cells(b)[i].grapheme == c.grapheme) }
        #expect(server.log().contains { $0.path.hasPrefix("/tiles/14/") })
    }

    @Test func rasterOpacityBlendsAndTileSize512FetchesOneLevelLower() throws {
        let server = try Self.serve()
        let sheet = try #require(Self.style(server, opacity: 0.5, tileSize: 512))
        let layers = try Self.layers(sheet)
        let plain = try RasterLayerFrameTests.render([])
        let b = try RasterLayerFrameTests.render(layers, kindOf: StyleRasterLayers.kindOf(sheet))
        #expect(RasterLayerFrameTests.count(b, .rgb(200, 30, 30)) == 0)
        var halfway = 0
        for (p, c) in zip(RasterLayerFrameTests.cells(plain), RasterLayerFrameTests.cells(b)) {
            guard let (pr, _, pb) = p.style.background.rgbValue, let (r, _, bl) = c.style.background.rgbValue else { continue }
            // Half red over the map: red halfway between the map's and 200, blue halfway towards 30.
            if abs(Int(r) - (Int(pr) + 200) / 2) <= 2 && abs(Int(bl) - (Int(pb) + 30) / 2) <= 2 && r != pr { halfway += 1 }
        }
        #expect(halfway > 80 * 24 / 3)
        let paths = server.log().map(\.path).filter { $0.hasSuffix(".png") }
        #expect(!paths.isEmpty && paths.allSatisfy { $0.hasPrefix("/tiles/13/") })
    }

    @Test func navsimImageryIsLeftToTheAppAndBadSourcesAreClearErrors() throws {
        let hybrid = try MapScheme.hybridDay.load()
        #expect(StyleRasterLayers.wantsSchemeImagery(hybrid))
        #expect(try StyleRasterLayers.specs(hybrid, cacheRoot: nil) { _ throws(RasterError) in TileJSON(tiles: []) }.isEmpty)
        let bad = #"{"version": 8, "sources": {"r": {"type": "raster", "tileSize": 256}}, "layers": []}"#
        #expect(throws: StyleSpecError.self) { try StyleSheet.parse(Data(bad.utf8), file: "bad.json") }
        let server = try Self.serve()
        let missing = #"{"version": 8, "sources": {"r": {"type": "raster", "url": "\#(server.base)/tiles/nothing.json"}}, "layers": [{"id": "r", "type": "raster", "source": "r"}]}"#
        let sheet = try StyleSheet.parse(Data(missing.utf8), file: "missing.json")
        #expect {
            _ = try Self.layers(sheet)
        } throws: { e in "\(e)".contains("TileJSON: HTTP 404") }
    }
}
