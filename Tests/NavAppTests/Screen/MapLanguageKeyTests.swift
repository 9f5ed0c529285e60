import Foundation
import MapData
import MapRender
import Testing
import TermUI
@testable import NavApp

@Suite struct MapLanguageKeyTests {
    @Test func tCyclesTheLabelLanguageAndTheMapShowsJapaneseStreetNames() throws {
        let core = try DemoFixture.core()
        core.tick(wall: 1)
        let loop = AppRunLoop(core: core, composer: ScreenComposer(), backend: TestBackend(width: 120, height: 40), fps: 0, now: { 0 })
        #expect(core.state.mapLanguage == .local)
        loop.handle(.key(.character("t"), time: 0))
        // The default town names things in Japanese only: t goes local → ja → local.
        #expect(core.state.mapLanguage.code == "ja")
        #expect(core.state.status.contains("ja"))
        let japanese = ScreenComposer().render(core, width: 120, height: 40).text
        #expect(japanese.unicodeScalars.contains { (0x30A0...0x30FF).contains($0.value) }, "katakana labels on the map")
        loop.handle(.key(.character("t"), time: 0))
        #expect(core.state.mapLanguage == .local)
        let local = ScreenComposer().render(core, width: 120, height: 40).text
        #expect(!local.unicodeScalars.contains { (0x30A0...0x30FF).contains($0.value) })
    }

    @Test func theComposerHandsTheLanguagePoliticalViewAndAttributionCornerToTheMap() throws {
        let core = try DemoFixture.core()
        core.dispatch(.setMapLanguage(try #require(MapLanguage(code: "ja"))))
        var options = ScreenOptions()
        options.politicalView = try #require(PoliticalView(code: "XWE"))
        options.attributionCorner = .topLeft
        let composer = ScreenComposer(options: options)
        let plan = composer.plan(core, width: 120, height: 40)
        let view = try #require(composer.mapView(core, plan: plan))
        #expect(view.mapOptions.language.code == "ja")
        #expect(view.mapOptions.politicalView.country == "XWE")
        #expect(view.attributionCorner == .topLeft)
        #expect(view.allowWideLabels)
    }

    @Test func theHelpListsTheLanguageKey() {
        #expect(HelpText.appEntries.contains { $0.keys == "t" })
        #expect(KeyBindings.action(for: .character("t"), arrived: false) != nil)
    }
}
