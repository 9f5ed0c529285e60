import Foundation
import Testing
@testable import Gestures

@Suite struct DefaultActionTests {
    let view = ViewGeometry(width: 100, height: 30)
    let camera = CameraState(centreX: 1000, centreY: 2000, zoom: 15, bearing: 0, tilt: 0)

    func close(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ tol: Double = 1e-9) -> Bool {
        abs(a.x - b.x) < tol && abs(a.y - b.y) < tol
    }

    @Test(arguments: [0.0, 37.0, 90.0, 200.0])
    func doubleTapZoomsInOneLevelKeepingTheTouchPointFixed(bearing: Double) {
        var start = camera
        start.bearing = bearing
        let touch = CellPoint(x: 80, y: 7)
        let anchor = view.normalized(touch)
        let before = start.planePoint(at: anchor, in: view)
        let event = GestureEvent(kind: .doubleTap, state: .discrete, origin: touch, time: 0)
        let after = DefaultActions.apply(event, to: start, in: view).camera
        #expect(after.zoom == 16)
        #expect(close(after.planePoint(at: anchor, in: view), before, 1e-9))
        #expect(after.centreX != start.centreX, "off-centre anchors move the centre")
    }

    @Test func twoFingerTapZoomsOutOneLevelAboutTheCentre() {
        let event = GestureEvent(kind: .twoFingerTap, state: .discrete, origin: CellPoint(x: 3, y: 3), time: 0)
        let after = DefaultActions.apply(event, to: camera, in: view).camera
        #expect(after.zoom == 14)
        #expect(after.centreX == camera.centreX && after.centreY == camera.centreY)
    }

    @Test func tapAndLongPressLeaveTheCameraAlone() {
        for kind in [GestureKind.tap, .longPress] {
            let event = GestureEvent(kind: kind, state: kind.isContinuous ? .begin : .discrete, origin: CellPoint(x: 1, y: 1), time: 0)
            #expect(DefaultActions.apply(event, to: camera, in: view) == DefaultActionOutcome(camera: camera))
        }
    }

    @Test func panMovesTheMapWithTheFinger() {
        // Finger 8 cells right and 2 down at zoom 15: the centre moves the opposite way in plane units.
        let u: Double = 1.0 / 32768
        let event = GestureEvent(kind: .pan, state: .update, origin: CellPoint(x: 50, y: 15), time: 0,
                                 translation: CellVector(dx: 8, dy: 2))
        let after = DefaultActions.apply(event, to: camera, in: view)
        #expect(abs(after.camera.centreX - (1000 - 8 * u)) < 1e-12)
        #expect(abs(after.camera.centreY - (2000 - 2 * u * 2)) < 1e-12, "cells are twice as tall as wide")
        #expect(after.momentum == nil, "momentum only after release")
        var east = camera
        east.bearing = 90
        let turned = DefaultActions.apply(event, to: east, in: view).camera
        #expect(abs(turned.centreX - (1000 + 2 * u * 2)) < 1e-12, "with the top facing east, finger down moves the map east")
        #expect(abs(turned.centreY - (2000 - 8 * u)) < 1e-12)
    }

    @Test func panReleasedWithSpeedStartsMomentum() {
        let fast = GestureEvent(kind: .pan, state: .end, origin: CellPoint(x: 0, y: 0), time: 0, velocity: CellVector(dx: 60, dy: 0))
        #expect(DefaultActions.apply(fast, to: camera, in: view).momentum == PanMomentum(velocity: CellVector(dx: 60, dy: 0)))
        let slow = GestureEvent(kind: .pan, state: .end, origin: CellPoint(x: 0, y: 0), time: 0, velocity: CellVector(dx: 0.9, dy: 0))
        #expect(DefaultActions.apply(slow, to: camera, in: view).momentum == nil)
    }

    @Test func momentumDecaysByNineTenthsPerFrameUntilBelowOneCellPerSecond() {
        var momentum = PanMomentum(velocity: CellVector(dx: 60, dy: 0))
        #expect(momentum.nextFrame() == CellVector(dx: 1, dy: 0), "60 cells/s for 1/60 s")
        #expect(abs((momentum.nextFrame()?.dx ?? 0) - 0.9) < 1e-12)
        #expect(abs((momentum.nextFrame()?.dx ?? 0) - 0.81) < 1e-12)
        let rest = momentum.remainingFrames()
        // 60 × 0.9^k ≥ 1 for k ≤ 38: frames 0…38, three taken above.
        #expect(rest.count == 36)
        #expect(momentum.isFinished)
        #expect(momentum.nextFrame() == nil)
        let total = 1 + 0.9 + 0.81 + rest.reduce(0) { $0 + $1.dx }
        #expect(abs(total - 10 * (1 - pow(0.9, 39))) < 1e-9)
    }

    @Test func twoFingerPanUpTiltsAndTiltIsClampedTo60() {
        func tilt(_ dy: Double, from start: Double) -> Double {
            var c = camera
            c.tilt = start
            let e = GestureEvent(kind: .twoFingerPan, state: .update, origin: CellPoint(x: 0, y: 0), time: 0,
                                 translation: CellVector(dx: 7, dy: dy))
            return DefaultActions.apply(e, to: c, in: view).camera.tilt
        }
        #expect(tilt(-5, from: 0) == 10)
        #expect(tilt(5, from: 30) == 20)
        #expect(tilt(-40, from: 30) == 60)
        #expect(tilt(40, from: 30) == 0)
    }

    @Test(arguments: [0.0, 45.0, 300.0])
    func pinchRotateZoomsAndRotatesAboutItsCentre(bearing: Double) {
        var start = camera
        start.bearing = bearing
        let centre = CellPoint(x: 20, y: 25)
        let anchor = view.normalized(centre)
        let before = start.planePoint(at: anchor, in: view)
        let event = GestureEvent(kind: .pinchRotate, state: .update, origin: centre, time: 0, scale: 4, rotation: 30)
        let after = DefaultActions.apply(event, to: start, in: view).camera
        #expect(after.zoom == 17)
        #expect(abs(after.bearing - (bearing + 30).truncatingRemainder(dividingBy: 360)) < 1e-9)
        #expect(close(after.planePoint(at: anchor, in: view), before, 1e-9))
    }

    @Test func viewPointInvertsPlanePoint() {
        var c = camera
        c.bearing = 123
        let p = NormalizedPoint(x: 0.2, y: 0.9)
        let plane = c.planePoint(at: p, in: view)
        let back = c.viewPoint(ofPlane: plane.x, plane.y, in: view)
        #expect(abs(back.x - 0.2) < 1e-9 && abs(back.y - 0.9) < 1e-9)
    }

    @Test func zoomAnimationRuns20FramesFrom0point1Down0point005PerFrame() {
        var animation = ZoomAnimation(zoomIn: true, anchor: NormalizedPoint(x: 0.25, y: 0.75))
        var steps: [Double] = []
        while let step = animation.nextFrame() { steps.append(step) }
        #expect(steps.count == 20)
        #expect(steps.first == 0.1)
        #expect(abs(steps[1] - 0.095) < 1e-15)
        #expect(abs(steps[19] - 0.005) < 1e-15)
        #expect(zip(steps, steps.dropFirst()).allSatisfy { abs($0 - $1 - 0.005) < 1e-12 })
        #expect(abs(steps.reduce(0, +) - 1.05) < 1e-12)
        #expect(abs(ZoomAnimation.totalChange - 1.05) < 1e-12)
        #expect(ZoomAnimation.velocity(atFrame: 20) == 0)
    }

    @Test func zoomAnimationKeepsItsAnchorFixedAndResetsToTheCentreAfterZoomOut() {
        var animator = ZoomAnimator()
        let touch = NormalizedPoint(x: 0.25, y: 0.75)
        var animation = animator.zoomIn(at: touch)
        #expect(animator.anchor == touch)
        let before = camera.planePoint(at: touch, in: view)
        var c = camera
        while let next = animation.step(c, in: view) { c = next }
        #expect(abs(c.zoom - 16.05) < 1e-9)
        #expect(close(c.planePoint(at: touch, in: view), before, 1e-9))
        var out = animator.zoomOut()
        #expect(out.anchor == .centre && animator.anchor == .centre)
        #expect(out.nextFrame() == -0.1)
    }
}
