import TermUI

/// The navigation header: the primary rows (arrow, distance, road; then "toward …" when a signpost exists),
/// an optional accessory (lanes), and the "Then ↰ Road" row when the maneuver after this one comes soon.
///
/// With less height than it wants it drops, in order: the accessory, the signpost row, the "Then" row;
/// the first row stays while there is one row.
public struct NavigationHeader: Widget, Sendable {
    /// The maneuver ahead.
    public struct Primary: Sendable, Hashable {
        public var icon: ManeuverIcon
        /// Distance text ("300 m"); see `NavigationText.distance`.
        public var distance: String
        /// The road to take.
        public var road: String
        /// Signpost text ("Old Town"); shown as "toward …" on its own row.
        public var toward: String?
        public init(icon: ManeuverIcon, distance: String, road: String, toward: String? = nil) {
            self.icon = icon
            self.distance = distance
            self.road = road
            self.toward = toward
        }
    }

    /// The maneuver after it.
    public struct Next: Sendable, Hashable {
        public var icon: ManeuverIcon
        public var road: String
        /// Distance between the primary maneuver and this one, in metres.
        public var gap: Double
        public init(icon: ManeuverIcon, road: String, gap: Double) {
            self.icon = icon
            self.road = road
            self.gap = gap
        }
    }

    public var primary: Primary
    public var next: Next?
    /// The "Then" row shows only when `next.gap` is at most this (metres).
    public var nextShownWithin: Double
    public var primaryStyle: Style
    public var secondaryStyle: Style
    public var accessory: (any HeaderAccessory)?
    /// False switches the header off: it wants no rows.
    public var isEnabled: Bool

    /// The "Then" row appears for maneuvers at most 150 m apart (roughly 10 s at urban speeds).
    public static let defaultNextShownWithin = 150.0 // m
    public static let defaultPrimaryStyle = Style(foreground: .brightWhite, background: .rgb(24, 96, 64), attributes: .bold)
    public static let defaultSecondaryStyle = Style(foreground: .brightWhite, background: .rgb(16, 64, 44))

    public init(primary: Primary, next: Next? = nil, nextShownWithin: Double = NavigationHeader.defaultNextShownWithin,
                primaryStyle: Style = NavigationHeader.defaultPrimaryStyle,
                secondaryStyle: Style = NavigationHeader.defaultSecondaryStyle,
                accessory: (any HeaderAccessory)? = nil, isEnabled: Bool = true) {
        self.primary = primary
        self.next = next
        self.nextShownWithin = nextShownWithin
        self.primaryStyle = primaryStyle
        self.secondaryStyle = secondaryStyle
        self.accessory = accessory
        self.isEnabled = isEnabled
    }

    /// Which rows show at a width and height: (signpost, accessory rows, then-row).
    func rows(width: Int, height: Int) -> (toward: Bool, accessory: Int, then: Bool) {
        guard isEnabled, height > 0 else { return (false, 0, false) }
        var left = height - 1
        let wantsThen = next.map { $0.gap <= nextShownWithin } ?? false
        let then = wantsThen && left > 0
        if then { left -= 1 }
        let toward = primary.toward.map { !TerminalText.sanitized($0).isEmpty } == true && left > 0
        if toward { left -= 1 }
        let acc = min(left, max(0, accessory?.preferredHeight(width: width) ?? 0))
        return (toward, acc, then)
    }

    /// The rows the header wants at `width` (0 when switched off).
    public func preferredHeight(width: Int) -> Int {
        let r = rows(width: width, height: Int.max / 2)
        return isEnabled ? 1 + (r.toward ? 1 : 0) + r.accessory + (r.then ? 1 : 0) : 0
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        buffer.clear(area, style: primaryStyle)
        guard isEnabled else { buffer.clear(area, style: .plain); return }
        let r = rows(width: area.width, height: area.height)
        var y = area.y
        let textX = area.x + 4
        // Row 1: " ↰  300 m  Mill Lane"
        buffer.set(x: area.x + 1, y: y, primary.icon.glyph, style: primaryStyle, clip: area)
        var x = buffer.put(primary.distance, x: textX, y: y, style: primaryStyle, in: area)
        let roadWidth = area.maxX - (x + 2) - 1
        if roadWidth > 0 { x = buffer.put(TextFit.truncate(primary.road, to: roadWidth), x: x + 2, y: y, style: primaryStyle, in: area) }
        y += 1
        if r.toward, let toward = primary.toward {
            let style = primaryStyle.removing(.bold)
            buffer.put(TextFit.truncate("toward " + toward, to: max(0, area.maxX - textX - 1)), x: textX, y: y, style: style, in: area)
            y += 1
        }
        if r.accessory > 0, let accessory {
            accessory.render(in: Rect(x: area.x, y: y, width: area.width, height: r.accessory), into: &buffer)
            y += r.accessory
        }
        // Everything below the primary rows belongs to the secondary area.
        let secondary = Rect(x: area.x, y: y, width: area.width, height: area.maxY - y)
        buffer.clear(secondary, style: secondaryStyle)
        if r.then, let next {
            let text = "Then \(next.icon.glyph) " + TextFit.truncate(next.road, to: max(0, area.width - 9))
            buffer.put(text, x: area.x + 1, y: y, style: secondaryStyle, in: area)
        }
    }
}

extension Style {
    /// This style without some attributes.
    public func removing(_ a: Attributes) -> Style { var s = self; s.attributes.subtract(a); return s }
}
