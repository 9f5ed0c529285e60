import Testing
import TermUI
@testable import Gestures

@Suite struct KeyboardTests {
    @Test func hjklMoveTheCursorInsideTheView() {
        var r = GestureRecognizer(width: 10, height: 4)
        #expect(r.cursor == CellPoint(x: 5, y: 2))
        #expect(feed(&r, [key(.character("l"), 0), key(.character("j"), 0.1), key(.character("j"), 0.2)]).isEmpty)
        #expect(r.cursor == CellPoint(x: 6, y: 3), "j stops at the last row")
        _ = feed(&r, (0..<20).map { key(.character("h"), 1 + Double($0) * 0.01) })
        #expect(r.cursor == CellPoint(x: 0, y: 3))
        _ = r.handle(.resize(width: 3, height: 2, time: 2))
        #expect(r.cursor == CellPoint(x: 0, y: 1))
    }

    @Test func gestureKeysActAtTheCursor() {
        var r = GestureRecognizer(width: 20, height: 10)
        _ = feed(&r, [key(.character("l"), 0)])
        let events = feed(&r, [key(.enter, 1), key(.character("L"), 2), key(.character("+"), 3), key(.character("-"), 4)])
        #expect(summary(events) == ["tap discrete", "longPress begin", "longPress end", "doubleTap discrete", "twoFingerTap discrete"])
        #expect(events.allSatisfy { $0.origin == CellPoint(x: 11, y: 5) && $0.source == .keyboard })
    }

    @Test func rotateTiltAndZoomKeysAreOneStepGestures() {
        var r = GestureRecognizer()
        let rotate = feed(&r, [key(.character("]"), 0)])
        #expect(summary(rotate) == ["pinchRotate begin", "pinchRotate end"])
        #expect(rotate.reduce(0) { $0 + $1.rotation } == GestureThresholds.keyRotateStep)
        #expect(feed(&r, [key(.character("["), 1)]).reduce(0) { $0 + $1.rotation } == -GestureThresholds.keyRotateStep)
        let tilt = feed(&r, [key(.pageUp, 2)])
        #expect(summary(tilt) == ["twoFingerPan begin", "twoFingerPan end"])
        #expect(totalTranslation(tilt).dy == -GestureThresholds.keyTiltStep)
        #expect(totalTranslation(feed(&r, [key(.pageDown, 3)])).dy == GestureThresholds.keyTiltStep)
        #expect(feed(&r, [key(.character("="), 4)]).reduce(1) { $0 * $1.scale } == GestureThresholds.wheelScalePerNotch)
        #expect(abs(feed(&r, [key(.character("_"), 5)]).reduce(1) { $0 * $1.scale } - 1 / GestureThresholds.wheelScalePerNotch) < 1e-15)
    }

    @Test func heldArrowIsOnePanThatEndsAfterTheRepeatGapWithTheRepeatVelocity() {
        var r = GestureRecognizer()
        // Key repeat every 40 ms: 2 cells / 0.04 s = 50 cells/s, finger moving left (view moves right).
        let events = feed(&r, (0..<5).map { key(.right, Double($0) * 0.04) })
        #expect(summary(events) == ["pan begin", "pan update", "pan update", "pan update", "pan update"])
        #expect(totalTranslation(events) == CellVector(dx: -10, dy: 0))
        #expect(r.advance(to: 0.16 + 0.699).isEmpty)
        let end = r.advance(to: 0.16 + 0.7)
        #expect(summary(end) == ["pan end"])
        #expect(abs((end.first?.velocity.dx ?? 0) + 50) < 1e-9)
        #expect(abs((end.first?.time ?? 0) - 0.86) < 1e-9)
    }

    @Test func anotherKeyEndsTheArrowPanFirst() {
        var r = GestureRecognizer()
        let events = feed(&r, [key(.up, 0), key(.down, 0.1), key(.enter, 0.2)])
        #expect(summary(events) == ["pan begin", "pan update", "pan end", "tap discrete"])
        #expect(events[0].translation == CellVector(dx: 0, dy: GestureThresholds.keyPanStep))
    }

    @Test func otherKeysAreNotGestures() {
        var r = GestureRecognizer()
        #expect(feed(&r, [key(.character("d"), 0), key(.escape, 1), key(.function(1), 2)]).isEmpty)
        #expect(!GestureBindings.isGestureKey(.character("d")))
        #expect(GestureBindings.isGestureKey(.character("L")))
        #expect(GestureBindings.isGestureKey(.pageDown))
    }

    @Test func helpListsEveryKeyboardBinding() {
        let keys = GestureBindings.help.map(\.key).joined(separator: " ")
        for binding in ["h j k l", "arrows", "Enter", "L", "+", "-", "[ ]", "PgUp PgDn", "= _"] {
            #expect(keys.contains(binding), "help lacks \(binding)")
        }
    }
}
