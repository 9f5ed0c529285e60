import Geo
import MapData
@testable import MapRender

/// A hand-written OSM extract for the feature layers: a motorway with a numbered exit and its slip road, streets
/// with height, weight, width and length limits, an hgv ban, a hazmat ban and an ADR tunnel, a speed camera,
/// two buildings of known heights and POIs of three categories.
enum FeatureFixture {
    static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <osm version="0.6">
      <node id="1" lat="50.0000" lon="0.0000"/>
      <node id="2" lat="50.0000" lon="0.0040"><tag k="highway" v="motorway_junction"/><tag k="ref" v="12"/><tag k="exit_to" v="Harbourne;Docks"/></node>
      <node id="3" lat="50.0000" lon="0.0080"/>
      <node id="4" lat="49.9990" lon="0.0060"/>
      <node id="5" lat="49.9980" lon="0.0070"><tag k="highway" v="motorway_junction"/><tag k="ref" v="13"/></node>
      <node id="6" lat="49.9980" lon="0.0100"/>
      <node id="7" lat="49.9970" lon="0.0080"/>
      <node id="10" lat="49.9990" lon="0.0000"/>
      <node id="11" lat="49.9990" lon="0.0030"/>
      <node id="12" lat="49.9975" lon="0.0000"/>
      <node id="13" lat="49.9975" lon="0.0030"/>
      <node id="14" lat="49.9960" lon="0.0000"/>
      <node id="15" lat="49.9960" lon="0.0030"/>
      <node id="16" lat="49.9960" lon="0.0015"><tag k="highway" v="speed_camera"/><tag k="maxspeed" v="50"/></node>
      <node id="20" lat="49.9982" lon="0.0005"/>
      <node id="21" lat="49.9982" lon="0.0010"/>
      <node id="22" lat="49.9986" lon="0.0010"/>
      <node id="23" lat="49.9986" lon="0.0005"/>
      <node id="24" lat="49.9965" lon="0.0015"/>
      <node id="25" lat="49.9965" lon="0.0020"/>
      <node id="26" lat="49.9969" lon="0.0020"/>
      <node id="27" lat="49.9969" lon="0.0015"/>
      <node id="30" lat="49.9972" lon="0.0010"><tag k="amenity" v="cafe"/><tag k="name" v="Cafe Nord"/></node>
      <node id="31" lat="49.9972" lon="0.0022"><tag k="amenity" v="fuel"/><tag k="name" v="Fuel Stop"/><tag k="brand" v="Shellish"/><tag k="opening_hours" v="24/7"/></node>
      <node id="32" lat="49.9968" lon="0.0016"><tag k="historic" v="monument"/><tag k="name" v="Old Cross"/></node>
      <way id="100"><nd ref="1"/><nd ref="2"/><nd ref="3"/><tag k="highway" v="motorway"/><tag k="ref" v="M1"/></way>
      <way id="101"><nd ref="2"/><nd ref="4"/><tag k="highway" v="motorway_link"/><tag k="destination" v="Harbourne"/></way>
      <way id="102"><nd ref="4"/><nd ref="5"/><nd ref="6"/><tag k="highway" v="motorway"/></way>
      <way id="103"><nd ref="5"/><nd ref="7"/><tag k="highway" v="motorway_link"/><tag k="destination" v="Quay"/></way>
      <way id="110"><nd ref="10"/><nd ref="11"/><tag k="highway" v="residential"/><tag k="name" v="Low Bridge Lane"/><tag k="maxheight" v="3.2"/><tag k="maxweight" v="7.5"/></way>
      <way id="111"><nd ref="12"/><nd ref="13"/><tag k="highway" v="residential"/><tag k="name" v="Narrow Lane"/><tag k="maxwidth" v="2.2"/><tag k="maxlength" v="12"/><tag k="hazmat" v="no"/></way>
      <way id="112"><nd ref="14"/><nd ref="16"/><nd ref="15"/><tag k="highway" v="primary"/><tag k="name" v="Tunnel Road"/><tag k="tunnel" v="yes"/><tag k="hazmat:adr_tunnel_cat" v="D"/><tag k="hgv" v="no"/></way>
      <way id="113"><nd ref="10"/><nd ref="12"/><nd ref="14"/><tag k="highway" v="residential"/></way>
      <way id="120"><nd ref="20"/><nd ref="21"/><nd ref="22"/><nd ref="23"/><nd ref="20"/><tag k="building" v="yes"/><tag k="height" v="30"/></way>
      <way id="121"><nd ref="24"/><nd ref="25"/><nd ref="26"/><nd ref="27"/><nd ref="24"/><tag k="building" v="yes"/><tag k="building:levels" v="2"/></way>
    </osm>
    """

    static func map() throws -> OSMMap { try OSMMap.parse(data: Array(xml.utf8), name: "features.osm") }

    static func projected() throws -> ProjectedMap { ProjectedMap(try map()) }
}
