import Foundation
import Geo
import Gestures
import MapData
import MapRender
import TermUI
@testable import NavApp

/// A map-only app on the embedded town (or the demo drive with a free camera), its composer and a gesture
/// controller, with a rendered first frame.
final class GestureFixture {
    static let town: OSMMap? = try? OSMMap.defaultTown()
    /// The middle of the town, where the fixture's camera looks.
    static let middle = Coordinate(51.02, -1.05)

    let core: NavAppCore
    let composer: ScreenComposer
    let controller: GestureController
    let backend: TestBackend
    let loop: AppRunLoop
    var width: Int
    var height: Int

    init(width: Int = 100, height: Int = 30, zoom: Double = 16, bearing: Degrees = 0, tilt: Degrees = 0,
         gestures: Gestures = Gestures(), drive: Bool = false) throws {
        guard let town = Self.town else { throw FixtureError.noTown }
        let session = drive ? try DriveSession(map: town, spec: .harbourneDemo, startTimeOfDay: 12 * 3600) : DriveSession(mapOnly: town)
        core = NavAppCore(session: session, camera: Camera(centre: Self.middle, zoom: zoom, bearing: bearing, tilt: tilt))
        core.dispatch(.moveCamera(core.state.camera))
        var screen = ScreenOptions()
        screen.headerEnabled = false
        screen.footerEnabled = false
        composer = ScreenComposer(options: screen)
        controller = GestureController(gestures: gestures)
        backend = TestBackend(width: width, height: height)
        loop = AppRunLoop(core: core, composer: composer, backend: backend, fps: 0, now: { 0 })
        loop.attachGestures(controller)
        self.width = width
        self.height = height
        render()
    }

    enum FixtureError: Error { case noTown, noMap }

    @discardableResult
    func render() -> Buffer {
        if core.state.screenSize != Size(width: width, height: height) { core.dispatch(.screenResized(Size(width: width, height: height))) }
        return composer.render(core, width: width, height: height)
    }

    var screenText: String { render().text }

    /// The map area of the last frame.
    func mapArea() throws -> Rect {
        guard let l = composer.plan(core)?.layout, !l.tooSmall else { throw FixtureError.noMap }
        return l.map
    }

    /// The camera the screen shows (sized to the map area).
    func camera() throws -> Camera {
        guard let c = controller.currentCamera(core, composer) else { throw FixtureError.noMap }
        return c
    }

    /// Feeds input through the loop as the backend would deliver it (gestures first, then the app).
    func feed(_ events: [InputEvent]) {
        for e in events { loop.inject(e) }
    }

    func key(_ k: Key, at time: Double) { feed([.key(k, time: time)]) }

    func mouse(_ action: MouseAction, _ button: MouseButton, _ x: Int, _ y: Int, at time: Double,
               modifiers: Modifiers = []) -> InputEvent {
        .mouse(MouseEvent(action: action, button: button, x: x, y: y, modifiers: modifiers), time: time)
    }

    /// A left-button mouse event.
    func mouse(_ action: MouseAction, _ x: Int, _ y: Int, at time: Double, modifiers: Modifiers = []) -> InputEvent {
        mouse(action, .left, x, y, at: time, modifiers: modifiers)
    }

    /// A left click (press, release) at a screen cell.
    func click(_ x: Int, _ y: Int, at time: Double) {
        feed([mouse(.press, x, y, at: time), mouse(.release, x, y, at: time + 0.05)])
    }

    /// Plays loop turns every 1/60 s from `from` to `to` (settled gestures, momentum, animation).
    func frames(from: Double, to: Double) {
        var t = from
        while t <= to + 1e-9 {
            controller.frame(at: t, core: core, composer: composer)
            t += 1.0 / 60
        }
    }

    /// The geographic position under a screen cell's centre.
    func geo(atScreen x: Int, _ y: Int) throws -> Coordinate? {
        let area = try mapArea()
        return try camera().unproject(cellX: Double(x - area.x) + 0.5, cellY: Double(y - area.y) + 0.5)
    }
}

/// Records what a delegate receives.
final class RecordingDelegate: TapDelegate, DoubleTapDelegate, LongPressDelegate, PanDelegate {
    var events: [GestureEvent] = []
    func didTap(_ event: GestureEvent) { events.append(event) }
    func didDoubleTap(_ event: GestureEvent) { events.append(event) }
    func didLongPress(_ event: GestureEvent) { events.append(event) }
    func didPan(_ event: GestureEvent) { events.append(event) }
}
