import Testing
import NavsimKit

/// Layout guides recomputed on every layout, embedded views placed from them, and rendering that changes nothing.
@Suite struct LayoutGuideTests {
    @Test(arguments: [(120, 40), (80, 24), (60, 16), (40, 12)])
    func guidesHugTheHeaderAndFooterAndTheMapLiesBetween(width: Int, height: Int) throws {
        let view = try EmbedFixture.demoView(at: 0.3)
        view.layout(in: Size(width: width, height: height))
        let header = view.headerLayoutGuide, footer = view.footerLayoutGuide
        #expect(header.x == 0 && header.y == 0 && header.width == width && header.height >= 1)
        #expect(footer.maxY == height && footer.width == width && footer.height >= 1)
        #expect(view.mapFrame.y == header.maxY && view.mapFrame.maxY == footer.y)
        // The footer row is the guide's last row: arrival time, time and distance left.
        let rows = EmbedFixture.rows(view.render())
        #expect(rows[footer.maxY - 1].contains("arrival"))
    }

    @Test func anAnchoredLabelFollowsTheHeaderGuideWhenTheHeaderGrows() throws {
        let view = try EmbedFixture.demoView(at: 0.3)
        var layouts = 0
        view.onLayout = { _ in layouts += 1 }
        let label = AnchoredWidget(Text("LABEL")) { v in Rect(x: 2, y: v.headerLayoutGuide.maxY, width: 5, height: 1) }
        view.addSubview(label)
        let size = Size(width: 100, height: 30)
        view.layout(in: size)
        let y0 = try #require(view.frame(of: label)).y
        #expect(EmbedFixture.rows(view.render())[y0].dropFirst(2).hasPrefix("LABEL"))
        view.setHeaderAccessory(EmbedFixture.Rows(rows: 2))
        view.layout(in: size)
        #expect(view.frame(of: label)?.y == y0 + 2)
        #expect(EmbedFixture.rows(view.render())[y0 + 2].dropFirst(2).hasPrefix("LABEL"))
        #expect(layouts == 2)
        view.removeSubview(label)
        view.layout(in: size)
        #expect(view.frame(of: label) == nil && !view.render().text.contains("LABEL"))
    }

    @Test func renderChangesNothingAndEqualsTheFrameOfTheSameState() throws {
        let view = try EmbedFixture.demoView(at: 0.5)
        view.setHeaderAccessory(EmbedFixture.Rows(rows: 1))
        let size = Size(width: 120, height: 40)
        view.layout(in: size)
        let revision = view.layoutRevision, guide = view.headerLayoutGuide
        let first = view.render(), second = view.render()
        #expect(first == second)
        #expect(view.layoutRevision == revision && view.headerLayoutGuide == guide)
        #expect(view.frame(size: size) == first, "a fresh layout of the same state draws the same frame")
    }

    @Test func embeddedViewsAreClippedToTheScreen() throws {
        let view = try EmbedFixture.demoView()
        let wide = AnchoredWidget(Text(String(repeating: "W", count: 200))) { v in Rect(x: 70, y: v.headerLayoutGuide.maxY, width: 200, height: 1) }
        view.addSubview(wide)
        view.layout(in: Size(width: 80, height: 24))
        #expect(view.frame(of: wide)?.maxX == 80)
        #expect(view.render().area.width == 80)
    }

    /// A plain text widget.
    struct Text: Widget {
        var text: String
        init(_ text: String) { self.text = text }
        func render(in area: Rect, into buffer: inout Buffer) { buffer.write(text, x: area.x, y: area.y, style: .plain, clip: area) }
    }
}
