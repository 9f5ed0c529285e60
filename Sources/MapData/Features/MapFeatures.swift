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
    /// The tags a tap shows (`POI.detailKeys`), as tagged (unsanitized).
    public var details: [String: String]

    /// Tags worth showing when a POI is picked, in the order they are shown.
    public static let detailKeys = ["cuisine", "brand", "operator", "opening_hours", "addr:street", "addr:housenumber",
                                    "phone", "website", "wheelchair"]

    public init(osmID: Int64, name: String, localizedNames: [String: String] = [:], key: String, value: String,
                coordinate: Coordinate, isLandmark: Bool = false, details: [String: String] = [:]) {
        self.details = details
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
        self.bounds = BoundingBox.around(rings) ?? .zero
    }
}

/// A building footprint.
public struct Building: Sendable, Hashable {
    public var osmID: Int64
    public var footprint: [Coordinate]
    /// `building:levels`.
    public var levels: Int?
    public var name: String?
    /// `height` and `min_height` in metres (the roof's top and the bottom of a part that floats, as a bridge's).
    public var height: Meters?
    public var minHeight: Meters?
    public init(osmID: Int64, footprint: [Coordinate], levels: Int? = nil, name: String? = nil, height: Meters? = nil,
                minHeight: Meters? = nil) {
        self.osmID = osmID
        self.footprint = footprint
        self.levels = levels
        self.name = name
        self.height = height
        self.minHeight = minHeight
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

/// Everything drawn on the map that is not the road network, with a spatial index for viewport queries
/// (rebuilt whenever a list is replaced).
public struct MapFeatures: Sendable {
    public var pois: [POI] { didSet { reindex() } }
    public var areas: [Area] { didSet { reindex() } }
    public var buildings: [Building] { didSet { reindex() } }
    public var lines: [LineFeature] { didSet { reindex() } }
    /// Cities, towns, villages and smaller named places (searched, not drawn).
    public var places: [Place]
    /// Grids over the four lists.
    public private(set) var index: FeatureIndex

    public init(pois: [POI] = [], areas: [Area] = [], buildings: [Building] = [], lines: [LineFeature] = [],
                places: [Place] = []) {
        self.places = places
        self.pois = pois
        self.areas = areas
        self.buildings = buildings
        self.lines = lines
        index = FeatureIndex(pois: pois, areas: areas, buildings: buildings, lines: lines)
    }

    private mutating func reindex() { index = FeatureIndex(pois: pois, areas: areas, buildings: buildings, lines: lines) }

    /// Landmarks among the POIs.
    public var landmarks: [POI] { pois.filter(\.isLandmark) }

    /// The features whose bounds meet `box`, as indices into the four lists.
    /// - Complexity: O(cells covered + candidates), not a scan of all features.
    public func query(in box: BoundingBox) -> FeatureSelection {
        var s = FeatureSelection()
        s.pois = index.pois.candidates(in: box).filter { box.contains(pois[$0].coordinate) }
        s.areas = index.areas.candidates(in: box).filter { box.intersects(areas[$0].bounds) }
        s.buildings = index.buildings.candidates(in: box).filter { box.intersects(index.buildingBounds[$0]) }
        s.lines = index.lines.candidates(in: box).filter { box.intersects(index.lineBounds[$0]) }
        return s
    }

    /// The POIs inside `box`.
    public func pois(in box: BoundingBox) -> [POI] { index.pois.candidates(in: box).map { pois[$0] }.filter { box.contains($0.coordinate) } }
}
