import NavsimKit

/// The example's own header accessory, in place of the built-in lane guidance: the next maneuver and the trip left on
/// one row; near a maneuver (or when asked) a countdown gauge on a second row, and the speed on a third.
///
/// Its height changes at run time: `update(from:)` takes the navigator's state each turn and says when the rows it
/// wants changed, so the screen calls `invalidateLayout(forAccessoryView:)`.
public final class TripAccessory: AccessoryView {
    /// How many rows it asks for.
    public enum Mode: String, Sendable, CaseIterable {
        /// One row, two near a maneuver.
        case automatic
        /// Always one row.
        case compact
        /// Always three rows.
        case expanded

        /// The next mode (the `x` key).
        public var next: Mode { Mode.allCases[(Mode.allCases.firstIndex(of: self)! + 1) % Mode.allCases.count] }
    }

    /// A maneuver closer than this makes the automatic accessory two rows high.
    public static let nearManeuver: Meters = 250

    public var mode: Mode = .automatic
    /// The next maneuver's road (sanitized) and distance, the distance left and the speed, from the last update.
    public private(set) var road = ""
    public private(set) var icon: ManeuverIcon = .continue
    public private(set) var maneuverDistance: Meters?
    public private(set) var remaining: Meters = 0
    public private(set) var speedKmh = 0.0

    public static let style = Style(foreground: .brightWhite, background: .rgb(95, 0, 135))
    public static let gaugeStyle = Style(foreground: .rgb(255, 215, 95), background: .rgb(95, 0, 135), attributes: .bold)

    public init() {}

    /// Takes the navigation state; returns true when the rows it wants changed (the caller invalidates the layout).
    @discardableResult
    public func update(from state: NavigationState?) -> Bool {
        let before = wantedRows
        if let s = state {
            // Before the departure is passed the next maneuver is the start itself, 0 m away: count down to the one after.
            let next = s.nextManeuver?.maneuver.kind == .depart ? (s.thenManeuver ?? s.nextManeuver) : s.nextManeuver
            road = TerminalText.sanitized(next.map { $0.maneuver.roadLabel ?? $0.maneuver.instruction } ?? "")
            icon = next.flatMap { ManeuverIcon(name: $0.maneuver.kind.rawValue) } ?? .arrive
            maneuverDistance = next?.distance
            remaining = s.progress.remainingDistance
            speedKmh = s.speed * 3.6
        } else {
            road = ""
            maneuverDistance = nil
            remaining = 0
            speedKmh = 0
        }
        return wantedRows != before
    }

    /// The rows it wants with unlimited room.
    public var wantedRows: Int {
        switch mode {
        case .compact: 1
        case .expanded: 3
        case .automatic: (maneuverDistance ?? .infinity) < Self.nearManeuver ? 2 : 1
        }
    }

    public func height(constrainedTo size: Size) -> Int { size.width < 20 ? 0 : min(wantedRows, size.height) }

    public func render(in area: Rect, into buffer: inout Buffer) {
        buffer.fill(area, with: Cell(" ", style: Self.style))
        guard !area.isEmpty else { return }
        let distance = maneuverDistance.map(Self.distance) ?? "—"
        let first = " ◆ Accessory · next \(icon.glyph) \(road) in \(distance) · \(Self.distance(remaining)) to go"
        buffer.write(first, x: area.x, y: area.y, style: Self.style, clip: area)
        if area.height >= 2 {
            // The countdown: full at `nearManeuver`, empty at the maneuver.
            let width = max(0, min(30, area.width - 14))
            let f = max(0, min(1, (maneuverDistance ?? Self.nearManeuver) / Self.nearManeuver))
            let filled = Int((Double(width) * f).rounded())
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            buffer.write("   countdown " + bar, x: area.x, y: area.y + 1, style: Self.gaugeStyle, clip: area)
        }
        if area.height >= 3 {
            buffer.write("   speed \(Int(speedKmh.rounded())) km/h · mode \(mode.rawValue)", x: area.x, y: area.y + 2,
                         style: Self.style, clip: area)
        }
    }

    /// "320 m", "1.4 km".
    static func distance(_ m: Meters) -> String {
        m < 1000 ? "\(Int((m / 10).rounded()) * 10) m" : "\(Int((m / 100).rounded()) / 10).\(Int((m / 100).rounded()) % 10) km"
    }
}
