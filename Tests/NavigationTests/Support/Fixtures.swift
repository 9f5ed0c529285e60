import Geo
import MapData
import Routing

/// Named synthetic routes shared by the tests.
enum Fixtures {
    /// 1.2 km north on High Street (50), right onto Mill Lane (30) for 400 m with a stop sign, left onto the
    /// Bypass (A31, 100) for 3 km through a tunnel and past a speed camera, arrive. Traffic signals on High Street.
    static func cityDrive() -> Route {
        var f = RouteFixture()
        f.drive(1200, name: "High Street", limit: 50)
        f.turn(.right, by: 90)
        f.drive(400, name: "Mill Lane", limit: 30, highway: .residential)
        f.turn(.left, by: -90)
        f.drive(3000, name: "Bypass", ref: "A31", limit: 100, highway: .trunk)
        f.feature(.trafficSignals, at: 600)
        f.feature(.stop, at: 1590)
        f.feature(.speedCamera, at: 3000)
        f.attribute(.tunnel, from: 2500, to: 2900)
        return f.build()
    }

    /// Straight north 500 m, right for 500 m: the turn at maneuver 1 is the one to miss.
    static func lShape() -> Route {
        var f = RouteFixture()
        f.drive(500, name: "North Road", limit: 50)
        f.turn(.right, by: 90)
        f.drive(500, name: "East Road", limit: 50)
        return f.build()
    }

    /// A straight road of `length` with one limit.
    static func straight(_ length: Meters, limit: KilometersPerHour?) -> Route {
        var f = RouteFixture()
        f.drive(length, name: "Long Road", limit: limit)
        return f.build()
    }
}
