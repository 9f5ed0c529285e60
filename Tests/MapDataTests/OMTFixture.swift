/// A hand-made OSM XML document with one element for each OpenMapTiles layer and attribute the view derives.
///
///     nodes 1–4: a square (lake, way 30); 5–8: a square (wood, 31); 9–12: a building (32, 4 levels)
///     roads: 20 motorway_link bridge, 21 secondary oneway=-1 tunnel, 22 service parking_aisle private,
///            23 footway, 24 railway=rail service=yard, 25 residential named with name:fr/name:ja
///     41 a country border (via relation 60, admin_level 2), 42 boundary=disputed claimed by XHA, rejected by XWE
enum OMTFixture {
    static let xml = """
    <?xml version='1.0' encoding='UTF-8'?>
    <osm version="0.6" generator="hand">
     <bounds minlat="0.99" minlon="0.99" maxlat="1.03" maxlon="1.03"/>
     <node id="1" lat="1.000" lon="1.000"/><node id="2" lat="1.000" lon="1.002"/>
     <node id="3" lat="1.002" lon="1.002"/><node id="4" lat="1.002" lon="1.000"/>
     <node id="5" lat="1.010" lon="1.010"/><node id="6" lat="1.010" lon="1.012"/>
     <node id="7" lat="1.012" lon="1.012"/><node id="8" lat="1.012" lon="1.010"/>
     <node id="9" lat="1.020" lon="1.020"/><node id="10" lat="1.020" lon="1.0202"/>
     <node id="11" lat="1.0202" lon="1.0202"/><node id="12" lat="1.0202" lon="1.020"/>
     <node id="13" lat="1.005" lon="1.005"/><node id="14" lat="1.006" lon="1.006"/><node id="15" lat="1.007" lon="1.007"/>
     <node id="16" lat="1.015" lon="1.000"><tag k="amenity" v="cafe"/><tag k="name" v="Rose Café"/></node>
     <node id="17" lat="1.016" lon="1.001"><tag k="place" v="town"/><tag k="name" v="Harbour"/>
      <tag k="name:ja" v="港町"/><tag k="population" v="25000"/><tag k="capital" v="yes"/></node>
     <node id="18" lat="1.025" lon="1.025"><tag k="natural" v="peak"/><tag k="name" v="Mont Gris"/><tag k="ele" v="2946"/></node>
     <node id="19" lat="1.026" lon="1.026"><tag k="amenity" v="fuel"/><tag k="name" v="Fuel"/></node>
     <way id="20"><nd ref="13"/><nd ref="14"/>
      <tag k="highway" v="motorway_link"/><tag k="bridge" v="yes"/><tag k="layer" v="1"/></way>
     <way id="21"><nd ref="14"/><nd ref="15"/>
      <tag k="highway" v="secondary"/><tag k="oneway" v="-1"/><tag k="tunnel" v="yes"/><tag k="ref" v="D 2"/></way>
     <way id="22"><nd ref="13"/><nd ref="15"/>
      <tag k="highway" v="service"/><tag k="service" v="parking_aisle"/><tag k="access" v="private"/></way>
     <way id="23"><nd ref="1"/><nd ref="13"/><tag k="highway" v="footway"/></way>
     <way id="24"><nd ref="2"/><nd ref="14"/><tag k="railway" v="rail"/><tag k="service" v="yard"/></way>
     <way id="25"><nd ref="3"/><nd ref="15"/>
      <tag k="highway" v="residential"/><tag k="name" v="Rue Haute"/><tag k="name:fr" v="Rue Haute"/><tag k="name:ja" v="上通り"/></way>
     <way id="26"><nd ref="4"/><nd ref="16"/><tag k="waterway" v="river"/><tag k="name" v="Gave"/></way>
     <way id="30"><nd ref="1"/><nd ref="2"/><nd ref="3"/><nd ref="4"/><nd ref="1"/>
      <tag k="natural" v="water"/><tag k="water" v="lake"/><tag k="name" v="Lac"/></way>
     <way id="31"><nd ref="5"/><nd ref="6"/><nd ref="7"/><nd ref="8"/><nd ref="5"/><tag k="landuse" v="forest"/></way>
     <way id="32"><nd ref="9"/><nd ref="10"/><nd ref="11"/><nd ref="12"/><nd ref="9"/>
      <tag k="building" v="yes"/><tag k="building:levels" v="4"/><tag k="building:colour" v="#aa8866"/></way>
     <way id="33"><nd ref="9"/><nd ref="10"/><nd ref="11"/><nd ref="12"/><nd ref="9"/>
      <tag k="building" v="yes"/><tag k="height" v="12.4 m"/><tag k="min_height" v="3"/></way>
     <way id="34"><nd ref="5"/><nd ref="6"/><nd ref="7"/><nd ref="8"/><nd ref="5"/>
      <tag k="leisure" v="park"/><tag k="name" v="Jardin"/></way>
     <way id="35"><nd ref="1"/><nd ref="5"/><nd ref="9"/><nd ref="1"/><tag k="landuse" v="residential"/></way>
     <way id="36"><nd ref="6"/><nd ref="10"/><tag k="aeroway" v="runway"/><tag k="ref" v="09/27"/></way>
     <way id="41"><nd ref="12"/><nd ref="8"/></way>
     <way id="42"><nd ref="8"/><nd ref="4"/>
      <tag k="boundary" v="disputed"/><tag k="claimed_by" v="XHA"/><tag k="disputed_by" v="XWE"/><tag k="name" v="Line"/></way>
     <relation id="60"><member type="way" ref="41" role="outer"/>
      <tag k="type" v="boundary"/><tag k="boundary" v="administrative"/><tag k="admin_level" v="2"/></relation>
     <relation id="61"><member type="way" ref="41" role="outer"/>
      <tag k="type" v="boundary"/><tag k="boundary" v="administrative"/><tag k="admin_level" v="8"/></relation>
    </osm>
    """

    static var bytes: [UInt8] { Array(xml.utf8) }
}
