import Foundation
import TermUI

/// Writes a gesture script from live input (`navsim gestures record`): keys become `key` lines, mouse gestures
/// become gesture lines, and the pauses between them `wait` lines.
///
/// Feed it every `InputEvent` and every recognized `GestureEvent`. Keyboard gestures are kept as their keys
/// (replaying the keys replays them); mouse gestures are kept as gestures, with the start time taken from the
/// press that began them.
public struct GestureRecorder {
    private struct Item {
        var start: Double
        var order: Int
        var command: ScriptCommand
    }

    private struct OpenGesture {
        var kind: GestureKind
        var origin: CellPoint
        var centre: CellPoint
        var start: Double
        var translation = CellVector.zero
        var scale = 1.0
        var rotation = 0.0
    }

    private var items: [Item] = []
    private var pressTimes: [Double] = []
    private var open: [GestureKind: OpenGesture] = [:]

    /// A recorder whose script starts with `size WIDTHxHEIGHT`.
    public init(width: Int, height: Int) {
        add(0, .size(width: width, height: height))
    }

    private mutating func add(_ start: Double, _ command: ScriptCommand) {
        items.append(Item(start: start, order: items.count, command: command))
    }

    /// Records raw input: keys and resizes as lines, left presses as the start times of mouse gestures.
    public mutating func record(_ input: InputEvent) {
        switch input {
        case .key(let key, let time): add(time, .key(key))
        case .resize(let w, let h, let time): add(time, .size(width: w, height: h))
        case .mouse(let m, let time):
            if m.button == .left, m.action == .press || m.action == .click {
                pressTimes = Array((pressTimes + [time]).suffix(2))
            }
        }
    }

    /// Records a recognized gesture (keyboard gestures are skipped: their keys are recorded).
    public mutating func record(_ event: GestureEvent) {
        guard event.source == .mouse else { return }
        let lastPress = pressTimes.last ?? event.time
        switch (event.kind, event.state) {
        case (.tap, _):
            // A mouse tap is reported a double-tap window after its release, often while the next press is handled.
            add(event.time - GestureThresholds.doubleTapTimeout - GestureSynthesizer.clickHold, .tap(.cell(event.origin)))
        case (.doubleTap, _): add(pressTimes.count == 2 ? pressTimes[0] : event.time, .doubleTap(.cell(event.origin)))
        case (.twoFingerTap, _): add(event.time, .twoFingerTap(.cell(event.origin)))
        case (_, .begin):
            let start = event.kind == .pinchRotate && event.scale != 1 && event.rotation == 0 ? event.time : min(lastPress, event.time)
            open[event.kind] = OpenGesture(kind: event.kind, origin: event.origin, centre: event.centre, start: start)
            accumulate(event)
        case (_, .update):
            accumulate(event)
        case (_, .end), (_, .discrete):
            accumulate(event)
            guard let gesture = open.removeValue(forKey: event.kind) else { return }
            close(gesture, at: event.time)
        }
    }

    private mutating func accumulate(_ event: GestureEvent) {
        guard var gesture = open[event.kind] else { return }
        gesture.translation = gesture.translation + event.translation
        gesture.scale *= event.scale
        gesture.rotation += event.rotation
        open[event.kind] = gesture
    }

    private mutating func close(_ g: OpenGesture, at end: Double) {
        let duration = Self.milliseconds(max(end - g.start, GestureSynthesizer.frameInterval))
        switch g.kind {
        case .longPress:
            add(g.start, .longPress(.cell(g.origin), duration: max(duration, GestureThresholds.longPressDuration)))
        case .pan:
            let to = CellPoint(x: g.origin.x + Int(g.translation.dx.rounded()), y: g.origin.y + Int(g.translation.dy.rounded()))
            add(g.start, .pan(from: .cell(g.origin), to: .cell(to), duration: duration))
        case .twoFingerPan:
            add(g.start, .twoFingerPan(dx: Int(g.translation.dx.rounded()), dy: Int(g.translation.dy.rounded()),
                                       at: .cell(g.origin), duration: duration))
        case .pinchRotate:
            add(g.start, .pinchRotate(at: .cell(g.centre), scale: (g.scale * 1e6).rounded() / 1e6,
                                      angle: (g.rotation * 1e3).rounded() / 1e3))
        case .tap, .doubleTap, .twoFingerTap:
            break
        }
    }

    private static func milliseconds(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }

    /// The recorded commands in time order, with `wait` lines for the pauses between them.
    public var commands: [ScriptCommand] {
        var synthesizer = GestureSynthesizer()
        var out: [ScriptCommand] = []
        var free: Double?
        for item in items.sorted(by: { ($0.start, $0.order) < ($1.start, $1.order) }) {
            if free == nil, case .size = item.command {
                out.append(item.command)
                continue
            }
            if let free, item.start - free >= 0.001 { out.append(.wait(Self.milliseconds(item.start - free))) }
            let settle = (try? synthesizer.synthesize(ScriptLine(line: 0, command: item.command), at: item.start).settle) ?? item.start
            free = max(free ?? settle, settle)
            out.append(item.command)
        }
        return out
    }

    /// The script text.
    public var script: String {
        "# recorded by navsim gestures record\n" + commands.map { $0.scriptText + "\n" }.joined()
    }
}
