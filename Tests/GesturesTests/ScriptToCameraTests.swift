import Foundation
import Testing
import TermUI
@testable import Gestures

/// The whole chain a headless `navsim gestures run` performs: script → input events → recognizer →
/// `Gestures.dispatch` → `CameraGestureController` → expectations.
@Suite struct ScriptToCameraTests {
    struct Run {
        var controller: CameraGestureController
        var report: ScriptReport
        var delivered: [GestureEvent]
    }

    func run(_ text: String, animated: Bool = false) throws -> Run {
        let script = try GestureScript.parse(text)
        let gestures = Gestures()
        gestures.geoLookup = { x, y in GestureLocation(latitude: Double(y), longitude: Double(x)) }
        var controller = CameraGestureController(camera: CameraState(), view: ViewGeometry(width: 100, height: 30),
                                                 usesZoomAnimation: animated)
        var synthesizer = GestureSynthesizer()
        var recognizer = GestureRecognizer(width: 100, height: 30)
        var delivered: [GestureEvent] = []
        var report = ScriptReport()
        var time = 0.0
        for line in script.lines {
            switch line.command {
            case .setDefaultAction(let kind, let on):
                on ? gestures.enableDefaultAction(kind) : gestures.disableDefaultAction(kind)
            case .setFamily(let family, let on):
                gestures.setEnabled(family, on)
            case .expect(let expectation):
                let seen = ScriptObservation(zoom: controller.camera.zoom, bearing: controller.camera.bearing,
                                             tilt: controller.camera.tilt, centre: GestureLocation(latitude: 0, longitude: 0),
                                             events: delivered, distance: { _, _ in 0 })
                report.results.append(expectation.check(seen, line: line.line))
            default: break
            }
            let input = try synthesizer.synthesize(line, at: time)
            var recognized = input.events.flatMap { event in recognizer.handle(event) }
            recognized += recognizer.advance(to: input.settle)
            for gesture in recognized {
                let before = gesture.time
                controller.advance(by: max(0, before - time))
                time = max(time, before)
                if let applied = gestures.dispatch(gesture) { controller.apply(applied) }
                if let shown = gestures.filtered(gesture) { delivered.append(shown.located(by: gestures.geoLookup!)) }
            }
            controller.advance(by: input.settle - time)
            time = input.settle
        }
        return Run(controller: controller, report: report, delivered: delivered)
    }

    @Test func scriptDrivesTheCameraAndItsExpectationsPass() throws {
        let result = try run("""
        size 100x30
        doubletap 50,15
        expect zoom 16 ±0.001
        pinchrotate 50,15 scale 2 angle 30
        expect zoom 17 ±0.001
        expect bearing 30
        twofingerpan 0,-5
        expect tilt 10
        disable doubleTap
        doubletap 20,10
        expect zoom 17 ±0.001
        expect event doubleTap discrete at 20,10
        enable doubleTap
        disable zoomGestures
        twofingertap 50,15
        expect zoom 17 ±0.001
        enable zoomGestures
        twofingertap 50,15
        expect zoom 16 ±0.001
        longpress 20,10 800ms
        expect event longPress begin at 20,10
        """)
        #expect(result.report.lines.last == "9 passed, 0 failed", "\(result.report.lines)")
        #expect(result.delivered.filter { $0.kind == .twoFingerTap }.count == 1, "the tap made while zoom was off is not delivered")
        #expect(result.delivered.first?.location == GestureLocation(latitude: 15, longitude: 50))
    }

    @Test func releasedPanGlidesOnWithDecayingMomentum() throws {
        let start = CameraState()
        let dragged = try run("size 100x30\npan 50,15 -> 30,15 200ms\n")
        let glided = try run("size 100x30\npan 50,15 -> 30,15 200ms\nwait 2s\n")
        let u = start.unitsPerCell
        let afterDrag = (dragged.controller.camera.centreX - start.centreX) / u
        let afterGlide = (glided.controller.camera.centreX - start.centreX) / u
        #expect(afterDrag >= 20, "the finger moved the map 20 cells (and the glide had begun)")
        #expect(afterGlide > afterDrag + 5, "momentum carried the map on")
        #expect(afterGlide < 20 + 110.0 / 6, "at most v/6 cells of glide at ≤ 110 cells/s")
        #expect(!glided.controller.isMoving, "the glide has stopped after 2 s")
        #expect(glided.controller.camera.centreY == start.centreY)
    }

    @Test func customZoomAnimationPlays20FramesAndTheZoomOutReturnsToTheCentreAnchor() throws {
        let result = try run("size 100x30\ndoubletap 80,5\nwait 1s\n", animated: true)
        #expect(abs(result.controller.camera.zoom - (15 + ZoomAnimation.totalChange)) < 1e-9)
        #expect(result.controller.animator.anchor == ViewGeometry(width: 100, height: 30).normalized(CellPoint(x: 80, y: 5)))
        let out = try run("size 100x30\ndoubletap 80,5\nwait 1s\ntwofingertap 10,10\nwait 1s\n", animated: true)
        #expect(abs(out.controller.camera.zoom - 15) < 1e-9)
        #expect(out.controller.animator.anchor == .centre)
    }
}
