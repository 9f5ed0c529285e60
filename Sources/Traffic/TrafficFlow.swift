import Geo

/// The traffic on one directed edge at one time: HERE's jam factor and the speed it allows.
public struct TrafficFlow: Sendable, Hashable {
    /// 0 (free flow) … 10 (closed), as HERE's jam factor.
    public var jamFactor: Double
    /// The speed traffic allows (0 when closed).
    public var speed: KilometersPerHour
    /// The speed with no traffic: the limit, or the class's default speed.
    public var freeFlowSpeed: KilometersPerHour

    public init(jamFactor: Double, speed: KilometersPerHour, freeFlowSpeed: KilometersPerHour) {
        self.jamFactor = jamFactor
        self.speed = speed
        self.freeFlowSpeed = freeFlowSpeed
    }

    public var isClosed: Bool { Self.isClosed(jamFactor: jamFactor) }
    public var level: JamLevel { JamLevel(jamFactor: jamFactor) }

    /// The speed at a jam factor: free flow at 0, falling linearly to a crawl (`crawlFraction` of free flow) near
    /// 10; 10 itself is closed.
    /// Inlinable, as are the constants it reads: a route search evaluates it per edge it reaches (`TrafficSnapshot.speedUnlessClosed`).
    @inlinable public static func speed(freeFlow: KilometersPerHour, jamFactor: Double) -> KilometersPerHour {
        if isClosed(jamFactor: jamFactor) { return 0 }
        return freeFlow * max(crawlFraction, 1 - slowdownPerJamUnit * jamFactor)
    }

    /// HERE's jam factor of a closed road (only a closure reaches it: flow alone stops below, at
    /// `TrafficModel.maxFlowJam`).
    @inlinable public static var closedJam: Double { 10 }

    /// True for a jam factor at which the road is closed (`closedJam` or more): the one test of `isClosed`,
    /// `speed(freeFlow:jamFactor:)` and a snapshot's reads.
    @inlinable @inline(__always) public static func isClosed(jamFactor: Double) -> Bool { jamFactor >= closedJam }

    /// Each unit of jam factor takes this share of the free-flow speed (9.5 → a quarter of it).
    @inlinable public static var slowdownPerJamUnit: Double { 0.08 }
    /// The slowest moving traffic, as a share of free flow.
    @inlinable public static var crawlFraction: Double { 0.2 }
}

/// The four colour bands of a traffic map (HERE's and Google's green, amber, red, dark red), plus closed.
public enum JamLevel: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// Jam factor below 4.
    case free
    /// 4 up to 8.
    case moderate
    /// 8 up to 10.
    case heavy
    /// Standing traffic (9.5 and over).
    case standing
    /// 10: closed.
    case closed

    public init(jamFactor j: Double) {
        switch j {
        case ..<4: self = .free
        case ..<8: self = .moderate
        case ..<9.5: self = .heavy
        case ..<10: self = .standing
        default: self = .closed
        }
    }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
