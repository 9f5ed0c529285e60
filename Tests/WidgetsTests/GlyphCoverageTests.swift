import Foundation
import Testing
import TermUI
import TestSupport
@testable import Widgets

/// Every non-ASCII character in a string or character literal of the code that draws (MapRender, Widgets, NavApp)
/// must be in both common terminal fonts, DejaVu Sans Mono and Noto Sans Mono (`Fixtures/mono-font-coverage.txt`),
/// so no terminal shows a blank (⌖ U+2316 did), and must have an ASCII stand-in for `--ascii`.
@Suite struct GlyphCoverageTests {
    /// The code points of the fixture's ranges.
    static func coverage() throws -> Set<UInt32> {
        let text = try String(contentsOfFile: Repository.path("Tests/WidgetsTests/Fixtures/mono-font-coverage.txt"), encoding: .utf8)
        var set = Set<UInt32>()
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "-").compactMap { UInt32($0, radix: 16) }
            guard let a = parts.first else { continue }
            for v in a...(parts.last ?? a) { set.insert(v) }
        }
        return set
    }

    /// (file:line, character) for every non-ASCII character inside a literal, comments left out.
    static func literalGlyphs(under dirs: [String]) throws -> [(String, Character)] {
        var out: [(String, Character)] = []
        for dir in dirs {
            let root = Repository.path(dir)
            guard let e = FileManager.default.enumerator(atPath: root) else { continue }
            for case let rel as String in e where rel.hasSuffix(".swift") {
                let text = try String(contentsOfFile: root + "/" + rel, encoding: .utf8)
                for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    if code.hasPrefix("//") { continue }
                    var inString = false, previous: Character = " "
                    for c in line {
                        if c == "\"" && previous != "\\" { inString.toggle() } else if !inString && c == "/" && previous == "/" { break }
                        if inString && !c.isASCII { out.append(("\(dir)/\(rel):\(n + 1)", c)) }
                        previous = c
                    }
                }
            }
        }
        return out
    }

    /// Style glyphs in the built-in schemes (MapRender/Style, owned by the style engine's branch) that are not in
    /// both fonts yet, with the replacement proposed: delete a line when its glyph changes.
    static let awaitingStyleFix: [Character: Character] = [
        "↖": "◸", "↗": "◹", "↘": "◿", "↙": "◺", "★": "✶", "♣": "▴", "♠": "◈", "♦": "◇", "♧": "◌", "♜": "◭",
        "⌂": "△", "✚": "◈", "⚑": "◉",
    ]

    @Test func everyDrawnGlyphIsInBothCommonMonospaceFonts() throws {
        let covered = try Self.coverage()
        #expect(covered.contains(0x2500) && covered.contains(0x25B2) && !covered.contains(0x2316))
        let found = try Self.literalGlyphs(under: ["Sources/MapRender", "Sources/Widgets", "Sources/NavApp"])
        #expect(found.count > 50)
        var missing: [String] = [], awaiting: [String] = []
        for (place, c) in found {
            guard let v = c.unicodeScalars.first?.value, !covered.contains(v) else { continue }
            if (0x2800...0x28FF).contains(v) { continue }  // braille: the map raster, see the fixture's note
            if place.hasPrefix("Sources/MapRender/Style/"), Self.awaitingStyleFix[c] != nil {
                awaiting.append("\(place) \(c)")
            } else {
                missing.append("\(place) \(c) U+\(String(v, radix: 16, uppercase: true))")
            }
        }
        #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
        #expect(awaiting.isEmpty, "\(awaiting.joined(separator: "\n"))")
    }

    @Test func everyDrawnGlyphHasAnASCIIStandIn() throws {
        let found = try Self.literalGlyphs(under: ["Sources/Widgets", "Sources/NavApp"])
        let symbols = Set(found.map(\.1)).filter { c in
            guard let v = c.unicodeScalars.first?.value else { return false }
            return (0x2190...0x27FF).contains(v) || (0x2B00...0x2BFF).contains(v)
        }
        #expect(symbols.count > 10)
        for c in symbols.sorted() { #expect(AsciiFallback.character(for: c) != "?", "\(c) has no ASCII stand-in") }
        for icon in ManeuverIcon.allCases { #expect(AsciiFallback.character(for: icon.glyph) != "?", "\(icon)") }
    }
}
