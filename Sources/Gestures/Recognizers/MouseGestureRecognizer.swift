import Foundation
import TermUI

/// Turns timestamped mouse events into gestures (issue 5, "Mouse"):
/// click = tap (delivered once the double-tap window has passed), two clicks within
/// `GestureThresholds.doubleTapTimeout` and `doubleTapSlop` = double tap, press and hold without moving for
/// `longPressDuration` = long press, drag = pan, right click = two-finger tap, wheel = pinch zoom about the pointer,
/// shift+drag = pinch-rotate (horizontal rotates, vertical zooms), ctrl+drag = two-finger pan.
/// A shift or ctrl press released without moving is a tap; it never becomes a long press.
///
/// Pure: time only advances through the events' stamps and `advance(to:)`.
public struct MouseGestureRecognizer: Sendable {
    struct Press: Sendable {
        var origin: CellPoint
        var time: Double
        var modifiers: Modifiers
        /// Shift and ctrl presses announce a rotate or tilt drag, so holding them still is not a long press.
        var canLongPress: Bool { !modifiers.contains(.shift) && !modifiers.contains(.control) }
    }

    struct Drag: Sendable {
        var kind: GestureKind
        var origin: CellPoint
        var last: CellPoint
        var tracker: VelocityTracker
    }

    enum Phase: Sendable {
        case idle
        case pressed(Press)
        case longPressing(Press, last: CellPoint)
        case dragging(Drag)
        /// The second press of a double tap: consumed until its release.
        case swallowing
    }

    var phase: Phase = .idle
    var pendingTap: (point: CellPoint, releaseTime: Double)?
    var wheel: (centre: CellPoint, lastTime: Double)?
    var rightDown = false

    public init() {}

    /// The earliest time at which `advance(to:)` may report something (a pending tap is reported strictly after it).
    public var nextDeadline: Double? {
        var deadlines: [Double] = []
        if let pendingTap { deadlines.append(pendingTap.releaseTime + GestureThresholds.doubleTapTimeout) }
        if case .pressed(let press) = phase, press.canLongPress { deadlines.append(press.time + GestureThresholds.longPressDuration) }
        if let wheel { deadlines.append(wheel.lastTime + GestureThresholds.wheelEndGap) }
        return deadlines.min()
    }

    /// Reports what time alone decides: a tap whose double-tap window has passed, a long press that has been
    /// held long enough, a wheel zoom that has stopped.
    public mutating func advance(to time: Double) -> [GestureEvent] {
        var events: [GestureEvent] = []
        let eps = GestureThresholds.timeEpsilon
        if case .pressed(let press) = phase, press.canLongPress,
           time - press.time >= GestureThresholds.longPressDuration - eps {
            let at = press.time + GestureThresholds.longPressDuration
            events.append(GestureEvent(kind: .longPress, state: .begin, origin: press.origin, time: at))
            phase = .longPressing(press, last: press.origin)
        }
        if let pending = pendingTap, time - pending.releaseTime > GestureThresholds.doubleTapTimeout + eps {
            let at = pending.releaseTime + GestureThresholds.doubleTapTimeout
            events.append(GestureEvent(kind: .tap, state: .discrete, origin: pending.point, time: at))
            pendingTap = nil
        }
        if let wheel, time - wheel.lastTime >= GestureThresholds.wheelEndGap - eps {
            events.append(endWheel(at: wheel.lastTime + GestureThresholds.wheelEndGap))
        }
        return events.sortedByTime()
    }

    /// Feeds one mouse event stamped `time`; returns the gestures it completes or continues
    /// (after those that `advance(to: time)` reports).
    public mutating func handle(_ mouse: MouseEvent, at time: Double) -> [GestureEvent] {
        var events = advance(to: time)
        let point = CellPoint(x: mouse.x, y: mouse.y)
        if mouse.button == .wheelUp || mouse.button == .wheelDown {
            if mouse.action == .press || mouse.action == .click {
                events += wheelNotch(up: mouse.button == .wheelUp, at: point, time: time)
            }
            return events
        }
        if wheel != nil { events.append(endWheel(at: time)) }
        switch (mouse.button, mouse.action) {
        case (.right, .press):
            rightDown = true
            events.append(GestureEvent(kind: .twoFingerTap, state: .discrete, origin: point, time: time))
        case (.right, .release):
            rightDown = false
        case (.right, .click), (.right, .doubleClick):
            if !rightDown {
                events.append(GestureEvent(kind: .twoFingerTap, state: .discrete, origin: point, time: time))
            }
        case (.middle, _), (.right, _):
            break
        case (_, .press):
            events += press(at: point, modifiers: mouse.modifiers, time: time)
        case (_, .drag), (_, .move):
            events += move(to: point, modifiers: mouse.modifiers, time: time)
        case (_, .release):
            events += release(at: point, time: time)
        case (_, .click):
            events += press(at: point, modifiers: mouse.modifiers, time: time)
            events += release(at: point, time: time)
        case (_, .doubleClick):
            events += finishAny(at: point, time: time)
            pendingTap = nil
            events.append(GestureEvent(kind: .doubleTap, state: .discrete, origin: point, time: time))
        }
        return events
    }
}
