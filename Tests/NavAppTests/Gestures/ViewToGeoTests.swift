import Foundation
import Geo
import Gestures
import MapRender
import Testing
import TermUI
@testable import NavApp

/// View-to-geo through the app camera, and the default actions keeping their anchor fixed, at several bearings and tilts.
@Suite struct ViewToGeoTests {
    static let views: [(bearing: Degrees, tilt: Degrees)] = [0.0, 90, 225].flatMap { b in [0.0, 30, 60].map { (b, $0) } }

    static func camera(bearing: Degrees, tilt: Degrees) -> Camera {
        Camera(centre: GestureFixture.middle, zoom: 16, bearing: bearing, tilt: tilt, width: 99, height: 29)
    }

    /// Cells of the lower half (below any horizon up to 60° of tilt) and a few upper ones when flat.
    static let cells: [Point2D] = [(5, 28), (49, 14), (90, 20), (20, 16), (70, 27), (49, 25)].map { Point2D(x: Double($0.0) + 0.5, y: Double($0.1) + 0.5) }

    @Test(arguments: views)
    func cellToGeoAndBackIsTheSameCell(view: (bearing: Degrees, tilt: Degrees)) throws {
        let camera = Self.camera(bearing: view.bearing, tilt: view.tilt)
        for cell in Self.cells {
            let geo = try #require(camera.unproject(cellX: cell.x, cellY: cell.y), "cell \(cell) shows ground")
            let back = try #require(camera.project(geo))
            #expect(abs(back.x - cell.x) < 1e-6 && abs(back.y - cell.y) < 1e-6, "bearing \(view.bearing) tilt \(view.tilt): \(cell) → \(back)")
        }
    }

    @Test(arguments: views)
    func deliveredGesturesCarryTheGeoUnderTheirCell(view: (bearing: Degrees, tilt: Degrees)) throws {
        let f = try GestureFixture(bearing: view.bearing, tilt: view.tilt)
        f.key(.character("+"), at: 1)   // a double tap at the touch cursor (the middle of the map)
        let event = try #require(f.controller.delivered.last)
        let location = try #require(event.location)
        let area = try f.mapArea()
        let cursor = f.controller.recognizer.cursor
        #expect(event.origin == CellPoint(x: area.x + cursor.x, y: area.y + cursor.y))
        // Before the zoom: the camera of the fixture; the geo must project back onto the touched cell.
        let before = Camera(centre: GestureFixture.middle, zoom: 16, bearing: view.bearing, tilt: view.tilt,
                            width: area.width, height: area.height)
        let cell = try #require(before.project(Coordinate(location.latitude, location.longitude)))
        #expect(abs(cell.x - (Double(cursor.x) + 0.5)) < 1e-6 && abs(cell.y - (Double(cursor.y) + 0.5)) < 1e-6)
    }

    /// Double tap, pinch-rotate and pan keep the ground under their anchor cell (one fixture per view).
    @Test(arguments: views)
    func defaultActionsKeepTheTouchedGroundUnderTheFinger(view: (bearing: Degrees, tilt: Degrees)) throws {
        let f = try GestureFixture(bearing: view.bearing, tilt: view.tilt)
        let home = try f.camera()
        func reset() { f.core.dispatch(.moveCamera(home)) }
        try doubleTap(f, view)
        reset()
        try pinchRotate(f, view)
        reset()
        try pan(f)
    }

    private func doubleTap(_ f: GestureFixture, _ view: (bearing: Degrees, tilt: Degrees)) throws {
        let (x, y) = (70, 24)
        let before = try #require(try f.geo(atScreen: x, y))
        f.click(x, y, at: 1)
        f.click(x, y, at: 1.1)
        let after = try #require(try f.geo(atScreen: x, y))
        #expect(try f.camera().zoom == 17)
        #expect(before.distance(to: after) < 0.01, "double tap: moved \(before.distance(to: after)) m")
        #expect(f.core.state.cameraMode == .free)
    }

    private func pinchRotate(_ f: GestureFixture, _ view: (bearing: Degrees, tilt: Degrees)) throws {
        let (x, y) = (40, 22)
        let before = try #require(try f.geo(atScreen: x, y))
        // shift+drag 10 cells right (20°) and 5 up (half a level in).
        f.feed([f.mouse(.press, x, y, at: 3, modifiers: .shift), f.mouse(.drag, x + 10, y - 5, at: 3.1, modifiers: .shift),
                f.mouse(.release, x + 10, y - 5, at: 3.2, modifiers: .shift)])
        let camera = try f.camera()
        #expect(abs(camera.zoom - 16.5) < 1e-9)
        #expect(abs(remainder(camera.bearing - view.bearing - 20, 360)) < 1e-9)
        let after = try #require(try f.geo(atScreen: x, y))
        #expect(before.distance(to: after) < 0.01, "pinch-rotate: moved \(before.distance(to: after)) m")
    }

    private func pan(_ f: GestureFixture) throws {
        let grabbed = try #require(try f.geo(atScreen: 60, 25))
        // A drag from 60,25 to 40,22, one cell per step.
        var events = [f.mouse(.press, 60, 25, at: 5)]
        var t = 5.0
        for i in 1...20 {
            t += 0.1
            events.append(f.mouse(.drag, 60 - i, 25 - (i * 3) / 20, at: t))
        }
        events.append(f.mouse(.release, 40, 22, at: t))
        f.feed(events)   // checked before any momentum frame
        let under = try #require(try f.geo(atScreen: 40, 22))
        #expect(grabbed.distance(to: under) < 0.05, "pan: the grabbed point is \(grabbed.distance(to: under)) m from the finger")
    }
}
