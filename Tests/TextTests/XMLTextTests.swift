import Testing
@testable import Text

@Suite struct XMLTextTests {
    func decode(_ s: String) -> String {
        Array(s.utf8).withUnsafeBufferPointer { XMLText.decoded(ByteReader($0), 0, $0.count) }
    }

    @Test func entitiesAreDecodedAndUnknownOnesKept() {
        #expect(decode("a &amp; b &lt;c&gt; &quot;&apos;") == "a & b <c> \"'")
        #expect(decode("&#65;&#x42;&#X63;&#x1F600;") == "ABc😀")
        #expect(decode("&nbsp; &#xD800; &#; &#x; &#99999999; &amp") == "&nbsp; &#xD800; &#; &#x; &#99999999; &amp")
    }

    @Test func linesCountLineFeedsBeforeTheOffset() {
        Array("a\nb\n\nc".utf8).withUnsafeBufferPointer { p in
            let r = ByteReader(p)
            #expect(XMLText.line(of: 0, in: r) == 1 && XMLText.line(of: 2, in: r) == 2 && XMLText.line(of: 5, in: r) == 4)
            #expect(XMLText.line(of: 1000, in: r) == 4 && XMLText.line(of: -3, in: r) == 1)
        }
    }
}
