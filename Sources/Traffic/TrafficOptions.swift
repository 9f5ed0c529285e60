import Geo

/// How the traffic world is made. The same options, map and incidents give the same traffic, byte for byte.
public struct TrafficOptions: Sendable, Hashable {
    /// Seed of the flow noise and of seeded incidents.
    public var seed: UInt64
    /// Seeded incidents per kilometre of road (counting each road piece once) and hour; 0 for none.
    public var incidentRate: Double

    public init(seed: UInt64 = 1, incidentRate: Double = TrafficOptions.defaultIncidentRate) {
        self.seed = seed
        self.incidentRate = max(0, incidentRate)
    }

    /// About one incident an hour on 100 km of road: a handful in view of a town drive at any time.
    public static let defaultIncidentRate = 0.01
}

/// A time of day on the simulation clock: seconds since the midnight the simulation starts from.
public enum TimeOfDay {
    /// Parses `HH:MM` or `HH:MM:SS` (00:00 … 23:59:59); nil when malformed.
    public static func parse(_ s: String) -> Seconds? {
        let parts = s.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
              parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let h = Int(parts[0]), let m = Int(parts[1]), h < 24, m < 60 else { return nil }
        let sec = parts.count == 3 ? Int(parts[2]) ?? 60 : 0
        guard sec < 60 else { return nil }
        return Seconds(h * 3600 + m * 60 + sec)
    }

    /// `HH:MM` of a time (days wrap).
    public static func format(_ t: Seconds) -> String {
        let total = Int((t.truncatingRemainder(dividingBy: 86_400) + 86_400).truncatingRemainder(dividingBy: 86_400))
        let h = total / 3600, m = (total % 3600) / 60
        return (h < 10 ? "0" : "") + String(h) + ":" + (m < 10 ? "0" : "") + String(m)
    }
}
