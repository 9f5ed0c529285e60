import Text
import Geo
import MapData

/// A computed route: geometry, legs, maneuvers and what lies along it, all indexed by offset (metres from the start).
public struct Route: Sendable {
    /// The whole path, start to destination.
    public var geometry: Polyline
    public var length: Meters { geometry.length }
    /// Expected travel time by the profile's speeds and turn costs.
    public var duration: Seconds
    /// One leg per pair of consecutive waypoints.
    public var legs: [RouteLeg]
    /// Every maneuver in order, from `depart` to `arrive` (legs share the list; see `RouteLeg.maneuvers`).
    public var maneuvers: [Maneuver]
    /// Contiguous road spans that cover the route without gaps, in order.
    public var segments: [RouteSegment]
    /// Spans where an attribute holds (tunnel, bridge, toll, motorway, roundabout), in order of start.
    public var attributeSpans: [AttributeSpan]
    /// Traffic signals, stops, give-ways, speed cameras, level crossings and exits along the route, in order of offset.
    public var features: [RouteFeature]
    /// The network edges the route follows, in order (a partial first/last edge included).
    public var edges: [Int32]
    /// The profile it was computed for.
    public var profile: RoutingProfile
    /// Expected travel time at free flow (equal to `duration` when the route was planned without traffic).
    public var durationWithoutTraffic: Seconds
    /// The time of day whose traffic the route was costed with; nil when planned without traffic.
    public var trafficTime: Seconds?
    /// The network edges driven, with their route offsets and durations (the traffic layer of the trip bar and the
    /// ETA updates read them).
    public var edgeSpans: [RouteEdgeSpan] = []

    public init(geometry: Polyline, duration: Seconds, legs: [RouteLeg], maneuvers: [Maneuver], segments: [RouteSegment],
                attributeSpans: [AttributeSpan], features: [RouteFeature], edges: [Int32], profile: RoutingProfile) {
        self.geometry = geometry
        self.duration = duration
        self.legs = legs
        self.maneuvers = maneuvers
        self.segments = segments
        self.attributeSpans = attributeSpans
        self.features = features
        self.edges = edges
        self.profile = profile
        durationWithoutTraffic = duration
    }

    /// The segment that holds an offset (the last one at or past the end).
    /// - Complexity: O(log n).
    public func segmentIndex(at offset: Meters) -> Int {
        BinarySearch.lastIndex(segments.indices) { segments[$0].startOffset <= offset }
    }

    /// Expected travel time from an offset to the destination, from the segments' durations.
    public func remainingDuration(from offset: Meters) -> Seconds {
        guard !segments.isEmpty else { return 0 }
        let i = segmentIndex(at: offset)
        let s = segments[i]
        let within = s.length > 0 ? s.duration * max(0, min(1, (s.endOffset - offset) / s.length)) : 0
        var total = within
        for k in (i + 1)..<segments.count { total += segments[k].duration }
        return total
    }

    /// The attributes that hold at an offset.
    public func attributes(at offset: Meters) -> RouteAttributes {
        var a: RouteAttributes = []
        for span in attributeSpans where span.startOffset <= offset && offset < span.endOffset { a.insert(span.attribute) }
        return a
    }
}

/// The part of a route between two consecutive waypoints.
public struct RouteLeg: Sendable, Hashable {
    public var startOffset: Meters
    public var endOffset: Meters
    public var duration: Seconds
    /// The waypoints as requested and as snapped onto the network.
    public var from: Coordinate
    public var to: Coordinate
    /// Indices into `Route.maneuvers` of this leg's maneuvers.
    public var maneuvers: Range<Int>

    public init(startOffset: Meters, endOffset: Meters, duration: Seconds, from: Coordinate, to: Coordinate, maneuvers: Range<Int>) {
        self.startOffset = startOffset
        self.endOffset = endOffset
        self.duration = duration
        self.from = from
        self.to = to
        self.maneuvers = maneuvers
    }

    public var length: Meters { endOffset - startOffset }
}

/// A span of the route on one road.
public struct RouteSegment: Sendable, Hashable {
    public var startOffset: Meters
    public var endOffset: Meters
    /// Travel time over the span.
    public var duration: Seconds
    /// Index into the network's roads.
    public var road: Int32
    public var name: String?
    public var ref: String?
    public var highway: HighwayClass
    /// The legal limit in the direction driven.
    public var speedLimit: KilometersPerHour?
    /// The unit the limit is posted in (the sign shows `speedLimitUnit.posted(speedLimit)`).
    public var speedLimitUnit: SpeedUnit

    public init(startOffset: Meters, endOffset: Meters, duration: Seconds, road: Int32, name: String?, ref: String?,
                highway: HighwayClass, speedLimit: KilometersPerHour?, speedLimitUnit: SpeedUnit = .kilometersPerHour) {
        self.startOffset = startOffset
        self.endOffset = endOffset
        self.duration = duration
        self.road = road
        self.name = name
        self.ref = ref
        self.highway = highway
        self.speedLimit = speedLimit
        self.speedLimitUnit = speedLimitUnit
    }

    public var length: Meters { endOffset - startOffset }
}

/// Road attributes a navigator reports entering and leaving.
public struct RouteAttributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let tunnel = RouteAttributes(rawValue: 1 << 0)
    public static let bridge = RouteAttributes(rawValue: 1 << 1)
    public static let toll = RouteAttributes(rawValue: 1 << 2)
    public static let motorway = RouteAttributes(rawValue: 1 << 3)
    public static let roundabout = RouteAttributes(rawValue: 1 << 4)

    /// Each attribute with its name ("tunnel", "bridge", "toll", "motorway", "roundabout").
    public static let named: [(RouteAttributes, String)] = [
        (.tunnel, "tunnel"), (.bridge, "bridge"), (.toll, "toll"), (.motorway, "motorway"), (.roundabout, "roundabout"),
    ]

    public var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }
}

/// One attribute over a span of the route.
public struct AttributeSpan: Sendable, Hashable {
    public var attribute: RouteAttributes
    public var startOffset: Meters
    public var endOffset: Meters
    public init(attribute: RouteAttributes, startOffset: Meters, endOffset: Meters) {
        self.attribute = attribute
        self.startOffset = startOffset
        self.endOffset = endOffset
    }
}

/// A point feature met along the route.
public struct RouteFeature: Sendable, Hashable {
    public var kind: PointFeatureKind
    public var offset: Meters
    public var coordinate: Coordinate
    public var ref: String?
    public var name: String?
    public var maxSpeed: KilometersPerHour?
    public init(kind: PointFeatureKind, offset: Meters, coordinate: Coordinate, ref: String? = nil, name: String? = nil,
                maxSpeed: KilometersPerHour? = nil) {
        self.kind = kind
        self.offset = offset
        self.coordinate = coordinate
        self.ref = ref
        self.name = name
        self.maxSpeed = maxSpeed
    }
}

/// One network edge (or the driven part of it) along a route.
public struct RouteEdgeSpan: Sendable, Hashable {
    public var edge: Int32
    public var startOffset: Meters
    public var endOffset: Meters
    /// Where on the edge the span starts (metres from the edge's source; above 0 only on a partial first edge).
    public var edgeStart: Meters
    /// Seconds planned for it (with traffic when the route was planned with it; turn costs included).
    public var duration: Seconds
    /// Seconds at free flow.
    public var durationWithoutTraffic: Seconds

    public init(edge: Int32, startOffset: Meters, endOffset: Meters, edgeStart: Meters, duration: Seconds,
                durationWithoutTraffic: Seconds) {
        self.edge = edge
        self.edgeStart = edgeStart
        self.startOffset = startOffset
        self.endOffset = endOffset
        self.duration = duration
        self.durationWithoutTraffic = durationWithoutTraffic
    }
}
