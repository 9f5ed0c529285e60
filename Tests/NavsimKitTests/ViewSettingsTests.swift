import Testing
import NavsimKit

/// `NavigationView.settings`: the one typed Settings value, changed by the embedder, shows at the next layout.
@Suite struct ViewSettingsTests {
    static let size = Size(width: 120, height: 40)

    @Test func headerOffTakesTheAccessoryAndTheGuideWithIt() throws {
        let view = try EmbedFixture.demoView(at: 0.2)
        let accessory = EmbedFixture.CountingAccessory(wanted: 2)
        view.setHeaderAccessory(accessory)
        view.layout(in: Self.size)
        #expect(view.headerAccessoryRows == 2)
        #expect(view.settings.isNavigationHeaderEnabled)
        view.settings.isNavigationHeaderEnabled = false
        view.layout(in: Self.size)
        #expect(view.headerLayoutGuide == Rect(x: 0, y: 0, width: 120, height: 0))
        #expect(view.headerAccessoryRows == 0 && accessory.lastRoom?.height == 0, "the accessory was offered room without a header")
        #expect(view.mapFrame.y == 0)
        view.settings.isNavigationHeaderEnabled = true
        view.layout(in: Self.size)
        #expect(view.headerAccessoryRows == 2)
    }

    @Test func footerOffShrinksTheFooterGuideToTheStatusLine() throws {
        let view = try EmbedFixture.demoView(at: 0.2)
        view.layout(in: Self.size)
        let footer = view.footerLayoutGuide
        var s = view.settings
        s.isNavigationFooterEnabled = false
        s.navigationHeaderPrimaryBackgroundColor = SettingColor(red: 200, green: 10, blue: 10)
        view.settings = s
        view.layout(in: Self.size)
        #expect(view.footerLayoutGuide.height == footer.height - 1 && view.footerLayoutGuide.maxY == 40)
        #expect(view.mapFrame.maxY == view.footerLayoutGuide.y)
        #expect(view.render()[0, 0].style.background == .rgb(200, 10, 10), "the header colour setting did not reach the frame")
        #expect(view.settings.isNavigationFooterEnabled == false)
    }
}
