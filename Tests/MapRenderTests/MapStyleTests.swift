import Foundation
import TermUI
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

    @Test func poiGlyphFallsBackByValueThenKeyThenKind() {
        let s = MapStyle.day
        #expect(s.poiGlyph(key: "amenity", value: "cafe", landmark: false) == "◇")
        #expect(s.poiGlyph(key: "amenity", value: "bench", landmark: false) == "•")
        #expect(s.poiGlyph(key: "craft", value: "x", landmark: false) == s.glyphs.poi)
        #expect(s.poiGlyph(key: "craft", value: "x", landmark: true) == s.glyphs.landmark)
    }
}
