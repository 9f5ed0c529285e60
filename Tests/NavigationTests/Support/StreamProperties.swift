import Geo
@testable import Navigation

/// Checks the invariants every event stream must keep; returns one message per violation.
enum StreamProperties {
    /// The documented order of event kinds within one sample.
    static let rank: [String: Int] = [
        "offRoute": 1, "rerouted": 1, "rerouteFailed": 1, "currentRoadChanged": 2, "speedLimitChanged": 3,
        "roadAttributesChanged": 4, "maneuverPassed": 5, "waypointReached": 6, "maneuverNotification": 7, "warning": 8,
        "speedWarning": 9, "routeProgress": 10, "destinationReached": 11,
    ]

    static func violations(_ events: [NavigationEvent]) -> [String] {
        var problems = [String]()
        var lastRemaining = Double.infinity
        var announced = Set<Int>()
        var arrivals = 0
        var lastTime = -Double.infinity
        var lastRank = 0
        for (k, e) in events.enumerated() {
            if e.time < lastTime { problems.append("event \(k) goes back in time") }
            if e.time > lastTime { lastRank = 0 }
            lastTime = e.time
            var r = rank[e.name] ?? 99
            if case .rerouted = e { lastRank = 0 }
            // A late action announcement sits right before its maneuverPassed (documented exception).
            if case .maneuverNotification(let n) = e, k + 1 < events.count,
               case .maneuverPassed(let p) = events[k + 1], p.maneuverIndex == n.maneuverIndex { r = 5 }
            if r < lastRank { problems.append("event \(k) (\(e.name)) out of the documented order") }
            lastRank = r
            switch e {
            case .routeProgress(let p):
                if p.remainingDistance > lastRemaining + 1e-9 { problems.append("remaining distance grew at t=\(p.time)") }
                lastRemaining = p.remainingDistance
                if abs(p.eta - (p.time + p.remainingDuration)) > 1e-9 { problems.append("eta inconsistent at t=\(p.time)") }
            case .rerouted:
                lastRemaining = .infinity
                announced = [0]
            case .maneuverNotification(let n):
                announced.insert(n.maneuverIndex)
            case .maneuverPassed(let p):
                if !announced.contains(p.maneuverIndex) { problems.append("maneuver \(p.maneuverIndex) passed unannounced at t=\(p.time)") }
            case .destinationReached:
                arrivals += 1
                if k != events.count - 1 { problems.append("events after destinationReached") }
            default: break
            }
        }
        if arrivals != 1 { problems.append("destinationReached fired \(arrivals) times") }
        return problems
    }
}
