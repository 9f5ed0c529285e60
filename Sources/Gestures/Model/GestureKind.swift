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
