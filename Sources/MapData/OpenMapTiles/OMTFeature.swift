import Geo

/// A property value of an OpenMapTiles feature, as a vector tile carries it (string, number or boolean).
public enum OMTValue: Sendable, Hashable {
    case string(String)
    case number(Double)
    case bool(Bool)
}

/// The geometry of an OpenMapTiles feature, in WGS84. Its kind is the style spec's `$type` / `geometry-type`
/// (`Point`, `LineString`, `Polygon`).
public enum OMTGeometry: Sendable, Hashable {
    case point(Coordinate)
    case line([Coordinate])
    /// Outer rings and holes, each closed (first == last).
    case polygon(outer: [[Coordinate]], holes: [[Coordinate]])
}

/// One feature of the OpenMapTiles view of a map: the layer a style's `source-layer` names (`transportation`, `water`,
/// `building`, `poi`, …), its geometry, and its attributes as the OpenMapTiles schema documents them (`class`,
/// `subclass`, `brunnel`, `name`, `name:fr`, `render_height`, `admin_level`, …).
public struct OMTFeature: Sendable, Hashable {
    /// The `source-layer` name.
    public var layer: String
    /// The OSM id it came from (ways and relations as OSM numbers them).
    public var id: Int64
    public var geometry: OMTGeometry
    public var properties: [String: OMTValue]

    public init(layer: String, id: Int64, geometry: OMTGeometry, properties: [String: OMTValue]) {
        self.layer = layer
        self.id = id
        self.geometry = geometry
        self.properties = properties
    }
}
