import Geo

/// A named point of interest (`amenity`, `shop`, `tourism`, `leisure`, `historic`; nodes, or way centroids).
public struct POI: Sendable, Hashable {
    public var osmID: Int64
    public var name: String
    public var localizedNames: [String: String]
    /// The main tag key (`"amenity"`, `"shop"`, `"tourism"`, `"leisure"`, `"historic"`).
    public var key: String
    /// Its value (`"cafe"`, `"bakery"`, `"museum"`, ...).
    public var value: String
    public var coordinate: Coordinate
    /// `tourism=attraction`, `historic=*` and similar: drawn and searched as landmarks.
    public var isLandmark: Bool

    public init(osmID: Int64, name: String, localizedNames: [String: String] = [:], key: String, value: String,
                coordinate: Coordinate, isLandmark: Bool = false) {
        self.osmID = osmID
        self.name = name
        self.localizedNames = localizedNames
        self.key = key
        self.value = value
        self.coordinate = coordinate
        self.isLandmark = isLandmark
    }
}

/// Kinds of filled areas drawn under the roads.
public enum AreaKind: UInt8, Sendable, CaseIterable, Codable {
    case water, park, forest, grass, residential, commercial, industrial, retail, farmland, cemetery, parking
}

/// A filled area (closed way or multipolygon outer rings).
public struct Area: Sendable, Hashable {
    public var osmID: Int64
    public var kind: AreaKind
    public var name: String?
    /// Outer rings, each closed (first == last).
    public var rings: [[Coordinate]]
    /// Inner rings (holes).
    public var holes: [[Coordinate]]
    public var bounds: BoundingBox

    public init(osmID: Int64, kind: AreaKind, name: String? = nil, rings: [[Coordinate]], holes: [[Coordinate]] = []) {
        self.osmID = osmID
        self.kind = kind
        self.name = name
        self.rings = rings
        self.holes = holes
        self.bounds = BoundingBox(covering: rings.joined()) ?? BoundingBox(minLatitude: 0, minLongitude: 0, maxLatitude: 0, maxLongitude: 0)
    }
}

/// A building footprint.
public struct Building: Sendable, Hashable {
    public var osmID: Int64
    public var footprint: [Coordinate]
    /// `building:levels`.
    public var levels: Int?
    public var name: String?
    public init(osmID: Int64, footprint: [Coordinate], levels: Int? = nil, name: String? = nil) {
        self.osmID = osmID
        self.footprint = footprint
        self.levels = levels
        self.name = name
    }
}

/// Kinds of drawn lines that are not roads.
public enum LineKind: UInt8, Sendable, CaseIterable, Codable {
    case river, stream, canal, rail, lightRail, tram, subway
}

/// A waterway or railway line.
public struct LineFeature: Sendable, Hashable {
    public var osmID: Int64
    public var kind: LineKind
    public var name: String?
    public var points: [Coordinate]
    public var tunnel: Bool
    public var bridge: Bool
    public init(osmID: Int64, kind: LineKind, name: String? = nil, points: [Coordinate], tunnel: Bool = false, bridge: Bool = false) {
        self.osmID = osmID
        self.kind = kind
        self.name = name
        self.points = points
        self.tunnel = tunnel
        self.bridge = bridge
    }
}

/// Everything drawn on the map that is not the road network.
public struct MapFeatures: Sendable {
    public var pois: [POI]
    public var areas: [Area]
    public var buildings: [Building]
    public var lines: [LineFeature]

    public init(pois: [POI] = [], areas: [Area] = [], buildings: [Building] = [], lines: [LineFeature] = []) {
        self.pois = pois
        self.areas = areas
        self.buildings = buildings
        self.lines = lines
    }

    /// Landmarks among the POIs.
    public var landmarks: [POI] { pois.filter(\.isLandmark) }
}
