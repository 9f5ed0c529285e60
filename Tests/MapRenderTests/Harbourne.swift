import Geo
import MapData
import TestSupport
@testable import MapRender

/// The default town (Maps/harbourne.osm), loaded once for the tests.
enum Harbourne {
    static let marketCross = Coordinate(51.02, -1.05)

    static let map: OSMMap? = try? OSMMap.load(path: Repository.path("Maps/harbourne.osm"))
    static let projected: ProjectedMap? = map.map(ProjectedMap.init)
}
