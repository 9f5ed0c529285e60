import Geo
@testable import MapData
import Testing

@Suite("OpenMapTiles view")
struct OpenMapTilesViewTests {
    let view: OpenMapTilesView

    init() throws {
        view = try OSMMap.parse(data: OMTFixture.bytes, name: "omt").openMapTiles()
    }

    func feature(_ layer: String, _ id: Int64) throws -> OMTFeature {
        try #require(view.layer(layer)?.features.first { $0.id == id }, "no \(layer) feature for \(id)")
    }

    func string(_ f: OMTFeature, _ key: String) -> String? {
        if case .string(let s)? = f.properties[key] { return s }
        return nil
    }

    func number(_ f: OMTFeature, _ key: String) -> Double? {
        if case .number(let n)? = f.properties[key] { return n }
        return nil
    }

    @Test func linksAreRampsOfTheirMainClassAndBridgesCarryBrunnel() throws {
        let f = try feature("transportation", 20)
        #expect(string(f, "class") == "motorway")
        #expect(number(f, "ramp") == 1)
        #expect(string(f, "brunnel") == "bridge")
        #expect(number(f, "layer") == 1)
        #expect(number(f, "oneway") == 0)
    }

    @Test func onewayAgainstTheWayIsMinusOneAndTunnelsAreMarked() throws {
        let f = try feature("transportation", 21)
        #expect(string(f, "class") == "secondary")
        #expect(number(f, "oneway") == -1)
        #expect(string(f, "brunnel") == "tunnel")
        #expect(f.properties["ramp"] == nil)
    }

    @Test func serviceRoadsKeepTheirServiceAndPrivateAccessIsNo() throws {
        let f = try feature("transportation", 22)
        #expect(string(f, "class") == "service")
        #expect(string(f, "service") == "parking_aisle")
        #expect(string(f, "access") == "no")
    }

    @Test func footwaysArePathsAndYardsAreRailWithService() throws {
        let path = try feature("transportation", 23)
        #expect(string(path, "class") == "path")
        #expect(string(path, "subclass") == "footway")
        let rail = try feature("transportation", 24)
        #expect(string(rail, "class") == "rail")
        #expect(string(rail, "subclass") == "rail")
        #expect(string(rail, "service") == "yard")
        #expect(try feature("transportation", 25).properties["class"] == .string("minor"))
    }

    @Test func namedAndNumberedRoadsHaveTransportationNames() throws {
        let named = try feature("transportation_name", 25)
        #expect(string(named, "name") == "Rue Haute")
        #expect(string(named, "name:latin") == "Rue Haute")
        #expect(string(named, "name:ja") == "上通り")
        #expect(string(named, "class") == "minor")
        let numbered = try feature("transportation_name", 21)
        #expect(string(numbered, "ref") == "D 2")
        #expect(number(numbered, "ref_length") == 3)
        #expect(view.layer("transportation_name")?.features.contains { $0.id == 23 } == false)
    }

    @Test func waterAreasWaterwaysLandcoverLanduseAndParks() throws {
        let lake = try feature("water", 30)
        #expect(string(lake, "class") == "lake")
        guard case .polygon(let outer, _) = lake.geometry else { Issue.record("lake is not a polygon"); return }
        #expect(outer.first?.count == 5)
        #expect(string(try feature("water_name", 30), "name") == "Lac")
        #expect(string(try feature("waterway", 26), "class") == "river")
        let wood = try feature("landcover", 31)
        #expect(string(wood, "class") == "wood")
        #expect(string(wood, "subclass") == "forest")
        #expect(string(try feature("landuse", 35), "class") == "residential")
        #expect(string(try feature("park", 34), "class") == "public_park")
        let grass = try feature("landcover", 34)
        #expect(string(grass, "class") == "grass")
        #expect(string(grass, "subclass") == "park")
    }

    @Test func buildingsRiseByLevelsOrHeight() throws {
        let levels = try feature("building", 32)
        #expect(number(levels, "render_height") == 12)
        #expect(number(levels, "render_min_height") == 0)
        #expect(string(levels, "colour") == "#aa8866")
        let tall = try feature("building", 33)
        #expect(number(tall, "render_height") == 12)
        #expect(number(tall, "render_min_height") == 3)
    }

    @Test func poisPlacesPeaksAndRunways() throws {
        let cafe = try feature("poi", 16)
        #expect(string(cafe, "class") == "cafe")
        #expect(string(cafe, "subclass") == "cafe")
        #expect(number(cafe, "rank") != nil)
        #expect(string(try feature("poi", 19), "class") == "fuel")
        let town = try feature("place", 17)
        #expect(string(town, "class") == "town")
        #expect(number(town, "rank") == 11)
        #expect(number(town, "capital") == 2)
        #expect(string(town, "name:nonlatin") == nil)
        let peak = try feature("mountain_peak", 18)
        #expect(number(peak, "ele") == 2946)
        #expect(number(peak, "ele_ft") == 9665)
        #expect(number(peak, "rank") == 1)
        let runway = try feature("aeroway", 36)
        #expect(string(runway, "class") == "runway")
        #expect(runway.geometry.typeName == "LineString")
    }

    @Test func boundariesTakeTheLowestAdminLevelOfTheirRelations() throws {
        let border = try feature("boundary", 41)
        #expect(number(border, "admin_level") == 2)
        #expect(number(border, "disputed") == 0)
        #expect(number(border, "maritime") == 0)
        let disputed = try feature("boundary", 42)
        #expect(number(disputed, "admin_level") == 2)
        #expect(number(disputed, "disputed") == 1)
        #expect(string(disputed, "claimed_by") == "XHA")
    }

    @Test func aClaimantSeesTheDisputedLineAsItsBorderAndARejecterDoesNotSeeIt() throws {
        let map = try OSMMap.parse(data: OMTFixture.bytes, name: "omt")
        let claimant = map.openMapTiles(OMTViewOptions(politicalView: try #require(PoliticalView(code: "xha"))))
        #expect(claimant.layer("boundary")?.features.first { $0.id == 42 }?.properties["disputed"] == .number(0))
        let rejecter = map.openMapTiles(OMTViewOptions(politicalView: try #require(PoliticalView(code: "XWE"))))
        #expect(rejecter.layer("boundary")?.features.contains { $0.id == 42 } == false)
        #expect(rejecter.layer("boundary")?.features.contains { $0.id == 41 } == true)
        let other = map.openMapTiles(OMTViewOptions(politicalView: try #require(PoliticalView(code: "FRA"))))
        #expect(other.layer("boundary")?.features.first { $0.id == 42 }?.properties["disputed"] == .number(1))
    }

    @Test func aLanguageRewritesTheLabelAttributesAndFallsBackToTheLocalName() throws {
        let map = try OSMMap.parse(data: OMTFixture.bytes, name: "omt")
        let ja = map.openMapTiles(OMTViewOptions(language: try #require(MapLanguage(code: "ja"))))
        let town = try #require(ja.layer("place")?.features.first { $0.id == 17 })
        #expect(town.properties["name"] == .string("港町"))
        #expect(town.properties["name:latin"] == .string("港町"))
        let cafe = try #require(ja.layer("poi")?.features.first { $0.id == 16 })
        #expect(cafe.properties["name"] == .string("Rose Café"))
        #expect(ja.options.language.code == "ja")
        #expect(map.openMapTiles().layer("place")?.features.first { $0.id == 17 }?.properties["name"] == .string("Harbour"))
    }

    @Test func aViewportQueryReturnsOnlyTheFeaturesThatMeetIt() throws {
        let box = BoundingBox(minLatitude: 1.0195, minLongitude: 1.0195, maxLatitude: 1.0205, maxLongitude: 1.0205)
        #expect(Set(view.features(in: "building", within: box).map(\.id)) == [32, 33])
        #expect(view.features(in: "water", within: box).isEmpty)
        #expect(view.features(in: "no-such-layer", within: box).isEmpty)
    }

    @Test func everySchemaLayerIsPresent() {
        for name in OpenMapTilesView.layerNames { #expect(view.layer(name) != nil, "\(name)") }
    }

    @Test func latinScriptDetection() {
        #expect(OMTNames.isLatin("Æblegade 12"))
        #expect(OMTNames.isLatin("Ciudad de México"))
        #expect(!OMTNames.isLatin("港町"))
        #expect(!OMTNames.isLatin("Москва"))
    }
}

@Suite("OpenMapTiles view of a map made in code")
struct OpenMapTilesDerivedViewTests {
    @Test func aMapWithoutPrimitivesGetsItsViewFromItsNetworkAndFeatures() throws {
        let loaded = try OSMMap.parse(data: OMTFixture.bytes, name: "omt")
        let made = OSMMap(name: "made", network: loaded.network, features: loaded.features, bounds: loaded.bounds, attribution: nil)
        let view = made.openMapTiles()
        let tunnel = try #require(view.layer("transportation")?.features.first { $0.id == 21 })
        #expect(tunnel.properties["class"] == .string("secondary"))
        #expect(tunnel.properties["oneway"] == .number(-1))
        #expect(tunnel.properties["brunnel"] == .string("tunnel"))
        #expect(view.layer("transportation")?.features.first { $0.id == 20 }?.properties["ramp"] == .number(1))
        #expect(view.layer("transportation_name")?.features.first { $0.id == 25 }?.properties["name:ja"] == .string("上通り"))
        #expect(view.layer("building")?.features.first { $0.id == 32 }?.properties["render_height"] == .number(12))
        #expect(view.layer("water")?.features.first { $0.id == 30 }?.properties["class"] == .string("lake"))
        #expect(view.layer("park")?.features.first { $0.id == 34 }?.properties["class"] == .string("public_park"))
        #expect(view.layer("poi")?.features.first { $0.id == 16 }?.properties["class"] == .string("cafe"))
        #expect(view.layer("place")?.features.first { $0.id == 17 }?.properties["class"] == .string("town"))
        // What the network and features do not keep is not there.
        #expect(view.layer("boundary")?.features.isEmpty == true)
        let ja = made.openMapTiles(OMTViewOptions(language: try #require(MapLanguage(code: "ja"))))
        #expect(ja.layer("place")?.features.first { $0.id == 17 }?.properties["name"] == .string("港町"))
    }
}
