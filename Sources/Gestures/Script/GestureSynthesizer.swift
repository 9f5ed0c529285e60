import Foundation
import TermUI

/// The input events that a script command stands for, on virtual time.
public struct SynthesizedInput: Sendable, Hashable {
    /// Mouse, key and resize events, in time order.
    public var events: [InputEvent]
    /// When the gesture is fully recognized: call `GestureRecognizer.advance(to: settle)` before the next
    /// command (which starts at `settle`).
    public var settle: Double
}

/// Expands gesture script commands into the timestamped input events that `GestureRecognizer` turns back
/// into exactly those gestures: a tap is a press and a release, a pan a press, drags every
/// `frameInterval`, and a release; a two-finger pan is a ctrl+drag, a pinch-rotate a shift+drag, a two-finger
/// tap a right click.
public struct GestureSynthesizer {
    /// Time between drag samples, in seconds (one 60 Hz frame, rounded to the 16 ms terminals commonly report).
    public static let frameInterval: Double = 0.016
    /// How long a synthesized click holds the button, in seconds.
    public static let clickHold: Double = 0.05
    /// From the first press to the second of a synthesized double tap, in seconds.
    public static let doubleTapSpacing: Double = 0.1
    /// Duration of the shift+drag of a pinch-rotate, in seconds.
    public static let pinchDuration: Double = 0.3
    /// Time a `key` line takes, in seconds (shorter than `keyRepeatGap`, so arrow lines in a row make one pan).
    public static let keyInterval: Double = 0.05

    /// The view size (follows `size` lines).
    public var width: Int
    public var height: Int
    /// Where a geographic script point is on the screen (the app's geo-to-view); nil places nothing.
    public var locate: (GestureLocation) -> CellPoint?

    public init(width: Int = 100, height: Int = 30, locate: @escaping (GestureLocation) -> CellPoint? = { _ in nil }) {
        self.width = width
        self.height = height
        self.locate = locate
    }

    /// The drag of a pinch-rotate as a shift+drag can express it (whole cells): `dx` turns by
    /// `rotationDegreesPerCell` each, `dy` zooms a level per `dragCellsPerZoomLevel` (up = in).
    /// - Returns: the cell offsets and the scale and angle they produce.
    public static func pinchDrag(scale: Double, angle: Double) -> (dx: Int, dy: Int, scale: Double, angle: Double) {
        let dx = Int((angle / GestureThresholds.rotationDegreesPerCell).rounded())
        let dy = Int((-log2(scale) * GestureThresholds.dragCellsPerZoomLevel).rounded())
        return (dx, dy, MouseGestureRecognizer.dragScale(cellsDown: Double(dy)),
                Double(dx) * GestureThresholds.rotationDegreesPerCell)
    }

    /// The events of one command starting at `time`.
    /// - Throws: `GestureScriptError` (on `line.line`) when the gesture cannot be expressed: a point off the
    ///   screen or not placeable, a pan too short or too slow to be told from a tap or long press.
    public mutating func synthesize(_ line: ScriptLine, at time: Double, file: String = "script") throws(GestureScriptError) -> SynthesizedInput {
        func fail(_ message: String) -> GestureScriptError { GestureScriptError(file: file, line: line.line, message: message) }
        let (w, h) = (width, height)
        func inside(_ c: CellPoint) throws(GestureScriptError) -> CellPoint {
            guard c.x >= 0, c.y >= 0, c.x < w, c.y < h else { throw fail("\(c.x),\(c.y) is outside the \(w)x\(h) view") }
            return c
        }
        func cell(_ point: ScriptPoint) throws(GestureScriptError) -> CellPoint {
            switch point {
            case .cell(let c): return try inside(c)
            case .geo(let g):
                guard let c = locate(g) else { throw fail("\(g.latitude),\(g.longitude) is not on the screen") }
                return try inside(c)
            }
        }
        let frame = Self.frameInterval
        func mouse(_ action: MouseAction, _ button: MouseButton, _ p: CellPoint, _ t: Double, _ mods: Modifiers = []) -> InputEvent {
            .mouse(MouseEvent(action: action, button: button, x: p.x, y: p.y, modifiers: mods), time: t)
        }
        switch line.command {
        case .size(let w, let h):
            width = w
            height = h
            return SynthesizedInput(events: [.resize(width: w, height: h, time: time)], settle: time)
        case .tap(let p):
            let c = try cell(p)
            let up = time + Self.clickHold
            return SynthesizedInput(events: [mouse(.press, .left, c, time), mouse(.release, .left, c, up)],
                                    settle: up + GestureThresholds.doubleTapTimeout + frame)
        case .doubleTap(let p):
            let c = try cell(p)
            let second = time + Self.doubleTapSpacing
            return SynthesizedInput(events: [mouse(.press, .left, c, time), mouse(.release, .left, c, time + Self.clickHold),
                                             mouse(.press, .left, c, second), mouse(.release, .left, c, second + Self.clickHold)],
                                    settle: second + Self.clickHold + frame)
        case .twoFingerTap(let p):
            let c = try cell(p)
            let up = time + Self.clickHold
            return SynthesizedInput(events: [mouse(.press, .right, c, time), mouse(.release, .right, c, up)], settle: up + frame)
        case .longPress(let p, let duration):
            let c = try cell(p)
            return SynthesizedInput(events: [mouse(.press, .left, c, time), mouse(.release, .left, c, time + duration)],
                                    settle: time + duration + frame)
        case .pan(let a, let b, let duration):
            let events = try drag(from: try cell(a), to: try cell(b), duration: duration, modifiers: [], at: time, fail: fail)
            return SynthesizedInput(events: events, settle: time + duration + frame)
        case .twoFingerPan(let dx, let dy, let at, let duration):
            let origin = try at.map { p throws(GestureScriptError) in try cell(p) } ?? CellPoint(x: width / 2, y: height / 2)
            let end = try inside(CellPoint(x: origin.x + dx, y: origin.y + dy))
            let events = try drag(from: origin, to: end, duration: duration, modifiers: .control, at: time, fail: fail)
            return SynthesizedInput(events: events, settle: time + duration + frame)
        case .pinchRotate(let p, let scale, let angle):
            let c = try cell(p)
            let plan = Self.pinchDrag(scale: scale, angle: angle)
            guard plan.dx != 0 || plan.dy != 0 else {
                throw fail("scale \(scale) angle \(angle) is smaller than one cell of shift+drag "
                           + "(\(ScriptText.number(GestureThresholds.rotationDegreesPerCell))° or 2^(1/\(ScriptText.number(GestureThresholds.dragCellsPerZoomLevel))))")
            }
            let end = try inside(CellPoint(x: c.x + plan.dx, y: c.y + plan.dy))
            let events = try drag(from: c, to: end, duration: Self.pinchDuration, modifiers: .shift, at: time, fail: fail)
            return SynthesizedInput(events: events, settle: time + Self.pinchDuration + frame)
        case .key(let key):
            return SynthesizedInput(events: [.key(key, time: time)], settle: time + Self.keyInterval)
        case .wait(let seconds):
            return SynthesizedInput(events: [], settle: time + seconds)
        case .map, .route, .camera, .setDefaultAction, .setFamily, .setFeature, .scheme, .expect, .rasterLayer, .incident, .setting:
            return SynthesizedInput(events: [], settle: time)
        }
    }

    /// Press at `from`, a drag every frame along the straight line (rounded to cells, repeats skipped), release at `to`.
    private func drag(from: CellPoint, to: CellPoint, duration: Double, modifiers: Modifiers, at time: Double,
                      fail: (String) -> GestureScriptError) throws(GestureScriptError) -> [InputEvent] {
        let slop = modifiers.isEmpty ? GestureThresholds.touchSlop : GestureThresholds.modifierDragSlop
        guard from.cellDistance(to: to) > slop else {
            throw fail("moves \(from.cellDistance(to: to)) cell(s); a drag must move more than \(slop) (less is a tap)")
        }
        var events: [InputEvent] = [.mouse(MouseEvent(action: .press, button: .left, x: from.x, y: from.y, modifiers: modifiers), time: time)]
        let steps = max(1, Int((duration / Self.frameInterval).rounded()))
        var last = from
        var started: Double?
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            let p = CellPoint(x: Int((Double(from.x) + Double(to.x - from.x) * f).rounded()),
                              y: Int((Double(from.y) + Double(to.y - from.y) * f).rounded()))
            guard p != last else { continue }
            let t = step == steps ? time + duration : time + duration * f
            events.append(.mouse(MouseEvent(action: .drag, button: .left, x: p.x, y: p.y, modifiers: modifiers), time: t))
            last = p
            if started == nil, from.cellDistance(to: p) > slop { started = t }
        }
        if modifiers.isEmpty, let started, started - time >= GestureThresholds.longPressDuration - GestureThresholds.timeEpsilon {
            throw fail("too slow: it would be a long press before it moves \(slop + 1) cells; shorten the duration")
        }
        events.append(.mouse(MouseEvent(action: .release, button: .left, x: to.x, y: to.y, modifiers: modifiers), time: time + duration))
        return events
    }
}
