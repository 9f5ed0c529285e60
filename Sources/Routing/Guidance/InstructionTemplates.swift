import Geo

/// One language's instruction texts as a table: a template per maneuver kind plus the phrases they are built from.
///
/// Templates are written in their mid-sentence form ("turn left{road}"), as they read after "In 400 m, " or
/// ", then "; the standalone instruction capitalises the first letter. Placeholders: `{road}` (the road phrase chosen
/// by `RoadPhrase`), `{compass}`, `{exit}` (numbered or not), `{ordinal}`, `{waypoint}`, `{side}`, `{label}`,
/// `{destination}`, `{distance}`.
public struct InstructionTemplates: Sendable {
    /// How a template names the road it leads to.
    public enum RoadPhrase: Sendable {
        /// No road.
        case none
        /// `on` + the road label ("head east on West Street").
        case on
        /// `onto` + the road label, nothing when there is none.
        case onto
        /// `onto` + the label, else `toward` + the signpost.
        case ontoElseToward
        /// `toward` + the signpost, else `onto` + the label (motorway exits and forks are signposted).
        case towardElseOnto
        /// The bare label after a space ("join the motorway M7").
        case plain
    }

    /// One maneuver kind's template.
    public struct Template: Sendable {
        public var text: String
        public var road: RoadPhrase
        /// Used instead of `text` when the number it needs is missing (a roundabout without an exit count) or, for
        /// `.continue`, when there is no road to name.
        public var fallback: String?

        public init(_ text: String, road: RoadPhrase = .ontoElseToward, fallback: String? = nil) {
            self.text = text
            self.road = road
            self.fallback = fallback
        }
    }

    /// How ordinals are written: "3rd" or "3.".
    public enum OrdinalStyle: Sendable { case englishSuffix, trailingDot }

    public var kinds: [ManeuverKind: Template]
    /// " onto {label}", " on {label}", " toward {destination}".
    public var onto: String
    public var on: String
    public var toward: String
    /// "exit {exit}" for a numbered motorway exit, "the exit" otherwise.
    public var numberedExit: String
    public var unnumberedExit: String
    /// Appended to `.waypoint` and `.arrive` when the side is known (`{side}`), and to `.arrive` when it is not.
    public var waypointSide: String
    public var arriveSide: String
    public var arriveAhead: String
    /// "left", "right".
    public var left: String
    public var right: String
    /// North first, clockwise in 45° steps.
    public var compassPoints: [String]
    public var ordinals: OrdinalStyle
    /// "In {distance}, " before an instruction that lies ahead.
    public var distancePrefix: String
    /// ", then " between a maneuver and the one right after it.
    public var then: String
    /// The ahead forms of arrival, where the action form ("you have arrived") would be wrong.
    public var arriveUpcoming: String
    public var waypointUpcoming: String
    /// The decimal separator of distances ("1.2 km", "1,2 km").
    public var decimalSeparator: Character
}
