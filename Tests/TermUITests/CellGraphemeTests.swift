import Testing
import TermUI

/// `CellGrapheme`: a cell's grapheme as plain bits, the same grapheme back, the same width and bytes.
@Suite struct CellGraphemeTests {
    /// One of each kind a cell holds: ASCII, controls, two-, three- and four-byte scalars, combining sequences,
    /// flags, and ZWJ emoji sequences of 15, 16 and 25 bytes (past the 15 bytes kept inline).
    static let samples: [Character] = [
        " ", "a", "~", "\u{7f}", "\u{1}", "\r\n", "é", "e\u{301}", "\u{a0}", "\u{85}", "ß", "⠿", "─", "┼", "♣", "中",
        "あ", "🙂", "🇫🇷", "👍🏽", "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}",
        "👩‍❤️‍👨", "👨‍👩‍👧‍👦", "\u{FFFD}",
    ]

    @Test func everyGraphemeComesBackTheSame() {
        for c in Self.samples {
            let bits = CellGrapheme(c)
            #expect(String(bits.character).utf8.elementsEqual(String(c).utf8), "\(c.unicodeScalars.map(\.value))")
            #expect(bits.withUTF8 { Array($0) } == Array(c.utf8))
            var cell = Cell(c)
            #expect(cell.grapheme.utf8.elementsEqual(c.utf8))
            cell.grapheme = "x"
            #expect(cell.bits == CellGrapheme(ascii: UInt8(ascii: "x")))
        }
    }

    @Test func theLongestInlineGraphemeAndTheShortestLongOneAreBothKept() {
        let fifteen: Character = "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}"
        #expect(String(fifteen).utf8.count == 15)
        let sixteen: Character = "\u{e9}\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}"
        #expect(String(sixteen).utf8.count == 16)
        #expect(CellGrapheme(fifteen).character.utf8.elementsEqual(fifteen.utf8))
        #expect(CellGrapheme(sixteen).character.utf8.elementsEqual(sixteen.utf8))
    }

    @Test func widthAndASCIIAnswerAsTheCharacterDoes() {
        for c in Self.samples {
            let bits = CellGrapheme(c)
            #expect(DisplayWidth.of(bits) == DisplayWidth.of(c), "\(c.unicodeScalars.map(\.value))")
            #expect(bits.isASCII == c.isASCII)
            #expect(bits.firstScalarValue == c.unicodeScalars.first!.value)
            #expect(bits.isSpace == (c == " "))
            let single = c.utf8.count == 1 ? c.asciiValue : nil
            #expect(bits.asciiByte == single)
        }
    }

    @Test func cellsAreEqualByTheirBytes() {
        // The same grapheme, inline or long, is the same bits; two spellings of one grapheme are two cells, as
        // they are two byte strings on the terminal.
        for c in Self.samples { #expect(Cell(c) == Cell(Character(String(c)))) }
        #expect(CellGrapheme("👨‍👩‍👧‍👦") == CellGrapheme("👨‍👩‍👧‍👦"))
        #expect(CellGrapheme("👨‍👩‍👧‍👦") != CellGrapheme("👩‍❤️‍👨"))
        #expect(Character("é") == Character("e\u{301}"))
        #expect(Cell("é") != Cell("e\u{301}"))
        #expect(Set(Self.samples.map(CellGrapheme.init)).count == Self.samples.count)
    }
}

extension CellGraphemeTests {
    @Test func aTextIsAppendedGraphemeByGrapheme() {
        for text in ["Rue Grimaldi", "Avenue Princesse Grâce", "中央通り", "", "a\r\nb", "tab\there", "👨‍👩‍👧‍👦 Café"] {
            var out: [CellGrapheme] = [.space]
            CellGrapheme.append(text, to: &out)
            #expect(out == [.space] + text.map(CellGrapheme.init), "\(text)")
        }
    }
}
