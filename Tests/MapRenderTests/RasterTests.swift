import Geo
import TermUI
import Testing
@testable import MapRender

@Suite struct BrailleCanvasTests {
    @Test func dotsUseTheUnicodeBrailleNumbering() {
        var c = BrailleCanvas(width: 1, height: 1)
        c.setDot(x: 0, y: 0, color: .red)
        #expect(c.glyph(x: 0, y: 0) == "⠁")
        c.setDot(x: 1, y: 3, color: .red)
        #expect(c.glyph(x: 0, y: 0) == "⢁")
        for y in 0..<4 { for x in 0..<2 { c.setDot(x: x, y: y, color: .blue) } }
        #expect(c.glyph(x: 0, y: 0) == "⣿")
        #expect(c.colors[0] == .blue)
    }

    @Test func dotsOutsideAreIgnoredAndEmptyCellsHaveNoGlyph() {
        var c = BrailleCanvas(width: 2, height: 1)
        c.setDot(x: -1, y: 0, color: .red)
        c.setDot(x: 4, y: 0, color: .red)
        c.setDot(x: 0, y: 4, color: .red)
        #expect(c.dots == [0, 0])
        #expect(c.glyph(x: 0, y: 0) == nil)
    }

    @Test func horizontalLineSetsOneDotRowAcrossCells() {
        var c = BrailleCanvas(width: 3, height: 1)
        // Cell-space y 0.3 is dot row 1.
        c.line(from: Point2D(x: 0, y: 0.3), to: Point2D(x: 2.99, y: 0.3), color: .green)
        #expect((0..<3).map { c.glyph(x: $0, y: 0) } == ["⠒", "⠒", "⠒"])
    }

    @Test func diagonalLineIsBresenhamInDotSpace() {
        var c = BrailleCanvas(width: 2, height: 1)
        c.line(from: Point2D(x: 0, y: 0), to: Point2D(x: 1.9, y: 0.99), color: .green)
        // Dots (0,0) (1,1) (2,2) (3,3): one per column and row.
        #expect(c.isSet(x: 0, y: 0) && c.isSet(x: 1, y: 1) && c.isSet(x: 2, y: 2) && c.isSet(x: 3, y: 3))
        #expect(c.dots.map { $0.nonzeroBitCount }.reduce(0, +) == 4)
    }

    @Test func lineIsClippedAndTheTopmostLayerColoursTheCell() {
        var c = BrailleCanvas(width: 4, height: 2)
        c.line(from: Point2D(x: -50, y: 1.1), to: Point2D(x: 50, y: 1.1), color: .red)
        c.line(from: Point2D(x: 1.5, y: -9), to: Point2D(x: 1.5, y: 9), color: .blue)
        #expect(c.dots[4..<8].allSatisfy { $0 != 0 })
        #expect(c.colors[5] == .blue && c.colors[4] == .red)
    }
}

@Suite struct BoxCanvasTests {
    func row(_ c: BoxCanvas, _ y: Int) -> String { String((0..<c.width).map { c.glyph(x: $0, y: y) ?? " " }) }

    @Test func crossingLinesGetAJunctionGlyph() {
        var c = BoxCanvas(width: 5, height: 3)
        c.line(from: Point2D(x: 0.5, y: 1.5), to: Point2D(x: 4.5, y: 1.5), weight: .light, color: .white)
        c.line(from: Point2D(x: 2.5, y: 0.5), to: Point2D(x: 2.5, y: 2.5), weight: .heavy, color: .blue)
        #expect(row(c, 0) == "  ╻  ")
        #expect(row(c, 1) == "╶─╂─╴")
        #expect(row(c, 2) == "  ╹  ")
    }

    @Test func linesLeavingTheCanvasConnectToTheEdge() {
        var c = BoxCanvas(width: 4, height: 1)
        c.line(from: Point2D(x: -10, y: 0.5), to: Point2D(x: 20, y: 0.5), weight: .heavy, color: .white)
        #expect(row(c, 0) == "━━━━")
    }

    @Test func cornerAndTeeGlyphs() {
        var c = BoxCanvas(width: 3, height: 3)
        c.line(from: Point2D(x: 0.5, y: 0.5), to: Point2D(x: 2.5, y: 0.5), weight: .light, color: .white)
        c.line(from: Point2D(x: 2.5, y: 0.5), to: Point2D(x: 2.5, y: 2.5), weight: .light, color: .white)
        c.line(from: Point2D(x: 0.5, y: 1.5), to: Point2D(x: 2.5, y: 1.5), weight: .heavy, color: .white)
        #expect(row(c, 0) == "╶─┐")
        #expect(row(c, 1) == "╺━┥")
        #expect(row(c, 2) == "  ╵")
    }

    @Test func diagonalBecomesAFourConnectedStaircase() {
        var c = BoxCanvas(width: 3, height: 3)
        c.line(from: Point2D(x: 0.5, y: 0.5), to: Point2D(x: 2.5, y: 2.4), weight: .light, color: .white)
        let cells = c.masks.filter { $0 != 0 }.count
        #expect(cells == 5)
        for y in 0..<3 { for x in 0..<3 where c.masks[y * 3 + x] != 0 {
            let m = c.masks[y * 3 + x]
            // Every side a cell opens must be matched by its neighbour (or lead off the canvas).
            if m & 0x03 != 0, y > 0 { #expect(c.masks[(y - 1) * 3 + x] & 0x30 != 0) }
            if m & 0x0c != 0, x < 2 { #expect(c.masks[y * 3 + x + 1] & 0xc0 != 0) }
        } }
    }

    @Test func glyphTableCoversEveryLightHeavyCombination() {
        var seen = Set<Character>()
        for m in 1..<256 where (0..<4).allSatisfy({ (m >> ($0 * 2)) & 3 != 3 }) {
            let g = BoxCanvas.glyphs[m]
            #expect(g != " ", "mask \(m)")
            #expect(DisplayWidth.of(g) == 1)
            seen.insert(g)
        }
        #expect(seen.count == 80)
    }
}

@Suite struct FillAndAsciiTests {
    @Test func squareFillsCellsWhoseCentresAreInside() {
        var f = FillCanvas(width: 6, height: 4)
        let ring = [Point2D(x: 1, y: 1), Point2D(x: 4, y: 1), Point2D(x: 4, y: 3), Point2D(x: 1, y: 3), Point2D(x: 1, y: 1)]
        f.fill(rings: [ring[...]], kind: 7)
        let rows = (0..<4).map { y in String((0..<6).map { f.kind(x: $0, y: y) == 7 ? "#" : "." }) }
        #expect(rows == ["......", ".###..", ".###..", "......"])
    }

    @Test func holesStayEmptyAndFillsClipToTheCanvas() {
        var f = FillCanvas(width: 5, height: 5)
        let outer = [Point2D(x: -3, y: -3), Point2D(x: 8, y: -3), Point2D(x: 8, y: 8), Point2D(x: -3, y: 8)]
        let hole = [Point2D(x: 2, y: 2), Point2D(x: 3, y: 2), Point2D(x: 3, y: 3), Point2D(x: 2, y: 3)]
        f.fill(rings: [outer[...], hole[...]], kind: 1)
        #expect(f.kind(x: 2, y: 2) == 0)
        #expect(f.kinds.filter { $0 == 1 }.count == 24)
    }

    @Test func triangleFillFollowsItsSlantedSide() {
        var f = FillCanvas(width: 8, height: 4)
        f.fill(rings: [[Point2D(x: 0, y: 0), Point2D(x: 8, y: 4), Point2D(x: 0, y: 4)][...]], kind: 2)
        let counts = (0..<4).map { y in (0..<8).filter { f.kind(x: $0, y: y) == 2 }.count }
        #expect(counts == [1, 3, 5, 7])
    }

    @Test func asciiLinesPickCharactersByDirectionAndMarkCrossings() {
        var a = AsciiCanvas(width: 7, height: 5)
        a.line(from: Point2D(x: 0.5, y: 2.5), to: Point2D(x: 6.5, y: 2.5), heavy: false, color: .white)
        a.line(from: Point2D(x: 3.5, y: 0.5), to: Point2D(x: 3.5, y: 4.5), heavy: false, color: .white)
        let rows = (0..<5).map { y in String((0..<7).map { a.glyph(x: $0, y: y) ?? " " }) }
        #expect(rows == ["   |   ", "   |   ", "---+---", "   |   ", "   |   "])
        var d = AsciiCanvas(width: 4, height: 2)
        d.line(from: Point2D(x: 0.5, y: 0.5), to: Point2D(x: 3.5, y: 1.5), heavy: true, color: .white)
        #expect(d.chars.contains(UInt8(ascii: "\\")))
    }
}

@Suite struct LabelPlacerTests {
    @Test func labelsNeverOverlapEachOtherOrReservedRects() {
        var p = LabelPlacer(width: 30, height: 5)
        p.reserve(Rect(x: 20, y: 0, width: 10, height: 5))
        let placed = [
            p.place("Mill Lane", x: 2, y: 1, style: .plain),
            p.place("Elm", x: 8, y: 1, style: .plain),        // overlaps
            p.place("Oak", x: 11, y: 1, style: .plain),       // touches without the padding
            p.place("Oak", x: 12, y: 1, style: .plain),
            p.place("Harbour", x: 15, y: 2, style: .plain),   // runs into the reserved rect
            p.place("Edge", x: 28, y: 4, style: .plain),      // reserved and off the canvas
        ]
        #expect(placed == [true, false, false, true, false, false])
        let origin = p.place("Quay", candidates: [(8, 1), (8, 2)], style: .plain)
        #expect(origin?.x == 8 && origin?.y == 2)
        // No two placed labels share a cell.
        var cells = Set<Int>()
        for l in p.placed {
            #expect(l.width == DisplayWidth.of(l.text), "\(l.text): the width stored is the one measured")
            for x in l.x..<(l.x + l.width) { #expect(cells.insert(l.y * 30 + x).inserted) }
        }
    }
}
