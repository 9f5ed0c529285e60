import Foundation
import Geo
import Gestures
import MapRender
import TermUI

/// The app side of the map gestures: input events in, camera moves, picks, markers and log lines out.
///
/// It owns a `GestureRecognizer` sized to the map area (gesture cells are relative to the map's top-left cell,
/// as a map view's gesture coordinates are), the `Gestures` registry (delegates, default actions, family switches)
/// and the delegate log. Every delivered gesture is logged; when its default action is on it is applied to the
/// app's camera with `.moveCamera`: double tap zooms in at the touch point, two-finger tap zooms out about the
/// view centre, pan moves the map (then coasts with `PanMomentum`), two-finger pan tilts, pinch-rotate zooms and
/// rotates about its centre. A tap picks what is under it (`.picked`); a long press drops a marker (`.dropMarker`)
/// and offers "route here" (`R`): the app's actions for the two gestures that move no camera, switched off with
/// `disableDefaultAction(.tap)` / `(.longPress)` like the others. The live loop and the script runner use this same object.
///
/// The log and `delivered` use screen cells (what scripts and the mouse use); delegates get map-relative cells.
public final class GestureController {
    /// The registry: set delegates, switch default actions and families here.
    public let gestures: Gestures
    /// Recognition over map-relative cells (sized to the map area on the first input or frame).
    public private(set) var recognizer = GestureRecognizer(width: 1, height: 1)
    /// Delivered gestures for the log panel (screen cells).
    public private(set) var log = GestureLog(capacity: AppState.logCapacity)
    /// Every delivered gesture in order (screen cells), for script expectations; at most `deliveredCapacity`.
    public private(set) var delivered: [GestureEvent] = []
    /// Most gestures kept in `delivered` (the oldest go first).
    public static let deliveredCapacity = 10_000
    /// Double tap and two-finger tap run the custom `ZoomAnimation` instead of jumping one level.
    public var usesZoomAnimation = false
    /// Sees every input event the controller is offered (the recorder).
    public var onInput: ((InputEvent) -> Void)?
    /// Sees every recognized gesture before the family switches, in screen cells (the recorder).
    public var onGesture: ((GestureEvent) -> Void)?

    /// The glide after a released pan, while it runs.
    public internal(set) var momentum: PanMomentum?
    /// The custom zoom animation, while it runs.
    public internal(set) var animation: ZoomAnimation?
    /// The zoom animation's anchor (reset to the centre by a zoom out).
    public internal(set) var animator = ZoomAnimator()
    /// Where momentum frames move the map (cell space of the map area).
    var momentumPoint = Point2D(x: 0, y: 0)
    /// The mouse finger of a running pan (cell space), so each update moves the ground under it.
    var panFinger: Point2D?
    /// Time of the last motion frame (momentum, animation).
    var motionClock: Double?
    /// The family settings last followed (`followFamilySettings`): the defaults, all on.
    var followedFamilies = [true, true, true, true]
    private var controlPressed = false
    private var buttonDown = false
    private var sized = false

    /// Seconds between motion frames (60 Hz, `PanMomentum.frameInterval`).
    public static let frameInterval = PanMomentum.frameInterval

    /// A controller delivering through `gestures` (pass one to keep delegates and switches across sessions).
    public init(gestures: Gestures = Gestures()) {
        self.gestures = gestures
    }

    /// Whether momentum or the zoom animation still moves the camera.
    public var isMoving: Bool { momentum != nil || animation != nil }

    /// The map area of the screen the current state shows (not the last frame's: a panel or a resize since then
    /// counts), when there is a map on screen.
    func mapArea(_ core: NavAppCore, _ composer: ScreenComposer) -> Rect? {
        guard let l = composer.plan(core)?.layout, !l.tooSmall, !l.map.isEmpty else { return nil }
        return l.map
    }

    /// The camera the current state shows, sized to the map area (followed modes compute it from the drive).
    public func currentCamera(_ core: NavAppCore, _ composer: ScreenComposer) -> Camera? {
        guard let plan = composer.plan(core), !plan.layout.map.isEmpty else { return nil }
        return plan.camera
    }

    func currentCamera(_ core: NavAppCore, _ composer: ScreenComposer, _ area: Rect) -> Camera {
        ScreenComposer.camera(core, area: area)
    }

    /// Offers one input event; returns true when the gestures consumed it (the app then ignores it).
    /// Clicks on the app's controls (Re-centre, compass) and input outside the map are left to the app.
    @discardableResult
    public func handle(_ input: InputEvent, core: NavAppCore, composer: ScreenComposer) -> Bool {
        onInput?(input)
        guard let area = mapArea(core, composer) else { return false }
        process(syncSize(area, time: input.time), core, composer, area)
        switch input {
        case .key(let key, _):
            if core.state.showDirections, key == .pageUp || key == .pageDown { return false }
            let before = recognizer.cursor
            process(recognizer.handle(input), core, composer, area)
            guard GestureBindings.isGestureKey(key) else { return false }
            let cursor = recognizer.cursor
            if cursor != before || core.state.touchCursor == nil {
                core.dispatch(.touchCursorMoved(x: area.x + cursor.x, y: area.y + cursor.y))
            }
            return true
        case .mouse(let m, let time):
            return handleMouse(m, time: time, core, composer, area)
        case .resize:
            return false
        }
    }

    private func handleMouse(_ m: MouseEvent, time: Double, _ core: NavAppCore, _ composer: ScreenComposer, _ area: Rect) -> Bool {
        let isLeft = m.button == .left
        if isLeft, !buttonDown, m.action == .press || m.action == .click, composer.control(atX: m.x, y: m.y, in: core) != nil {
            controlPressed = m.action == .press
            return false
        }
        if controlPressed {
            if isLeft, m.action == .release { controlPressed = false }
            return false
        }
        let inside = area.contains(x: m.x, y: m.y)
        guard inside || buttonDown else { return false }
        switch (m.button, m.action) {
        case (.left, .press):
            buttonDown = true
            momentum = nil
        case (.left, .release), (.left, .click), (.left, .doubleClick):
            buttonDown = false
        default: break
        }
        var local = m
        local.x = min(max(m.x - area.x, 0), area.width - 1)
        local.y = min(max(m.y - area.y, 0), area.height - 1)
        process(recognizer.handle(.mouse(local, time: time)), core, composer, area)
        return true
    }

    /// One turn of the loop at `time`: gestures that time alone settles (taps, long presses, ends of key pans and
    /// wheel zooms), then the 60 Hz frames of momentum and the zoom animation due by then.
    /// - Returns: whether anything changed, and when the controller wants the next turn (seconds from `time`).
    @discardableResult
    public func frame(at time: Double, core: NavAppCore, composer: ScreenComposer) -> (changed: Bool, nextIn: Double?) {
        guard let area = mapArea(core, composer) else { return (false, nil) }
        var changed = false
        let settled = syncSize(area, time: time) + recognizer.advance(to: time)
        if !settled.isEmpty {
            changed = true
            process(settled, core, composer, area)
        }
        // The map area can move (header rows come and go): keep the shown touch cursor on the recognizer's.
        if let shown = core.state.touchCursor {
            let cursor = recognizer.cursor
            if shown.x != area.x + cursor.x || shown.y != area.y + cursor.y {
                core.dispatch(.touchCursorMoved(x: area.x + cursor.x, y: area.y + cursor.y))
                changed = true
            }
        }
        if isMoving {
            var clock = motionClock ?? time
            while isMoving, time - clock >= Self.frameInterval - GestureThresholds.timeEpsilon {
                clock += Self.frameInterval
                playMotionFrame(core, composer, area)
                changed = true
            }
            motionClock = clock
        }
        var next = recognizer.nextDeadline.map { max(0, $0 - time) + 0.001 }
        if isMoving { next = min(next ?? Self.frameInterval, Self.frameInterval) }
        return (changed, next)
    }

    /// Reports what time alone settles by `time`, without playing motion frames (the script runner's line ends).
    public func settle(at time: Double, core: NavAppCore, composer: ScreenComposer) {
        guard let area = mapArea(core, composer) else { return }
        process(syncSize(area, time: time) + recognizer.advance(to: time), core, composer, area)
    }

    /// Keeps the recognizer the size of the map area (the touch cursor starts in its middle and stays inside it).
    private func syncSize(_ area: Rect, time: Double) -> [GestureEvent] {
        guard sized else {
            sized = true
            recognizer = GestureRecognizer(width: area.width, height: area.height)
            return []
        }
        guard recognizer.keyboard.width != area.width || recognizer.keyboard.height != area.height else { return [] }
        return recognizer.handle(.resize(width: area.width, height: area.height, time: time))
    }

    /// A gesture in screen cells (origin and centre moved by the map area's corner).
    static func onScreen(_ e: GestureEvent, _ area: Rect) -> GestureEvent {
        var s = e
        s.origin = CellPoint(x: e.origin.x + area.x, y: e.origin.y + area.y)
        s.centre = CellPoint(x: e.centre.x + area.x, y: e.centre.y + area.y)
        return s
    }

    /// Delivers recognized gestures: family filter, geo location, delegate, log, then the default action.
    func process(_ events: [GestureEvent], _ core: NavAppCore, _ composer: ScreenComposer, _ area: Rect) {
        if !events.isEmpty { followFamilySettings(core.settings) }
        for event in events {
            onGesture?(Self.onScreen(event, area))
            if event.kind != .tap { momentum = nil }
            guard let passed = gestures.filtered(event) else { continue }
            let camera = currentCamera(core, composer, area)
            let lookup: GestureGeoLookup = { x, y in
                camera.unproject(cellX: Double(x) + 0.5, cellY: Double(y) + 0.5)
                    .map { GestureLocation(latitude: $0.latitude, longitude: $0.longitude) }
            }
            gestures.geoLookup = lookup
            let located = passed.location == nil ? passed.located(by: lookup) : passed
            let apply = gestures.dispatch(located)
            record(Self.onScreen(located, area), core)
            if let apply { applyDefault(apply, camera: camera, core, composer, area) }
        }
    }

    private func record(_ event: GestureEvent, _ core: NavAppCore) {
        log.append(event)
        delivered.append(event)
        if delivered.count > Self.deliveredCapacity { delivered.removeFirst(delivered.count - Self.deliveredCapacity) }
        if let line = log.lines(last: 1).first { core.dispatch(.gestureLogged(line)) }
    }

    /// Forgets the delivered gestures and the log (not the registry).
    public func clearLog() {
        delivered = []
        log = GestureLog(capacity: AppState.logCapacity)
    }
}
