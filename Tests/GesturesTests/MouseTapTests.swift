import Testing
import TermUI
@testable import Gestures

@Suite struct MouseTapTests {
    @Test func clickIsReportedAsTapOnlyAfterTheDoubleTapWindow() {
        var r = GestureRecognizer()
        #expect(feed(&r, [press(10, 5, 1.0), release(10, 5, 1.05)]).isEmpty)
        #expect(r.advance(to: 1.35).isEmpty, "exactly 300 ms after the release a second press could still double-tap")
        let taps = r.advance(to: 1.3501)
        #expect(summary(taps) == ["tap discrete"])
        #expect(taps.first?.origin == CellPoint(x: 10, y: 5))
        #expect(abs((taps.first?.time ?? 0) - 1.35) < 1e-9)
        #expect(r.advance(to: 5).isEmpty, "a tap is reported once")
    }

    @Test func secondPressExactlyAtTheTimeoutMakesADoubleTap() {
        var r = GestureRecognizer()
        let events = feed(&r, [press(10, 5, 1.0), release(10, 5, 1.05), press(11, 6, 1.35), release(11, 6, 1.4)])
        #expect(summary(events + r.advance(to: 3)) == ["doubleTap discrete"])
        #expect(events.first?.origin == CellPoint(x: 10, y: 5))
    }

    @Test func secondPressJustAfterTheTimeoutMakesTwoTaps() {
        var r = GestureRecognizer()
        let events = feed(&r, [press(10, 5, 1.0), release(10, 5, 1.05), press(10, 5, 1.351), release(10, 5, 1.4)])
        #expect(summary(events + r.advance(to: 3)) == ["tap discrete", "tap discrete"])
    }

    @Test func secondPressTwoCellsAwayMakesTwoTaps() {
        var r = GestureRecognizer()
        let events = feed(&r, [press(10, 5, 1.0), release(10, 5, 1.05), press(12, 5, 1.1), release(12, 5, 1.15)]) + r.advance(to: 3)
        #expect(summary(events) == ["tap discrete", "tap discrete"])
        #expect(events.map(\.origin) == [CellPoint(x: 10, y: 5), CellPoint(x: 12, y: 5)])
    }

    @Test func terminalReportedClicksAndDoubleClicksAreTapsAndDoubleTaps() {
        var r = GestureRecognizer()
        let click = InputEvent.mouse(MouseEvent(action: .click, button: .left, x: 3, y: 4), time: 0)
        let double = InputEvent.mouse(MouseEvent(action: .doubleClick, button: .left, x: 3, y: 4), time: 0.2)
        #expect(summary(feed(&r, [click, double]) + r.advance(to: 2)) == ["doubleTap discrete"])
        var single = GestureRecognizer()
        #expect(summary(feed(&single, [click]) + single.advance(to: 2)) == ["tap discrete"])
    }

    @Test func rightClickIsATwoFingerTapOnce() {
        var r = GestureRecognizer()
        let events = feed(&r, [press(7, 8, 0, button: .right), release(7, 8, 0.05, button: .right)]) + r.advance(to: 2)
        #expect(summary(events) == ["twoFingerTap discrete"])
        #expect(events.first?.origin == CellPoint(x: 7, y: 8))
    }

    @Test func nextDeadlineIsTheEndOfTheDoubleTapWindow() {
        var r = GestureRecognizer()
        _ = feed(&r, [press(1, 1, 2.0), release(1, 1, 2.1)])
        #expect(abs((r.nextDeadline ?? 0) - 2.4) < 1e-9)
    }
}
