import Geo
import Navigation
import Routing

/// Decides what the navigation events say: pure, deterministic, no audio.
///
/// Spoken: maneuver notifications at their stages (the header's text, in the voice's language); speeding when the
/// alert escalates (none → minor → major, not every sample); traffic signals, stop and give-way signs, level
/// crossings and speed cameras ahead; off route, rerouted, reroute failed; waypoints and arrival (unless the
/// maneuver notification for them already said so).
public struct Announcer: Sendable {
    public var language: InstructionLanguage
    public var units: UnitSystem
    /// Distance driven since the start, across reroutes (from `routeProgress`).
    public private(set) var odometer: Meters = 0
    private var lastTravelled: Meters = 0
    private var speedLevel: SpeedAlertLevel = .none
    /// Waypoints (leg index) and arrival already announced by a maneuver notification.
    private var announcedWaypoints: Set<Int> = []
    private var announcedArrival = false

    public init(language: InstructionLanguage, units: UnitSystem) {
        self.language = language
        self.units = units
    }

    /// How long each kind of utterance may wait in the queue (simulation seconds); distances go stale sooner.
    public static let maximumDelay: [UtterancePriority: Seconds] = [
        .action: 8, .maneuver: 30, .routeChange: 10, .speed: 10, .safety: 15,
    ]

    /// Feeds one event: queues what it says, drops what it makes untrue.
    public mutating func hear(_ event: NavigationEvent, into queue: inout UtteranceQueue) {
        let t = event.time
        let phrases = VoicePhrases.table(language)
        func say(_ detail: String, _ text: String, _ priority: UtterancePriority, key: String, distance: Meters? = nil) {
            queue.add(Utterance(time: t, event: event.name, detail: detail, text: text, priority: priority, key: key,
                                expires: t + (Self.maximumDelay[priority] ?? 10), distance: distance, odometer: odometer))
        }
        switch event {
        case .routeProgress(let p):
            // The distance restarts at 0 after a reroute.
            odometer += p.distanceTravelled >= lastTravelled ? p.distanceTravelled - lastTravelled : p.distanceTravelled
            lastTravelled = p.distanceTravelled
        case .maneuverNotification(let n):
            let ahead = n.stage != .action
            let text = Instructions.notification(for: n.maneuver, distance: ahead ? n.distance : nil, then: n.then,
                                                 units: units, language: language)
            if n.maneuver.kind == .arrive { announcedArrival = true }
            if n.maneuver.kind == .waypoint, !ahead { announcedWaypoints.insert(n.maneuver.leg) }
            say(n.stage.rawValue, text, ahead ? .maneuver : .action, key: "maneuver \(n.maneuverIndex)",
                distance: ahead ? n.distance : nil)
        case .maneuverPassed(let p):
            queue.remove(reason: "passed") { $0 == "maneuver \(p.maneuverIndex)" }
        case .speedWarning(let w):
            defer { speedLevel = w.level }
            guard w.level > speedLevel else { return }
            let template = w.level == .major ? phrases.speedMajor : phrases.speedMinor
            let text = template.filling("limit", with: String(Int(units.speed(w.limit).rounded())))
                .filling("unit", with: units.speedUnit)
            say(w.level.rawValue, text, .speed, key: "speed")
        case .warning(let w) where w.stage != .ahead:
            queue.remove(reason: "passed") { $0 == "feature \(w.feature.offset)" }
        case .warning(let w):
            guard let what = phrases.features[w.feature.kind] else { return }
            let text = phrases.featureAhead.filling("feature", with: what)
                .filling("distance", with: Instructions.distance(w.distance, units: units, language: language))
            say(w.feature.kind.eventName, text, .safety, key: "feature \(w.feature.offset)", distance: w.distance)
        case .offRoute:
            say("offRoute", phrases.offRoute, .routeChange, key: "offRoute")
        case .rerouted:
            // The old route's maneuvers and features mean nothing on the new one.
            queue.remove(reason: "rerouted") { $0.hasPrefix("maneuver ") || $0.hasPrefix("feature ") }
            announcedWaypoints = []
            say("rerouted", phrases.rerouted, .routeChange, key: "rerouted")
        case .rerouteFailed:
            say("rerouteFailed", phrases.rerouteFailed, .routeChange, key: "rerouted")
        case .waypointReached(let w):
            guard !announcedWaypoints.contains(w.waypoint - 1) else { return }
            say("waypoint", phrases.waypointReached.filling("waypoint", with: String(w.waypoint)),
                .action, key: "waypoint \(w.waypoint)")
        case .destinationReached:
            guard !announcedArrival else { return }
            announcedArrival = true
            say("destination", phrases.destinationReached, .action, key: "arrival")
        case .trafficIncident(let w):
            // The incident's description is map-independent text (type phrase and road name), spoken as shown.
            let text = w.incident.description + ", " + Instructions.distance(w.distance, units: units, language: language)
            say("trafficIncident", text, .safety, key: "incident \(w.incident.id)", distance: w.distance)
        case .currentRoadChanged, .speedLimitChanged, .roadAttributesChanged, .betterRouteAvailable:
            break
        }
    }
}
