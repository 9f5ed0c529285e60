import Foundation
import TermUI

extension MouseGestureRecognizer {
    mutating func press(at point: CellPoint, modifiers: Modifiers, time: Double) -> [GestureEvent] {
        var events = finishAny(at: point, time: time)
        if let pending = pendingTap {
            pendingTap = nil
            let gap = time - pending.releaseTime
            if gap <= GestureThresholds.doubleTapTimeout + GestureThresholds.timeEpsilon,
               pending.point.cellDistance(to: point) <= GestureThresholds.doubleTapSlop {
                events.append(GestureEvent(kind: .doubleTap, state: .discrete, origin: pending.point, time: time))
                phase = .swallowing
                return events
            }
            events.append(GestureEvent(kind: .tap, state: .discrete, origin: pending.point, time: time))
        }
        phase = .pressed(Press(origin: point, time: time, modifiers: modifiers))
        return events
    }

    mutating func move(to point: CellPoint, modifiers: Modifiers, time: Double) -> [GestureEvent] {
        switch phase {
        case .idle, .swallowing:
            return []
        case .pressed(let press):
            let held = press.modifiers.union(modifiers)
            let usesModifier = held.contains(.shift) || held.contains(.control)
            let slop = usesModifier ? GestureThresholds.modifierDragSlop : GestureThresholds.touchSlop
            guard press.origin.cellDistance(to: point) > slop else { return [] }
            let kind: GestureKind = held.contains(.shift) ? .pinchRotate : held.contains(.control) ? .twoFingerPan : .pan
            var tracker = VelocityTracker()
            tracker.add(press.origin, at: press.time)
            tracker.add(point, at: time)
            var drag = Drag(kind: kind, origin: press.origin, last: press.origin, tracker: tracker)
            let event = report(&drag, state: .begin, to: point, time: time)
            phase = .dragging(drag)
            return [event]
        case .longPressing(let press, let last):
            guard point != last else { return [] }
            phase = .longPressing(press, last: point)
            return [GestureEvent(kind: .longPress, state: .update, origin: point, time: time)]
        case .dragging(var drag):
            guard point != drag.last else { return [] }
            drag.tracker.add(point, at: time)
            let event = report(&drag, state: .update, to: point, time: time)
            phase = .dragging(drag)
            return [event]
        }
    }

    mutating func release(at point: CellPoint, time: Double) -> [GestureEvent] {
        switch phase {
        case .idle:
            return []
        case .swallowing:
            phase = .idle
            return []
        case .pressed(let press):
            // Terminals that report no motion: a release away from the press is a whole drag.
            let started = move(to: point, modifiers: press.modifiers, time: time)
            guard started.isEmpty else { return started + finishAny(at: point, time: time) }
            phase = .idle
            pendingTap = (press.origin, time)
            return []
        case .longPressing, .dragging:
            return finishAny(at: point, time: time)
        }
    }

    /// Ends whatever the left button is doing (a release, or a press that arrives without one).
    mutating func finishAny(at point: CellPoint, time: Double) -> [GestureEvent] {
        defer { phase = .idle }
        switch phase {
        case .idle, .swallowing, .pressed:
            return []
        case .longPressing:
            return [GestureEvent(kind: .longPress, state: .end, origin: point, time: time)]
        case .dragging(var drag):
            drag.tracker.add(point, at: time)
            return [report(&drag, state: .end, to: point, time: time)]
        }
    }

    /// One report of a drag-driven gesture, carrying the movement since the previous report.
    func report(_ drag: inout Drag, state: GestureState, to point: CellPoint, time: Double) -> GestureEvent {
        let delta = CellVector(dx: Double(point.x - drag.last.x), dy: Double(point.y - drag.last.y))
        drag.last = point
        switch drag.kind {
        case .pinchRotate:
            return GestureEvent(kind: .pinchRotate, state: state, origin: drag.origin, time: time,
                                scale: Self.dragScale(cellsDown: delta.dy),
                                rotation: delta.dx * GestureThresholds.rotationDegreesPerCell)
        default:
            return GestureEvent(kind: drag.kind, state: state, origin: drag.origin, time: time,
                                translation: delta, velocity: drag.tracker.velocity)
        }
    }

    /// Zoom factor of a vertical shift+drag: up (negative cells) zooms in, one level per `dragCellsPerZoomLevel`.
    static func dragScale(cellsDown: Double) -> Double {
        cellsDown == 0 ? 1 : pow(2, -cellsDown / GestureThresholds.dragCellsPerZoomLevel)
    }

    mutating func wheelNotch(up: Bool, at point: CellPoint, time: Double) -> [GestureEvent] {
        var events: [GestureEvent] = []
        let scale = up ? GestureThresholds.wheelScalePerNotch : 1 / GestureThresholds.wheelScalePerNotch
        var state = GestureState.update
        if let current = wheel, current.centre != point {
            events.append(endWheel(at: time))
        }
        if wheel == nil { state = .begin }
        wheel = (point, time)
        events.append(GestureEvent(kind: .pinchRotate, state: state, origin: point, time: time, scale: scale))
        return events
    }

    mutating func endWheel(at time: Double) -> GestureEvent {
        let centre = wheel?.centre ?? CellPoint(x: 0, y: 0)
        wheel = nil
        return GestureEvent(kind: .pinchRotate, state: .end, origin: centre, time: time)
    }
}
