import Foundation
import Geo
import MapData

/// Turns a waypoint's search text into a coordinate on a map: "lat,lon", then a point of interest's name,
/// then a road's name (case and diacritics ignored; exact names before names that start with the text).
public enum WaypointResolver {
    /// - Complexity: O(POIs + edges).
    public static func resolve(_ text: String, in map: OSMMap) -> Coordinate? {
        if let c = Coordinate(parsing: text) { return c }
        let key = normalize(text)
        guard !key.isEmpty else { return nil }
        for exact in [true, false] {
            if let poi = map.features.pois.first(where: { matches(normalize($0.name), key, exact: exact) }) {
                return poi.coordinate
            }
            if let c = road(named: key, exact: exact, in: map.network) { return c }
        }
        return nil
    }

    /// The middle of the longest stretch of the first road (in network order) with the name.
    private static func road(named key: String, exact: Bool, in net: RoadNetwork) -> Coordinate? {
        var best: (edge: Int, length: Meters)?
        var road: Int32 = -1
        for (i, e) in net.edges.enumerated() where e.isCanonical {
            if road < 0 {
                guard let name = net.roads[Int(e.road)].name, matches(normalize(name), key, exact: exact) else { continue }
                road = e.road
            }
            guard e.road == road else { continue }
            if best.map({ e.length > $0.length }) ?? true { best = (i, e.length) }
        }
        guard let b = best else { return nil }
        return net.polyline(of: b.edge).coordinate(at: b.length / 2)
    }

    private static func matches(_ name: String, _ key: String, exact: Bool) -> Bool {
        exact ? name == key : name.hasPrefix(key)
    }

    static func normalize(_ s: String) -> String {
        s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
