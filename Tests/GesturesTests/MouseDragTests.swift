import Testing
import TermUI
@testable import Gestures

@Suite struct MouseDragTests {
    @Test func holdingForJustUnder500msIsATap() {
        var r = GestureRecognizer()
        let events = feed(&r, [press(5, 5, 0), release(5, 5, 0.499)]) + r.advance(to: 2)
        #expect(summary(events) == ["tap discrete"])
    }

    @Test func holdingFor500msIsALongPressThatEndsOnRelease() {
        var r = GestureRecognizer()
        let events = feed(&r, [press(5, 5, 0), release(5, 5, 0.5)]) + r.advance(to: 2)
        #expect(summary(events) == ["longPress begin", "longPress end"])
        #expect(events.first?.time == 0.5)
    }

    @Test func longPressBeginsFromAdvanceWithoutFurtherInput() {
        var r = GestureRecognizer()
        _ = r.handle(press(5, 5, 1))
        #expect(r.advance(to: 1.49).isEmpty)
        #expect(summary(r.advance(to: 1.5)) == ["longPress begin"])
        let moved = feed(&r, [drag(9, 5, 1.7), release(9, 5, 1.8)])
        #expect(summary(moved) == ["longPress update", "longPress end"])
        #expect(moved.first?.origin == CellPoint(x: 9, y: 5))
    }

    @Test func movingOneCellKeepsTheLongPressCandidate() {
        var r = GestureRecognizer()
        let events = feed(&r, [press(5, 5, 0), drag(6, 6, 0.2), release(6, 6, 0.6)])
        #expect(summary(events) == ["longPress begin", "longPress end"])
    }

    @Test func movingTwoCellsBeforeTheTimeoutCancelsTheLongPressAndPans() {
        var r = GestureRecognizer()
        let events = feed(&r, [press(5, 5, 0), drag(7, 5, 0.2), release(7, 5, 0.9)]) + r.advance(to: 3)
        #expect(summary(events) == ["pan begin", "pan end"])
        #expect(events.first?.translation == CellVector(dx: 2, dy: 0))
        #expect(events.first?.origin == CellPoint(x: 5, y: 5))
    }

    @Test func dragReportsDeltasThatSumToTheMovementAndItsVelocity() throws {
        var r = GestureRecognizer()
        // 2 cells every 20 ms = 100 cells/s to the right.
        var input = [press(10, 10, 0)]
        for i in 1...10 { input.append(drag(10 + 2 * i, 10, 0.02 * Double(i))) }
        input.append(release(30, 10, 0.2))
        let events = feed(&r, input)
        #expect(summary(events).first == "pan begin")
        #expect(summary(events).last == "pan end")
        #expect(summary(events).filter { $0 == "pan update" }.count == 9)
        #expect(totalTranslation(events) == CellVector(dx: 20, dy: 0))
        let end = try #require(events.last)
        #expect(abs(end.velocity.dx - 100) < 1e-6)
        #expect(end.velocity.dy == 0)
    }

    @Test func releaseAfterAPauseHasNoVelocity() {
        var r = GestureRecognizer()
        let events = feed(&r, [press(10, 10, 0), drag(14, 10, 0.05), drag(18, 10, 0.1), release(18, 10, 0.4)])
        #expect(events.last?.state == .end)
        #expect(events.last?.velocity == .zero)
    }

    @Test func shiftDragRotatesWithHorizontalAndZoomsWithVerticalMovement() {
        var r = GestureRecognizer()
        let events = feed(&r, [press(50, 15, 0, .shift), drag(51, 15, 0.02, .shift), drag(60, 15, 0.1, .shift),
                               drag(60, 5, 0.2, .shift), release(60, 5, 0.3)])
        #expect(summary(events) == ["pinchRotate begin", "pinchRotate update", "pinchRotate update", "pinchRotate end"])
        #expect(events.reduce(0) { $0 + $1.rotation } == 10 * GestureThresholds.rotationDegreesPerCell)
        #expect(abs(events.reduce(1) { $0 * $1.scale } - 2) < 1e-12, "10 cells up = one zoom level")
        #expect(events.allSatisfy { $0.centre == CellPoint(x: 50, y: 15) })
    }

    @Test func ctrlDragIsATwoFingerPan() {
        var r = GestureRecognizer()
        let events = feed(&r, [press(50, 15, 0, .control), drag(50, 14, 0.05, .control), drag(50, 10, 0.1), release(50, 10, 0.15)])
        #expect(summary(events) == ["twoFingerPan begin", "twoFingerPan update", "twoFingerPan end"])
        #expect(totalTranslation(events) == CellVector(dx: 0, dy: -5))
    }

    @Test func wheelNotchesAreOnePinchZoomAboutThePointerEndingAfterAGap() {
        var r = GestureRecognizer()
        let up = { (t: Double) in InputEvent.mouse(MouseEvent(action: .press, button: .wheelUp, x: 30, y: 12), time: t) }
        let events = feed(&r, [up(0), up(0.05), up(0.1)])
        #expect(summary(events) == ["pinchRotate begin", "pinchRotate update", "pinchRotate update"])
        #expect(r.advance(to: 0.34).isEmpty)
        let end = r.advance(to: 0.35)
        #expect(summary(end) == ["pinchRotate end"])
        #expect(abs(events.reduce(1) { $0 * $1.scale } - 2.0.squareRoot() * 2) < 1e-12)
        #expect(events.allSatisfy { $0.centre == CellPoint(x: 30, y: 12) })
        let down = InputEvent.mouse(MouseEvent(action: .press, button: .wheelDown, x: 30, y: 12), time: 1)
        #expect(abs((r.handle(down).first?.scale ?? 0) - 1 / 2.0.squareRoot()) < 1e-12)
    }
}

@Suite struct ModifierPressTests {
    @Test func holdingShiftStillIsNotALongPressAndReleasesAsATap() {
        var r = GestureRecognizer()
        let events = feed(&r, [press(5, 5, 0, .shift), release(5, 5, 0.9)]) + r.advance(to: 3)
        #expect(summary(events) == ["tap discrete"])
    }

    @Test func shiftDragAfterAPauseStillRotates() {
        var r = GestureRecognizer()
        let events = feed(&r, [press(5, 5, 0, .shift), drag(6, 5, 0.8, .shift), release(6, 5, 0.9)])
        #expect(summary(events) == ["pinchRotate begin", "pinchRotate end"])
        #expect(events.first?.rotation == GestureThresholds.rotationDegreesPerCell)
    }
}

@Suite struct NoMotionTerminalTests {
    @Test func releaseFarFromThePressIsAWholePanWhenNoMotionWasReported() {
        var r = GestureRecognizer()
        let events = feed(&r, [press(10, 10, 0), release(30, 12, 0.4)]) + r.advance(to: 3)
        #expect(summary(events) == ["pan begin", "pan end"])
        #expect(totalTranslation(events) == CellVector(dx: 20, dy: 2))
    }

    @Test func releaseWithinOneCellIsStillATap() {
        var r = GestureRecognizer()
        let events = feed(&r, [press(10, 10, 0), release(11, 11, 0.1)]) + r.advance(to: 3)
        #expect(summary(events) == ["tap discrete"])
        #expect(events.first?.origin == CellPoint(x: 10, y: 10))
    }
}
