import Geo
import MapData
import Routing
import TermUI
import Testing
@testable import MapRender

@Suite struct FeatureRegistryTests {
    @Test func defaultSetIsWhatTheMapShowedBefore() {
        let s = MapFeatureSettings.standard
        #expect(s.summary == ["pois", "landmarks", "safetyCameras", "buildingFootprints"])
        #expect(!s.isEnabled(.extrudedBuildings))
    }

    @Test func enablingWithAModeKeepsTheMode() throws {
        var s = MapFeatureSettings.standard
        try s.enable(.roadExitLabels, mode: .numbersOnly)
        #expect(s.mode(.roadExitLabels) == .numbersOnly)
        #expect(s.summary.contains("roadExitLabels:numbersOnly"))
        try s.disable(.roadExitLabels)
        #expect(!s.isEnabled(.roadExitLabels))
    }

    @Test func unknownLayersAndModesAreErrorsNamingTheChoices() {
        var s = MapFeatureSettings.standard
        #expect(throws: MapFeatureError.self) { try s.enable("hovercraftLanes") }
        do { try s.enable(.roadExitLabels, mode: "lettersOnly"); Issue.record("no error") } catch {
            #expect(error.reason.contains("numbersOnly"))
        }
    }

    @Test func terrainSaysThereIsNoElevationSource() {
        var s = MapFeatureSettings.standard
        do { try s.enable(.terrain); Issue.record("terrain was enabled") } catch {
            #expect(error.reason.contains("elevation source"))
        }
        #expect(!s.isEnabled(.terrain))
        s.hasElevationSource = true
        #expect((try? s.enable(.terrain, mode: .terrain3D)) != nil)
    }

    @Test func featureListsSetExactlyOrAddAndRemove() throws {
        var s = MapFeatureSettings.standard
        try s.apply(list: "extrudedBuildings,roadExitLabels:numbersOnly")
        #expect(s.summary == ["extrudedBuildings", "roadExitLabels:numbersOnly"])
        try s.apply(list: "+pois,-extrudedBuildings")
        #expect(s.summary == ["pois", "roadExitLabels:numbersOnly"])
        let before = s
        #expect(throws: MapFeatureError.self) { try s.apply(list: "pois,terrain") }
        #expect(s == before, "a failed list changes nothing")
    }

    @Test func anotherModuleRegistersItsLayerByName() throws {
        let charging: MapFeatureLayer = "evCharging"
        let registry = MapFeatureRegistry.standard.registering(
            MapFeatureDescriptor(charging, modes: [.all, "fastOnly"], summary: "charging stations", filter: .categories))
        var s = MapFeatureSettings(registry: registry)
        try s.enable("evCharging", mode: "fastOnly")
        s.content.categories[charging] = ["ccs"]
        #expect(s.mode(charging) == "fastOnly")
        #expect(s.content.passes(charging, categories: ["ccs"]))
        #expect(!s.content.passes(charging, categories: ["type2"]))
        #expect(registry.layers.last == charging)
    }
}

@Suite struct VehicleRestrictionTests {
    @Test func fixtureKeepsTheTruckTags() throws {
        let net = try FeatureFixture.map().network
        let byName = Dictionary(net.roads.compactMap { r in r.name.map { ($0, r) } }, uniquingKeysWith: { a, _ in a })
        #expect(VehicleRestriction.on(try #require(byName["Low Bridge Lane"])) == [.maxHeight(3.2), .maxWeight(7.5)])
        #expect(VehicleRestriction.on(try #require(byName["Narrow Lane"])) == [.maxWidth(2.2), .maxLength(12), .noHazmat])
        #expect(VehicleRestriction.on(try #require(byName["Tunnel Road"])) == [.noHGV, .tunnel(.d)])
    }

    @Test func fixtureKeepsBuildingHeightsAndExitDestinations() throws {
        let m = try FeatureFixture.map()
        #expect(m.features.buildings.map(\.height) == [30, nil])
        #expect(m.features.buildings.map(\.levels) == [nil, 2])
        let exits = m.network.pointFeatures.filter { $0.kind == .motorwayJunction }.sorted { ($0.ref ?? "") < ($1.ref ?? "") }
        #expect(exits.map(\.ref) == ["12", "13"])
        #expect(exits.map(\.destination) == ["Harbourne;Docks", nil])
    }

    @Test func aRestrictionBindsOnlyTheVehiclesItKeepsOut() {
        let van = VehicleSpec(height: 2.6, weight: 3.5, width: 2.0, length: 6)
        let truck = VehicleSpec(height: 4.0, weight: 18, width: 2.55, length: 16.5, hazardousMaterials: true, tunnelCategory: .d)
        #expect(!VehicleRestriction.maxHeight(3.2).binds(van))
        #expect(VehicleRestriction.maxHeight(3.2).binds(truck))
        #expect(!VehicleRestriction.maxWeight(7.5).binds(van))
        #expect(VehicleRestriction.maxWidth(2.2).binds(truck))
        #expect(!VehicleRestriction.noHazmat.binds(van))
        #expect(VehicleRestriction.noHazmat.binds(truck))
        #expect(VehicleRestriction.tunnel(.e).binds(truck), "code D closes D and E tunnels")
        #expect(!VehicleRestriction.tunnel(.c).binds(truck))
    }

    @Test func truckRoutingAvoidsWhatBindsIt() throws {
        let net = try FeatureFixture.map().network
        let narrow = try #require(net.roads.first { $0.name == "Narrow Lane" })
        #expect(VehicleRestriction.closes(narrow, to: VehicleSpec()))
        #expect(!VehicleRestriction.closes(narrow, to: VehicleSpec(height: 2, weight: 2, width: 2, length: 5)))
    }
}

@Suite struct POIDetailsTests {
    @Test func aPickedPOIShowsItsCategoryAndChosenTagsSanitized() throws {
        let fuel = try #require(try FeatureFixture.map().features.pois.first { $0.name == "Fuel Stop" })
        #expect(fuel.details == ["brand": "Shellish", "opening_hours": "24/7"])
        #expect(POIDetails.text(fuel) == " · fuel (amenity) · brand Shellish · opening hours 24/7")
        var hostile = fuel
        hostile.details = ["cuisine": "pizza\u{1B}[2J\u{7}", "addr:street": "Quay  Road\u{7}", "addr:housenumber": "4"]
        let text = POIDetails.text(hostile)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{7}") && !text.contains("\n"), "\(text)")
        #expect(text.hasPrefix(" · fuel (amenity) · at 4 Quay Road · cuisine pizza"), "\(text)")
    }
}
