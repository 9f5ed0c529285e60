import Foundation
import Geo
import MapData
import StyleSpec
import TermUI
import Testing
import TestSupport
@testable import MapRender

/// The base map drawn from Style Spec styles over OpenMapTiles features.
@Suite struct StyledMapTests {
    static let centre = Coordinate(51.0, 0.0)

    /// A small world around `centre`: a lake, a residential street, a motorway, a track the style filters out, a town.
    static let features: [OMTFeature] = {
        let c = centre
        func at(_ dLat: Double, _ dLon: Double) -> Coordinate { Coordinate(c.latitude + dLat, c.longitude + dLon) }
        let lake = [at(0.0005, -0.004), at(0.0005, -0.001), at(0.002, -0.001), at(0.002, -0.004), at(0.0005, -0.004)]
        return [
            OMTFeature(layer: "water", id: 1, geometry: .polygon(outer: [lake], holes: []), properties: ["class": .string("lake")]),
            OMTFeature(layer: "transportation", id: 2, geometry: .line([at(-0.001, -0.004), at(-0.001, 0.004)]),
                       properties: ["class": .string("minor")]),
            OMTFeature(layer: "transportation", id: 3, geometry: .line([at(-0.0015, -0.004), at(-0.0015, 0.004)]),
                       properties: ["class": .string("motorway")]),
            OMTFeature(layer: "transportation", id: 4, geometry: .line([at(0.0025, -0.004), at(0.0025, 0.004)]),
                       properties: ["class": .string("track")]),
            OMTFeature(layer: "place", id: 5, geometry: .point(at(-0.0005, 0.002)), properties: ["class": .string("town"), "name": .string("Testby")]),
        ]
    }()

    static let style = """
    {"version": 8, "sources": {}, "layers": [
      {"id": "bg", "type": "background", "paint": {"background-color": "#ffffff"}},
      {"id": "water", "type": "fill", "source-layer": "water", "layout": {"navsim:glyph": "≈"}, "paint": {"fill-color": "#0000ff"}},
      {"id": "minor", "type": "line", "source-layer": "transportation", "filter": ["==", "class", "minor"],
       "paint": {"line-color": "#808080", "line-width": 1}},
      {"id": "motorway", "type": "line", "source-layer": "transportation", "filter": ["==", ["get", "class"], "motorway"],
       "layout": {"navsim:line": "heavy"}, "paint": {"line-color": "#ff0000"}},
      {"id": "places", "type": "symbol", "source-layer": "place", "layout": {"text-field": "{name}", "text-transform": "uppercase"},
       "paint": {"text-color": "#000000"}}
    ]}
    """

    static func render(_ sheet: StyleSheet, features: [OMTFeature] = features, zoom: Double = 14, w: Int = 60, h: Int = 20) -> Buffer {
        let active = ActiveStyle(sheet: sheet)
        var v = MapView(map: nil, camera: Camera(centre: centre, zoom: zoom, width: w, height: h), style: active.overlay)
        v.styled = active.styled(StyledSource(features: features))
        var b = Buffer(width: w, height: h)
        v.render(in: b.area, into: &b)
        return b
    }

    @Test func styleLayersDrawFillsLinesAndLabelsInTheirColours() throws {
        let sheet = try StyleSheet.parse(Data(Self.style.utf8), file: "t.json")
        let b = Self.render(sheet)
        let cells = Self.cells(b)
        // The lake: blue background, the navsim:glyph on its lattice.
        let blue = Color.rgb(0, 0, 255), red = Color.rgb(255, 0, 0), white = Color.rgb(255, 255, 255)
        #expect(cells.contains { $0.style.background == blue && $0.grapheme == "≈" })
        // The motorway in heavy box drawing, red; the minor street in braille, not red.
        #expect(cells.contains { $0.grapheme == "━" && $0.style.foreground == red })
        #expect(cells.contains { Self.isBraille($0.grapheme) && $0.style.foreground != red })
        // The place label, upper-cased by text-transform; the land is the background colour.
        #expect(b.text.contains("TESTBY"))
        #expect(cells.contains { $0.grapheme == " " && $0.style.background == white })
        // The track passes no filter: only the street's and the motorway's rows carry lines.
        var lineRows = Set<Int>()
        for y in 0..<b.area.height {
            for x in 0..<b.area.width where Self.isBraille(b[x, y].grapheme) || b[x, y].grapheme == "━" { lineRows.insert(y) }
        }
        #expect(lineRows.count <= 3)
    }

    static func cells(_ b: Buffer) -> [Cell] {
        var out = [Cell]()
        for y in 0..<b.area.height { for x in 0..<b.area.width { out.append(b[x, y]) } }
        return out
    }

    static func isBraille(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return v > 0x2800 && v <= 0x28ff
    }

    @Test func hiddenLayerAndZoomRangeLeaveFeaturesOut() throws {
        let hidden = Self.style.replacingOccurrences(of: #""layout": {"navsim:line": "heavy"}"#, with: #""layout": {"navsim:line": "heavy", "visibility": "none"}"#)
            .replacingOccurrences(of: #""source-layer": "place","#, with: #""source-layer": "place", "minzoom": 17,"#)
        let b = Self.render(try StyleSheet.parse(Data(hidden.utf8), file: "t.json"))
        #expect(!b.text.contains("━"))
        #expect(!b.text.contains("TESTBY"))
    }

    @Test func overlayColoursComeFromTheStyleMetadata() throws {
        let json = Self.style.replacingOccurrences(of: ##"{"version": 8,"##,
                                                   with: ##"{"version": 8, "metadata": {"navsim:overlay": {"vehicle": "#00ff00", "routeRemaining": "rgb(1,2,3)"}},"##)
        let active = ActiveStyle(sheet: try StyleSheet.parse(Data(json.utf8), file: "t.json"))
        #expect(active.overlay.colors.vehicle == Color.rgb(0, 255, 0))
        #expect(active.overlay.colors.routeRemaining == Color.rgb(1, 2, 3))
        #expect(active.overlay.colors.land == Color.rgb(255, 255, 255))
    }

    @Test(arguments: MapScheme.allCases)
    func schemeFileLoadsAndTheCompiledInCopyMatchesIt(scheme: MapScheme) throws {
        let path = Repository.path("Maps/styles/\(scheme.rawValue).json")
        let file = try JSONValue.parse(try #require(FileManager.default.contents(atPath: path)))
        #expect(try JSONValue.parse(Data(scheme.embeddedJSON.utf8)) == file, "regenerate MapScheme+Embedded.swift from \(path)")
        let sheet = try scheme.load()
        #expect(sheet.schemeNight == scheme.isNight)
        let hybrid = scheme.rawValue.lowercased().contains("hybrid") || scheme == .satellite
        #expect(sheet.rasterLayers.isEmpty == !hybrid)
        #expect((ActiveStyle(sheet: sheet, scheme: scheme).imageryNote != nil) == hybrid)
        // Everything a scheme file says is drawn or deliberately summarised: no unknown layer types.
        #expect(sheet.summary.skippedLayers.allSatisfy { $0.type.hasPrefix("raster") })
    }

    @Test func schemeNamesAliasesAndCycles() {
        #expect(MapScheme(name: "day") == .normalDay && MapScheme(name: "NIGHT") == .normalNight && MapScheme(name: "litehybridnight") == .liteHybridNight)
        #expect(MapScheme(name: "sepia") == nil)
        #expect(MapScheme.liteDay.dayNightToggled == .liteNight && MapScheme.satellite.dayNightToggled == .satellite)
        var s = MapScheme.normalDay, seen = Set<MapScheme>()
        for _ in MapScheme.allCases { seen.insert(s); s = s.next }
        #expect(seen.count == 10 && s == .normalDay)
    }

    @Test func liteSchemesHaveFewerLayersAndColours() throws {
        for (lite, normal) in [(MapScheme.liteDay, MapScheme.normalDay), (.liteNight, .normalNight)] {
            let l = try lite.load(), n = try normal.load()
            #expect(l.layers.count < n.layers.count)
            func palette(_ s: StyleSheet) -> Set<String> {
                Set(s.layers.compactMap { $0.color?.constant?.color.map { "\($0.rgb8)" } })
            }
            #expect(palette(l).count < palette(n).count)
        }
    }

    @Test func logisticsSchemeDrawsTruckRestrictionsAboveRoads() throws {
        let sheet = try MapScheme.logisticsDay.load()
        let ids = sheet.layers.map(\.id)
        let restricted = try #require(ids.firstIndex(of: "truck-restricted")), motorway = try #require(ids.firstIndex(of: "road-motorway"))
        #expect(restricted > motorway)
        let layer = sheet.layers[restricted]
        let f = OMTFeature(layer: "transportation", id: 1, geometry: .line([Self.centre]), properties: ["class": .string("minor"), "maxheight": .number(3.5)])
        #expect(layer.filter.matches(f, zoom: 14))
        #expect(layer.lineMode(width: 1) == .heavy)
    }
}
