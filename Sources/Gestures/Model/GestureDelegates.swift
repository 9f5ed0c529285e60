// One delegate protocol per gesture kind, as the HERE SDK has one listener per gesture
// (TapListener, DoubleTapListener, LongPressListener, PanListener, TwoFingerPanListener,
// TwoFingerTapListener, PinchRotateListener). Each receives the whole `GestureEvent`.

/// Receives taps.
public protocol TapDelegate: AnyObject {
    func didTap(_ event: GestureEvent)
}

/// Receives double taps.
public protocol DoubleTapDelegate: AnyObject {
    func didDoubleTap(_ event: GestureEvent)
}

/// Receives long presses (begin, update while the pointer moves, end).
public protocol LongPressDelegate: AnyObject {
    func didLongPress(_ event: GestureEvent)
}

/// Receives pans (begin, update, end with the release velocity).
public protocol PanDelegate: AnyObject {
    func didPan(_ event: GestureEvent)
}

/// Receives two-finger pans (begin, update, end).
public protocol TwoFingerPanDelegate: AnyObject {
    func didTwoFingerPan(_ event: GestureEvent)
}

/// Receives two-finger taps.
public protocol TwoFingerTapDelegate: AnyObject {
    func didTwoFingerTap(_ event: GestureEvent)
}

/// Receives pinch-rotates (begin, update, end; scale and rotation are deltas).
public protocol PinchRotateDelegate: AnyObject {
    func didPinchRotate(_ event: GestureEvent)
}
