import TermUI
import Testing
@testable import NavApp

/// The layers (`m`), offline-maps (`M`) and settings (`S`) panels sit in the same corner of the map: opening one
/// closes the others, so none stays drawn, out of reach of the keys, under the one on top.
@Suite struct OnePanelAtATimeTests {
    @Test func openingAPanelClosesTheOthersWhicheverWasOpenFirst() throws {
        let (core, loop, backend, _) = try MapsPanelWiringTests.setUp()
        MapsPanelWiringTests.press(.character("S"), loop)
        #expect(core.state.settingsPanel != nil)
        MapsPanelWiringTests.press(.character("m"), loop)
        #expect(core.state.layersPanel != nil)
        #expect(core.state.settingsPanel == nil)
        MapsPanelWiringTests.press(.character("M"), loop)
        #expect(core.state.mapsPanel != nil)
        #expect(core.state.layersPanel == nil)
        core.dispatch(.layers(.togglePanel))
        #expect(core.state.layersPanel != nil && core.state.mapsPanel == nil)
        MapsPanelWiringTests.press(.character("S"), loop)
        #expect(core.state.settingsPanel != nil && core.state.layersPanel == nil && core.state.mapsPanel == nil)
        loop.draw()
        #expect(!backend.screen.text.contains("Offline maps"))
    }

    @Test func closingThePanelThatIsOpenLeavesNoneOpen() throws {
        let (core, loop, _, _) = try MapsPanelWiringTests.setUp()
        core.dispatch(.layers(.togglePanel))
        core.dispatch(.layers(.togglePanel))
        #expect(core.state.layersPanel == nil && core.state.mapsPanel == nil && core.state.settingsPanel == nil)
        MapsPanelWiringTests.press(.character("M"), loop)
        MapsPanelWiringTests.press(.character("M"), loop)
        #expect(core.state.layersPanel == nil && core.state.mapsPanel == nil && core.state.settingsPanel == nil)
    }
}
