/// Where a gesture is in its life. Discrete gestures (tap, double tap, two-finger tap) are `.discrete`.
public enum GestureState: String, Sendable, Hashable, CaseIterable {
    case begin, update, end, discrete
}

/// What produced a gesture: the mouse, or the keyboard at the touch cursor.
public enum GestureSource: String, Sendable, Hashable {
    case mouse, keyboard
}
