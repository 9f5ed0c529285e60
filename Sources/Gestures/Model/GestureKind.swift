import Foundation

/// The map gestures of the HERE SDK, done with a keyboard and a mouse.
public enum GestureKind: String, Sendable, Hashable, CaseIterable {
    case tap, doubleTap, longPress, pan, twoFingerPan, twoFingerTap, pinchRotate

    /// Continuous gestures report `.begin`, `.update`…, `.end`; the others report once, as `.discrete`.
    public var isContinuous: Bool {
        switch self {
        case .longPress, .pan, .twoFingerPan, .pinchRotate: true
        case .tap, .doubleTap, .twoFingerTap: false
        }
    }

    /// The switch families this gesture belongs to (`pinchRotate` is both zoom and rotate; tap and long press none).
    public var families: Set<GestureFamily> {
        switch self {
        case .tap, .longPress: []
        case .pan: [.scroll]
        case .doubleTap, .twoFingerTap: [.zoom]
        case .twoFingerPan: [.tilt]
        case .pinchRotate: [.zoom, .rotate]
        }
    }

    /// Parses a kind name case-insensitively (`doubletap`, `doubleTap`, `double-tap`).
    public init?(name: String) {
        let folded = name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
        guard let kind = GestureKind.allCases.first(where: { $0.rawValue.lowercased() == folded }) else { return nil }
        self = kind
    }
}

/// Whole families of gestures that the switches `scrollGestures`, `zoomGestures`, `tiltGestures`
/// and `rotateGestures` turn off.
public enum GestureFamily: String, Sendable, Hashable, CaseIterable {
    case scroll, zoom, tilt, rotate

    /// The switch's name as scripts and settings spell it (`scrollGestures`).
    public var switchName: String { rawValue + "Gestures" }

    /// Parses `scrollGestures` / `scroll` case-insensitively.
    public init?(switchName: String) {
        let lower = switchName.lowercased()
        guard let family = GestureFamily.allCases.first(where: { lower == $0.rawValue || lower == $0.switchName.lowercased() })
        else { return nil }
        self = family
    }
}

/// Where a gesture is in its life. Discrete gestures (tap, double tap, two-finger tap) are `.discrete`.
public enum GestureState: String, Sendable, Hashable, CaseIterable {
    case begin, update, end, discrete
}

/// What produced a gesture: the mouse, or the keyboard at the touch cursor.
public enum GestureSource: String, Sendable, Hashable {
    case mouse, keyboard
}
