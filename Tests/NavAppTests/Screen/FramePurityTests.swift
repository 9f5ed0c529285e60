import Geo
import MapRender
import Navigation
import Testing
import TermUI
@testable import NavApp

/// A frame is a pure function of state (issue 9 §1): rendering changes nothing, input hit-tests the layout the
/// current state shows, and the run loop redraws whenever the state changed.
@Suite struct FramePurityTests {
    @Test func renderingChangesNeitherTheStateNorTheRevision() throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.3))
        core.dispatch(.screenResized(Size(width: 120, height: 40)))
        let revision = core.revision
        let camera = core.state.camera
        let composer = ScreenComposer()
        let first = composer.frame(core, width: 120, height: 40)
        let second = composer.frame(core, width: 120, height: 40)
        #expect(first.buffer == second.buffer)
        #expect(first.layout == second.layout)
        #expect(core.revision == revision, "rendering dispatched or wrote state")
        #expect(core.state.camera == camera, "the follow camera was written back into the state")
        #expect(first.plan.camera == composer.plan(core)?.camera, "the plan at the state's size is the frame's")
    }

    @Test func clicksHitTheLayoutOfTheCurrentStateNotOfTheLastFrame() throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.3))
        let backend = TestBackend(width: 120, height: 40)
        let composer = ScreenComposer()
        let loop = AppRunLoop(core: core, composer: composer, backend: backend, fps: 0, now: { 0 })
        loop.attachGestures()
        loop.draw()
        // Overview shows the my-location button; click it in the same batch of input, before any frame is drawn.
        core.dispatch(.overview)
        let button = try #require(composer.plan(core)?.layout.myLocation)
        loop.inject(.mouse(MouseEvent(action: .press, button: .left, x: button.x + 1, y: button.y), time: 1))
        loop.inject(.mouse(MouseEvent(action: .release, button: .left, x: button.x + 1, y: button.y), time: 1.05))
        #expect(core.state.cameraMode == .northUp, "the click missed the button the screen is about to show")
        // The terminal shrinks: the next click goes where the button is at the new size.
        core.dispatch(.overview)
        backend.resize(width: 90, height: 30)
        loop.syncSize()
        let moved = try #require(composer.plan(core)?.layout.myLocation)
        #expect(moved != button)
        loop.inject(.mouse(MouseEvent(action: .press, button: .left, x: moved.x + 1, y: moved.y), time: 2))
        loop.inject(.mouse(MouseEvent(action: .release, button: .left, x: moved.x + 1, y: moved.y), time: 2.05))
        #expect(core.state.cameraMode == .northUp)
    }

    @Test func theRunLoopDrawsEverySampleNotOnlyThoseWithEvents() throws {
        // The UI samples every 0.25 s; navigation events (throttled progress) come with only some of them.
        var spec = DriveSpec.harbourneDemo
        spec.simulation.interval = 0.25
        let core = try DemoFixture.core(spec: spec)
        let backend = TestBackend(width: 120, height: 40)
        var clock = 0.0
        var turns = 0
        let loop = AppRunLoop(core: core, composer: ScreenComposer(), backend: backend, fps: 0, now: { clock })
        var withEvents = 0
        var logged = 0
        loop.run(shouldStop: {
            turns += 1
            clock += 0.25
            if core.state.eventLog.count != logged { withEvents += 1; logged = core.state.eventLog.count }
            return turns > 200
        })
        let samples = try #require(core.session.runner).samples
        #expect(samples > 150)
        #expect(withEvents < samples * 2 / 3, "most samples have no events (else this test shows nothing)")
        #expect(loop.framesDrawn >= samples, "\(samples) samples, \(loop.framesDrawn) frames")
    }
}
