import Foundation
import Geo
import Routing

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
        var w = JSONLineWriter()
        w.number("t", event.time, decimals: 2)
        w.string("type", event.name)
        switch event {
        case .routeProgress(let p):
            w.number("distanceTravelled", p.distanceTravelled, decimals: 1)
            w.number("remainingDistance", p.remainingDistance, decimals: 1)
            w.number("remainingDuration", p.remainingDuration, decimals: 1)
            w.number("eta", p.eta, decimals: 1)
            w.number("fraction", p.fraction, decimals: 4)
            w.int("leg", p.leg)
            w.number("legRemainingDistance", p.legRemainingDistance, decimals: 1)
        case .maneuverNotification(let n):
            w.string("stage", n.stage.rawValue)
            w.int("maneuver", n.maneuverIndex)
            w.string("kind", n.maneuver.kind.rawValue)
            w.number("distance", n.distance, decimals: 1)
            w.optionalInt("then", n.thenIndex)
            w.string("text", n.text)
        case .maneuverPassed(let p):
            w.int("maneuver", p.maneuverIndex)
            w.string("kind", p.maneuver.kind.rawValue)
        case .currentRoadChanged(let r):
            w.string("name", r.name)
            w.string("ref", r.ref)
            w.string("highway", r.highway?.osmValue)
        case .speedLimitChanged(let l):
            w.optionalNumber("limit", l.limit, decimals: 1)
        case .speedWarning(let s):
            w.string("level", s.level.rawValue)
            w.number("speed", s.speed, decimals: 1)
            w.number("limit", s.limit, decimals: 1)
            w.number("percent", s.percent, decimals: 1)
        case .roadAttributesChanged(let a):
            w.strings("entered", a.entered.names)
            w.strings("left", a.left.names)
            w.strings("current", a.current.names)
        case .warning(let s):
            w.string("stage", s.stage.rawValue)
            w.string("feature", s.feature.kind.eventName)
            w.number("distance", s.distance, decimals: 1)
            w.number("offset", s.feature.offset, decimals: 1)
        case .offRoute(let o):
            w.number("distance", o.distance, decimals: 1)
            w.number("lat", o.coordinate.latitude, decimals: 6)
            w.number("lon", o.coordinate.longitude, decimals: 6)
        case .rerouted(let r):
            w.number("length", r.route.length, decimals: 1)
            w.number("duration", r.route.duration, decimals: 1)
            w.int("maneuvers", r.route.maneuvers.count)
        case .rerouteFailed(let f):
            w.string("reason", f.reason)
        case .waypointReached(let a):
            w.int("waypoint", a.waypoint)
        case .destinationReached(let a):
            w.bool("guidanceStopped", a.guidanceStopped)
        }
        return w.line
    }

    static func text(_ event: NavigationEvent) -> String {
        let t = JSONLineWriter.format(event.time, decimals: 2)
        let pad = String(repeating: " ", count: max(0, 9 - t.count))
        return pad + t + "  " + textBody(event)
    }

    private static func textBody(_ event: NavigationEvent) -> String {
        let units = UnitSystem.metric
        func km(_ v: Double) -> String { JSONLineWriter.format(v, decimals: 0) + " km/h" }
        switch event {
        case .routeProgress(let p):
            return "progress      \(units.format(distance: p.remainingDistance)) left, "
                + "\(UnitSystem.format(duration: p.remainingDuration)), eta \(JSONLineWriter.format(p.eta, decimals: 0)) s"
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
                + "(\(JSONLineWriter.format(s.percent, decimals: 0)) %)"
        case .roadAttributesChanged(let a):
            var parts = [String]()
            if !a.entered.isEmpty { parts.append("entered " + a.entered.names.joined(separator: ", ")) }
            if !a.left.isEmpty { parts.append("left " + a.left.names.joined(separator: ", ")) }
            return "attributes    " + parts.joined(separator: "; ")
        case .warning(let s):
            return "warning       \(s.feature.kind.eventName) \(s.stage.rawValue)"
                + (s.stage == .ahead ? " in \(units.format(distance: s.distance))" : "")
        case .offRoute(let o):
            return "off route     \(JSONLineWriter.format(o.distance, decimals: 0)) m from the route"
        case .rerouted(let r):
            return "rerouted      \(units.format(distance: r.route.length)), \(UnitSystem.format(duration: r.route.duration))"
        case .rerouteFailed(let f):
            return "reroute failed " + sanitize(f.reason)
        case .waypointReached(let a):
            return "waypoint      \(a.waypoint) reached"
        case .destinationReached:
            return "arrived       destination reached"
        }
    }

    /// Drops control characters (C0, DEL, C1) so data cannot drive the terminal.
    static func sanitize(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.filter { !($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }))
    }
}
