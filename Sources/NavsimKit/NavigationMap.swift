import Geo
import MapData
import Routing

/// A loaded map for navigation views: load it once, give it to as many views as needed.
public struct NavigationMap: Sendable {
    let map: OSMMap

    /// The embedded default town (Harbourne), where `DriveSpec.harbourneDemo` drives.
    /// - Throws: the map's error (it is embedded: only a broken build fails).
    public static func defaultTown() throws -> NavigationMap { NavigationMap(map: try OSMMap.defaultTown()) }

    /// A map file: `.osm`, `.osm.gz`, `.osm.bz2`, `.osm.pbf` (compiled and cached on first use) or `.navsim`.
    /// - Throws: one readable error naming the file and the line, offset or reason.
    public init(file: String) throws {
        map = try MapFiles.load(path: file, note: { _ in })
    }

    init(map: OSMMap) { self.map = map }

    /// The box around the map's road network (south-west and north-east corners).
    public var bounds: (southWest: Coordinate, northEast: Coordinate) {
        let b = map.network.bounds
        return (Coordinate(b.minLatitude, b.minLongitude), Coordinate(b.maxLatitude, b.maxLongitude))
    }
}
