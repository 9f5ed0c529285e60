import Geo

/// OSM tags of one object. Written sorted by key, so dictionary order never leaks into the output.
public typealias OSMTags = [String: String]

/// An OSM node as written by the generator.
public struct OSMNode: Sendable, Equatable {
    public var id: Int64
    public var coordinate: Coordinate
    public var tags: OSMTags
}

/// An OSM way: node references in order (a closed way repeats its first node at the end).
public struct OSMWay: Sendable, Equatable {
    public var id: Int64
    public var nodeIDs: [Int64]
    public var tags: OSMTags
}

/// A member of a relation (`type` is "node", "way" or "relation").
public struct OSMMember: Sendable, Equatable {
    public var type: String
    public var ref: Int64
    public var role: String
}

/// An OSM relation.
public struct OSMRelation: Sendable, Equatable {
    public var id: Int64
    public var members: [OSMMember]
    public var tags: OSMTags
}

/// A whole OSM data set: nodes, ways and relations with positive ascending ids.
public struct OSMDocument: Sendable, Equatable {
    public var nodes: [OSMNode]
    public var ways: [OSMWay]
    public var relations: [OSMRelation]
    /// Free text written as an XML comment after the header (attribution, licence).
    public var comment: String

    /// The box around every node (nil when there are none).
    public var bounds: BoundingBox? { BoundingBox(covering: nodes.map(\.coordinate)) }
}
