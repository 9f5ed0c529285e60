import Geo
import Testing
@testable import MapData

@Suite struct FeatureBuilderTests {
    @Test func ringsAreJoinedFromPiecesInAnyDirection() {
        let (rings, ok) = FeatureBuilder.assembleRings([[1, 2, 3], [5, 4, 3], [5, 6, 1], [10, 11, 12, 10]])
        #expect(ok)
        #expect(rings.count == 2)
        #expect(rings.contains([1, 2, 3, 4, 5, 6, 1]) && rings.contains([10, 11, 12, 10]))
        let (open, openOK) = FeatureBuilder.assembleRings([[1, 2, 3], [3, 4]])
        #expect(open.isEmpty && !openOK)
    }

    @Test(arguments: [
        ([("natural", "water")], AreaKind.water), ([("water", "lake")], .water), ([("landuse", "reservoir")], .water),
        ([("natural", "wood")], .forest), ([("landuse", "forest")], .forest), ([("leisure", "park")], .park),
        ([("leisure", "garden")], .park), ([("landuse", "meadow")], .grass), ([("landuse", "recreation_ground")], .grass),
        ([("landuse", "residential")], .residential), ([("landuse", "industrial")], .industrial),
        ([("landuse", "cemetery")], .cemetery), ([("amenity", "parking")], .parking), ([("landuse", "farmland")], .farmland),
    ])
    func areaKindsFromTags(tags: [(String, String)], kind: AreaKind) {
        #expect(FeatureBuilder.areaKind(OSMTags(tags)) == kind)
    }

    @Test func linesAndNonAreas() {
        #expect(FeatureBuilder.lineKind(OSMTags([("waterway", "river")])) == .river)
        #expect(FeatureBuilder.lineKind(OSMTags([("railway", "tram")])) == .tram)
        #expect(FeatureBuilder.lineKind(OSMTags([("railway", "abandoned")])) == nil)
        #expect(FeatureBuilder.areaKind(OSMTags([("building", "yes")])) == nil)
    }

    @Test func multipolygonWithHoleBuildingsAndWayPOIs() throws {
        // A square lake (two outer pieces, one reversed) with a square island; a named building with levels.
        let xml = """
        <osm version="0.6">
         <node id="1" lat="0" lon="0"/><node id="2" lat="0" lon="0.01"/><node id="3" lat="0.01" lon="0.01"/><node id="4" lat="0.01" lon="0"/>
         <node id="5" lat="0.004" lon="0.004"/><node id="6" lat="0.004" lon="0.006"/><node id="7" lat="0.006" lon="0.006"/>
         <node id="8" lat="0.02" lon="0.02"/><node id="9" lat="0.02" lon="0.021"/><node id="10" lat="0.021" lon="0.021"/>
         <way id="100"><nd ref="1"/><nd ref="2"/><nd ref="3"/></way>
         <way id="101"><nd ref="1"/><nd ref="4"/><nd ref="3"/></way>
         <way id="102"><nd ref="5"/><nd ref="6"/><nd ref="7"/><nd ref="5"/></way>
         <way id="103"><nd ref="8"/><nd ref="9"/><nd ref="10"/><nd ref="8"/>
          <tag k="building" v="yes"/><tag k="building:levels" v="4"/><tag k="amenity" v="townhall"/><tag k="name" v="Town Hall"/></way>
         <relation id="200"><member type="way" ref="100" role="outer"/><member type="way" ref="101" role="outer"/>
          <member type="way" ref="102" role="inner"/><tag k="type" v="multipolygon"/><tag k="natural" v="water"/><tag k="name" v="Mere"/></relation>
         <relation id="201"><member type="way" ref="100" role="outer"/><member type="way" ref="999" role="outer"/>
          <tag k="type" v="multipolygon"/><tag k="landuse" v="forest"/></relation>
        </osm>
        """
        let map = try OSMMap.parse(data: Array(xml.utf8), name: "t")
        let f = map.features
        let lake = try #require(f.areas.first { $0.osmID == 200 })
        #expect(lake.kind == .water && lake.name == "Mere" && lake.rings.count == 1 && lake.holes.count == 1)
        #expect(lake.rings[0].count == 5 && lake.holes[0].count == 4)
        #expect(!f.areas.contains { $0.osmID == 201 } && map.statistics.brokenMultipolygons == 1)
        let hall = try #require(f.buildings.first { $0.osmID == 103 })
        #expect(hall.levels == 4 && hall.name == "Town Hall")
        let poi = try #require(f.pois.first { $0.osmID == 103 })
        #expect(poi.key == "amenity" && poi.value == "townhall")
        #expect(abs(poi.coordinate.latitude - 0.020333) < 1e-5 && abs(poi.coordinate.longitude - 0.020667) < 1e-5)
        #expect(f.pois.contains { $0.osmID == 200 && $0.name == "Mere" } == false)  // water areas are not POIs
    }
}
