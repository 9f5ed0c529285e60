import Geo
import MapData
import Routing
import TestSupport
@testable import MapRender

/// The default town (`OSMMap.defaultTown()`, the embedded Maps/harbourne.osm), loaded once for the tests, and its first demo route (Maps/README.md).
enum Harbourne {
    static let marketCross = Coordinate(51.02, -1.05)

    static let map: OSMMap? = try? OSMMap.defaultTown()
    static let projected: ProjectedMap? = map.map(ProjectedMap.init)

    /// "City drive": Station Road to East Street over Market Cross, with its alternatives.
    static let cityDrive: [Route] = {
        guard let map else { return [] }
        let request = RouteRequest(waypoints: [Coordinate(51.025036, -1.056470), Coordinate(51.020020, -1.041878)], alternatives: .all)
        return (try? Router(network: map.network).routes(for: request)) ?? []
    }()
}
