import MapData
import MapRender
import Testing
import TermUI
import Text
@testable import NavApp

/// Binding a style to the map (the OpenMapTiles view build and the filters run once) happens off the frame: frames
/// draw the built-in look, or the previous binding, until it is made; then the style, exactly as an inline binding
/// draws it. A test's own `StyleWork` decides when the work runs, so every frame here is deterministic.
@Suite struct StyleBindingTests {
    /// Jobs held until the test runs them.
    final class HeldWork: Sendable {
        let jobs = Locked<[@Sendable () -> Void]>([])
        var work: StyleWork { StyleWork { [jobs] job in jobs.withLock { $0.append(job) } } }
        var count: Int { jobs.withLock { $0.count } }
        func runAll() {
            let taken = jobs.withLock { j -> [@Sendable () -> Void] in defer { j.removeAll() }; return j }
            for job in taken { job() }
        }
    }

    static let size = Size(width: 100, height: 30)

    static func composer(_ held: HeldWork) -> ScreenComposer {
        var options = ScreenOptions()
        options.styleWork = held.work
        return ScreenComposer(options: options)
    }

    @Test func framesDrawTheBuiltInLookUntilTheBindingIsMadeThenTheStyle() throws {
        let held = HeldWork()
        let core = try DemoFixture.core()
        core.dispatch(.screenResized(Self.size))
        let composer = Self.composer(held)
        let plan = try #require(composer.plan(core))
        #expect(composer.mapView(core, plan: plan)?.styled == nil, "nothing bound yet: the built-in look")
        let first = composer.render(core, width: Self.size.width, height: Self.size.height)
        _ = composer.render(core, width: Self.size.width, height: Self.size.height)
        #expect(held.count == 1, "one binding job, however many frames ask")
        #expect(!composer.styleChanged())
        held.runAll()
        #expect(composer.styleChanged(), "the run loop learns that it should redraw")
        #expect(!composer.styleChanged())
        let styled = composer.render(core, width: Self.size.width, height: Self.size.height)
        #expect(styled != first)
        let inline = ScreenComposer().render(core, width: Self.size.width, height: Self.size.height)
        #expect(styled == inline, "the same frame as a binding made inline")
        #expect(held.count == 0)
    }

    @Test func aLanguageChangeKeepsDrawingThePreviousBindingUntilItsOwnIsMade() throws {
        let held = HeldWork()
        let core = try DemoFixture.core()
        core.dispatch(.screenResized(Self.size))
        let composer = Self.composer(held)
        composer.prepareStyle(core)                                   // at load: the work starts before any frame
        held.runAll()
        let local = composer.render(core, width: Self.size.width, height: Self.size.height)
        let localPlan = try #require(composer.plan(core))
        let localBinding = try #require(composer.mapView(core, plan: localPlan)?.styled)
        core.dispatch(.setMapLanguage(try #require(MapLanguage(code: "ja"))))
        let plan = try #require(composer.plan(core))
        #expect(composer.mapView(core, plan: plan)?.styled === localBinding, "the previous binding, not the built-in look")
        #expect(held.count == 1)
        held.runAll()
        let japanese = try #require(composer.mapView(core, plan: plan)?.styled)
        #expect(japanese !== localBinding)
        #expect(composer.render(core, width: Self.size.width, height: Self.size.height) != local)
    }
}
