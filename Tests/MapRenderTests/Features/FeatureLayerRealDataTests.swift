import Geo
import MapData
import Routing
import TermUI
import Testing
import TestSupport
@testable import MapRender

/// The feature layers on real extracts from ../shared/data: Andorra's speed cameras and its height-limited road.
@Suite(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipNote)))
struct FeatureLayerRealDataTests {
    static func andorra() throws -> OSMMap { try OSMMap.load(path: SharedData.path("regions/europe/andorra-latest.osm.pbf")) }

    static func render(_ map: ProjectedMap, at c: Coordinate, _ features: MapFeatureSettings, zoom: Double = 17) -> Buffer {
        var v = MapView(map: map, camera: Camera(centre: c, zoom: zoom, width: 80, height: 24), features: features)
        v.layers.remove(.labels)
        var b = Buffer(width: 80, height: 24)
        v.render(in: b.area, into: &b)
        return b
    }

    @Test func andorrasSpeedCamerasShowOnlyWithTheSafetyCamerasLayer() throws {
        let map = try Self.andorra()
        let cameras = map.network.pointFeatures.filter { $0.kind == .speedCamera }
        #expect(cameras.count >= 7, "the extract tags 7 highway=speed_camera nodes")
        let projected = ProjectedMap(map)
        let cam = try #require(cameras.first)
        var off = MapFeatureSettings.standard
        try off.disable(.safetyCameras)
        let glyph = MapStyle.day.glyphs.speedCamera
        #expect(Self.render(projected, at: cam.coordinate, .standard).text.contains(glyph))
        #expect(!Self.render(projected, at: cam.coordinate, off).text.contains(glyph))
    }

    @Test func andorrasHeightLimitIsSignedForATallTruckAndHiddenForAVan() throws {
        let map = try Self.andorra()
        let net = map.network
        let ri = try #require(net.roads.firstIndex { $0.maxHeight != nil })
        let limit = try #require(net.roads[ri].maxHeight)
        let e = try #require(net.edges.indices.first { Int(net.edges[$0].road) == ri })
        let shape = Array(net.shape(of: e))
        let middle = shape[shape.count / 2]
        var tall = MapFeatureSettings.standard, van = MapFeatureSettings.standard
        try tall.enable(.vehicleRestrictions)
        try van.enable(.vehicleRestrictions)
        tall.content.vehicle = VehicleSpec(height: limit + 1)
        van.content.vehicle = VehicleSpec(height: max(1, limit - 1), weight: 1, width: 1.8, length: 5)
        let sign = VehicleRestriction.maxHeight(limit).label()
        let projected = ProjectedMap(map)
        #expect(Self.render(projected, at: middle, tall).text.contains(sign), "\(sign) on the road")
        #expect(!Self.render(projected, at: middle, van).text.contains(sign))
    }
}
