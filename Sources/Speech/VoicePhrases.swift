import Geo
import MapData
import Routing

/// One language's spoken texts for everything that is not a maneuver (those come from `InstructionTemplates`),
/// and the words the voice says for unit symbols ("m" is "metres", not "em").
public struct VoicePhrases: Sendable {
    /// "{feature} in {distance}".
    public var featureAhead: String
    public var features: [PointFeatureKind: String]
    /// "{limit} {unit}" in the display units.
    public var speedMinor: String
    public var speedMajor: String
    public var offRoute: String
    public var rerouted: String
    public var rerouteFailed: String
    public var waypointReached: String
    public var destinationReached: String
    /// Unit symbols as spoken ("km/h" → "kilometres per hour").
    public var spokenUnits: [String: String]

    /// The table for a language.
    public static func table(_ language: InstructionLanguage) -> VoicePhrases {
        switch language {
        case .english: .english
        case .german: .german
        }
    }

    /// The text as the voice should read it: unit symbols become words (the shown text keeps the symbols).
    public func spoken(_ text: String) -> String {
        var out = ""
        var word = ""
        func flush() {
            out += spokenUnits[word] ?? word
            word = ""
        }
        for c in text {
            if c == " " || c == "," || c == "." || c == ";" {
                // "km/h" and "m" end at a space or punctuation; a decimal point inside a number is not an end.
                if c == ".", word.last?.isNumber == true { word.append(c); continue }
                flush()
                out.append(c)
            } else {
                word.append(c)
            }
        }
        flush()
        return out
    }
}

extension VoicePhrases {
    public static let english = VoicePhrases(
        featureAhead: "{feature} in {distance}",
        features: [.trafficSignals: "Traffic lights", .stop: "Stop sign", .giveWay: "Give way",
                   .speedCamera: "Speed camera", .levelCrossing: "Level crossing"],
        speedMinor: "Speed limit {limit} {unit}",
        speedMajor: "Slow down. The speed limit is {limit} {unit}",
        offRoute: "You have left the route. Rerouting",
        rerouted: "New route found",
        rerouteFailed: "No new route found",
        waypointReached: "You have reached waypoint {waypoint}",
        destinationReached: "You have arrived",
        spokenUnits: ["m": "metres", "km": "kilometres", "ft": "feet", "mi": "miles",
                      "km/h": "kilometres per hour", "mph": "miles per hour"])

    public static let german = VoicePhrases(
        featureAhead: "{feature} in {distance}",
        features: [.trafficSignals: "Ampel", .stop: "Stoppschild", .giveWay: "Vorfahrt achten",
                   .speedCamera: "Blitzer", .levelCrossing: "Bahnübergang"],
        speedMinor: "Tempolimit {limit} {unit}",
        speedMajor: "Bitte langsamer fahren. Das Tempolimit ist {limit} {unit}",
        offRoute: "Sie haben die Route verlassen. Die Route wird neu berechnet",
        rerouted: "Neue Route gefunden",
        rerouteFailed: "Keine neue Route gefunden",
        waypointReached: "Sie haben Zwischenziel {waypoint} erreicht",
        destinationReached: "Sie haben Ihr Ziel erreicht",
        spokenUnits: ["m": "Meter", "km": "Kilometer", "ft": "Fuß", "mi": "Meilen",
                      "km/h": "Stundenkilometer", "mph": "Meilen pro Stunde"])
}
