import Testing
@testable import Text

@Suite struct TerminalTextTests {
    @Test func plainASCIIIsReturnedUnchanged() {
        let s = "High Street 12, Harbourne"
        #expect(!TerminalText.needsWork(s))
        #expect(TerminalText.sanitized(s) == s)
        #expect(TerminalText.sanitized("Rue de l’Église 東京") == "Rue de l’Église 東京")  // 0xE2 lead, but harmless
    }

    @Test func theFastPathReturnsTheSameStorageWithoutCopying() {
        let long = String(repeating: "Harbourne Ring Road, ", count: 20)
        let out = TerminalText.sanitized(long)
        let a = long.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) }
        let b = out.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) }
        #expect(a != nil && a == b)
        let dirty = long + "\u{1B}[2J"
        let cleaned = TerminalText.sanitized(dirty)
        #expect(cleaned == long)
        #expect(dirty.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) }
                != cleaned.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) })
    }

    @Test func escapeSequencesAreRemovedWhole() {
        #expect(TerminalText.sanitized("Evil\u{1B}[2JRoad") == "EvilRoad")
        #expect(TerminalText.sanitized("a\u{1B}[38;2;255;0;0mred\u{1B}[0m") == "ared")
        #expect(TerminalText.sanitized("t\u{1B}]0;pwned\u{07}itle") == "title")  // OSC to BEL
        #expect(TerminalText.sanitized("t\u{1B}]8;;http://x\u{1B}\\link") == "tlink")  // OSC to ST
        #expect(TerminalText.sanitized("x\u{1B}(0y") == "xy")  // charset switch
        #expect(TerminalText.sanitized("x\u{1B}") == "x")
        #expect(TerminalText.sanitized("x\u{1B}]unterminated") == "x")
    }

    @Test func c0AndC1ControlsAreRemoved() {
        #expect(TerminalText.sanitized("a\u{7}b\u{8}c\nd\re\tf\u{7F}g") == "abcdefg")
        #expect(TerminalText.sanitized("a\u{9B}31mred\u{85}b") == "aredb")  // C1 CSI and NEL
        #expect(TerminalText.sanitized("a\u{9D}0;t\u{9C}b") == "ab")  // C1 OSC ... ST
    }

    @Test func bidiOverridesIsolatesAndInvisibleFormatCharactersAreRemoved() {
        #expect(TerminalText.sanitized("file\u{202E}gnp.exe") == "filegnp.exe")
        #expect(TerminalText.sanitized("\u{2066}a\u{2069}\u{200B}b\u{200F}\u{FEFF}\u{61C}c\u{2028}") == "abc")
        #expect(TerminalText.sanitized("שלום עולם") == "שלום עולם")  // right-to-left letters stay
    }

    @Test func variantsAreExplicit() {
        #expect(TerminalText.sanitized("  Mill   Lane \n", whitespace: .trim) == "Mill   Lane")
        #expect(TerminalText.sanitized("  Mill \t  Lane ", whitespace: .collapse) == "Mill Lane")
        #expect(TerminalText.sanitized("abcdef", limit: 3) == "abc…")
        #expect(TerminalText.sanitized("ab\u{1B}[1mcd", limit: 4) == "abcd")
    }

    @Test func excerptsShowRawBytesPrintably() {
        #expect(TerminalText.excerpt(Array("ok\u{1B}[2J".utf8) + [0xFF]) == "ok\\x1B[2J\\xFF")
        #expect(TerminalText.excerpt(Array(repeating: UInt8(ascii: "a"), count: 5), limit: 3) == "aaa…")
    }
}
