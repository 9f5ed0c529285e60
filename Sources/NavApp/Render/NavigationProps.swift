import Geo
import Navigation
import Routing
import TermUI
import Widgets

/// Maps the navigation state to the widgets' plain props.
enum NavigationProps {
    static func icon(_ kind: ManeuverKind) -> ManeuverIcon { ManeuverIcon(name: kind.rawValue) ?? .continue }

    /// The road a maneuver leads onto, or a fallback phrase.
    static func road(_ m: Maneuver) -> String {
        if m.kind == .arrive { return "Destination" }
        if m.kind == .waypoint { return "Waypoint" }
        return m.roadLabel ?? (m.destination.map { "toward \($0)" } ?? m.instruction)
    }

    static func header(_ s: NavigationState, units: UnitSystem) -> NavigationHeader {
        guard let next = s.nextManeuver else {
            let done = NavigationHeader.Primary(icon: .arrive, distance: "", road: s.hasArrived ? "You have arrived" : "Calculating…")
            return NavigationHeader(primary: done)
        }
        let m = next.maneuver
        var toward: String?
        if let exit = m.exitNumber, let dest = m.destination { toward = "Exit \(exit) toward \(dest)" }
        else if let exit = m.exitNumber { toward = "Exit \(exit)" }
        else if let dest = m.destination { toward = "toward \(dest)" }
        var roadText = road(m)
        if m.kind == .roundabout, let n = m.roundaboutExit { roadText = "\(ordinal(n)) exit · " + roadText }
        // Before the departure is passed, the header counts down to the first turn along the road driven
        // ("↑ 550 m Winchester Road") rather than showing "0 m" to the start.
        let shownDistance = m.kind == .depart ? (s.thenManeuver?.distance ?? next.distance) : next.distance
        let primary = NavigationHeader.Primary(icon: icon(m.kind), distance: units.format(distance: shownDistance),
                                               road: roadText, toward: toward)
        var then: NavigationHeader.Next?
        if let t = s.thenManeuver {
            then = NavigationHeader.Next(icon: icon(t.maneuver.kind), road: road(t.maneuver), gap: t.distance - next.distance)
        }
        var header = NavigationHeader(primary: primary, next: then)
        header.primary.note = TrafficProps.headerNote(s)
        return header
    }

    static func footer(_ s: NavigationState, startTimeOfDay: Seconds, units: UnitSystem, playback: String) -> NavigationFooter {
        NavigationFooter(arrivalTimeOfDay: startTimeOfDay + s.progress.eta, remainingTime: s.progress.remainingDuration,
                         remainingDistance: s.progress.remainingDistance, units: displayUnits(units), playback: playback,
                         road: s.roadName ?? s.roadRef)
    }

    static func displayUnits(_ u: UnitSystem) -> DisplayUnits { u == .metric ? .metric : .imperial }

    static func speedometer(_ s: NavigationState, units: UnitSystem) -> Speedometer {
        let speedKmh = UnitConversion.kmh(fromMps: s.speed)
        let alert: Speedometer.Alert
        switch s.alertLevel {
        case .major: alert = .major
        case .minor: alert = .minor
        case .none: alert = (s.speedLimit.map { speedKmh > $0 + 0.5 } ?? false) ? .over : .none
        }
        return Speedometer(limit: s.speedLimit.map { s.speedLimitUnit.posted($0) }, speed: Int(units.speed(speedKmh).rounded()),
                           alert: alert, units: displayUnits(units))
    }

    static func tripProgress(_ s: NavigationState) -> TripProgressBar {
        let length = max(1, s.route.length)
        let travelled = s.progress.distanceTravelled
        let features = s.route.features.compactMap { f -> TripProgressBar.Feature? in
            guard f.offset > travelled else { return nil }
            switch f.kind {
            case .speedCamera, .trafficSignals, .stop: return TripProgressBar.Feature(fraction: f.offset / length)
            default: return nil
            }
        }
        var bar = TripProgressBar(travelled: max(0, min(1, travelled / length)), features: features)
        if let traffic = s.routeTraffic { TrafficProps.apply(traffic, length: length, to: &bar) }
        return bar
    }

    static func directions(_ s: NavigationState, units: UnitSystem, scroll: Int?) -> DirectionsList {
        let items = s.route.maneuvers.map { m in
            DirectionsList.Item(icon: icon(m.kind), instruction: m.instruction,
                                distance: m.kind == .arrive ? "" : units.format(distance: m.stepLength))
        }
        let current = s.nextManeuver?.index ?? max(0, items.count - 1)
        return DirectionsList(items: items, current: current, scrollOffset: scroll)
    }

    static func ordinal(_ n: Int) -> String {
        let suffix: String
        switch (n % 10, n % 100) {
        case (1, let t) where t != 11: suffix = "st"
        case (2, let t) where t != 12: suffix = "nd"
        case (3, let t) where t != 13: suffix = "rd"
        default: suffix = "th"
        }
        return "\(n)\(suffix)"
    }
}
