/// A hand-made OSM XML document exercising the reader and the network builder:
///
///     1 ──(2: signals)── 3 ──(6: stop, forward)── 7      way 10 primary two-way, way 12 secondary oneway
///                        │
///                        4 (north) … 5 (south)         way 11 residential 4-3-5, oneway=-1
///
/// Attributes in any order, both quote styles, entities, a comment holding markup, `<bounds>`.
enum SmallTownFixture {
    static let xml = """
    <?xml version='1.0' encoding='UTF-8'?>
    <osm version="0.6" generator="hand">
     <!-- a comment with <node id="99"/> inside -->
     <bounds minlat="0.99" minlon="0.99" maxlat="1.02" maxlon="1.02"/>
     <node id="1" lat="1.0" lon="1.0"/>
     <node lon='1.001' lat='1.0' id='2' version='3'>
      <tag k='highway' v='traffic_signals'/>
     </node>
     <node id="3" lat="1.0" lon="1.002"/>
     <node id="4" lat="1.001" lon="1.002"/>
     <node id="5" lat="0.999" lon="1.002"/>
     <node id="6" lat="1.0" lon="1.003"><tag k="highway" v="stop"/><tag k="direction" v="forward"/></node>
     <node id="7" lat="1.0" lon="1.004"/>
     <node id="8" lat="1.0005" lon="1.0005">
      <tag k="amenity" v="cafe"/>
      <tag k="name" v="Caf&#233; &quot;Rose&quot; &amp; Co &#x263A;"/>
     </node>
     <way id="10">
      <nd ref="1"/><nd ref="2"/><nd ref="3"/>
      <tag k="highway" v="primary"/><tag k="name" v="Main Street"/><tag k="name:ja" v="本通り"/><tag k="maxspeed" v="50"/>
     </way>
     <way id="11">
      <nd ref="4"/><nd ref="3"/><nd ref="5"/>
      <tag k="highway" v="residential"/><tag k="oneway" v="-1"/>
     </way>
     <way id="12">
      <nd ref="3"/><nd ref="6"/><nd ref="7"/>
      <tag k="highway" v="secondary"/><tag k="oneway" v="yes"/><tag k="maxspeed" v="30 mph"/>
     </way>
     <way id="13">
      <nd ref="1"/><nd ref="8"/>
      <tag k="highway" v="footway"/>
     </way>
     <relation id="20">
      <member type="way" ref="10" role="from"/><member type="node" ref="3" role="via"/><member type="way" ref="11" role="to"/>
      <tag k="type" v="restriction"/><tag k="restriction" v="no_left_turn"/>
     </relation>
     <relation id="21">
      <member type="way" ref="10" role="from"/><member type="node" ref="1" role="via"/><member type="way" ref="12" role="to"/>
      <tag k="type" v="restriction"/><tag k="restriction" v="only_straight_on"/>
     </relation>
     <relation id="22">
      <member type="way" ref="10" role="from"/><member type="way" ref="11" role="via"/><member type="way" ref="12" role="to"/>
      <tag k="type" v="restriction"/><tag k="restriction:motorcar" v="no_u_turn"/>
     </relation>
    </osm>
    """

    static var bytes: [UInt8] { Array(xml.utf8) }
}
