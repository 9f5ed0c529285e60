import Geo

/// What the driver does at a maneuver point.
public enum ManeuverKind: String, Sendable, Codable, CaseIterable {
    case depart
    /// Straight on where the road continues under another name, or where a choice exists.
    case `continue`
    case nameChange
    case slightLeft, left, sharpLeft
    case slightRight, right, sharpRight
    case uTurn
    case keepLeft, keepRight
    /// Joining a road (usually from a motorway link onto a motorway).
    case merge
    /// Entering a motorway from a link.
    case enterMotorway
    /// Taking a motorway exit (left or right).
    case exitLeft, exitRight
    /// Entering a roundabout and leaving it by `Maneuver.roundaboutExit` (one step, as OSRM and GraphHopper: the exit
    /// is part of this maneuver; `roadName` and `bearingAfter` are the exit's).
    case roundabout
    /// An intermediate waypoint reached.
    case waypoint
    case arrive
}

/// The side of the road the destination is on.
public enum Side: String, Sendable, Codable {
    case left, right, straight
}

/// One turn-by-turn instruction.
public struct Maneuver: Sendable, Hashable {
    public var kind: ManeuverKind
    /// Distance from the route's start to the maneuver point.
    public var offset: Meters
    public var location: Coordinate
    /// Heading arriving at the point and leaving it.
    public var bearingBefore: Degrees
    public var bearingAfter: Degrees
    /// The road to take (for `arrive`: the road of the destination).
    public var roadName: String?
    public var roadRef: String?
    /// Motorway exit number (`ref` of the motorway_junction).
    public var exitNumber: String?
    /// Signpost text (`destination` / `destination:ref` of the link, or the junction's name).
    public var destination: String?
    /// For `roundabout`: the exit to take, counting from 1.
    public var roundaboutExit: Int?
    /// For `arrive` and `waypoint`: where the destination lies.
    public var side: Side?
    /// Distance from this maneuver to the next one (0 for arrive).
    public var stepLength: Meters
    /// Expected time from this maneuver to the next one.
    public var stepDuration: Seconds
    /// The leg this maneuver belongs to.
    public var leg: Int
    /// The English instruction ("Turn right onto Harbour Street", "Take exit 4 toward Old Town").
    public var instruction: String

    public init(kind: ManeuverKind, offset: Meters, location: Coordinate, bearingBefore: Degrees, bearingAfter: Degrees,
                roadName: String? = nil, roadRef: String? = nil, exitNumber: String? = nil, destination: String? = nil,
                roundaboutExit: Int? = nil, side: Side? = nil, stepLength: Meters = 0, stepDuration: Seconds = 0,
                leg: Int = 0, instruction: String = "") {
        self.kind = kind
        self.offset = offset
        self.location = location
        self.bearingBefore = bearingBefore
        self.bearingAfter = bearingAfter
        self.roadName = roadName
        self.roadRef = roadRef
        self.exitNumber = exitNumber
        self.destination = destination
        self.roundaboutExit = roundaboutExit
        self.side = side
        self.stepLength = stepLength
        self.stepDuration = stepDuration
        self.leg = leg
        self.instruction = instruction
    }

    /// "Harbour Street (B2104)", "B2104", "Harbour Street" or nil.
    public var roadLabel: String? {
        switch (roadName, roadRef) {
        case let (n?, r?): "\(n) (\(r))"
        case let (n?, nil): n
        case let (nil, r?): r
        default: nil
        }
    }
}
