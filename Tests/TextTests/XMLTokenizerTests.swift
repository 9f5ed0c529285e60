import Testing
@testable import Text

/// The one XML tokenizer (OSM XML, osmChange, GPX): the strict whole-document mode GPX reads with, the markup it
/// skips, and attribute values read at the very end of the bytes.
@Suite struct XMLTokenizerTests {
    /// Every token of `xml` as `<name` / `</name`, or the error's reason and byte offset.
    func tokens(_ xml: String, wholeDocument: Bool = true) -> [String] {
        [UInt8](xml.utf8).withUnsafeBufferPointer { u in
            var x = XMLTokenizer(ByteReader(u), wholeDocument: wholeDocument)
            var out: [String] = []
            do throws(SourceError) {
                while let t = try x.next() {
                    switch t {
                    case .start(let name, _, let selfClosing): out.append("<" + x.text(name) + (selfClosing ? "/" : ""))
                    case .end(let name, _): out.append("</" + x.text(name))
                    }
                }
            } catch {
                out.append("error at \(error.byteOffset ?? -1): \(error.reason)")
            }
            return out
        }
    }

    @Test func wholeDocumentRefusesTextOutsideTheRootAndASecondRoot() {
        #expect(tokens("hello <gpx/>") == ["error at 0: text before the root element ('hello ')"])
        #expect(tokens("<gpx></gpx> tail") == ["<gpx", "</gpx", "error at 12: text after the root element ('tail')"])
        #expect(tokens("<a/><b/>") == ["<a/", "error at 4: a second root element"])
        #expect(tokens("<![CDATA[x]]><a/>") == ["error at 0: CDATA section outside the root element"])
        // White space, comments and processing instructions are allowed on either side.
        #expect(tokens("<?xml version=\"1.0\"?>\n<!-- c -->\n<a><b/></a>\n<!-- d --><?pi x?>\n") == ["<a", "<b/", "</a"])
        // The default mode stops at the root's end and ignores what follows (the OSM readers).
        #expect(tokens("junk <a/> more <b/>", wholeDocument: false) == ["<a/"])
    }

    @Test func aByteOrderMarkAndAnInternalSubsetAreSkipped() {
        #expect(tokens("\u{FEFF}<a/>") == ["<a/"])
        #expect(tokens("<!DOCTYPE a [ <!ENTITY e \"x>y\"> <!ELEMENT a ANY> ]>\n<a/>") == ["<a/"])
        #expect(tokens("<!DOCTYPE a [ <!ENTITY e \"x\">") == ["error at 0: file ends inside a declaration"])
    }

    @Test func skippedMarkupCountsCommentsAndCDATA() {
        [UInt8]("<a>1<!-- c -->2<![CDATA[3]]></a>".utf8).withUnsafeBufferPointer { u in
            var x = XMLTokenizer(ByteReader(u), wholeDocument: true)
            _ = try? x.next()
            #expect(x.skippedMarkup == 0)
            _ = try? x.next()
            #expect(x.skippedMarkup == 2)
        }
    }

    /// A value's carriage return is looked at with the byte after it only inside the value: the check of `k + 1 < e`
    /// came after reading `b[k + 1]`, one byte past the value's slice (here, past the bytes: `ByteReader` gave 0 and
    /// no memory was read, but the read was there).
    @Test func aCarriageReturnEndingAValueAtTheEndOfTheBytesIsOneSpace() {
        func value(_ bytes: [UInt8], _ range: Range<Int>) -> String {
            bytes.withUnsafeBufferPointer { u in
                XMLTokenizer(ByteReader(u)).string(XMLTokenizer.Attribute(name: 0..<0, value: range, needsDecoding: true))
            }
        }
        #expect(value(Array("a\r".utf8), 0..<2) == "a ")
        #expect(value(Array("a\r\nb".utf8), 0..<4) == "a b")
        // The LF after the value's end is not the value's: CR alone is one space.
        #expect(value(Array("a\r\n".utf8), 0..<2) == "a ")
        #expect(value(Array("&amp;\r".utf8), 0..<6) == "& ")
    }
}
