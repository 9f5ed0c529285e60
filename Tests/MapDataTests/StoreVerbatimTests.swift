import Testing
@testable import MapData

/// The replication store keeps OSM text byte for byte: an updated extract must hold exactly what its source had.
/// Sanitizing is for the terminal (`OSMTag(key:value:)`), never for data that is written back.
struct StoreVerbatimTests {
    /// Left-to-right mark, zero-width space, right-to-left override, an ESC: all removed on the way to a screen.
    static let raw = "Rue\u{200E} de\u{200B} la\u{202E} Paix\u{1B}[1m"

    @Test func aWrittenExtractKeepsTextTheTerminalPolicyWouldStrip() throws {
        var store = OSMStore()
        let tags = [OSMTag(verbatimKey: "name", value: Self.raw), OSMTag(verbatimKey: "note\u{200F}", value: "x")]
        store.nodes[1] = OSMStore.Node(id: 1, info: OSMStore.Info(version: 3, user: "us\u{200B}er"), lat: 437_300_000,
                                       lon: 74_200_000, tags: tags)
        let again = try OSMStore.readPBF(store.pbfBytes(), fileName: "verbatim")
        #expect(again.nodes[1]?.tags == tags)
        #expect(again.nodes[1]?.info.user == "us\u{200B}er")
        #expect(OSMTag(key: "name", value: Self.raw).value == "Rue de la Paix", "the display path still sanitizes")
    }

    @Test func anOsmChangeKeepsItsTextVerbatim() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <osmChange version="0.6"><modify><node id="5" version="2" lat="43.73" lon="7.42" user="a&#x200B;b">\
        <tag k="name" v="Rue&#x200E; de&#x202E; Paix"/></node></modify></osmChange>
        """
        let change = try OSMChange.read(Array(xml.utf8), fileName: "t.osc")
        guard case .node(let n)? = change.changes.first?.element else {
            Issue.record("no node in \(change)")
            return
        }
        #expect(n.tags.first?.value == "Rue\u{200E} de\u{202E} Paix")
        #expect(n.info.user == "a\u{200B}b")
    }
}
