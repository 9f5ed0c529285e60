import Foundation
import TermUI
import Testing
import Text
import Widgets
@testable import NavApp

/// An in-memory maps service: requests are recorded and answered later, when the test says the transfer moved
/// (as the Regions-backed service's threads do).
final class FakeMapsService: OfflineMapsService {
    private let box = Locked((snapshot: OfflineMapsSnapshot(regions: [
        .init(id: "europe", name: "Europe", depth: 0, size: "", state: .folder),
        .init(id: "monaco", name: "Monaco", depth: 1, size: "687 kB", state: .available),
        .init(id: "andorra", name: "Andorra", depth: 1, size: "2.9 MB", state: .installed(version: "260301")),
    ], revision: 1), requests: [String](), refreshed: 0))

    var revision: Int { box.withLock { $0.snapshot.revision } }
    func snapshot() -> OfflineMapsSnapshot { box.withLock { $0.snapshot } }
    var requests: [String] { box.withLock { $0.requests } }
    var refreshed: Int { box.withLock { $0.refreshed } }
    func refresh() { box.withLock { $0.refreshed += 1 } }
    func download(_ id: String) { box.withLock { $0.requests.append("download " + id) } }
    func update(_ id: String) { box.withLock { $0.requests.append("update " + id) } }
    func pause(_ id: String) { box.withLock { $0.requests.append("pause " + id) } }
    func resume(_ id: String) { box.withLock { $0.requests.append("resume " + id) } }
    func cancel(_ id: String) { box.withLock { $0.requests.append("cancel " + id) } }

    /// The transfer of `id` reached `fraction`.
    func progress(_ id: String, _ fraction: Double, paused: Bool = false) {
        box.withLock { b in
            if let i = b.snapshot.regions.firstIndex(where: { $0.id == id }) { b.snapshot.regions[i].state = .transferring(fraction: fraction, paused: paused) }
            b.snapshot.revision += 1
        }
    }
}

@Suite struct MapsPanelWiringTests {
    static func press(_ key: Key, _ loop: AppRunLoop) { loop.inject(.key(key, time: 0)) }

    static func setUp() throws -> (NavAppCore, AppRunLoop, TestBackend, FakeMapsService) {
        let core = try DemoFixture.core()
        let service = FakeMapsService()
        core.maps = service
        let backend = TestBackend(width: 120, height: 40)
        let loop = AppRunLoop(core: core, composer: ScreenComposer(), backend: backend, fps: 0, now: { 0 })
        loop.attachGestures()
        loop.draw()
        return (core, loop, backend, service)
    }

    @Test func shiftMOpensThePanelWithTheRegionTreeAndLoadsTheCatalogueOnce() throws {
        let (core, loop, backend, service) = try Self.setUp()
        Self.press(.character("M"), loop)
        loop.draw()
        let text = backend.screen.text
        #expect(text.contains("Offline maps"))
        #expect(text.contains("Monaco") && text.contains("687 kB") && text.contains("installed 260301"))
        #expect(service.refreshed == 1)
        Self.press(.escape, loop)
        #expect(core.state.mapsPanel == nil)
        #expect(!core.state.quitRequested, "Esc closes the panel, it does not quit")
        Self.press(.character("M"), loop)
        #expect(service.refreshed == 1, "the catalogue is loaded once, not at every opening")
    }

    @Test func aDownloadRunsInTheBackgroundWhileTheDriveGoesOn() throws {
        let (core, loop, backend, service) = try Self.setUp()
        Self.press(.character("M"), loop)
        Self.press(.down, loop)
        Self.press(.enter, loop)
        #expect(service.requests == ["download monaco"])
        let before = core.session.runner?.samples ?? 0
        core.tick(wall: NavAppCore.noticeDuration + 1)   // past the "Downloading Monaco in the background" notice
        service.progress("monaco", 0.42)
        core.tick(wall: 0.5)
        #expect((core.session.runner?.samples ?? 0) > before, "the drive goes on")
        loop.draw()
        let text = backend.screen.text
        #expect(text.contains("42%"))
        #expect(core.state.status == "Downloading Monaco 42%")
        Self.press(.character("p"), loop)
        Self.press(.character("r"), loop)
        Self.press(.character("x"), loop)
        #expect(service.requests == ["download monaco", "pause monaco", "resume monaco", "cancel monaco"])
    }

    @Test func withoutAServiceThePanelSaysSo() throws {
        let core = try DemoFixture.core()
        let backend = TestBackend(width: 120, height: 40)
        let loop = AppRunLoop(core: core, composer: ScreenComposer(), backend: backend, fps: 0, now: { 0 })
        Self.press(.character("M"), loop)
        loop.draw()
        #expect(backend.screen.text.contains("Offline maps are not available here"))
    }
}

@Suite struct MapsPanelClickTests {
    @Test func aClickInAScrolledMapsPanelSelectsTheRegionUnderIt() throws {
        let core = try DemoFixture.core()
        core.dispatch(.screenResized(Size(width: 80, height: 24)))
        core.dispatch(.maps(.togglePanel))
        let regions = (0..<40).map { OfflineMapsSnapshot.Region(id: "r\($0)", name: "Region \($0)", depth: 0, size: "1 MB", state: .available) }
        core.dispatch(.maps(.updated(OfflineMapsSnapshot(regions: regions, revision: 1))))
        core.dispatch(.maps(.select(39)))
        let composer = ScreenComposer()
        let plan = try #require(composer.plan(core))
        let (panel, area) = try #require(composer.mapsPanel(core, plan: plan))
        let screen = composer.render(core, width: 80, height: 24)
        // The list scrolled to show the last region; the first list row shows another than "Region 0".
        let firstShown = screen.text.split(separator: "\n", omittingEmptySubsequences: false)[area.y + 1]
        let shownNumber = try #require(firstShown.firstMatch(of: /Region (\d+)/).flatMap { Int($0.1) })
        #expect(shownNumber > 0, "the panel did not scroll (else this test shows nothing)")
        guard case .maps(.select(let hit))? = composer.panelHit(x: area.x + 3, y: area.y + 1, in: core) else {
            Issue.record("a click on a region row is not a selection"); return
        }
        #expect(hit == shownNumber, "the click selected region \(hit), the row shows region \(shownNumber)")
        #expect(panel.row(atY: area.y, in: area) == nil, "the top border is no row")
        // A click on the border keeps the selection instead of jumping to another row.
        guard case .maps(.select(let kept))? = composer.panelHit(x: area.x + 3, y: area.y, in: core) else {
            Issue.record("a click on the border is not consumed by the panel"); return
        }
        #expect(kept == 39)
    }
}
