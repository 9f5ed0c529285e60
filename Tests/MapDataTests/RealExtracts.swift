import MapData
import TestSupport

/// The shared extracts, each loaded once for all tests (nil when ../shared/data is absent or a load fails,
/// which the tests then report through `#require`).
enum RealExtracts {
    static func load(_ relative: String) -> Result<OSMMap, MapDataError> {
        do { return .success(try OSMMap.load(path: SharedData.path(relative))) } catch { return .failure(error) }
    }

    static let monaco2012 = load("graphhopper/monaco.osm.gz")
    static let monaco2016PBF = load("osrm-backend/monaco.osm.pbf")
    static let monaco2016BZ2 = load("osrm-backend/monaco.osm.bz2")
    static let andorraGZ = load("graphhopper/andorra.osm.gz")
    static let andorraPBF = load("graphhopper/andorra.osm.pbf")
    static let northBayreuth = load("graphhopper/north-bayreuth.osm.gz")
}

extension RoadNetwork {
    /// Total length of the drawn road pieces (each two-way piece once).
    var totalLength: Double { edges.filter(\.isCanonical).reduce(0) { $0 + $1.length } }

    func road(osmID: Int64) -> Road? { roads.first { $0.osmID == osmID } }

    func edges(ofWay osmID: Int64) -> [Edge] { edges.filter { roads[Int($0.road)].osmID == osmID } }
}
