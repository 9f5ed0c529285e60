import Testing
@testable import Geo

@Suite struct CoordinateTests {
    // Reference figures from the haversine formula with R = 6371008.8 m (as in movable-type.co.uk).
    @Test func distanceParisToLondonMatchesHaversineReference() {
        let paris = Coordinate(48.8566, 2.3522), london = Coordinate(51.5074, -0.1278)
        #expect(abs(paris.distance(to: london) - 343_557) < 100)
    }

    @Test func distanceIsSymmetricAndZeroOnSelf() {
        let a = Coordinate(43.73, 7.42), b = Coordinate(43.74, 7.43)
        #expect(a.distance(to: a) == 0)
        #expect(abs(a.distance(to: b) - b.distance(to: a)) < 1e-9)
    }

    @Test func bearingCardinalDirections() {
        let o = Coordinate(0, 0)
        #expect(abs(o.bearing(to: Coordinate(1, 0)) - 0) < 1e-9)
        #expect(abs(o.bearing(to: Coordinate(0, 1)) - 90) < 1e-9)
        #expect(abs(o.bearing(to: Coordinate(-1, 0)) - 180) < 1e-9)
        #expect(abs(o.bearing(to: Coordinate(0, -1)) - 270) < 1e-9)
    }

    @Test(arguments: [0.0, 45, 137, 222, 359])
    func destinationRoundTripsDistanceAndBearing(bearing: Double) {
        let start = Coordinate(42.5, 1.5)
        let end = start.destination(distance: 1234.5, bearing: bearing)
        #expect(abs(start.distance(to: end) - 1234.5) < 0.01)
        #expect(abs(Angle.turn(from: bearing, to: start.bearing(to: end))) < 0.01)
    }

    @Test func parsesLatLonTextAndRejectsOutOfRange() {
        #expect(Coordinate(parsing: "43.7, 7.42") == Coordinate(43.7, 7.42))
        #expect(Coordinate(parsing: "91,0") == nil)
        #expect(Coordinate(parsing: "abc") == nil)
        #expect(Coordinate(parsing: "1,2,3") == nil)
    }

    @Test func angleTurnIsSignedAndWraps() {
        #expect(Angle.turn(from: 350, to: 10) == 20)
        #expect(Angle.turn(from: 10, to: 350) == -20)
        #expect(Angle.normalized(-90) == 270)
        #expect(Angle.normalized(720) == 0)
    }
}
