import Foundation
import Geo
import Routing
import Text

/// Turns navigation events into lines: JSON Lines with a stable schema, or short readable text.
public enum EventFormat: String, Sendable, CaseIterable {
    case jsonl, text

    /// One line (no newline) for an event.
    public func line(_ event: NavigationEvent) -> String {
        switch self {
        case .jsonl: EventFormatter.json(event)
        case .text: EventFormatter.text(event)
        }
    }
}

/// The JSON Lines schema: `{"t": seconds, "type": name, ...fields}`, keys in a fixed order, fixed decimals
/// (t 2; distances, durations, speeds and percentages 1; fractions 4; coordinates 6). See Routes/README.md.
enum EventFormatter {
    static func json(_ event: NavigationEvent) -> String {
        var w = JSONWriter()
        w.beginObject()
        w.field("t", event.time, places: 2)
        w.field("type", event.name)
        switch event {
        case .routeProgress(let p):
            w.field("distanceTravelled", p.distanceTravelled, places: 1)
            w.field("remainingDistance", p.remainingDistance, places: 1)
            w.field("remainingDuration", p.remainingDuration, places: 1)
            w.field("eta", p.eta, places: 1)
            w.field("fraction", p.fraction, places: 4)
            w.field("leg", p.leg)
            w.field("legRemainingDistance", p.legRemainingDistance, places: 1)
            // Only with traffic on, so streams without traffic keep their bytes.
            if let d = p.trafficDelay { w.field("trafficDelay", d, places: 1) }
        case .maneuverNotification(let n):
            w.field("stage", n.stage.rawValue)
            w.field("maneuver", n.maneuverIndex)
            w.field("kind", n.maneuver.kind.rawValue)
            w.field("distance", n.distance, places: 1)
            w.field("then", n.thenIndex)
            w.field("text", n.text)
        case .maneuverPassed(let p):
            w.field("maneuver", p.maneuverIndex)
            w.field("kind", p.maneuver.kind.rawValue)
        case .currentRoadChanged(let r):
            w.field("name", r.name)
            w.field("ref", r.ref)
            w.field("highway", r.highway?.osmValue)
        case .speedLimitChanged(let l):
            w.field("limit", l.limit, places: 1)
        case .speedWarning(let s):
            w.field("level", s.level.rawValue)
            w.field("speed", s.speed, places: 1)
            w.field("limit", s.limit, places: 1)
            w.field("percent", s.percent, places: 1)
        case .roadAttributesChanged(let a):
            w.field("entered", a.entered.names)
            w.field("left", a.left.names)
            w.field("current", a.current.names)
        case .warning(let s):
            w.field("stage", s.stage.rawValue)
            w.field("feature", s.feature.kind.eventName)
            w.field("distance", s.distance, places: 1)
            w.field("offset", s.feature.offset, places: 1)
        case .offRoute(let o):
            w.field("distance", o.distance, places: 1)
            w.field("lat", o.coordinate.latitude, places: 6)
            w.field("lon", o.coordinate.longitude, places: 6)
        case .rerouted(let r):
            w.field("length", r.route.length, places: 1)
            w.field("duration", r.route.duration, places: 1)
            w.field("maneuvers", r.route.maneuvers.count)
        case .rerouteFailed(let f):
            w.field("reason", f.reason)
        case .waypointReached(let a):
            w.field("waypoint", a.waypoint)
        case .destinationReached(let a):
            w.field("guidanceStopped", a.guidanceStopped)
        case .trafficIncident(let i):
            w.field("incident", i.incident.id)
            w.field("incidentType", i.incident.type.rawValue)
            w.field("criticality", i.incident.criticality.rawValue)
            w.field("distance", i.distance, places: 1)
            w.field("delay", i.delay, places: 1)
            w.field("description", i.incident.description)
        case .betterRouteAvailable(let b):
            w.field("length", b.route.length, places: 1)
            w.field("duration", b.route.duration, places: 1)
            w.field("currentDuration", b.currentDuration, places: 1)
            w.field("saving", b.saving, places: 1)
        }
        w.endObject()
        return w.string
    }

    static func text(_ event: NavigationEvent) -> String {
        let t = TextWriter.decimal(event.time, places: 2)
        let pad = String(repeating: " ", count: max(0, 9 - t.count))
        return pad + t + "  " + textBody(event)
    }

    private static func textBody(_ event: NavigationEvent) -> String {
        let units = UnitSystem.metric
        func km(_ v: Double) -> String { TextWriter.decimal(v, places: 0) + " km/h" }
        switch event {
        case .routeProgress(let p):
            return "progress      \(units.format(distance: p.remainingDistance)) left, "
                + "\(UnitSystem.format(duration: p.remainingDuration)), eta \(TextWriter.decimal(p.eta, places: 0)) s"
        case .maneuverNotification(let n):
            return "announce      [\(n.stage.rawValue)] " + sanitize(n.text)
        case .maneuverPassed(let p):
            return "passed        maneuver \(p.maneuverIndex) (\(p.maneuver.kind.rawValue))"
        case .currentRoadChanged(let r):
            let label = [r.name, r.ref.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
            return "road          " + (label.isEmpty ? "(unnamed \(r.highway?.osmValue ?? "road"))" : sanitize(label))
        case .speedLimitChanged(let l):
            return "limit         " + (l.limit.map(km) ?? "unknown")
        case .speedWarning(let s):
            return "speed alert   \(s.level.rawValue): \(km(s.speed)) in a \(km(s.limit)) zone "
                + "(\(TextWriter.decimal(s.percent, places: 0)) %)"
        case .roadAttributesChanged(let a):
            var parts = [String]()
            if !a.entered.isEmpty { parts.append("entered " + a.entered.names.joined(separator: ", ")) }
            if !a.left.isEmpty { parts.append("left " + a.left.names.joined(separator: ", ")) }
            return "attributes    " + parts.joined(separator: "; ")
        case .warning(let s):
            return "warning       \(s.feature.kind.eventName) \(s.stage.rawValue)"
                + (s.stage == .ahead ? " in \(units.format(distance: s.distance))" : "")
        case .offRoute(let o):
            return "off route     \(TextWriter.decimal(o.distance, places: 0)) m from the route"
        case .rerouted(let r):
            return "rerouted      \(units.format(distance: r.route.length)), \(UnitSystem.format(duration: r.route.duration))"
        case .rerouteFailed(let f):
            return "reroute failed " + sanitize(f.reason)
        case .waypointReached(let a):
            return "waypoint      \(a.waypoint) reached"
        case .destinationReached:
            return "arrived       destination reached"
        case .trafficIncident(let i):
            return "traffic       \(i.incident.type.rawValue) in \(units.format(distance: i.distance)): " + sanitize(i.incident.description)
        case .betterRouteAvailable(let b):
            return "better route  \(UnitSystem.format(duration: b.route.duration)), saves \(UnitSystem.format(duration: b.saving))"
        }
    }

    /// Data text made safe by the one terminal-text policy (controls, escape sequences, bidi overrides removed).
    static func sanitize(_ s: String) -> String { TerminalText.sanitized(s) }
}
