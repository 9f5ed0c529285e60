import Testing
import MapRender
import Traffic

/// The traffic layers are feature layers like the others: listed by the registry (so the layers panel, `--features`
/// and script lines reach them), with their modes and the incident-type filter, refused without a traffic world.
@Suite struct TrafficFeatureLayerTests {
    @Test func theRegistryListsTheTrafficLayersWithTheirModesAndFilter() throws {
        let flow = try #require(MapFeatureRegistry.standard.descriptor(.trafficFlow))
        #expect(flow.modes == [.withFreeFlow, .withoutFreeFlow])
        #expect(flow.requirement == .trafficSource)
        let incidents = try #require(MapFeatureRegistry.standard.descriptor(.trafficIncidents))
        #expect(incidents.filter == .categories)
        #expect(!MapFeatureSettings.standard.isEnabled(.trafficFlow), "off where there is no traffic")
        #expect(MapFeatureSettings.standardWithTraffic.summary
                == ["pois", "landmarks", "safetyCameras", "buildingFootprints", "trafficFlow", "trafficIncidents"])
    }

    @Test func enablingATrafficLayerWithoutTrafficIsRefusedWithItsReason() throws {
        var s = MapFeatureSettings.standard
        #expect(throws: MapFeatureError.self) { try s.enable(.trafficFlow) }
        do { try s.enable(.trafficIncidents) } catch { #expect(error.reason.contains("needs traffic")) }
        #expect(s == .standard, "a refused switch changes nothing")
        var t = MapFeatureSettings.standardWithTraffic
        try t.apply(list: "+trafficFlow:withoutFreeFlow,-trafficIncidents")
        #expect(t.mode(.trafficFlow) == .withoutFreeFlow)
        #expect(!t.isEnabled(.trafficIncidents))
    }

    @Test func theOverlayFollowsTheFeatureSettings() throws {
        let model = TrafficModel(network: try FeatureFixture.map().network, options: TrafficOptions(seed: 1, incidentRate: 0))
        let snapshot = model.snapshot(at: 8 * 3600)
        var s = MapFeatureSettings.standardWithTraffic
        var o = TrafficOverlay(snapshot: snapshot, features: s)
        #expect(o.flow == .withFreeFlow && o.showsIncidents && o.incidentTypes == nil)
        try s.enable(.trafficFlow, mode: .withoutFreeFlow)
        try s.disable(.trafficIncidents)
        o = TrafficOverlay(snapshot: snapshot, features: s)
        #expect(o.flow == .withoutFreeFlow && !o.showsIncidents)
        try s.disable(.trafficFlow)
        try s.enable(.trafficIncidents)
        s.content.categories[.trafficIncidents] = ["accident", "roadClosure", "noSuchType"]
        o = TrafficOverlay(snapshot: snapshot, features: s)
        #expect(o.flow == nil)
        #expect(o.incidentTypes == [.accident, .roadClosure])
    }
}
