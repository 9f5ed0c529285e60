import Geo
import Testing
@testable import MapRender

@Suite struct CameraTests {
    static let bearings: [Degrees] = [0, 45, 90, 180, 270]
    static let tilts: [Degrees] = [0, 30, 60]
    static let zooms: [Double] = [12, 14, 16, 17.5, 19]

    @Test func projectThenUnprojectReturnsTheSameCoordinateAtEveryBearingTiltAndZoom() throws {
        let centre = Coordinate(50.37, -4.14)
        for b in Self.bearings {
            for tilt in Self.tilts {
                for z in Self.zooms {
                    let cam = Camera(centre: centre, zoom: z, bearing: b, tilt: tilt, width: 120, height: 40,
                                     anchor: Point2D(x: 0.5, y: 0.7))
                    for (cx, cy) in [(10.0, 30.0), (60.0, 28.0), (100.5, 39.5), (3.25, 20.0), (60.0, 15.0)] {
                        let c = try #require(cam.unproject(cellX: cx, cellY: cy), "b \(b) t \(tilt) z \(z) cell \(cx),\(cy)")
                        let p = try #require(cam.project(c))
                        #expect(abs(p.x - cx) < 1e-6 && abs(p.y - cy) < 1e-6, "b \(b) t \(tilt) z \(z): \(cx),\(cy) -> \(p)")
                    }
                    for k in [0.0, 3, 10] {
                        let c = centre.destination(distance: k * cam.metersPerCell, bearing: 33)
                        let p = try #require(cam.project(c))
                        let back = try #require(cam.unproject(cellX: p.x, cellY: p.y))
                        #expect(back.distance(to: c) < 0.01, "b \(b) t \(tilt) z \(z) k \(k)")
                    }
                }
            }
        }
    }

    @Test func centreAppearsAtTheAnchor() throws {
        let cam = Camera(centre: Coordinate(50, 0), zoom: 16, bearing: 70, tilt: 45, width: 100, height: 30, anchor: Point2D(x: 0.5, y: 0.7))
        let p = try #require(cam.project(cam.centre))
        #expect(abs(p.x - 50.5) < 1e-9 && abs(p.y - 21.5) < 1e-9)
    }

    @Test func bearingPointsTheHeadingUpTheScreen() throws {
        let centre = Coordinate(50, 0)
        for b: Degrees in [0, 45, 90, 180, 270] {
            let cam = Camera(centre: centre, zoom: 16, bearing: b, width: 80, height: 24)
            let ahead = try #require(cam.project(centre.destination(distance: 50, bearing: b)))
            let right = try #require(cam.project(centre.destination(distance: 50, bearing: b + 90)))
            #expect(abs(ahead.x - 40.5) < 0.05 && ahead.y < 12 - 1, "bearing \(b): ahead at \(ahead)")
            #expect(abs(right.y - 12.5) < 0.05 && right.x > 40 + 1, "bearing \(b): right at \(right)")
        }
    }

    @Test func flatScaleMatchesWebMercatorAndCellAspect() throws {
        let centre = Coordinate(50, 0)
        let cam = Camera(centre: centre, zoom: 16, width: 80, height: 24)
        let mpp = WebMercator.metersPerPixel(latitude: 50, zoom: 16)
        let east = try #require(cam.project(centre.destination(distance: mpp * 20, bearing: 90)))
        let north = try #require(cam.project(centre.destination(distance: mpp * 20, bearing: 0)))
        // 0.02: Mercator's sphere (6 378 137 m) is 0.11 % larger than the mean-radius sphere of `destination`.
        #expect(abs(east.x - 50.5) < 0.02)   // 20 px = 10 cells of 2 px
        #expect(abs(north.y - 7.5) < 0.02)   // 20 px = 5 cells of 4 px
    }

    @Test func tiltMakesFartherGroundSmallerAndHidesTheSkyAndBehindTheCamera() throws {
        let centre = Coordinate(50, 0)
        let cam = Camera(centre: centre, zoom: 16, tilt: 60, width: 80, height: 24, anchor: Point2D(x: 0.5, y: 0.7))
        let near = try #require(cam.project(centre.destination(distance: 20, bearing: 0)))
        let far = try #require(cam.project(centre.destination(distance: 2000, bearing: 0)))
        let nearW = try #require(cam.project(centre.destination(distance: 20, bearing: 0).destination(distance: 10, bearing: 90)))
        let farW = try #require(cam.project(centre.destination(distance: 2000, bearing: 0).destination(distance: 10, bearing: 90)))
        #expect(far.y < near.y)
        #expect(farW.x - far.x < nearW.x - near.x)
        let horizon = cam.transform.horizonRow
        #expect(far.y > horizon)
        #expect(cam.unproject(cellX: 40, cellY: horizon - 0.5) == nil)
        #expect(cam.project(centre.destination(distance: 100_000, bearing: 180)) == nil)
    }

    @Test func overviewFitsTheBoxInsideThePadding() throws {
        let box = BoundingBox(minLatitude: 50, minLongitude: 0, maxLatitude: 50.02, maxLongitude: 0.05)
        let cam = Camera(centre: Coordinate(0, 0), zoom: 3, bearing: 90, tilt: 40, width: 100, height: 30).fitting(box, padding: 3)
        #expect(cam.bearing == 0 && cam.tilt == 0)
        for c in [Coordinate(50, 0), Coordinate(50.02, 0.05), Coordinate(50, 0.05), Coordinate(50.02, 0)] {
            let p = try #require(cam.project(c))
            #expect(p.x >= 3 - 1e-6 && p.x <= 97 + 1e-6 && p.y >= 3 - 1e-6 && p.y <= 27 + 1e-6, "\(c) at \(p)")
        }
        var bigger = cam
        bigger.zoom += 0.1
        let corners = [Coordinate(50, 0), Coordinate(50.02, 0.05)].compactMap { bigger.project($0) }
        #expect(corners.contains { $0.x < 3 || $0.x > 97 || $0.y < 3 || $0.y > 27 })
    }

    @Test func followKeepsTheVehicleAtTheAnchorHeadingUp() throws {
        let v = Coordinate(50.001, 0.002)
        let cam = Camera(centre: Coordinate(50, 0), width: 120, height: 40).following(v, heading: 135)
        let p = try #require(cam.project(v))
        #expect(abs(p.x - 60.5) < 1e-9 && abs(p.y - 28.5) < 1e-9)
        #expect(cam.bearing == 135 && cam.tilt == Camera.followTilt)
        let ahead = try #require(cam.project(v.destination(distance: 30, bearing: 135)))
        #expect(abs(ahead.x - 60.5) < 0.05 && ahead.y < 28)
    }

    @Test func zoomAboutACellKeepsTheGroundUnderIt() throws {
        let cam = Camera(centre: Coordinate(50, 0), zoom: 15, bearing: 30, tilt: 30, width: 100, height: 30)
        let before = try #require(cam.unproject(cellX: 20, cellY: 22))
        let z = cam.zoomed(by: 1.3, about: 20, 22)
        let after = try #require(z.unproject(cellX: 20, cellY: 22))
        #expect(before.distance(to: after) < 0.01)
        #expect(abs(z.zoom - 16.3) < 1e-9)
    }

    @Test func valuesAreClampedAndNormalized() {
        var cam = Camera(centre: Coordinate(50, 0), zoom: 30, bearing: -90, tilt: 80)
        #expect(cam.zoom == 22 && cam.bearing == 270 && cam.tilt == 60)
        cam.zoom = -3
        cam.tilt = -1
        cam.bearing = 725
        #expect(cam.zoom == 0 && cam.tilt == 0 && cam.bearing == 5)
    }
}

@Suite struct CameraGestureTests {
    @Test(arguments: [0.0, 30, 60])
    func rotateAndPanKeepTheGroundUnderTheFinger(tilt: Double) throws {
        let cam = Camera(centre: Coordinate(51.02, -1.05), zoom: 16, bearing: 10, tilt: tilt, width: 120, height: 40)
        let before = try #require(cam.unproject(cellX: 80, cellY: 30))
        let r = cam.rotated(by: 35, about: 80, 30)
        #expect(r.bearing == 45)
        #expect(try #require(r.unproject(cellX: 80, cellY: 30)).distance(to: before) < 0.01)
        let p = cam.panned(from: Point2D(x: 80, y: 30), to: Point2D(x: 50, y: 25))
        #expect(try #require(p.unproject(cellX: 50, cellY: 25)).distance(to: before) < 0.01)
        let t = cam.tilted(by: 100)
        #expect(t.tilt == 60 && t.centre == cam.centre)
    }
}

@Suite struct CameraOverviewTests {
    @Test func overviewOfTheRestOfARouteFitsFromTheVehicleToTheDestination() throws {
        let route = try #require(Harbourne.cityDrive.first)
        let base = Camera(centre: Harbourne.marketCross, width: 100, height: 30)
        let whole = base.fitting(route, padding: 2)
        let rest = base.fitting(route, from: route.length * 0.8, padding: 2)
        #expect(rest.zoom > whole.zoom)
        for c in [route.geometry.coordinate(at: route.length * 0.8), route.geometry.last] {
            let coordinate = try #require(c)
            let p = try #require(rest.project(coordinate))
            #expect(p.x >= 2 && p.x <= 98 && p.y >= 2 && p.y <= 28)
        }
        let box = try #require(whole.visibleBounds)
        #expect(route.geometry.coordinates.allSatisfy(box.contains))
    }
}
