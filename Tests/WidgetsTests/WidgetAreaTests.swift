import Testing
import TermUI
import Widgets

/// Every widget paints exactly its area: nothing outside it changes, nothing inside it is left from before.
@Suite struct WidgetAreaTests {
    static let marker = Cell("¤", style: Style(foreground: .magenta))
    static let areas = [
        Rect(x: 3, y: 2, width: 40, height: 10), Rect(x: 0, y: 0, width: 1, height: 1), Rect(x: 5, y: 5, width: 7, height: 2),
        Rect(x: 1, y: 1, width: 118, height: 3), Rect(x: 10, y: 3, width: 25, height: 30), Rect(x: 2, y: 2, width: 0, height: 4),
    ]

    @Test(arguments: 0..<Fixtures.all.count)
    func widgetDrawsOnlyInsideItsAreaAndFillsAllOfIt(index: Int) {
        let (name, widget) = Fixtures.all[index]
        for area in WidgetAreaTests.areas {
            var b = Buffer(area: Rect(x: 0, y: 0, width: 130, height: 40), fill: WidgetAreaTests.marker)
            widget.render(in: area, into: &b)
            for y in 0..<40 {
                for x in 0..<130 {
                    let inside = area.contains(x: x, y: y)
                    let isMarker = b[x, y] == WidgetAreaTests.marker
                    if inside == isMarker {
                        Issue.record("\(name) in \(area): cell \(x),\(y) \(inside ? "not painted" : "painted outside")")
                        return
                    }
                }
            }
        }
    }

    @Test func wideTextInWidgetsNeverSpillsPastTheArea() {
        let header = NavigationHeader(primary: .init(icon: .left, distance: "300 m", road: "東京駅前通り東京駅前通り", toward: "新宿"))
        var b = Buffer(area: Rect(x: 0, y: 0, width: 30, height: 4), fill: WidgetAreaTests.marker)
        let area = Rect(x: 0, y: 0, width: 17, height: 2)
        header.render(in: area, into: &b)
        for y in 0..<4 { for x in 0..<30 where !area.contains(x: x, y: y) { #expect(b[x, y] == WidgetAreaTests.marker) } }
        // A wide grapheme that would straddle the edge is not drawn half.
        for y in 0..<2 { #expect(!b[16, y].isContinuation || b[15, y].grapheme != " ") }
    }

    @Test func textFromDataIsSanitized() {
        let footer = NavigationFooter(arrivalTimeOfDay: 0, remainingTime: 60, remainingDistance: 100,
                                      road: "Evil\u{1B}[2JRoad\u{7}", attribution: "\u{202E}OSM")
        let b = Fixtures.render(footer, width: 80, height: 1)
        #expect(!b.cells.contains { $0.grapheme.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E } })
        #expect(b.text.contains("EvilRoad"))  // the one policy: whole escape sequences go
    }
}
