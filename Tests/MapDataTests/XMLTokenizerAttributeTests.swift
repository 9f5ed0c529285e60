import Testing
import Text
@testable import MapData

/// Attribute values read at the very end of the bytes: a value's carriage return is looked at together with the byte
/// after it only inside the value. The check of `k + 1 < e` came after reading `b[k + 1]`, one byte past the value's
/// slice (past the bytes here: `ByteReader` gave 0 and no memory was read, but the read was there).
@Suite struct XMLTokenizerAttributeTests {
    func value(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { u in
            XMLTokenizer(ByteReader(u)).string(XMLTokenizer.Attribute(name: 0..<0, value: range, needsDecoding: true))
        }
    }

    @Test func aCarriageReturnEndingAValueAtTheEndOfTheBytesIsOneSpace() {
        #expect(value(Array("a\r".utf8), 0..<2) == "a ")
        #expect(value(Array("a\r\nb".utf8), 0..<4) == "a b")
        // The LF after the value's end is not the value's: the CR alone is one space.
        #expect(value(Array("a\r\n".utf8), 0..<2) == "a ")
        #expect(value(Array("&amp;\r".utf8), 0..<6) == "& ")
    }
}
