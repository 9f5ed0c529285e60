import TermUI

/// Gestures from the keyboard at a visible touch cursor (issue 5, "Keyboard"): h/j/k/l move the cursor,
/// arrows pan (one pan while keys keep coming; it ends `GestureThresholds.keyRepeatGap` after the last one,
/// with the key-repeat velocity so the map coasts), Enter = tap, `L` = long press, `+` = double tap,
/// `-` = two-finger tap, `[` / `]` = rotate, PgUp / PgDn = tilt, `=` / `_` = pinch zoom.
public struct KeyboardGestureRecognizer: Sendable {
    /// The touch cursor, kept inside the view.
    public private(set) var cursor: CellPoint
    public private(set) var width: Int
    public private(set) var height: Int

    private struct KeyPan: Sendable {
        var origin: CellPoint
        var lastTime: Double
        var velocity: CellVector
    }
    private var pan: KeyPan?

    /// A recognizer for a `width`×`height` view with the cursor in its centre.
    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        cursor = CellPoint(x: self.width / 2, y: self.height / 2)
    }

    /// The time at which a running keyboard pan ends unless another arrow key comes.
    public var nextDeadline: Double? { pan.map { $0.lastTime + GestureThresholds.keyRepeatGap } }

    /// Follows a terminal resize, keeping the cursor inside.
    public mutating func resize(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        cursor = clamped(cursor)
    }

    /// Puts the cursor at a cell (clamped to the view).
    public mutating func moveCursor(to point: CellPoint) { cursor = clamped(point) }

    /// Ends a keyboard pan once no arrow key has come for `keyRepeatGap`.
    public mutating func advance(to time: Double) -> [GestureEvent] {
        guard let pan, time - pan.lastTime >= GestureThresholds.keyRepeatGap - GestureThresholds.timeEpsilon else { return [] }
        return [endPan(at: pan.lastTime + GestureThresholds.keyRepeatGap)]
    }

    /// Feeds one key stamped `time`. Keys that are not gesture keys (`GestureBindings.isGestureKey`) return
    /// nothing and leave the state alone, apart from ending a running pan.
    public mutating func handle(_ key: Key, at time: Double) -> [GestureEvent] {
        var events = advance(to: time)
        if let step = Self.panStep(for: key) {
            events.append(panStep(step, at: time))
            return events
        }
        if pan != nil { events.append(endPan(at: time)) }
        let here = cursor
        func once(_ kind: GestureKind) -> [GestureEvent] {
            [GestureEvent(kind: kind, state: .discrete, origin: here, time: time, source: .keyboard)]
        }
        func pinch(scale: Double, rotation: Double) -> [GestureEvent] {
            [GestureEvent(kind: .pinchRotate, state: .begin, origin: here, time: time, source: .keyboard,
                          scale: scale, rotation: rotation),
             GestureEvent(kind: .pinchRotate, state: .end, origin: here, time: time, source: .keyboard)]
        }
        func tilt(_ dy: Double) -> [GestureEvent] {
            [GestureEvent(kind: .twoFingerPan, state: .begin, origin: here, time: time, source: .keyboard,
                          translation: CellVector(dx: 0, dy: dy)),
             GestureEvent(kind: .twoFingerPan, state: .end, origin: here, time: time, source: .keyboard)]
        }
        switch key {
        case .character("h"): moveCursor(to: CellPoint(x: cursor.x - 1, y: cursor.y))
        case .character("l"): moveCursor(to: CellPoint(x: cursor.x + 1, y: cursor.y))
        case .character("k"): moveCursor(to: CellPoint(x: cursor.x, y: cursor.y - 1))
        case .character("j"): moveCursor(to: CellPoint(x: cursor.x, y: cursor.y + 1))
        case .enter: events += once(.tap)
        case .character("+"): events += once(.doubleTap)
        case .character("-"): events += once(.twoFingerTap)
        case .character("L"):
            events.append(GestureEvent(kind: .longPress, state: .begin, origin: here, time: time, source: .keyboard))
            events.append(GestureEvent(kind: .longPress, state: .end, origin: here, time: time, source: .keyboard))
        case .character("["): events += pinch(scale: 1, rotation: -GestureThresholds.keyRotateStep)
        case .character("]"): events += pinch(scale: 1, rotation: GestureThresholds.keyRotateStep)
        case .character("="): events += pinch(scale: GestureThresholds.wheelScalePerNotch, rotation: 0)
        case .character("_"): events += pinch(scale: 1 / GestureThresholds.wheelScalePerNotch, rotation: 0)
        case .pageUp: events += tilt(-GestureThresholds.keyTiltStep)
        case .pageDown: events += tilt(GestureThresholds.keyTiltStep)
        default: break
        }
        return events
    }

    /// The finger movement an arrow key stands for: the view moves towards the arrow, so the map (and the
    /// imagined finger) moves the other way, e.g. → = finger left by `keyPanStep`.
    static func panStep(for key: Key) -> CellVector? {
        let step = GestureThresholds.keyPanStep
        switch key {
        case .left: return CellVector(dx: step, dy: 0)
        case .right: return CellVector(dx: -step, dy: 0)
        case .up: return CellVector(dx: 0, dy: step)
        case .down: return CellVector(dx: 0, dy: -step)
        default: return nil
        }
    }

    private mutating func panStep(_ step: CellVector, at time: Double) -> GestureEvent {
        guard var current = pan else {
            pan = KeyPan(origin: cursor, lastTime: time, velocity: .zero)
            return GestureEvent(kind: .pan, state: .begin, origin: cursor, time: time, source: .keyboard, translation: step)
        }
        let interval = time - current.lastTime
        current.velocity = VelocityTracker.velocity(of: step, over: interval)
        current.lastTime = time
        pan = current
        return GestureEvent(kind: .pan, state: .update, origin: current.origin, time: time, source: .keyboard,
                            translation: step, velocity: current.velocity)
    }

    private mutating func endPan(at time: Double) -> GestureEvent {
        let ended = pan
        pan = nil
        return GestureEvent(kind: .pan, state: .end, origin: ended?.origin ?? cursor, time: time, source: .keyboard,
                            velocity: ended?.velocity ?? .zero)
    }

    private func clamped(_ point: CellPoint) -> CellPoint {
        CellPoint(x: min(max(point.x, 0), width - 1), y: min(max(point.y, 0), height - 1))
    }
}
