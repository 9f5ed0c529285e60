import Geo

/// Direction of travel allowed on a road, relative to the order of its OSM way's nodes.
public enum Oneway: UInt8, Sendable, Codable {
    /// Both directions.
    case no
    /// Only along the way's node order (`oneway=yes/1/true`, implied by motorways and roundabouts).
    case forward
    /// Only against it (`oneway=-1/reverse`).
    case backward
}

/// Legal access for cars (`access`, then `motor_vehicle`, then `motorcar`, the most specific winning).
public enum Access: UInt8, Sendable, Codable {
    case yes
    /// Only to reach a destination on it (routing may enter only at the start or end of a route).
    case destination
    case `private`
    case no

    /// Usable for through traffic by a normal car.
    public var allowsThroughTraffic: Bool { self == .yes }
}

/// Attributes a road has along its whole length.
public struct RoadFlags: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let tunnel = RoadFlags(rawValue: 1 << 0)
    public static let bridge = RoadFlags(rawValue: 1 << 1)
    public static let toll = RoadFlags(rawValue: 1 << 2)
    public static let roundabout = RoadFlags(rawValue: 1 << 3)
    /// `hgv=no` (or `hgv=destination`): closed to heavy goods vehicles.
    public static let noHGV = RoadFlags(rawValue: 1 << 4)
    /// `hazmat=no`: closed to vehicles carrying dangerous goods.
    public static let noHazmat = RoadFlags(rawValue: 1 << 5)
}

/// ADR tunnel category (`hazmat:adr_tunnel_cat`, or the tunnel's category on a `tunnel=yes` way): B is the least
/// and E the most restrictive for vehicles carrying dangerous goods (ADR 2023, 1.9.5.2.2).
public enum TunnelCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case b = "B", c = "C", d = "D", e = "E"

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// One routable OSM way with the tags that matter for routing, guidance and drawing.
public struct Road: Sendable, Hashable {
    public var osmID: Int64
    public var highway: HighwayClass
    /// `name`.
    public var name: String?
    /// `name:<lang>` values keyed by language code (`"ja"`, `"en"`, ...).
    public var localizedNames: [String: String]
    /// `ref` (e.g. "A 9", "M7").
    public var ref: String?
    public var oneway: Oneway
    /// Legal limit from `maxspeed` (km/h after unit and country-code conversion); nil when not tagged or unusable.
    public var maxSpeed: KilometersPerHour?
    /// `maxspeed:forward` / `maxspeed:backward` where they differ from `maxspeed`.
    public var maxSpeedForward: KilometersPerHour?
    public var maxSpeedBackward: KilometersPerHour?
    public var lanes: Int?
    public var flags: RoadFlags
    public var access: Access
    /// `maxheight` in metres.
    public var maxHeight: Meters?
    /// `maxweight` in tonnes.
    public var maxWeight: Double?
    /// `maxwidth` and `maxlength` in metres.
    public var maxWidth: Meters?
    public var maxLength: Meters?
    /// The ADR tunnel category of a tunnel (`hazmat:adr_tunnel_cat`).
    public var tunnelCategory: TunnelCategory?
    /// `destination` and `destination:ref` (signposts on links).
    public var destination: String?
    public var destinationRef: String?
    /// `layer` (0 when untagged).
    public var layer: Int8
    /// `maxspeed=none` (or a country code meaning no limit, as "DE:motorway"): `maxSpeed` is nil and
    /// there is no legal limit; routing uses the class default speed.
    public var isSpeedUnlimited: Bool
    /// The unit the limit is posted in (`maxspeed=30 mph` is `.milesPerHour`); the limits above are km/h whatever it is.
    public var speedLimitUnit: SpeedUnit

    public init(osmID: Int64, highway: HighwayClass, name: String? = nil, localizedNames: [String: String] = [:],
                ref: String? = nil, oneway: Oneway = .no, maxSpeed: KilometersPerHour? = nil,
                maxSpeedForward: KilometersPerHour? = nil, maxSpeedBackward: KilometersPerHour? = nil,
                lanes: Int? = nil, flags: RoadFlags = [], access: Access = .yes, maxHeight: Meters? = nil,
                maxWeight: Double? = nil, destination: String? = nil, destinationRef: String? = nil, layer: Int8 = 0,
                isSpeedUnlimited: Bool = false, speedLimitUnit: SpeedUnit = .kilometersPerHour,
                maxWidth: Meters? = nil, maxLength: Meters? = nil, tunnelCategory: TunnelCategory? = nil) {
        self.osmID = osmID
        self.highway = highway
        self.name = name
        self.localizedNames = localizedNames
        self.ref = ref
        self.oneway = oneway
        self.maxSpeed = maxSpeed
        self.maxSpeedForward = maxSpeedForward
        self.maxSpeedBackward = maxSpeedBackward
        self.lanes = lanes
        self.flags = flags
        self.access = access
        self.maxHeight = maxHeight
        self.maxWeight = maxWeight
        self.maxWidth = maxWidth
        self.maxLength = maxLength
        self.tunnelCategory = tunnelCategory
        self.destination = destination
        self.destinationRef = destinationRef
        self.layer = layer
        self.isSpeedUnlimited = isSpeedUnlimited
        self.speedLimitUnit = speedLimitUnit
    }

    /// The legal limit in one direction of travel (`forward` = along the way's node order).
    public func speedLimit(forward: Bool) -> KilometersPerHour? {
        (forward ? maxSpeedForward : maxSpeedBackward) ?? maxSpeed
    }

    /// The speed a vehicle drives in free flow: the posted limit in that direction when it is a usable number, else
    /// the class's default (`HighwayClass.defaultSpeed`). The costing and the traffic model both start from it.
    public func freeFlowSpeed(forward: Bool) -> KilometersPerHour {
        guard let limit = speedLimit(forward: forward), limit > 0, limit.isFinite else { return highway.defaultSpeed }
        return limit
    }

    /// The name in a language, falling back to `name` (`MapLanguage.label`, the one place that decides).
    public func name(language: String?) -> String? {
        guard let language, let l = MapLanguage(code: language) else { return name }
        return l.label(name: name, localized: localizedNames)
    }

    /// True for motorways and their links.
    public var isMotorway: Bool { highway == .motorway || highway == .motorwayLink }
}
