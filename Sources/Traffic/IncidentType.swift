import Foundation

/// The kinds of traffic incident, as the HERE SDK names them (`TrafficIncidentType`).
public enum IncidentType: String, Sendable, Hashable, CaseIterable, Comparable {
    case accident, congestion, construction, disabledVehicle, laneRestriction, massTransit, plannedEvent
    case roadClosure, roadHazard, weather, other

    /// The map icon: one cell, legible without colour.
    public var glyph: Character {
        switch self {
        case .accident: "!"
        case .congestion: "≈"
        case .construction: "▨"
        case .disabledVehicle: "⊘"
        case .laneRestriction: "⊣"
        case .massTransit: "⊤"
        case .plannedEvent: "✶"
        case .roadClosure: "⊗"
        case .roadHazard: "▲"
        case .weather: "◒"
        case .other: "?"
        }
    }

    /// The ASCII stand-in of `glyph` (for `--ascii`).
    public var asciiGlyph: Character {
        switch self {
        case .accident: "!"
        case .congestion: "~"
        case .construction: "W"
        case .disabledVehicle: "V"
        case .laneRestriction: "L"
        case .massTransit: "T"
        case .plannedEvent: "E"
        case .roadClosure: "X"
        case .roadHazard: "H"
        case .weather: "R"
        case .other: "?"
        }
    }

    /// A short phrase for descriptions and the header ("Accident", "Road closed").
    public var phrase: String {
        switch self {
        case .accident: "Accident"
        case .congestion: "Congestion"
        case .construction: "Roadworks"
        case .disabledVehicle: "Broken-down vehicle"
        case .laneRestriction: "Lane closed"
        case .massTransit: "Public transport disruption"
        case .plannedEvent: "Event"
        case .roadClosure: "Road closed"
        case .roadHazard: "Hazard"
        case .weather: "Bad weather"
        case .other: "Incident"
        }
    }

    /// Parses a comma-separated list of type names (`accident,roadClosure`); nil names the first unknown one.
    public static func parseList(_ text: String) -> Result<Set<IncidentType>, UnknownName> {
        var out = Set<IncidentType>()
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: .whitespaces)
            guard let t = IncidentType(rawValue: name) else { return .failure(UnknownName(name: name)) }
            out.insert(t)
        }
        return .success(out)
    }

    /// A name that is not an incident type.
    public struct UnknownName: Error, Sendable { public var name: String }

    public static func < (a: Self, b: Self) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}

/// How much an incident matters, as HERE's `Criticality`.
public enum IncidentCriticality: String, Sendable, Hashable, CaseIterable {
    case critical, major, minor, lowImpact

    /// The jam factor an incident of this criticality holds its road at, at least.
    var jamFloor: Double {
        switch self {
        case .critical: 9.0
        case .major: 7.5
        case .minor: 5.0
        case .lowImpact: 3.0
        }
    }
}
