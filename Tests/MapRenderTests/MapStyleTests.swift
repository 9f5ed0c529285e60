import Foundation
import TermUI
import StyleSpec
import Testing
import TestSupport
@testable import MapRender

/// The built-in overlay palettes (day and night); their base maps are the Style Spec schemes (StyledMapTests).
@Suite struct MapStyleTests {
    @Test func everyGlyphIsOneCellWide() {
        for s in [MapStyle.day, MapStyle.night] {
            let g = s.glyphs
            let all: [Character] = g.vehicle + g.oneway + [g.trafficLight, g.stop, g.giveWay, g.speedCamera, g.levelCrossing,
                                                           g.destination, g.maneuver, g.poi, g.landmark, g.marker]
                + s.poiGlyphs.values.flatMap { $0.values.map(\.wrappedValue) }
            for c in all { #expect(DisplayWidth.of(c) == 1, "\(c)") }
        }
    }

    /// The map symbols a user must tell apart without colour (NO_COLOR, monochrome) are different characters.
    @Test func mapSymbolsDifferInShapeNotOnlyInColour() {
        let g = MapStyle.day.glyphs
        let symbols: [Character] = [g.trafficLight, g.stop, g.giveWay, g.speedCamera, g.levelCrossing, g.destination,
                                    g.maneuver, g.marker]
        #expect(Set(symbols).count == symbols.count, "\(symbols)")
    }

    /// Each overlay key a style file may set (StyleSpec checks the file against this vocabulary) sets a colour.
    @Test func everyOverlayKeyOfAStyleSetsAnOverlayColour() {
        #expect(Set(MapStyle.overlayColors.keys) == Set(StyleSheet.overlayKeys))
        var sheet = StyleSheet.plain(name: "x")
        for k in StyleSheet.overlayKeys { sheet.overlay[k] = StyleColor(r: 1, g: 2, b: 3) }
        let s = MapStyle.overlay(for: sheet)
        for (k, path) in MapStyle.overlayColors { #expect(s.colors[keyPath: path] == .rgb(1, 2, 3), "\(k)") }
    }

    @Test func poiGlyphFallsBackByValueThenKeyThenKind() {
        let s = MapStyle.day
        #expect(s.poiGlyph(key: "amenity", value: "cafe", landmark: false) == "◇")
        #expect(s.poiGlyph(key: "amenity", value: "bench", landmark: false) == "•")
        #expect(s.poiGlyph(key: "craft", value: "x", landmark: false) == s.glyphs.poi)
        #expect(s.poiGlyph(key: "craft", value: "x", landmark: true) == s.glyphs.landmark)
    }
}
