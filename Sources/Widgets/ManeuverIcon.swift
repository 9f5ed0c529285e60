/// The arrow for a maneuver. Case names match Routing's `ManeuverKind` raw values, so NavApp maps
/// `ManeuverIcon(name: kind.rawValue)` without Widgets importing Routing.
public enum ManeuverIcon: String, Sendable, Hashable, CaseIterable {
    case depart, `continue`, nameChange
    case slightLeft, left, sharpLeft
    case slightRight, right, sharpRight
    case uTurn, keepLeft, keepRight, merge, enterMotorway, exitLeft, exitRight
    case roundabout, waypoint, arrive

    /// The icon for a maneuver kind name (`ManeuverKind.rawValue`); nil for a name it does not know.
    public init?(name: String) { self.init(rawValue: name) }

    /// Glyphs by maneuver kind name. Every glyph is one cell wide, has an ASCII stand-in (`AsciiFallback`) and is
    /// in both DejaVu Sans Mono and Noto Sans Mono (they have no diagonal arrows: the corner triangles stand in).
    public static let glyphs: [String: Character] = [
        "depart": "↑", "continue": "↑", "nameChange": "↑",
        "slightLeft": "◸", "left": "←", "sharpLeft": "◺",
        "slightRight": "◹", "right": "→", "sharpRight": "◿",
        "uTurn": "⇓", "keepLeft": "◸", "keepRight": "◹",
        "merge": "⋎", "enterMotorway": "⇑", "exitLeft": "◸", "exitRight": "◹",
        "roundabout": "◷", "waypoint": "◎", "arrive": "◉",
    ]

    /// This maneuver's arrow glyph.
    public var glyph: Character { ManeuverIcon.glyphs[rawValue] ?? "↑" }
}
