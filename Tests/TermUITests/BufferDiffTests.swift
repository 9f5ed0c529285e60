import Testing
import TermUI

@Suite struct BufferDiffTests {
    @Test func identicalBuffersHaveNoChanges() {
        var a = Buffer(width: 10, height: 3)
        a.write("hello", x: 1, y: 1, style: .plain)
        #expect(a.diff(from: a).isEmpty)
    }

    @Test func changedCellsAreReportedInRowMajorOrder() {
        let a = Buffer(width: 10, height: 3)
        var b = a
        b.set(x: 7, y: 0, "x", style: .plain)
        b.set(x: 2, y: 2, "y", style: .plain)
        b.set(x: 1, y: 0, "z", style: Style(foreground: .red))
        let d = b.diff(from: a)
        #expect(d.map { [$0.x, $0.y] } == [[1, 0], [7, 0], [2, 2]])
        #expect(d.map(\.cell.grapheme) == ["z", "x", "y"])
    }

    @Test func styleOnlyChangeIsAChange() {
        var a = Buffer(width: 4, height: 1)
        a.write("ab", x: 0, y: 0, style: .plain)
        var b = a
        b.setStyle(Rect(x: 1, y: 0, width: 1, height: 1), Style(attributes: .bold))
        #expect(b.diff(from: a).map(\.x) == [1])
    }

    @Test func wideGraphemeIsOneChangeWithoutItsContinuation() {
        let a = Buffer(width: 6, height: 1)
        var b = a
        b.set(x: 2, y: 0, "漢", style: .plain)
        let d = b.diff(from: a)
        #expect(d.count == 1)
        #expect(d.first?.x == 2 && d.first?.cell.grapheme == "漢")
    }

    @Test func continuationStyleChangeRedrawsItsLeadingCell() {
        var a = Buffer(width: 6, height: 1)
        a.set(x: 2, y: 0, "漢", style: .plain)
        var b = a
        b[3, 0] = Cell(" ", style: Style(background: .blue), isContinuation: true)
        let d = b.diff(from: a)
        #expect(d.map(\.x) == [2])
    }

    @Test func wideGraphemeReplacedByNarrowOnesRedrawsBothCells() {
        var a = Buffer(width: 6, height: 1)
        a.set(x: 2, y: 0, "漢", style: .plain)
        var b = Buffer(width: 6, height: 1)
        b.write("ab", x: 2, y: 0, style: .plain)
        #expect(b.diff(from: a).map(\.x) == [2, 3])
    }

    @Test func differentAreaRepaintsEverything() {
        let a = Buffer(width: 3, height: 2)
        let b = Buffer(width: 4, height: 2)
        #expect(b.diff(from: a).count == 8)
    }

    @Test func runsGroupAdjacentCellsOnARow() {
        let a = Buffer(width: 10, height: 2)
        var b = a
        b.write("abc", x: 1, y: 0, style: .plain)
        b.write("d", x: 6, y: 0, style: .plain)
        b.write("漢e", x: 0, y: 1, style: .plain)
        let runs = Buffer.runs(of: b.diff(from: a))
        #expect(runs.map { $0.map(\.x) } == [[1, 2, 3], [6], [0, 2]])
    }
}
