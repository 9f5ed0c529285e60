import Foundation
import Geo
import Gestures
import MapRender
import Testing
import TermUI
@testable import NavApp

@Suite struct GestureControllerTests {
    @Test func defaultActionOffStillDeliversToTheDelegateAndTheLog() throws {
        let gestures = Gestures()
        let delegate = RecordingDelegate()
        gestures.doubleTapDelegate = delegate
        gestures.disableDefaultAction(.doubleTap)
        let f = try GestureFixture(gestures: gestures)
        f.key(.character("+"), at: 1)
        #expect(try f.camera().zoom == 16)
        #expect(delegate.events.map(\.kind) == [.doubleTap])
        #expect(delegate.events.first?.location != nil)
        #expect(f.core.state.gestureLog.last?.contains("doubleTap discrete") == true)
        gestures.enableDefaultAction(.doubleTap)
        f.key(.character("+"), at: 2)
        #expect(try f.camera().zoom == 17)
        #expect(delegate.events.count == 2)
    }

    @Test func delegatesGetMapRelativeCellsAndTheLogScreenCells() throws {
        let gestures = Gestures()
        let delegate = RecordingDelegate()
        gestures.tapDelegate = delegate
        let f = try GestureFixture(gestures: gestures)
        f.click(30, 10, at: 1)
        f.frames(from: 1.1, to: 1.5)
        let area = try f.mapArea()
        #expect(delegate.events.map(\.origin) == [CellPoint(x: 30 - area.x, y: 10 - area.y)])
        #expect(f.controller.delivered.map(\.origin) == [CellPoint(x: 30, y: 10)])
    }

    @Test func familySwitchOffNeitherDeliversNorApplies() throws {
        let gestures = Gestures()
        let delegate = RecordingDelegate()
        gestures.panDelegate = delegate
        gestures.scrollGestures = false
        let f = try GestureFixture(gestures: gestures)
        let centre = try f.camera().centre
        f.key(.right, at: 1)
        f.frames(from: 1, to: 3)
        #expect(delegate.events.isEmpty)
        #expect(f.controller.delivered.isEmpty)
        #expect(try f.camera().centre == centre)
    }

    @Test func momentumFramesMoveTheRealCameraByThePanMomentumSteps() throws {
        let f = try GestureFixture()
        // A fast drag: 12 cells left in 0.12 s.
        var events = [f.mouse(.press, 60, 20, at: 1)]
        for i in 1...12 { events.append(f.mouse(.drag, 60 - i, 20, at: 1 + Double(i) * 0.01)) }
        events.append(f.mouse(.release, 48, 20, at: 1.12))
        f.feed(events)
        let momentum = try #require(f.controller.momentum)
        let released = try f.camera()
        // The expected camera: every remaining frame's step applied at the release point.
        var expected = released
        var plan = momentum
        let steps = plan.remainingFrames()
        #expect(steps.count > 10)
        for step in steps { expected = expected.gesturePanned(by: step, at: Point2D(x: 48.5, y: 20.5 - Double(try f.mapArea().y))) }
        f.frames(from: 1.12, to: 1.12 + Double(steps.count + 5) / 60)
        #expect(f.controller.momentum == nil)
        let after = try f.camera()
        #expect(after.centre.distance(to: expected.centre) < 1e-6)
        #expect(after.centre.distance(to: released.centre) > Double(steps.count) * 0.1)
    }

    @Test func zoomAnimationPlaysItsVelocitiesAtTheTouchPoint() throws {
        let f = try GestureFixture()
        f.controller.usesZoomAnimation = true
        let (x, y) = (70, 8)
        let anchor = try #require(try f.geo(atScreen: x, y))
        f.click(x, y, at: 1)
        f.click(x, y, at: 1.1)
        #expect(try f.camera().zoom == 16)  // nothing yet: the animation runs in frames
        var zoom = 16.0
        var t = 1.1   // the double tap is recognized at the second press; its frames count from there
        for frame in 0..<ZoomAnimation.frameCount {
            t += 1.0 / 60
            f.controller.frame(at: t, core: f.core, composer: f.composer)
            let now = try f.camera().zoom
            #expect(abs(now - zoom - ZoomAnimation.velocity(atFrame: frame)) < 1e-9, "frame \(frame)")
            zoom = now
            let under = try #require(try f.geo(atScreen: x, y))
            #expect(under.distance(to: anchor) < 0.01)
        }
        #expect(abs(zoom - 16 - ZoomAnimation.totalChange) < 1e-9)
        #expect(f.controller.animation == nil)
        // A zoom out runs about the centre and leaves the anchor there.
        f.feed([f.mouse(.press, .right, x, y, at: t + 1), f.mouse(.release, .right, x, y, at: t + 1.05)])
        #expect(f.controller.animator.anchor == .centre)
        f.frames(from: t + 1.05, to: t + 2)
        #expect(abs(try f.camera().zoom - 16) < 1e-9)
    }

    @Test func wheelZoomsHalfALevelPerNotchAboutThePointer() throws {
        let f = try GestureFixture(bearing: 90, tilt: 30)
        let (x, y) = (75, 24)
        let before = try #require(try f.geo(atScreen: x, y))
        f.feed([f.mouse(.press, .wheelUp, x, y, at: 1), f.mouse(.press, .wheelUp, x, y, at: 1.05)])
        f.frames(from: 1.1, to: 1.5)   // the wheel gesture ends 250 ms after the last notch
        #expect(abs(try f.camera().zoom - 17) < 1e-9)
        #expect(f.controller.delivered.map(\.state) == [.begin, .update, .end])
        let after = try #require(try f.geo(atScreen: x, y))
        #expect(before.distance(to: after) < 0.01)
    }

    @Test func ctrlDragTiltsAndRightClickZoomsOut() throws {
        let f = try GestureFixture()
        f.feed([f.mouse(.press, 50, 20, at: 1, modifiers: .control), f.mouse(.drag, 50, 15, at: 1.1, modifiers: .control),
                f.mouse(.release, 50, 15, at: 1.2, modifiers: .control)])
        #expect(abs(try f.camera().tilt - 5 * DefaultActions.tiltDegreesPerCell) < 1e-9)
        f.feed([f.mouse(.press, .right, 10, 10, at: 2), f.mouse(.release, .right, 10, 10, at: 2.05)])
        #expect(abs(try f.camera().zoom - 15) < 1e-9)
    }

    @Test func tapPicksTheLandmarkUnderIt() throws {
        let f = try GestureFixture()
        let camera = try f.camera()
        let area = try f.mapArea()
        // Find the Market Cross landmark's cell from the map itself.
        let pois = try #require(GestureFixture.town?.features.pois)
        let cross = try #require(pois.first { $0.isLandmark && $0.name == "Market Cross" })
        let p = try #require(camera.project(cross.coordinate))
        let (x, y) = (area.x + Int(p.x), area.y + Int(p.y))
        f.click(x, y, at: 1)
        f.frames(from: 1.1, to: 1.6)
        #expect(f.core.state.status == "Landmark: Market Cross · attraction (tourism)", "the name, then its category")
        #expect(f.screenText.contains("Landmark: Market Cross"))
        #expect(try f.camera().centre == camera.centre)
    }

    @Test func longPressDropsAMarkerAndRouteHereDrivesThere() throws {
        let f = try GestureFixture()
        let target = try #require(try f.geo(atScreen: 20, 22))
        f.feed([f.mouse(.press, 20, 22, at: 1)])
        f.frames(from: 1, to: 1.6)   // held 500 ms: the long press begins
        f.feed([f.mouse(.release, 20, 22, at: 1.8)])
        #expect(f.core.state.markers.count == 1)
        let marker = try #require(f.core.state.markers.first)
        #expect(marker.coordinate.distance(to: target) < 0.01)
        #expect(f.core.state.status.contains("R: route here"))
        let drive = f.core.session.driveNumber
        f.key(.character("R"), at: 3)   // an app key (KeyBindings), not a gesture
        #expect(f.core.session.driveNumber == drive + 1)
        let end = try #require(f.core.session.route?.geometry.coordinates.last)
        #expect(end.distance(to: marker.coordinate) < 60, "the route ends \(end.distance(to: marker.coordinate)) m from the marker")
        #expect(f.core.state.status.hasPrefix("Route to marker 1"))
        #expect(f.core.state.cameraMode == .follow(tilted: true))
    }

    @Test func routeHereWithoutAMarkerSaysHowToDropOne() throws {
        let f = try GestureFixture()
        f.key(.character("R"), at: 1)
        #expect(f.core.state.status.contains("long-press"))
    }

    @Test func clicksOnTheControlsGoToTheAppNotToTheGestures() throws {
        let f = try GestureFixture(drive: true)
        f.render()
        let recenter = try #require(f.composer.plan(f.core)?.layout.recenter, "free mode shows Re-centre")
        f.click(recenter.x + 2, recenter.y, at: 1)
        f.frames(from: 1.1, to: 2)
        #expect(f.core.state.cameraMode == .follow(tilted: true))
        #expect(f.controller.delivered.isEmpty)
        // A click on the map is a tap.
        f.render()
        f.click(10, 10, at: 3)
        f.frames(from: 3.1, to: 4)
        #expect(f.controller.delivered.map(\.kind) == [.tap])
    }

    @Test func touchCursorMovesWithHJKLAndIsShown() throws {
        let f = try GestureFixture()
        let area = try f.mapArea()
        let start = CellPoint(x: area.width / 2, y: area.height / 2)   // the cursor starts in the middle
        for (i, k) in "llk".enumerated() { f.key(.character(k), at: Double(i)) }
        #expect(f.controller.recognizer.cursor == CellPoint(x: start.x + 2, y: start.y - 1))
        let cursor = try #require(f.core.state.touchCursor)
        #expect(cursor.x == area.x + start.x + 2 && cursor.y == area.y + start.y - 1)
        let row = f.screenText.split(separator: "\n", omittingEmptySubsequences: false)[cursor.y]
        #expect(Array(row)[cursor.x] == "+")
    }

    @Test func appKeysStillReachTheApp() throws {
        let f = try GestureFixture()
        f.key(.character("g"), at: 1)
        #expect(f.core.state.showGestureLog)
        f.key(.character("?"), at: 2)
        #expect(f.core.state.showHelp)
        #expect(f.controller.delivered.isEmpty)
    }

    @Test func mouseOutsideTheMapIsLeftToTheApp() throws {
        let f = try GestureFixture()
        let area = try f.mapArea()
        let consumed = f.controller.handle(f.mouse(.press, area.maxX, 0, at: 1), core: f.core, composer: f.composer)
        #expect(!consumed)
    }

    @Test func helpOverlayListsTheGestureBindings() throws {
        let f = try GestureFixture(width: 100, height: 40)
        f.key(.character("?"), at: 1)
        let text = f.screenText
        for binding in GestureBindings.help { #expect(text.contains(binding.action), "help shows '\(binding.action)'") }
        #expect(text.contains("route to the last marker"))
    }

    @Test func theLiveLoopPlaysMomentumBetweenInputs() throws {
        let f = try GestureFixture()
        var clock = 0.0
        let backend = TestBackend(width: 100, height: 30)
        let loop = AppRunLoop(core: f.core, composer: f.composer, backend: backend, fps: 60, now: { clock })
        loop.attachGestures(f.controller)
        loop.draw()
        backend.feed([.key(.right, time: 0), .key(.right, time: 0.05)])
        let start = try f.camera().centre
        var turns = 0
        loop.run(shouldStop: {
            clock += 1.0 / 60
            turns += 1
            return turns > 180
        })
        #expect(f.controller.delivered.contains { $0.kind == .pan && $0.state == .end })
        #expect(f.controller.momentum == nil)
        let moved = try f.camera().centre.distance(to: start)
        #expect(moved > 4 * 3.0 * 0.9, "two arrow keys move 4 cells of 3 m, plus the glide: moved \(moved) m")
    }
}
