import Foundation
import Navigation
import Geo
import Routing

extension RouteCommand {
    /// The JSON `navsim route` prints, written by hand so that key order is stable.
    enum JSON {
        static func routes(_ routes: [Route], places: [ResolvedPlace] = []) -> String {
            var out = "{\"routes\": [" + routes.map(route).joined(separator: ", ") + "]"
            if let from = places.first, let to = places.last, places.count >= 2 {
                out += ", \"from\": \(place(from)), \"to\": \(place(to))"
                if places.count > 2 { out += ", \"via\": [" + places.dropFirst().dropLast().map(place).joined(separator: ", ") + "]" }
            }
            return out + "}"
        }

        /// `{"query": text, "name": ..., "kind": ..., "location": [lat, lon]}`; name and kind null for a lat,lon.
        static func place(_ p: ResolvedPlace) -> String {
            "{\"query\": \(string(p.query)), \"name\": \(p.match.map { string($0.name) } ?? "null"), "
                + "\"kind\": \(p.match.map { string($0.kind) } ?? "null"), \"location\": \(point(p.coordinate))}"
        }

        static func route(_ r: Route) -> String {
            let geometry = r.geometry.coordinates.map(point).joined(separator: ", ")
            let maneuvers = r.maneuvers.map { m in
                "{\"type\": \(string(m.kind.rawValue)), \"instruction\": \(string(m.instruction)), "
                    + "\"road\": \(m.roadLabel.map(string) ?? "null"), \"distance\": \(number(m.stepLength, 1)), "
                    + "\"location\": \(point(m.location))}"
            }.joined(separator: ", ")
            return "{\"length\": \(number(r.length, 1)), \"duration\": \(number(r.duration, 1)), "
                + "\"durationWithoutTraffic\": \(number(r.durationWithoutTraffic, 1)), "
                + "\"geometry\": [\(geometry)], \"maneuvers\": [\(maneuvers)]}"
        }

        static func error(_ message: String) -> String { "{\"error\": \(string(message))}" }

        static func point(_ c: Coordinate) -> String { "[\(number(c.latitude, 6)), \(number(c.longitude, 6))]" }

        /// A finite number with at most `decimals` decimals, trailing zeros dropped ("12.5", "3", "42.507812").
        static func number(_ v: Double, _ decimals: Int) -> String { JSONText.number(v, decimals) }

        /// A JSON string literal (control characters escaped; the navigator's event writer does the same).
        static func string(_ s: String) -> String { JSONText.quote(s) }
    }

    /// The text `navsim route` prints: a header per route, then numbered maneuvers with their step distances.
    enum Text {
        /// "From: "Casino" is Casino de Monte Carlo (landmark, 43.739...,7.427...)" for each search text resolved;
        /// nothing for places given as lat,lon.
        static func describe(_ places: [ResolvedPlace]) -> String {
            var lines = [String]()
            for (i, p) in places.enumerated() where p.match != nil {
                let role = i == 0 ? "From" : i == places.count - 1 ? "To" : "Via"
                lines.append("\(role): \"\(RouteCommand.sanitized(p.query))\" is \(RouteCommand.sanitized(p.description))")
            }
            return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        }

        static func describe(_ routes: [Route], units: UnitSystem) -> String {
            var lines = [String]()
            for (i, r) in routes.enumerated() {
                let title = i == 0 ? "Route" : "Alternative \(i)"
                let via = r.legs.count > 1 ? ", \(r.legs.count) legs" : ""
                let delay = r.trafficTime == nil ? "" : ", traffic +" + UnitSystem.format(duration: max(0, r.duration - r.durationWithoutTraffic))
                lines.append("\(title): \(units.format(distance: r.length)), \(UnitSystem.format(duration: r.duration)) (\(r.profile.name)\(via)\(delay))")
                let width = String(r.maneuvers.count).count
                for (k, m) in r.maneuvers.enumerated() {
                    let n = String(k + 1)
                    let number = String(repeating: " ", count: width - n.count) + n
                    let step = m.kind == .arrive ? "" : "  (\(units.format(distance: m.stepLength)))"
                    lines.append("  \(number). \(RouteCommand.sanitized(m.instruction))\(step)")
                }
                lines.append("")
            }
            return lines.joined(separator: "\n")
        }
    }
}
