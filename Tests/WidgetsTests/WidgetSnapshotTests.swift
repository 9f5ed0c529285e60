import Testing
import TermUI
import TestSupport
import Widgets

/// Whole-buffer snapshots of each widget at a few sizes (`RECORD_SNAPSHOTS=1` re-records).
@Suite struct WidgetSnapshotTests {
    static let cases: [(String, any Widget & Sendable, [Size])] = [
        ("header", Fixtures.header, [Size(width: 60, height: 3), Size(width: 24, height: 2), Size(width: 12, height: 1)]),
        ("headerWithLanes", Fixtures.headerWithLanes, [Size(width: 40, height: 3), Size(width: 40, height: 2)]),
        ("footer", Fixtures.footer, [Size(width: 120, height: 1), Size(width: 60, height: 1), Size(width: 30, height: 1), Size(width: 14, height: 1)]),
        ("progress", Fixtures.progress, [Size(width: 1, height: 12), Size(width: 3, height: 6)]),
        ("speedometer", Fixtures.speedometer, [Size(width: 20, height: 3), Size(width: 9, height: 3), Size(width: 20, height: 1)]),
        ("directions", Fixtures.directions, [Size(width: 46, height: 9), Size(width: 30, height: 5)]),
        ("compass", Fixtures.compass, [Size(width: 5, height: 1)]),
        ("button", Fixtures.button, [Size(width: 18, height: 1), Size(width: 10, height: 1)]),
        ("status", Fixtures.status, [Size(width: 40, height: 1), Size(width: 12, height: 1)]),
        ("log", Fixtures.log, [Size(width: 40, height: 6)]),
        ("help", Fixtures.help, [Size(width: 30, height: 10), Size(width: 20, height: 5)]),
        ("tooSmall", Fixtures.tooSmall, [Size(width: 38, height: 3), Size(width: 12, height: 3)]),
    ]

    @Test(arguments: 0..<cases.count)
    func widgetMatchesItsSnapshots(index: Int) {
        let (name, widget, sizes) = WidgetSnapshotTests.cases[index]
        var text = ""
        for size in sizes {
            let b = Fixtures.render(widget, width: size.width, height: size.height)
            text += "--- \(size)\n" + b.text.split(separator: "\n", omittingEmptySubsequences: false).map { "|\($0)|" }.joined(separator: "\n") + "\n"
        }
        if let m = Snapshot.mismatch(text, named: name) { Issue.record(Comment(rawValue: m)) }
    }
}

/// Snapshots of glyphs and styles together (`Buffer.styleMap` beside the text): the speedometer's alert colours.
@Suite struct StyledSnapshotTests {
    @Test func speedometerAlertColoursMatchTheirStyledSnapshot() {
        var text = ""
        for alert in [Speedometer.Alert.none, .over, .minor, .major] {
            let b = Fixtures.render(Speedometer(limit: 50, speed: alert == .none ? 48 : 62, alert: alert), width: 20, height: 3)
            text += "--- \(alert)\n" + b.text + "\n" + b.styleMap
        }
        if let m = Snapshot.mismatch(text, named: "speedometer-alerts.styled") { Issue.record(Comment(rawValue: m)) }
    }

    @Test func theStyleMapKeysEachStyleAndListsItsColours() {
        var b = Buffer(width: 4, height: 2)
        b[1, 0] = Cell("x", style: Style(foreground: .red, background: .rgb(1, 2, 255), attributes: [.bold]))
        b[2, 1] = Cell("y", style: Style(foreground: .brightYellow))
        b[3, 1] = Cell("z", style: Style(foreground: .red, background: .rgb(1, 2, 255), attributes: [.bold]))
        #expect(b.styleMap == ".a..\n..ba\na = fg red, bg #0102ff, bold\nb = fg brightYellow\n")
    }
}
