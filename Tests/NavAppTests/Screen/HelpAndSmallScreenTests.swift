import MapRender
import Navigation
import Testing
import TermUI
import Widgets
@testable import NavApp

/// The help overlay at small sizes and the "too small" note (issue 11, item 5).
@Suite struct HelpAndSmallScreenTests {
    static func loop(_ core: NavAppCore, width: Int, height: Int) -> (AppRunLoop, TestBackend) {
        let backend = TestBackend(width: width, height: height)
        let loop = AppRunLoop(core: core, composer: ScreenComposer(), backend: backend, fps: 0, now: { 0 })
        loop.attachGestures()
        loop.draw()
        return (loop, backend)
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func everyHelpLineCanBeScrolledIntoViewAndPgDnLeavesTheMapAlone(width: Int, height: Int) throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.3))
        let (loop, backend) = Self.loop(core, width: width, height: height)
        loop.inject(.key(.character("?"), time: 0))
        loop.draw()
        #expect(core.state.showHelp)
        let mode = core.state.cameraMode
        var seen = Set<String>()
        for step in 0..<40 {
            let text = backend.screen.text
            for e in HelpText.entries where text.contains(String(e.action.prefix(10))) { seen.insert(e.action) }
            loop.inject(.key(.down, time: Double(step) * 0.1))
            loop.draw()
        }
        #expect(core.state.helpScroll == HelpText.maxScroll(screen: Size(width: width, height: height)), "stops at the end")
        loop.inject(.key(.home, time: 4.1))
        #expect(core.state.helpScroll == 0)
        loop.inject(.key(.pageDown, time: 4.2))
        #expect(core.state.helpScroll > 0, "PgDn scrolls the help")
        #expect(seen.count == HelpText.entries.count, "never shown at \(width)x\(height): \(HelpText.entries.map(\.action).filter { !seen.contains($0) })")
        #expect(core.state.cameraMode == mode, "PgDn/↓ went to the map under the help")
        loop.inject(.key(.escape, time: 5))
        #expect(!core.state.showHelp, "Esc closes the help")
        #expect(!core.state.quitRequested, "… and does not quit while it is open")
    }

    @Test func theHelpSaysThereIsMoreBelow() throws {
        let core = try DemoFixture.core()
        core.dispatch(.screenResized(Size(width: 80, height: 24)))
        core.dispatch(.toggleHelp)
        let text = ScreenComposer().render(core, width: 80, height: 24).text
        #expect(text.contains("↓ PgUp/PgDn"), "\(text)")
    }

    @Test(arguments: [(39, 30), (30, 10), (20, 8), (12, 3), (60, 11)])
    func theTooSmallNoteHasOneWordingAtEverySize(width: Int, height: Int) throws {
        let core = try DemoFixture.core()
        let text = ScreenComposer().render(core, width: width, height: height).text
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        let sentence = TooSmallNote(current: Size(width: width, height: height)).text
        #expect(sentence.hasSuffix(words) && words.hasSuffix("need 40×12"), "\(width)x\(height): \(words)")
        if width >= 20 && height >= 3 { #expect(words == sentence, "\(width)x\(height): \(words)") }
    }
}
