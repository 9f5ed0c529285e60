import Geo
import Testing
@testable import TownGenerator

@Suite("OSM XML writer and street sections")
struct OSMWriterTests {
    @Test func writesEscapedSortedTagsAndSharedNodes() {
        var b = OSMBuilder(origin: Coordinate(latitude: 51, longitude: -1))
        let p = Point2D(x: 0, y: 0), q = Point2D(x: 100, y: 0)
        b.way([p, q], tags: ["name": "Tanner's \"Way\" & <Co>", "highway": "residential"])
        b.way([q, Point2D(x: 100, y: 100)], tags: ["highway": "service"])
        b.relation([OSMMember(type: "node", ref: 2, role: "via")], tags: ["type": "restriction"])
        let xml = b.document(comment: "made -- here").xml()
        #expect(b.nodes.count == 3, "the two ways share the node at q")
        #expect(xml.contains("<!-- made - - here -->"))
        #expect(xml.contains(#"<tag k="highway" v="residential"/>\#n    <tag k="name" v="Tanner&apos;s &quot;Way&quot; &amp; &lt;Co&gt;"/>"#))
        #expect(xml.contains(#"<node id="1" version="1" lat="51.0000000" lon="0.0000000"/>"#) == false)
        #expect(xml.contains(#"<node id="1" version="1" lat="51.0000000" lon="-1.0000000"/>"#))
        #expect(xml.contains(#"<way id="2" version="1">\#n    <nd ref="2"/>\#n    <nd ref="3"/>"#))
        #expect(xml.contains(#"<member type="node" ref="2" role="via"/>"#))
        #expect(xml.hasSuffix("</osm>\n"))
    }

    @Test func negativeZeroIsWrittenAsZero() {
        #expect(OSMDocument.degrees(-0.00000001) == "0.0000000")
        #expect(OSMDocument.degrees(-1.05) == "-1.0500000")
    }

    @Test func sectionsCutSegmentsAndSplitIntoWaysByTags() {
        var s = Street(name: "Test Road", points: [Point2D(x: 0, y: 0), Point2D(x: 100, y: 0), Point2D(x: 200, y: 0)],
                       tags: ["highway": "primary"])
        s.addSection(from: 50, to: 150, tags: ["bridge": "yes"])
        let pieces = s.pieces()
        #expect(pieces.count == 3)
        #expect(pieces.map { $0.tags["bridge"] } == [nil, "yes", nil])
        #expect(pieces[1].points.map(\.x) == [50, 100, 150])
        #expect(abs(s.length - 200) < 1e-9)
        s.splitKeys.insert(OSMBuilder.key(Point2D(x: 100, y: 0)))
        #expect(s.pieces().count == 4)
    }

    @Test func detachingFromARoundaboutStopsTheStreetOnTheCircle() {
        var s = Street(name: "Arm", points: [Point2D(x: -100, y: 0), Point2D(x: 0, y: 0), Point2D(x: 0, y: 100)], tags: [:])
        let touches = s.detach(from: Point2D(x: 0, y: 0), radius: 20)
        #expect(touches.count == 2)
        #expect(touches.allSatisfy { abs($0.length - 20) < 1e-9 })
        #expect(s.pieces().count == 2, "the street now runs in two pieces, one on each side")
    }
}
