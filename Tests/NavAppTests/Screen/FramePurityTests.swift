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

    @Test func theFollowZoomIsRememberedStateSetByAnActionAndOnlyMovedWhenItEases() throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.3))
        core.dispatch(.screenResized(Size(width: 120, height: 40)))
        let composer = ScreenComposer()
        // The frame's zoom is the state's: an action sets it, and the plan shows exactly that.
        let zoom = FollowZoom(zoom: 18.5)
        core.dispatch(.followZoomEased(zoom))
        #expect(core.state.followZoom == zoom)
        #expect(composer.plan(core)?.camera?.zoom == 18.5)
        _ = composer.frame(core, width: 120, height: 40)
        #expect(core.state.followZoom == zoom, "rendering moved the follow zoom")
        // A tick eases it towards the target through the action (the revision moves with it) ...
        let before = core.revision
        core.tick(wall: 0.5)
        let eased = try #require(core.state.followZoom)
        #expect(eased != zoom)
        #expect(core.revision != before)
        // ... and once the drive is over and the zoom settled, ticks change nothing: the run loop has nothing to redraw.
        core.seek(to: .fraction(1))
        try #require(core.session.isFinished)
        for _ in 0..<100 { core.tick(wall: 1) }
        let settled = core.revision
        core.tick(wall: 1)
        #expect(core.revision == settled, "a settled app still changed")
    }

    @Test func theStartingStyleIsAnActionToo() throws {
        let core = try DemoFixture.core()
        let before = core.revision
        var options = ScreenOptions()
        options.scheme = .normalNight
        core.applyInitialStyle(options)
        #expect(core.state.scheme == .normalNight)
        #expect(core.revision != before, "the starting scheme bypassed dispatch")
    }

    @Test func theRouteOverlayCacheIsKeyedOnAllTheOverlayIsMadeOf() throws {
        let core = try DemoFixture.core()
        let route = try #require(core.session.route)
        try #require(!route.features.isEmpty, "the demo route passes traffic signals (else this test shows nothing)")
        // The key of an unchanged route equals itself (no NaN in it), so every frame of a drive hits the cache.
        #expect(route.maneuvers == route.maneuvers && route.features == route.features && route.geometry == route.geometry)
        let composer = ScreenComposer()
        #expect(composer.overlay(for: route).features.count == route.features.count)
        // The same geometry with other features (or maneuvers) is another overlay, not the cached one.
        var bare = route
        bare.features = []
        #expect(composer.overlay(for: bare).features.isEmpty, "the cache kept the old route's features")
        var fewer = route
        fewer.maneuvers = Array(route.maneuvers.prefix(2))
        #expect(composer.overlay(for: fewer).maneuvers.count < composer.overlay(for: route).maneuvers.count)
    }
}
