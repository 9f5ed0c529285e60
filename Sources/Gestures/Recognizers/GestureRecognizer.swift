import TermUI

/// The entry point of recognition: feed every `InputEvent` to `handle(_:)` and call `advance(to:)` on each
/// frame (or at `nextDeadline`); both return the gestures recognized, in time order.
///
/// There are no clocks inside: a tap is reported only when `advance(to:)` (or a later event) shows that the
/// double-tap window has passed, like the HERE SDK which delivers a tap only once it cannot become a double tap.
public struct GestureRecognizer: Sendable {
    public var mouse = MouseGestureRecognizer()
    public var keyboard: KeyboardGestureRecognizer

    /// A recognizer for a `width`×`height` view (the keyboard's touch cursor starts in its centre).
    public init(width: Int = 80, height: Int = 24) {
        keyboard = KeyboardGestureRecognizer(width: width, height: height)
    }

    /// The keyboard touch cursor.
    public var cursor: CellPoint { keyboard.cursor }

    /// The earliest time at which `advance(to:)` may report something without new input.
    public var nextDeadline: Double? {
        [mouse.nextDeadline, keyboard.nextDeadline].compactMap { $0 }.min()
    }

    /// Feeds one input event; returns the gestures it completes, after any that its time stamp settles.
    public mutating func handle(_ event: InputEvent) -> [GestureEvent] {
        var events = advance(to: event.time)
        switch event {
        case .mouse(let mouseEvent, let time):
            events += mouse.handle(mouseEvent, at: time)
        case .key(let key, let time):
            events += keyboard.handle(key, at: time)
        case .resize(let width, let height, _):
            keyboard.resize(width: width, height: height)
        }
        return events
    }

    /// Reports what the passing of time alone decides (pending taps, long presses, ends of wheel and key pans).
    public mutating func advance(to time: Double) -> [GestureEvent] {
        (mouse.advance(to: time) + keyboard.advance(to: time)).sortedByTime()
    }

    /// Feeds a whole recording and then advances to `end` (or past the last event's deadlines).
    public mutating func recognize(_ events: [InputEvent], until end: Double? = nil) -> [GestureEvent] {
        var out: [GestureEvent] = []
        for event in events { out += handle(event) }
        let last = events.last?.time ?? 0
        out += advance(to: end ?? (last + GestureThresholds.keyRepeatGap + GestureThresholds.doubleTapTimeout + 1))
        return out
    }
}
