import Foundation
import TermUI
import Testing
import TestSupport
@testable import MapRender

@Suite struct MapStyleTests {
    @Test(arguments: ["day", "night"])
    func builtInSchemeIsIdenticalToItsJSONFile(name: String) throws {
        let path = Repository.path("Maps/styles/\(name).json")
        let builtIn = try #require(MapStyle.builtIn(named: name))
        if Snapshot.isRecording { try builtIn.encodedJSON().write(to: URL(fileURLWithPath: path)) }
        let loaded = try MapStyle.load(path: path)
        #expect(loaded == builtIn)
        #expect(loaded.name == name)
    }

    @Test func encodingThenDecodingGivesTheSameStyle() throws {
        for s in [MapStyle.day, MapStyle.night] {
            let back = try MapStyle.decode(s.encodedJSON(), file: "mem.json")
            #expect(back == s)
        }
    }

    @Test func everyGlyphIsOneCellWide() {
        for s in [MapStyle.day, MapStyle.night] {
            let g = s.glyphs
            let all: [Character] = g.vehicle + g.oneway + [g.trafficLight, g.stop, g.giveWay, g.speedCamera, g.levelCrossing,
                                                           g.destination, g.maneuver, g.poi, g.landmark, g.marker]
                + s.poiGlyphs.values.flatMap { $0.values.map(\.wrappedValue) }
            for c in all { #expect(DisplayWidth.of(c) == 1, "\(c)") }
        }
    }

    func error(for json: String) throws -> MapStyleError {
        do {
            _ = try MapStyle.decode(Data(json.utf8), file: "styles/bad.json")
        } catch let e as MapStyleError {
            return e
        }
        Issue.record("no error for \(json.prefix(60))")
        throw MapStyleError(file: "", key: "", reason: "")
    }

    func dayJSON(replacing old: String, with new: String) throws -> String {
        let text = try #require(String(data: MapStyle.day.encodedJSON(), encoding: .utf8))
        #expect(text.contains(old))
        return text.replacingOccurrences(of: old, with: new)
    }

    @Test func badColourNamesTheFileAndTheKey() throws {
        let e = try error(for: dayJSON(replacing: "\"land\" : \"#f2efe9\"", with: "\"land\" : \"#zz\""))
        #expect(e.file == "styles/bad.json")
        #expect(e.key == "colors.land")
        #expect(e.description.contains("styles/bad.json") && e.description.contains("colors.land") && e.description.contains("#zz"))
    }

    @Test func wideGlyphIsRejectedWithItsKey() throws {
        let e = try error(for: dayJSON(replacing: "\"destination\" : \"⚑\"", with: "\"destination\" : \"🏁\""))
        #expect(e.key == "glyphs.destination")
        #expect(e.reason.contains("one cell"))
    }

    @Test func missingKeyIsNamed() throws {
        let e = try error(for: dayJSON(replacing: "\"sky\" : \"#d6e6f2\",", with: ""))
        #expect(e.key == "colors.sky")
        #expect(e.reason == "missing")
    }

    @Test func wrongTypeAndBadWeightAreNamed() throws {
        let text = try dayJSON(replacing: "\"weight\" : \"heavy\"", with: "\"weight\" : \"fat\"")
        let e = try error(for: text)
        #expect(e.key.hasPrefix("roads.") && e.key.hasSuffix(".weight"))
        let e2 = try error(for: dayJSON(replacing: "\"buildings\" : 16", with: "\"buildings\" : \"high\""))
        #expect(e2.key == "detail.buildings")
        #expect(e2.reason == "expected a number")
    }

    @Test func vehicleNeedsEightGlyphs() throws {
        let e = try error(for: dayJSON(replacing: "\"◤\"\n", with: "\n").replacingOccurrences(of: "\"◀\",", with: "\"◀\""))
        #expect(e.key == "glyphs.vehicle")
        #expect(e.reason.contains("8 glyphs"))
    }

    @Test func invalidJSONAndUnreadableFilesSayWhichFile() throws {
        let e = try error(for: "{ \"name\": ")
        #expect(e.key.isEmpty && e.reason.hasPrefix("not valid JSON") && e.description.hasPrefix("styles/bad.json: "))
        #expect(throws: MapStyleError.self) { try MapStyle.load(path: "/nonexistent/style.json") }
    }

    @Test func poiGlyphFallsBackByValueThenKeyThenKind() {
        let s = MapStyle.day
        #expect(s.poiGlyph(key: "amenity", value: "cafe", landmark: false) == "♦")
        #expect(s.poiGlyph(key: "amenity", value: "bench", landmark: false) == "•")
        #expect(s.poiGlyph(key: "craft", value: "x", landmark: false) == s.glyphs.poi)
        #expect(s.poiGlyph(key: "craft", value: "x", landmark: true) == s.glyphs.landmark)
    }
}
