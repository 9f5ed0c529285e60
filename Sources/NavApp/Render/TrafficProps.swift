import Geo
import Navigation
import Traffic
import Widgets

/// Maps the traffic along the route to the widgets' props: the trip bar's bands and incident marks, the header note.
enum TrafficProps {
    /// Bar levels for jam levels (the trip bar's four colours).
    static func level(_ j: JamLevel) -> TripProgressBar.TrafficLevel {
        switch j {
        case .free: .free
        case .moderate: .moderate
        case .heavy: .heavy
        case .standing, .closed: .severe
        }
    }

    /// Monochrome stand-ins: the bar thins as the traffic thickens.
    static let glyphs: [TripProgressBar.TrafficLevel: Character] = [.moderate: "▆", .heavy: "▄", .severe: "▂"]

    /// Colours the remaining bar by the route's jam bands and marks incidents ahead (`!`, `×` for closures).
    static func apply(_ traffic: RouteTraffic, length: Meters, to bar: inout TripProgressBar) {
        bar.traffic = traffic.bands.map {
            TripProgressBar.TrafficSpan(($0.startOffset / length)...max($0.startOffset, $0.endOffset) / length, level($0.level))
        }
        bar.trafficGlyphs = glyphs
        for mark in traffic.marks where mark.offset / length > bar.travelled {
            bar.features.append(TripProgressBar.Feature(fraction: mark.offset / length, glyph: mark.incident.closesRoad ? "×" : "!"))
        }
    }

    /// "Heavy traffic, +6 min" when the delay ahead is significant: at least a minute and a tenth of the free-flow
    /// time left ("Heavy" from a quarter).
    static func headerNote(_ s: NavigationState) -> String? {
        guard s.routeTraffic != nil, !s.hasArrived, let delay = s.progress.trafficDelay else { return nil }
        let free = s.progress.remainingDuration - delay
        guard delay >= minimumDelay, delay >= 0.1 * free else { return nil }
        let minutes = Int((delay / 60).rounded())
        return (delay >= 0.25 * free ? "Heavy traffic" : "Traffic") + ", +\(minutes) min"
    }

    static let minimumDelay: Seconds = 60
}
