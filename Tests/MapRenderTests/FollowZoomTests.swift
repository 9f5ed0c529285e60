import Geo
import Testing
@testable import MapRender

@Suite struct FollowZoomTests {
    static func camera(tilt: Degrees = 45) -> Camera {
        Camera(centre: Coordinate(50, 0), zoom: 17, width: 120, height: 36).following(Coordinate(50, 0), heading: 0, tilt: tilt)
    }

    @Test func aFastRoadShowsMoreAheadThanATownStreet() {
        let street = FollowZoom.speedZoom(30 / 3.6), town = FollowZoom.speedZoom(50 / 3.6)
        let road = FollowZoom.speedZoom(100 / 3.6), motorway = FollowZoom.speedZoom(130 / 3.6)
        #expect(street == FollowZoom.streetZoom)
        #expect(town < street && road < town && motorway < road)
        #expect(abs((town - road) - 1) < 1e-9)  // twice the speed, one level out
        #expect(FollowZoom.speedZoom(300) == FollowZoom.minimumZoom)
        #expect(FollowZoom.speedZoom(.nan) == FollowZoom.streetZoom)
    }

    @Test func anUpcomingManeuverIsFramedByZoomingOut() throws {
        let cam = Self.camera()
        let none = FollowZoom.target(speed: 10, maneuverDistance: nil, camera: cam)
        let near = FollowZoom.target(speed: 10, maneuverDistance: 50, camera: cam)
        let ahead = FollowZoom.target(speed: 10, maneuverDistance: 120, camera: cam)
        let far = FollowZoom.target(speed: 10, maneuverDistance: 180, camera: cam)
        let beyond = FollowZoom.target(speed: 10, maneuverDistance: 5000, camera: cam)
        #expect(none == FollowZoom.streetZoom && near == none && beyond == none)
        #expect(ahead < none && far < ahead && far >= FollowZoom.minimumZoom)
        // At that zoom the maneuver 120 m straight ahead lands at the framing row.
        var c = cam
        c.zoom = ahead
        let p = try #require(c.project(Coordinate(50, 0).destination(distance: 120, bearing: 0)))
        #expect(abs(p.y - Double(c.height) * FollowZoom.maneuverRow) < 0.5)
    }

    @Test func easingIsSmoothMonotoneAndIgnoresJitter() {
        var z = FollowZoom(zoom: 17)
        var last = 17.0
        for _ in 0..<90 {  // 3 s at 30 fps towards 16
            z.advance(toward: 16, by: 1.0 / 30)
            #expect(z.zoom <= last && z.zoom >= 16)
            #expect(last - z.zoom <= FollowZoom.maxRate / 30 + 1e-12)
            last = z.zoom
        }
        #expect(z.zoom < 16.2)
        // Targets wobbling inside the dead band do not move the held target.
        let held = z.target
        for i in 0..<60 { z.advance(toward: held + (i.isMultiple(of: 2) ? 0.2 : -0.2), by: 1.0 / 30) }
        #expect(z.target == held)
        z.advance(toward: 15.5, by: .infinity)
        #expect(z.zoom == 15.5)
    }

    @Test func theSameClockGivesTheSameZooms() {
        func run() -> [Double] {
            var z = FollowZoom(zoom: 17), out: [Double] = []
            for i in 0..<100 { z.advance(toward: i < 50 ? 15.8 : 16.9, by: 0.05); out.append(z.zoom) }
            return out
        }
        #expect(run() == run())
    }
}
