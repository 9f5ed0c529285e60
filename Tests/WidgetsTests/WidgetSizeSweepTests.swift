import Testing
import TermUI
import Widgets

/// Every widget, laid out on screens from 20×8 to 300×100, stays inside its rectangle and never traps.
@Suite struct WidgetSizeSweepTests {
    static let sizes: [Size] = {
        var s = [Size]()
        for w in [20, 21, 33, 40, 57, 80, 120, 199, 300] { for h in [8, 9, 12, 17, 24, 40, 60, 100] { s.append(Size(width: w, height: h)) } }
        return s
    }()

    @Test func screensOfEverySizeRenderEveryWidgetInsideItsOwnRect() {
        for size in WidgetSizeSweepTests.sizes {
            // A screen split the way NavApp does it: header, map with overlays, footer; the bar on the right.
            let rows = Layout.vertical([.fixed(Fixtures.header.preferredHeight(width: size.width)), .fill(1), .fixed(1)]).split(size.rect)
            let cols = Layout.horizontal([.fill(1), .fixed(1)]).split(rows[1])
            let map = cols[0]
            let speedo = Rect(x: map.x + 1, y: map.maxY - 3, width: 18, height: 3).intersection(map)
            let directions = Rect(x: map.x, y: map.y, width: min(48, map.width / 2), height: max(0, map.height - 3))
            let placed: [(any Widget, Rect)] = [
                (Fixtures.header, rows[0]), (Fixtures.footer, rows[2]), (Fixtures.progress, cols[1]),
                (Fixtures.speedometer, speedo), (Fixtures.directions, directions),
                (Fixtures.compass, Rect(x: map.maxX - 6, y: map.y, width: 5, height: 1).intersection(map)),
                (Fixtures.button, Rect(x: map.maxX - 18, y: map.maxY - 2, width: 17, height: 1).intersection(map)),
            ]
            for (i, (widget, rect)) in placed.enumerated() {
                var b = Buffer(area: size.rect, fill: Cell("¤"))
                widget.render(in: rect, into: &b)
                let outside = b.cells.enumerated().filter { idx, c in
                    !rect.contains(x: idx % size.width, y: idx / size.width) && c.grapheme != "¤"
                }
                #expect(outside.isEmpty, "widget \(i) at \(size) in \(rect)")
            }
            for a in 0..<placed.count { for c in a + 1..<placed.count where a < 3 {
                #expect(!placed[a].1.intersects(placed[c].1), "\(size): \(placed[a].1) overlaps \(placed[c].1)")
            } }
        }
    }
}
