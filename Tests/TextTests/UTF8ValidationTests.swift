import Geo
import Testing
import Text

/// `UTF8Validation` against the standard library's UTF-8 parser, which is the definition it must agree with.
@Suite struct UTF8ValidationTests {
    /// The offset of the first ill-formed sequence by the standard library's parser.
    static func reference(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    @Test func everyOneAndTwoByteSequenceAgreesWithTheStandardLibrary() {
        for a in 0...255 {
            #expect(UTF8Validation.firstInvalidOffset([UInt8(a)]) == Self.reference([UInt8(a)]))
            for b in 0...255 {
                let bytes: [UInt8] = [UInt8(a), UInt8(b)]
                let got = UTF8Validation.firstInvalidOffset(bytes)
                if got != Self.reference(bytes) { Issue.record("\(bytes): \(String(describing: got))"); return }
            }
        }
    }

    /// Each lead byte from 0xC0 with every second byte, and third and fourth bytes at the edges of the continuation
    /// range (0x7F, 0x80, 0xBF, 0xC0), between ASCII.
    @Test func threeAndFourByteSequencesAgreeAtTheirBoundaries() {
        let edges: [UInt8] = [0x7F, 0x80, 0xBF, 0xC0]
        var checked = 0
        for lead in 0xC0...0xFF {
            for second in 0...255 {
                for third in edges {
                    for fourth in edges {
                        let bytes: [UInt8] = [0x61, UInt8(lead), UInt8(second), third, fourth, 0x62]
                        let got = UTF8Validation.firstInvalidOffset(bytes)
                        if got != Self.reference(bytes) { Issue.record("\(bytes): \(String(describing: got))"); return }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 64 * 256 * 4 * 4)
    }

    @Test func seededRandomTextAgreesAndRealTextIsValid() {
        var rng = SeededGenerator(seed: 34)
        for _ in 0..<2_000 {
            let count = Int(rng.next() % 40)
            // Mostly bytes that make sequences, so errors fall at every depth.
            let bytes = (0..<count).map { _ -> UInt8 in
                let r = rng.next()
                return r % 3 == 0 ? UInt8(truncatingIfNeeded: r >> 8) : [0x41, 0x80, 0xBF, 0xC3, 0xE2, 0xF0, 0x9F, 0xA9][Int(r >> 8) % 8]
            }
            #expect(UTF8Validation.firstInvalidOffset(bytes) == Self.reference(bytes), "\(bytes)")
        }
        let text = "Monaco · Principauté de Monaco · 摩納哥 · 🇲🇨 · Ελλάδα"
        #expect(UTF8Validation.firstInvalidOffset(Array(text.utf8)) == nil)
        #expect(UTF8Validation.firstInvalidOffset([]) == nil)
        #expect(UTF8Validation.firstInvalidOffset(Array("ab".utf8) + [0xC3]) == 2, "a sequence cut short at the end")
        #expect(UTF8Validation.firstInvalidOffset(Array("ab".utf8) + [0xED, 0xA0, 0x80]) == 2, "a surrogate")
        #expect(UTF8Validation.firstInvalidOffset([0xE0, 0x80, 0x80]) == 0, "an overlong form")
        #expect(UTF8Validation.firstInvalidOffset([0xF4, 0x90, 0x80, 0x80]) == 0, "above U+10FFFF")
    }
}
