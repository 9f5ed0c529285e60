import Foundation
import Testing
import Text
import TestSupport
@testable import StyleSpec

@Suite struct StyleLoadingTests {
    func error(_ json: String) -> String? {
        do {
            _ = try StyleSheet.parse(Data(json.utf8), file: "bad.json")
            return nil
        } catch {
            return error.sourceError(file: "positron.json").description
        }
    }

    @Test func badColourNamesFileLayerAndPath() {
        let e = error(##"{"version": 8, "layers": [{"id": "road_major", "type": "line", "paint": {"line-color": 12}}]}"##)
        #expect(e == ##"positron.json: layer "road_major" paint.line-color: expected a colour, got 12"##)
    }

    @Test func badFilterNamesItsPathInsideTheFilter() {
        let e = error(##"{"version": 8, "layers": [{"id": "w", "type": "fill", "filter": ["all", ["==", "a", 1], ["frobnicate", ["get", "x"]]]}]}"##)
        #expect(e == ##"positron.json: layer "w" filter[2]: unknown expression operator "frobnicate""##)
        let m = error(##"{"version": 8, "layers": [{"id": "w", "type": "line", "paint": {"line-width": ["interpolate", ["linear"], ["zoom"], 10, 1, 8, 2]}}]}"##)
        #expect(m == ##"positron.json: layer "w" paint.line-width[5]: stops must increase"##)
    }

    /// A raster source's whole-number fields past Int's range are an error naming the field (the style fuzz target's
    /// input, `"tileSize": 1e308`, trapped converting to Int), as are fractions and values outside the field's range.
    @Test(arguments: ["1e308", "-1e308", "1e19", "512.5", "4097", "0"])
    func aRasterSourceNumberOutOfRangeIsAnErrorNamingIt(tileSize: String) {
        let e = error(##"{"version": 8, "sources": {"imagery": {"type": "raster", "tiles": ["t/{z}/{x}/{y}"], "tileSize": "## + tileSize
            + ##"}}, "layers": [{"id": "sat", "type": "raster", "source": "imagery"}]}"##)
        #expect(e?.hasPrefix("positron.json: sources.imagery.tileSize: expected a whole number in 1…4096, got ") == true, "\(e ?? "no error")")
        let zoom = error(##"{"version": 8, "sources": {"imagery": {"type": "raster", "tiles": ["t"], "maxzoom": 1e300}}, "layers": []}"##)
        #expect(zoom?.hasPrefix("positron.json: sources.imagery.maxzoom: expected a whole number in 0…30") == true, "\(zoom ?? "no error")")
    }

    @Test func documentLevelErrors() {
        #expect(error(##"{"version": 7, "layers": []}"##) == "positron.json: version: expected 8, got 7")
        // Not JSON: named by line and column (JSONInput's reader), a document cut short at its end.
        #expect(error("{\"version\": 8, \"layers\": [")?.hasPrefix("positron.json:1:27: not valid JSON") == true)
        #expect(error("{\"version\": 8,\n  \"layers\": [\n    {\"id\": \"a\",, \"type\": \"fill\"}]}")?.hasPrefix("positron.json:3:") == true)
        // Cut short is told from the bytes (an open string, an unclosed bracket, no value), brackets and quotes
        // inside strings not counted.
        #expect(error("{\"version\": 8,\n  \"name\": \"a \\\" {[")?.hasPrefix("positron.json:2:19: not valid JSON") == true)
        #expect(error("{\"name\": \"]}\"")?.hasPrefix("positron.json:1:14: not valid JSON") == true)
        #expect(error(" \n")?.hasPrefix("positron.json:2:1: not valid JSON") == true)
        // A line break inside a string is named where it is, not at the end (the message says "character" twice).
        #expect(error("{\"version\": 8,\n \"name\": \"a\nb\"}")?.hasPrefix("positron.json:2:12: not valid JSON (Unescaped control") == true)
        #expect(error(##"{"version": 8, "layers": [{"id": "a", "type": "fill"}, {"id": "a", "type": "line"}]}"##)
                == ##"positron.json: layer "a" id: a second layer has this id"##)
        #expect(error(##"{"version": 8, "layers": [{"id": "a", "type": "blob"}]}"##) == ##"positron.json: layer "a" type: unknown layer type "blob""##)
        #expect(error(##"{"version": 8, "layers": [{"id": "a", "type": "fill", "layout": {"navsim:glyph": "ab"}}]}"##)
                == ##"positron.json: layer "a" layout.navsim:glyph: expected one character one cell wide, got "ab""##)
    }

    @Test func aMisspeltOverlayColourIsAnErrorNamingItAndTheKeysThereAre() {
        let e = error(##"{"version": 8, "metadata": {"navsim:overlay": {"routeRemainig": "#ff0000"}}, "layers": []}"##)
        #expect(e?.hasPrefix("positron.json: metadata.navsim:overlay.routeRemainig: unknown overlay colour (expected one of routeRemaining, ") == true)
        #expect(error(##"{"version": 8, "metadata": {"navsim:overlay": {"routeRemaining": "#ff0000"}}, "layers": []}"##) == nil)
    }

    @Test func whatATerminalCannotShowIsSummarisedNotRejected() throws {
        let json = """
        {"version": 8, "sprite": "x", "glyphs": "y", "layers": [
          {"id": "bg", "type": "background", "paint": {"background-color": "#fff"}},
          {"id": "sat", "type": "raster", "source": "imagery"},
          {"id": "dots", "type": "circle"},
          {"id": "r", "type": "line", "paint": {"line-dasharray": [2, 2], "line-blur": 1, "line-color": "red"}, "layout": {"line-cap": "round", "navsim:line": "heavy"}},
          {"id": "t", "type": "symbol", "layout": {"text-font": ["Open Sans"], "text-field": "{name}"}, "paint": {"text-halo-color": "#fff"}}
        ]}
        """
        let s = try StyleSheet.parse(Data(json.utf8), file: "x.json")
        #expect(s.layers.count == 5)
        #expect(s.rasterLayers == ["sat"])
        #expect(s.layers[3].lineMode(width: 1) == .heavy)
        #expect(s.summary.ignored == ["sprite": 1, "glyphs": 1, "line-dasharray": 1, "line-blur": 1, "line-cap": 1, "text-font": 1, "text-halo-color": 1])
        #expect(s.summary.skippedLayers.map(\.id) == ["dots", "sat"])
        #expect(s.summary.description.hasPrefix("x.json: 5 layers, 3 drawn; skipped: dots (circle), sat (raster: no raster source \"imagery\"); ignored: glyphs, line-blur"))
    }

    @Test func hiddenLayersAndZoomRanges() throws {
        let json = ##"{"version": 8, "layers": [{"id": "a", "type": "fill", "minzoom": 12, "maxzoom": 16}, {"id": "b", "type": "fill", "layout": {"visibility": "none"}}]}"##
        let s = try StyleSheet.parse(Data(json.utf8), file: "x.json")
        #expect(!s.layers[0].isDrawn(atZoom: 11.9) && s.layers[0].isDrawn(atZoom: 12) && !s.layers[0].isDrawn(atZoom: 16))
        #expect(!s.layers[1].isDrawn(atZoom: 14))
    }

    @Test(.sharedData, arguments: ["positron.json", "dark-matter.json"])
    func thirdPartyStylesLoadWithoutError(file: String) throws {
        let s = try StyleSheet.load(path: SharedData.path("styles/" + file))
        #expect(s.layers.count >= 45)
        #expect(s.summary.skippedLayers.isEmpty)
        #expect(s.summary.ignored["text-font"] != nil)
        #expect(s.layers.contains { $0.sourceLayer == "transportation" && $0.type == .line })
        let bg = s.backgroundColor(zoom: 14)
        #expect(file == "positron.json" ? bg.relativeLuminance > 0.8 : bg.relativeLuminance < 0.1)
    }

    @Test func loadErrorIsOneSourceErrorNamingThePath() {
        #expect(throws: SourceError.self) { try StyleSheet.load(path: "/nonexistent/style.json") }
    }
}
