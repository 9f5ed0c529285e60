import Geo
import MapData
import StyleSpec
import TermUI
import Testing
@testable import MapRender

/// Feature layers over a Style Spec style: the style's own `poi` layer passes the registry's filters, and the
/// OpenMapTiles view carries the truck attributes the logisticsDay scheme reads.
@Suite struct StyledFeatureLayerTests {
    static func styledView(_ scheme: MapScheme, features: MapFeatureSettings, zoom: Double, centre: Coordinate) throws -> MapView {
        let projected = try FeatureFixture.projected()
        let active = try ActiveStyle(scheme: scheme)
        var v = MapView(map: projected, camera: Camera(centre: centre, zoom: zoom), style: active.overlay, features: features)
        v.styled = active.styled(projected.styledSource())
        return v
    }

    @Test func theViewCarriesHgvAndTheLimitsAsNumbers() throws {
        let view = try FeatureFixture.map().openMapTiles()
        let roads = try #require(view.layers["transportation"]?.features)
        let low = try #require(roads.first { $0.id == 110 })
        #expect(low.properties["maxheight"] == .number(3.2))
        #expect(low.properties["maxweight"] == .number(7.5))
        #expect(roads.first { $0.id == 111 }?.properties["maxwidth"] == .number(2.2))
        #expect(roads.first { $0.id == 112 }?.properties["hgv"] == .string("no"))
        #expect(roads.first { $0.id == 113 }?.properties["hgv"] == nil)
    }

    @Test func logisticsDayDrawsTheTruckRestrictionsAndTheirLimits() throws {
        let centre = Coordinate(49.9980, 0.0020)
        /// The frame and the cells of Low Bridge Lane's row (a horizontal street).
        func lowBridgeLane(_ scheme: MapScheme) throws -> (Buffer, [Cell]) {
            let v = try Self.styledView(scheme, features: .standard, zoom: 16, centre: centre)
            let b = FeatureRenderTests.render(v)
            let p = try #require(v.camera(for: b.area).project(Coordinate(49.9990, 0.0012)))
            let y = Int(p.y.rounded(.down))
            return (b, (0..<b.area.width).map { b[$0, y] })
        }
        let (truck, row) = try lowBridgeLane(.logisticsDay)
        // The truck-restriction-label layer: the limits along Low Bridge Lane.
        #expect(FeatureRenderTests.find("3.2m 7.5t", in: truck) != nil, Comment(rawValue: truck.text))
        // truck-restricted: a heavy line in the scheme's orange (#e65100, kept legible on the background).
        let heavy = row.filter { $0.grapheme == "━" }
        #expect(heavy.count >= 5, Comment(rawValue: truck.text))
        for cell in heavy {
            guard case .rgb(let r, let g, let b) = cell.style.foreground else { Issue.record("not a truecolor road: \(cell)"); continue }
            #expect(r > g && g > b, "orange: \(r) \(g) \(b)")
        }
        let (plain, ordinary) = try lowBridgeLane(.normalDay)
        #expect(!ordinary.contains { $0.grapheme == "━" } && FeatureRenderTests.find("3.2m", in: plain) == nil,
                "only the truck scheme shows them")
    }

    @Test func theStylesPOILabelsFollowTheCategoryFilterAndTheLandmarksMode() throws {
        let centre = FeatureRenderTests.poiCentre
        let all = FeatureRenderTests.render(try Self.styledView(.normalDay, features: .standard, zoom: 17, centre: centre))
        for name in ["Cafe Nord", "Fuel Stop", "Old Cross"] { #expect(all.text.contains(name), Comment(rawValue: name + "\n" + all.text)) }
        var cafes = MapFeatureSettings.standard
        cafes.content.categories[.pois] = ["cafe"]
        let onlyCafe = FeatureRenderTests.render(try Self.styledView(.normalDay, features: cafes, zoom: 17, centre: centre))
        #expect(onlyCafe.text.contains("Cafe Nord"))
        #expect(!onlyCafe.text.contains("Fuel Stop"), Comment(rawValue: onlyCafe.text))
        var textureless = MapFeatureSettings.standard
        try textureless.enable(.landmarks, mode: .textureless)
        try textureless.disable(.pois)
        let bare = FeatureRenderTests.render(try Self.styledView(.normalDay, features: textureless, zoom: 17, centre: centre))
        #expect(!bare.text.contains("Old Cross") && !bare.text.contains("Cafe Nord"), Comment(rawValue: bare.text))
    }

    @Test func eachStylePOILabelIsDrawnOnceBesideItsGlyph() throws {
        let b = FeatureRenderTests.render(try Self.styledView(.normalDay, features: .standard, zoom: 17, centre: FeatureRenderTests.poiCentre))
        #expect(b.text.components(separatedBy: "Cafe Nord").count == 2, Comment(rawValue: b.text))
    }
}
