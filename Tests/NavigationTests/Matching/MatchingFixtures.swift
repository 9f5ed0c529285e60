import Foundation
import Testing
import Geo
import MapData
import Routing
import TestSupport
@testable import Navigation

/// The default town and drives on it, loaded once for all matching tests.
enum TownDrives {
    static let map: OSMMap? = try? OSMMap.load(path: Repository.path("Maps/harbourne.osm"))
    static let router: Router? = map.map { Router(network: $0.network) }

    /// City drive (Routes/city.json) and motorway drive (Routes/motorway.json) waypoints.
    static let city = [Coordinate(51.01995, -1.0586), Coordinate(51.020020, -1.041878)]
    static let motorway = [Coordinate(51.020000, -1.027126), Coordinate(51.035468, -1.029985)]

    static func waypoints(_ name: String) -> [Coordinate] { name == "motorway" ? motorway : city }

    static func route(_ waypoints: [Coordinate]) throws -> Route {
        let router = try #require(router)
        return try router.routes(for: RouteRequest(waypoints: waypoints))[0]
    }

    static func drive(_ waypoints: [Coordinate], noise: Meters, seed: UInt64) throws -> RecordedDrive {
        let network = try #require(map?.network)
        return DriveRecorder.record(route: try route(waypoints), options: SimulationOptions(seed: seed, noise: noise),
                                    network: network)
    }
}
