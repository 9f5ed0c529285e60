import Geo

/// The OSM `highway=*` classes that carry cars, most important first.
public enum HighwayClass: UInt8, Sendable, CaseIterable, Codable, Comparable {
    case motorway, trunk, primary, secondary, tertiary, unclassified, residential, livingStreet, service
    case motorwayLink, trunkLink, primaryLink, secondaryLink, tertiaryLink

    /// Parses an OSM `highway` value; nil for values that are not car roads (footway, track, ...).
    public init?(osm value: String) {
        switch value {
        case "motorway": self = .motorway
        case "trunk": self = .trunk
        case "primary": self = .primary
        case "secondary": self = .secondary
        case "tertiary": self = .tertiary
        case "unclassified": self = .unclassified
        case "residential": self = .residential
        case "living_street": self = .livingStreet
        case "service": self = .service
        case "motorway_link": self = .motorwayLink
        case "trunk_link": self = .trunkLink
        case "primary_link": self = .primaryLink
        case "secondary_link": self = .secondaryLink
        case "tertiary_link": self = .tertiaryLink
        default: return nil
        }
    }

    /// The OSM tag value.
    public var osmValue: String {
        switch self {
        case .motorway: "motorway"
        case .trunk: "trunk"
        case .primary: "primary"
        case .secondary: "secondary"
        case .tertiary: "tertiary"
        case .unclassified: "unclassified"
        case .residential: "residential"
        case .livingStreet: "living_street"
        case .service: "service"
        case .motorwayLink: "motorway_link"
        case .trunkLink: "trunk_link"
        case .primaryLink: "primary_link"
        case .secondaryLink: "secondary_link"
        case .tertiaryLink: "tertiary_link"
        }
    }

    public var isLink: Bool { rawValue >= HighwayClass.motorwayLink.rawValue }

    /// The class a link belongs to (motorway_link → motorway); a non-link returns itself.
    public var mainClass: HighwayClass {
        switch self {
        case .motorwayLink: .motorway
        case .trunkLink: .trunk
        case .primaryLink: .primary
        case .secondaryLink: .secondary
        case .tertiaryLink: .tertiary
        default: self
        }
    }

    /// Speed assumed when a road has no usable `maxspeed` (typical urban-mix values as in OSRM's car profile).
    public var defaultSpeed: KilometersPerHour {
        switch self {
        case .motorway: 110
        case .trunk: 85
        case .primary: 65
        case .secondary: 55
        case .tertiary: 40
        case .unclassified: 25
        case .residential: 25
        case .livingStreet: 10
        case .service: 15
        case .motorwayLink: 45
        case .trunkLink: 40
        case .primaryLink, .secondaryLink, .tertiaryLink: 30
        }
    }

    public static func < (a: HighwayClass, b: HighwayClass) -> Bool { a.rawValue < b.rawValue }
}
