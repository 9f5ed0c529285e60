import Foundation
import Testing
@testable import Text

@Suite struct JSONWriterTests {
    @Test func objectsKeepKeyOrderAndTheHouseSeparators() {
        var j = JSONWriter()
        j.beginObject()
        j.field("t", 12, places: 2)
        j.field("type", "routeProgress")
        j.field("leg", 0)
        j.field("ok", true)
        j.field("road", nil as String?)
        j.field("entered", ["tunnel", "motorway"])
        j.key("bounds")
        j.beginObject()
        j.field("min_lat", 1.5, places: 9, style: .trimmed)
        j.endObject()
        j.field("time", time: 0)
        j.endObject()
        #expect(j.string == #"{"t": 12.00, "type": "routeProgress", "leg": 0, "ok": true, "road": null, "entered": ["tunnel", "motorway"], "bounds": {"min_lat": 1.5}, "time": "1970-01-01T00:00:00Z"}"#)
    }

    @Test func linesStartFreshAfterEndLine() {
        var j = JSONWriter()
        for i in 0..<2 {
            j.beginObject()
            j.field("i", i)
            j.endObject()
            j.endLine()
        }
        #expect(j.string == "{\"i\": 0}\n{\"i\": 1}\n")
    }

    @Test func stringsEscapeQuotesBackslashesAndEveryTerminalControl() throws {
        let evil = "Evil\u{1B}[2JRoad\n\"x\"\\ \t\r\u{7F}\u{9B}\u{202E}gnp.exe\u{2066}"
        var j = JSONWriter()
        j.string(evil)
        #expect(j.string == #""Evil\u001b[2JRoad\n\"x\"\\ \t\r\u007f\u009b\u202egnp.exe\u2066""#)
        let back = try JSONSerialization.jsonObject(with: Data(j.string.utf8), options: .fragmentsAllowed) as? String
        #expect(back == evil)
    }

    @Test func nonASCIITextIsWrittenAsUTF8() {
        var j = JSONWriter()
        j.string("Rue de l’Église 東京 🚗")
        #expect(j.string == "\"Rue de l’Église 東京 🚗\"")
    }

    @Test func xmlEscapingCoversTheFiveEntitiesAndDropsForbiddenControls() {
        #expect(XMLEscaping.escaped(#"a<b>&"c'd"#) == "a&lt;b&gt;&amp;&quot;c&apos;d")
        #expect(XMLEscaping.escaped("tab\tok\u{1}gone é") == "tab\tokgone é")
        let plain = "Market Cross"
        #expect(XMLEscaping.escaped(plain) == plain)
    }
}
