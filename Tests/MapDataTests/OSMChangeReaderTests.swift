import Testing
@testable import MapData

/// The osmChange reader on MapData's XML tokenizer (`XMLTokenizer`, shared with the `.osm` reader): what it reads,
/// and the one error (file, line, reason) for what it does not.
@Suite struct OSMChangeReaderTests {
    private func read(_ xml: String) throws(MapDataError) -> OSMChange { try OSMChange.read(Array(xml.utf8), fileName: "t.osc") }

    private func message(_ xml: String) -> String? {
        do throws(MapDataError) {
            _ = try read(xml)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func everyActionAndElementKindReadsInOrder() throws {
        let change = try read("""
        <?xml version='1.0' encoding='UTF-8'?>
        <osmChange version="0.6" generator="osmium/1.3">
        <create><node lon="7.4212345" lat='-43.7300001' id="1" version="1" timestamp="2016-03-05T00:26:02Z" \
        changeset="37680000" uid="42" user="A &amp; B"><tag k="amenity" v="caf&#xE9;"/></node></create>
        <modify><way id="2" version="3"><nd ref="1"/><nd ref="-9223372036854775808"/><tag k="highway" v="residential"/></way></modify>
        <delete><relation id="9223372036854775807" version="2"><member type="way" ref="2" role="outer"/></relation>
        <node id="4" version="7"/></delete>
        </osmChange>
        """)
        #expect(change.changes.map(\.action) == [.create, .modify, .delete, .delete])
        guard case .node(let n) = change.changes[0].element, case .way(let w) = change.changes[1].element,
              case .relation(let r) = change.changes[2].element, case .node(let d) = change.changes[3].element else {
            Issue.record("kinds: \(change)")
            return
        }
        #expect(n.id == 1 && n.lat == -437_300_001 && n.lon == 74_212_345)
        #expect(n.info == OSMStore.Info(version: 1, timestamp: 1_457_137_562, changeset: 37_680_000, uid: 42, user: "A & B"))
        #expect(n.tags == [OSMTag(verbatimKey: "amenity", value: "café")])
        #expect(w.refs == [1, Int64.min] && w.info.version == 3)
        #expect(r.id == Int64.max && r.members == [OSMMember(kind: .way, ref: 2, role: "outer")])
        #expect(d.id == 4 && d.lat == 0 && d.info.version == 7, "a deleted node needs no position")
    }

    /// XML 1.0 attribute-value normalisation (3.3.3), as libxml2 and the OSM tools read it: a literal line break or
    /// tab is a space (CR LF one space), a character reference to one is that character.
    @Test func attributeValuesAreNormalisedAsXMLSays() throws {
        let change = try read("<osmChange><create><node id=\"1\" lat=\"1\" lon=\"2\">"
            + "<tag k=\"note\" v=\"a\nb\tc\r\nd&#10;e\"/></node></create></osmChange>")
        guard case .node(let n)? = change.changes.first?.element else { Issue.record("no node"); return }
        #expect(n.tags.first?.value == "a b c d\ne")
    }

    @Test(arguments: [
        ("<osmChange version=\"0.6\">\n<create>\n<node id=\"1\" lat=\"1\" lon=\"2\">", "t.osc:3: file ends before </node> (truncated?)"),
        ("<osmChange>\n<modify></create></osmChange>", "t.osc:2: end tag </create> does not match <modify>"),
        ("<osm version=\"0.6\">\n</osm>", "t.osc:1: no <osmChange> element: not an osmChange file"),
        ("just text\n", "t.osc:1: no <osmChange> element: not an osmChange file"),
        ("<osmChange>\n<create><node id=\"x\" lat=\"1\" lon=\"2\"/></create></osmChange>", "t.osc:2: <node> has no valid id"),
        ("<osmChange>\n\n<create><node id=\"1\" lat=\"91\" lon=\"2\"/></create></osmChange>", "t.osc:3: node 1 has no valid lat/lon"),
        ("<osmChange><create>\n<way id=\"1\" version=\"4294967297\"/></create></osmChange>",
         "t.osc:2: way 1: version=\"4294967297\" is not a valid number"),
        ("<osmChange><node id=\"1\"/></osmChange>", "t.osc:1: <node> outside <create>, <modify> or <delete>"),
        ("<osmChange><create><way id=\"1\">\n<nd ref=\"99999999999999999999\"/></way></create></osmChange>",
         "t.osc:2: <nd> outside a way or without a ref"),
        ("<osmChange><create><relation id=\"1\"><member type=\"area\" ref=\"2\"/></relation></create></osmChange>",
         "t.osc:1: member type area is unknown"),
        ("<osmChange><create><node id=\"1\" lat=\"1\" lon=\"2\"><tag k=\"a\"/></node></create></osmChange>",
         "t.osc:1: <tag> without k or v"),
        ("<osmChange a=\"x\n<y\"/>", "t.osc:2: '<' inside attribute a"),
    ])
    func malformedDocumentsGiveOneErrorWithTheLine(xml: String, expected: String) {
        #expect(message(xml) == expected)
    }

    /// The tokenizer stops at the root's end tag, as the `.osm` reader does: what follows it is not read.
    @Test func aSelfClosingRootIsAnEmptyChange() throws {
        #expect(try read("<?xml version=\"1.0\"?>\n<osmChange version=\"0.6\" generator=\"x\"/>\n").changes.isEmpty)
        #expect(try read("<osmChange></osmChange>\n<junk").changes.isEmpty)
    }
}
