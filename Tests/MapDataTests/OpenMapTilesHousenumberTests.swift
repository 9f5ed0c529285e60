import Geo
@testable import MapData
import Testing

/// The OpenMapTiles `housenumber` layer: address points from `addr:housenumber` on the nodes the map keeps (POIs,
/// places; bare address nodes are not read) and on closed ways (at their centre); and navsim's truck attributes on
/// `transportation`.
@Suite("OpenMapTiles housenumber and truck attributes")
struct OpenMapTilesHousenumberTests {
    static let xml = """
    <?xml version='1.0' encoding='UTF-8'?>
    <osm version="0.6" generator="hand">
     <node id="1" lat="1.000" lon="1.000"/><node id="2" lat="1.000" lon="1.002"/>
     <node id="3" lat="1.002" lon="1.002"/><node id="4" lat="1.002" lon="1.000"/>
     <node id="5" lat="1.004" lon="1.004"><tag k="amenity" v="cafe"/><tag k="name" v="Rose"/><tag k="addr:housenumber" v="12a"/></node>
     <node id="6" lat="1.005" lon="1.005"><tag k="amenity" v="fuel"/><tag k="addr:street" v="Rue Haute"/></node>
     <node id="7" lat="1.006" lon="1.000"/><node id="8" lat="1.006" lon="1.004"/>
     <way id="10"><nd ref="1"/><nd ref="2"/><nd ref="3"/><nd ref="4"/><nd ref="1"/>
      <tag k="building" v="yes"/><tag k="addr:housenumber" v="7"/></way>
     <way id="11"><nd ref="7"/><nd ref="8"/><tag k="highway" v="unclassified"/><tag k="hgv" v="designated"/>
      <tag k="maxheight" v="12'6&quot;"/><tag k="maxweight" v="3500 kg"/><tag k="maxwidth" v="default"/></way>
    </osm>
    """

    let view: OpenMapTilesView

    init() throws {
        view = try OSMMap.parse(data: Array(Self.xml.utf8), name: "addresses").openMapTiles()
    }

    @Test func addressNodesAndBuildingsGiveHousenumberPoints() throws {
        let points = try #require(view.layer("housenumber")?.features)
        #expect(Set(points.map(\.id)) == [5, 10], "the node without a number gives none")
        let building = try #require(points.first { $0.id == 10 })
        #expect(building.properties["housenumber"] == .string("7"))
        guard case .point(let c) = building.geometry else { Issue.record("not a point"); return }
        #expect(c.distance(to: Coordinate(1.001, 1.001)) < 1, "at the building's centre")
        #expect(points.first { $0.id == 5 }?.properties["housenumber"] == .string("12a"))
    }

    @Test func roadsCarryHgvAndTheirLimitsInMetresAndTonnes() throws {
        let road = try #require(view.layer("transportation")?.features.first { $0.id == 11 })
        #expect(road.properties["hgv"] == .string("designated"))
        #expect(road.properties["maxheight"] == .number(3.81))
        #expect(road.properties["maxweight"] == .number(3.5))
        #expect(road.properties["maxwidth"] == nil, "a limit that does not parse is left out")
    }
}
