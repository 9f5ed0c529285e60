import Testing
import TermUI

/// `DisplayWidth.of`: a grapheme's width in a terminal, by its first scalar.
@Suite struct DisplayWidthTests {
    @Test func everyASCIICharacterTakesOneCellButTheControls() {
        for v in UInt8(0)...UInt8(0x7f) {
            let c = Character(Unicode.Scalar(v))
            #expect(DisplayWidth.of(c) == (v < 0x20 || v == 0x7f ? 0 : 1), "U+\(String(v, radix: 16))")
        }
        #expect(DisplayWidth.of("\r\n") == 0)
    }

    @Test func otherGraphemesAreMeasuredByTheirFirstScalar() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("é") == 1)
        #expect(DisplayWidth.of("\u{85}") == 0)
        #expect(DisplayWidth.of("\u{a0}") == 1)
        #expect(DisplayWidth.of("⠿") == 1)
        #expect(DisplayWidth.of("中") == 2)
        #expect(DisplayWidth.of("🙂") == 2)
        #expect(DisplayWidth.of("Straße") == 6)
    }
}
