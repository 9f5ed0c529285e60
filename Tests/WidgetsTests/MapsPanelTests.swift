import Testing
import TermUI
import Widgets

@Suite struct MapsPanelTests {
    static let rows: [MapsPanel.Row] = [
        .init(depth: 0, name: "Europe", size: "", state: .folder),
        .init(depth: 1, name: "Monaco", size: "687 kB", state: .updateAvailable(version: "monaco:0@2012-07-06")),
        .init(depth: 1, name: "Andorra", size: "566 kB", state: .transferring(fraction: 0.59, paused: true)),
        .init(depth: 1, name: "Germany", size: "", state: .folder),
        .init(depth: 2, name: "Oberfranken", size: "712 kB", state: .available),
    ]

    @Test func showsTheTreeSizesStatesAndADownloadBar() {
        var buffer = Buffer(width: 64, height: 9)
        MapsPanel(rows: Self.rows, selected: 2).render(in: Rect(x: 0, y: 0, width: 64, height: 9), into: &buffer)
        let lines = buffer.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].contains("Offline maps"))
        #expect(lines[1].contains(" Europe") && lines[1].hasSuffix("parts below │"))
        #expect(lines[2].contains("   Monaco") && lines[2].contains("687 kB  update for monaco:0@2012-07-06"))
        #expect(lines[3].contains("566 kB  ▕████████▊      ▏ 59% paused"), "\(lines[3])")
        #expect(lines[5].contains("     Oberfranken") && lines[5].contains("712 kB  download"))
        #expect(lines[7].contains("Enter download"))
        // 15 cells at 59 %: 70 eighths = 8 full blocks and ▊. The selected row is highlighted.
        let style = MapsPanel(rows: []).panelStyle.selected
        #expect(buffer[2, 3].style == style)
        #expect(buffer[2, 2].style != style)
    }

    @Test func asciiBarsAndAMessageAndTinyAreas() {
        var buffer = Buffer(width: 60, height: 6)
        MapsPanel(rows: Self.rows, selected: 4, ascii: true, message: "offline: downloads need the network")
            .render(in: Rect(x: 0, y: 0, width: 60, height: 6), into: &buffer)
        let text = buffer.text
        #expect(text.contains("offline: downloads need the network"))
        #expect(text.contains("Oberfranken"))          // scrolled to keep the selection visible
        #expect(!text.contains("Europe"))
        var tiny = Buffer(width: 10, height: 3)
        MapsPanel(rows: Self.rows).render(in: Rect(x: 0, y: 0, width: 10, height: 3), into: &tiny)
        #expect(!tiny.text.contains("Monaco"))
        #expect(ProgressBar.render(0.59, width: 16, ascii: true) == "#########.......")
    }
}
