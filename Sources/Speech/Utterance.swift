import Geo

/// How urgent an utterance is; the queue speaks the highest first.
public enum UtterancePriority: Int, Sendable, Hashable, Comparable {
    /// Traffic signals, stop signs, level crossings, cameras ahead.
    case safety = 1
    /// Speeding.
    case speed = 2
    /// Off route, rerouted, reroute failed.
    case routeChange = 3
    /// Maneuver notifications ahead ("In 500 m, ...").
    case maneuver = 4
    /// The maneuver now, waypoints and arrival.
    case action = 5

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// One thing to say, as queued: what, how urgent, and until when it is still true.
public struct Utterance: Sendable, Hashable {
    /// Simulation time of the event that asked for it.
    public var time: Seconds
    /// The navigation event's type ("maneuverNotification", "warning", ...).
    public var event: String
    /// The event's stage or kind ("reminder", "speedCamera", "major"), for file names.
    public var detail: String
    /// The text as shown (the header's words, in the display units).
    public var text: String
    public var priority: UtterancePriority
    /// A newer utterance with the same key replaces a queued older one ("maneuver 3", "speed").
    public var key: String
    /// Latest simulation time it may start.
    public var expires: Seconds
    /// For texts that name a distance ("in 500 m"): the distance named and the odometer when it was true.
    public var distance: Meters?
    public var odometer: Meters

    public init(time: Seconds, event: String, detail: String, text: String, priority: UtterancePriority, key: String,
                expires: Seconds, distance: Meters? = nil, odometer: Meters = 0) {
        self.time = time
        self.event = event
        self.detail = detail
        self.text = text
        self.priority = priority
        self.key = key
        self.expires = expires
        self.distance = distance
        self.odometer = odometer
    }

    /// How far the vehicle may move before a named distance is no longer true: a tenth of it, at least
    /// `minimumDistanceSlack` (the display rounds to 5 m below 100 m and 10 m below 1 km).
    public var distanceSlack: Meters? {
        distance.map { max(Self.minimumDistanceSlack, $0 * 0.1) }
    }

    public static let minimumDistanceSlack: Meters = 20

    /// Stale: past its time, or the vehicle has moved on so far that the distance it names is wrong.
    public func isStale(at t: Seconds, odometer now: Meters) -> Bool {
        if t > expires { return true }
        if let slack = distanceSlack, now - odometer > slack { return true }
        return false
    }
}
