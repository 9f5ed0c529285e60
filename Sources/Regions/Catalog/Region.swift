import Geo

/// One region of a download catalogue (a Feature of Geofabrik's `index-v1.json`).
public struct Region: Sendable, Equatable {
    public var id: String
    public var parent: String?
    /// `name`, then `name:<lang>` values keyed by language.
    public var name: String
    public var localizedNames: [String: String]
    public var iso3166: [String]
    /// The extract (`urls.pbf`), resolved against the index; nil for a parent without a file of its own.
    public var pbfURL: String?
    /// The replication folder (`urls.updates`), resolved.
    public var updatesURL: String?
    /// The size from our extension key `navsim:size` (bytes), when the index carries it.
    public var declaredSize: Int64?
    /// Outer rings (and holes) of the boundary: polygons of rings of coordinates.
    public var polygons: [[[Coordinate]]]

    public var isDownloadable: Bool { pbfURL != nil }

    /// The name in `language` when the index has it, else the default name.
    public func name(in language: String?) -> String {
        guard let language, let n = localizedNames[language], !n.isEmpty else { return name }
        return n
    }

    /// Whether the boundary contains `c` (even-odd rule per polygon: inside the outer ring, outside its holes).
    /// - Complexity: O(vertices).
    public func contains(_ c: Coordinate) -> Bool {
        polygons.contains { rings in
            guard let outer = rings.first, c.isInside(ring: outer) else { return false }
            return !rings.dropFirst().contains { c.isInside(ring: $0) }
        }
    }

    /// Area of the bounding box of the outer rings, to prefer the smallest region covering a point.
    var boxArea: Double {
        var minLat = 90.0, maxLat = -90.0, minLon = 180.0, maxLon = -180.0
        for p in polygons { for c in p.first ?? [] {
            minLat = min(minLat, c.latitude); maxLat = max(maxLat, c.latitude)
            minLon = min(minLon, c.longitude); maxLon = max(maxLon, c.longitude)
        } }
        return max(0, maxLat - minLat) * max(0, maxLon - minLon)
    }
}
