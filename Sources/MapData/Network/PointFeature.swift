import Geo

/// Things on the road a driver is warned about or guided by.
public enum PointFeatureKind: UInt8, Sendable, Codable, CaseIterable {
    case trafficSignals, stop, giveWay, speedCamera, levelCrossing
    /// `highway=motorway_junction`: a numbered exit (`ref`) with a `name`.
    case motorwayJunction
}

/// Which direction of travel a feature applies to (`direction=forward/backward` or `traffic_signals:direction`).
public enum FeatureDirection: UInt8, Sendable, Codable {
    case both, forward, backward
}

/// An OSM node feature on the road network.
public struct PointFeature: Sendable, Hashable {
    public var kind: PointFeatureKind
    public var osmID: Int64
    public var coordinate: Coordinate
    public var direction: FeatureDirection
    /// Exit number of a motorway junction, or a camera's reference.
    public var ref: String?
    public var name: String?
    /// A speed camera's enforced limit.
    public var maxSpeed: KilometersPerHour?
    /// A motorway exit's destinations (`exit_to`, else `destination`), as signposted.
    public var destination: String?

    public init(kind: PointFeatureKind, osmID: Int64, coordinate: Coordinate, direction: FeatureDirection = .both,
                ref: String? = nil, name: String? = nil, maxSpeed: KilometersPerHour? = nil, destination: String? = nil) {
        self.kind = kind
        self.osmID = osmID
        self.coordinate = coordinate
        self.direction = direction
        self.ref = ref
        self.name = name
        self.maxSpeed = maxSpeed
        self.destination = destination
    }
}

/// A point feature placed on one directed edge. A feature on a road node is listed on every edge through it in
/// the direction(s) it applies to; one at a vertex is listed on the edges arriving there (offset = length), or,
/// when none arrives, on those leaving it (offset 0). Speed cameras beside the road sit on the nearest piece.
public struct EdgeFeature: Sendable, Hashable {
    /// Index into `RoadNetwork.pointFeatures`.
    public var feature: Int32
    /// Distance from the edge's source.
    public var offset: Meters
    public init(feature: Int32, offset: Meters) {
        self.feature = feature
        self.offset = offset
    }
}
