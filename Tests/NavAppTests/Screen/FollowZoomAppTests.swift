import Geo
import MapRender
import Testing
import TermUI
import TestSupport
@testable import NavApp

/// The follow camera's zoom in the app: driven by the drive's speed and maneuvers on the app's clock, never by a frame.
@Suite struct FollowZoomAppTests {
    static func zooms(_ core: NavAppCore, seconds: Int) -> [Double] {
        core.dispatch(.screenResized(Size(width: 120, height: 40)))
        var out: [Double] = []
        for _ in 0..<(seconds * 30) {
            core.tick(wall: 1.0 / 30)
            if let z = ScreenComposer().plan(core)?.camera?.zoom { out.append(z) }
        }
        return out
    }

    @Test func theDemoZoomsOutOnTheFastRoadSmoothlyAndTheSameEveryRun() throws {
        let zooms = Self.zooms(try DemoFixture.core(), seconds: 20)
        #expect(zooms.count == 600)
        // The demo starts on a 100 km/h road: the camera ends well out of the street zoom.
        #expect(try #require(zooms.last) < FollowZoom.streetZoom - 0.5)
        // No frame jumps more than the easing allows (the clock is 1/30 s per frame).
        for (a, b) in zip(zooms, zooms.dropFirst()) { #expect(abs(b - a) <= FollowZoom.maxRate / 30 + 1e-9) }
        #expect(Self.zooms(try DemoFixture.core(), seconds: 20) == zooms)
    }

    @Test func theUsersOwnCameraIsLeftAloneUntilReCentred() throws {
        let core = try DemoFixture.core()
        _ = Self.zooms(core, seconds: 2)
        var mine = try #require(ScreenComposer().plan(core)?.camera)
        mine.zoom = 18.5
        core.dispatch(.moveCamera(mine))
        _ = Self.zooms(core, seconds: 5)
        #expect(ScreenComposer().plan(core)?.camera?.zoom == 18.5)
        core.dispatch(.recenter)
        _ = Self.zooms(core, seconds: 1)
        #expect(try #require(ScreenComposer().plan(core)?.camera?.zoom) < 18)
    }

    @Test func aZoomGestureWhileFollowingKeepsFollowingAtTheUsersZoomOverTheAutoZoom() throws {
        let f = try GestureFixture(drive: true)
        f.core.dispatch(.recenter)
        for _ in 0..<60 { f.core.tick(wall: 1.0 / 30) }
        func zooms() throws -> (shown: Double, auto: Double) {
            let shown = try #require(f.composer.plan(f.core)?.camera?.zoom)
            return (shown, try #require(f.core.state.followZoom?.zoom))
        }
        #expect(try zooms().shown == zooms().auto)
        f.key(.character("+"), at: 3)                               // a double tap: one level in
        #expect(f.core.state.cameraMode == .follow(tilted: true), "the camera still follows the vehicle")
        #expect(abs(try zooms().shown - zooms().auto - 1) < 1e-9)
        // The drive goes on: the auto-zoom still moves with speed, the user's level stays on top of it.
        for _ in 0..<(10 * 30) { f.core.tick(wall: 1.0 / 30) }
        #expect(abs(try zooms().shown - zooms().auto - 1) < 1e-9)
        f.key(.character("-"), at: 14)
        f.key(.character("-"), at: 15)
        #expect(abs(try zooms().shown - zooms().auto + 1) < 1e-9)
        let vehicle = try #require(f.core.session.state.map { DriveSession.vehicle($0).0 })
        let camera = try #require(f.composer.plan(f.core)?.camera)
        #expect(camera.centre.distance(to: vehicle) < 1, "still centred on the vehicle")
        f.core.dispatch(.recenter)                                   // re-centre: back to the auto-zoom alone
        #expect(try zooms().shown == zooms().auto)
        // A pan still hands the camera to the user.
        f.key(.right, at: 20)
        f.frames(from: 20, to: 21)
        #expect(f.core.state.cameraMode == .free)
    }
}
