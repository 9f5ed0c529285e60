import Gestures
import TermUI

/// Input builders for the recognizer tests.
func press(_ x: Int, _ y: Int, _ t: Double, _ mods: Modifiers = [], button: MouseButton = .left) -> InputEvent {
    .mouse(MouseEvent(action: .press, button: button, x: x, y: y, modifiers: mods), time: t)
}
func release(_ x: Int, _ y: Int, _ t: Double, button: MouseButton = .left) -> InputEvent {
    .mouse(MouseEvent(action: .release, button: button, x: x, y: y), time: t)
}
func drag(_ x: Int, _ y: Int, _ t: Double, _ mods: Modifiers = []) -> InputEvent {
    .mouse(MouseEvent(action: .drag, button: .left, x: x, y: y, modifiers: mods), time: t)
}
func key(_ k: Key, _ t: Double) -> InputEvent { .key(k, time: t) }

/// Feeds events one by one and collects every gesture.
func feed(_ recognizer: inout GestureRecognizer, _ events: [InputEvent]) -> [GestureEvent] {
    events.flatMap { recognizer.handle($0) }
}

/// `kind state` pairs, for compact assertions.
func summary(_ events: [GestureEvent]) -> [String] {
    events.map { "\($0.kind.rawValue) \($0.state.rawValue)" }
}

/// Sum of the translations of a gesture's reports.
func totalTranslation(_ events: [GestureEvent]) -> CellVector {
    events.reduce(CellVector.zero) { $0 + $1.translation }
}

/// Records delegate callbacks of every kind.
final class DelegateLog: TapDelegate, DoubleTapDelegate, LongPressDelegate, PanDelegate, TwoFingerPanDelegate,
    TwoFingerTapDelegate, PinchRotateDelegate {
    let name: String
    var received: [String] = []
    init(_ name: String = "log") { self.name = name }
    func didTap(_ event: GestureEvent) { received.append("tap") }
    func didDoubleTap(_ event: GestureEvent) { received.append("doubleTap") }
    func didLongPress(_ event: GestureEvent) { received.append("longPress \(event.state.rawValue)") }
    func didPan(_ event: GestureEvent) { received.append("pan \(event.state.rawValue)") }
    func didTwoFingerPan(_ event: GestureEvent) { received.append("twoFingerPan \(event.state.rawValue)") }
    func didTwoFingerTap(_ event: GestureEvent) { received.append("twoFingerTap") }
    func didPinchRotate(_ event: GestureEvent) { received.append("pinchRotate \(event.state.rawValue)") }
}
