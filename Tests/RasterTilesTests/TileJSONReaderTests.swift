import Testing
import Text
@testable import RasterTiles

/// TileJSON is read through the one JSON reader (`JSONFields.document`): a document that is not JSON is named with
/// its URL, line and column, as every other JSON document is.
@Suite struct TileJSONReaderTests {
    @Test func invalidJSONNamesTheDocumentLineAndColumn() {
        let url = "http://127.0.0.1:1/relief.json?key=secret"
        do {
            _ = try TileJSON.parse(Array("{\n  \"tiles\": [\"t/{z}/{x}/{y}.png\"],\n  \"minzoom\": 3,,\n}".utf8), url: url)
            Issue.record("invalid JSON was read")
        } catch {
            guard case .configuration(let e) = error else { Issue.record("\(error)"); return }
            #expect(e.source == "http://127.0.0.1:1/relief.json")  // the query (a key) is not printed
            #expect(e.line == 3, "\(e)")
            #expect(e.reason.hasPrefix("not valid JSON ("), "\(e)")
        }
        // A document that is JSON but not an object is still the TileJSON reader's own error.
        #expect(throws: RasterError.configuration(SourceError(source: "http://127.0.0.1:1/relief.json", reason: "not a TileJSON object"))) {
            try TileJSON.parse(Array("[1, 2]".utf8), url: url)
        }
    }
}
