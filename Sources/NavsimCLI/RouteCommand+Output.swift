import Foundation
import Navigation
import Geo
import Routing

extension RouteCommand {
    /// The JSON `navsim route` prints, written by hand so that key order is stable.
    enum JSON {
        static func routes(_ routes: [Route]) -> String {
            "{\"routes\": [" + routes.map(route).joined(separator: ", ") + "]}"
        }

        static func route(_ r: Route) -> String {
            let geometry = r.geometry.coordinates.map(point).joined(separator: ", ")
            let maneuvers = r.maneuvers.map { m in
                "{\"type\": \(string(m.kind.rawValue)), \"instruction\": \(string(m.instruction)), "
                    + "\"road\": \(m.roadLabel.map(string) ?? "null"), \"distance\": \(number(m.stepLength, 1)), "
                    + "\"location\": \(point(m.location))}"
            }.joined(separator: ", ")
            return "{\"length\": \(number(r.length, 1)), \"duration\": \(number(r.duration, 1)), "
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
        static func describe(_ routes: [Route], units: UnitSystem) -> String {
            var lines = [String]()
            for (i, r) in routes.enumerated() {
                let title = i == 0 ? "Route" : "Alternative \(i)"
                let via = r.legs.count > 1 ? ", \(r.legs.count) legs" : ""
                lines.append("\(title): \(units.format(distance: r.length)), \(UnitSystem.format(duration: r.duration)) (\(r.profile.name)\(via))")
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
