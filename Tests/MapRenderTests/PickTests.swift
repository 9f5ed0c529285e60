import Geo
import MapData
import TermUI
import Testing
@testable import MapRender

@Suite struct PickTests {
    static func view(bearing: Degrees = 0, tilt: Degrees = 0) -> MapView {
        var v = MapViewTests.view(zoom: 15.5, bearing: bearing, tilt: tilt)
        v.camera.centre = TestTown.point(1.33, 1.35)
        v.markers = [MapMarker(coordinate: TestTown.point(1.8, 1.2))]
        return v
    }

    @Test(arguments: [(0.0, 0.0), (90, 0), (30, 45)])
    func pickFindsWhatIsDrawnUnderTheCell(bearing: Double, tilt: Double) throws {
        let v = Self.view(bearing: bearing, tilt: tilt)
        let cafe = try MapViewTests.cell(v, TestTown.point(1.3, 1.5))
        #expect(v.pick(x: cafe.x, y: cafe.y) == .poi(poi: 0, name: "Café Nord"))
        let marker = try MapViewTests.cell(v, TestTown.point(1.8, 1.2))
        #expect(v.pick(x: marker.x, y: marker.y) == .marker(index: 0))
        let car = try MapViewTests.cell(v, v.vehicle!.coordinate)
        #expect(v.pick(x: car.x, y: car.y) == .vehicle)
        // On the route (Oak Street, between Mill Lane and Harbour Street): the offset is 150 m + the way up.
        let onRoute = try MapViewTests.cell(v, TestTown.point(1, 1.5))
        guard case .route(let offset)? = v.pick(x: onRoute.x, y: onRoute.y) else {
            Issue.record("no route at \(onRoute): \(v.picks(x: onRoute.x, y: onRoute.y))")
            return
        }
        let a = try #require(v.camera.unproject(cellX: Double(onRoute.x), cellY: Double(onRoute.y)))
        let b = try #require(v.camera.unproject(cellX: Double(onRoute.x + 1), cellY: Double(onRoute.y + 1)))
        #expect(abs(offset - 225) < 2 * a.distance(to: b))
        #expect(v.picks(x: onRoute.x, y: onRoute.y).contains(.street(road: 5, name: "Oak Street")))
        #expect(v.pick(x: car.x + 10, y: car.y + 5, in: Rect(x: 10, y: 5, width: v.camera.width, height: v.camera.height)) == .vehicle)
        #expect(v.pick(x: 0, y: 0, in: Rect(x: 10, y: 5, width: 20, height: 20)) == nil)
        let church = try MapViewTests.cell(v, TestTown.point(2, 1.7))
        #expect(v.pick(x: church.x, y: church.y) == .street(road: 6, name: "Church Lane"))
    }

    @Test func emptyGroundAndTheSkyPickNothing() throws {
        let v = Self.view()
        let empty = try MapViewTests.cell(v, TestTown.point(1.6, 1.75))
        #expect(v.picks(x: empty.x, y: empty.y).isEmpty)
        var tilted = Self.view(tilt: 60)
        tilted.camera.anchor = Point2D(x: 0.5, y: 0.9)
        tilted.camera.height = 60
        #expect(tilted.camera.transform.horizonRow > 0)
        #expect(tilted.picks(x: 50, y: 0).isEmpty)
    }
}
