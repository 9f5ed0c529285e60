import TermUI

/// The navigation header: the primary rows (arrow, distance, road; then "toward …" when a signpost exists),
/// an optional accessory (lanes), and the "Then ← Road" row when the maneuver after this one comes soon.
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
        /// A note on the second row, after the signpost ("Heavy traffic, +6 min").
        public var note: String?
        public init(icon: ManeuverIcon, distance: String, road: String, toward: String? = nil, note: String? = nil) {
            self.note = note
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
    public var accessory: (any AccessoryView & Sendable)?
    /// False switches the header off: it wants no rows.
    public var isEnabled: Bool

    /// The "Then" row appears for maneuvers at most 150 m apart (roughly 10 s at urban speeds).
    public static let defaultNextShownWithin = 150.0 // m
    public static let defaultPrimaryStyle = Style(foreground: .brightWhite, background: .rgb(24, 96, 64), attributes: .bold)
    public static let defaultSecondaryStyle = Style(foreground: .brightWhite, background: .rgb(16, 64, 44))

    public init(primary: Primary, next: Next? = nil, nextShownWithin: Double = NavigationHeader.defaultNextShownWithin,
                primaryStyle: Style = NavigationHeader.defaultPrimaryStyle,
                secondaryStyle: Style = NavigationHeader.defaultSecondaryStyle,
                accessory: (any AccessoryView & Sendable)? = nil, isEnabled: Bool = true) {
        self.primary = primary
        self.next = next
        self.nextShownWithin = nextShownWithin
        self.primaryStyle = primaryStyle
        self.secondaryStyle = secondaryStyle
        self.accessory = accessory
        self.isEnabled = isEnabled
    }

    /// Rows of the primary area: 2 with a signpost ("toward …"), else 1.
    public var primaryRows: Int {
        [primary.toward, primary.note].contains { $0.map { !TerminalText.sanitized($0).isEmpty } == true } ? 2 : 1
    }

    /// True when the "Then" row should show (a next maneuver within `nextShownWithin`).
    public var wantsThenRow: Bool { next.map { $0.gap <= nextShownWithin } ?? false }

    /// Which rows show at a width and height: (signpost, accessory rows, then-row).
    func rows(width: Int, height: Int) -> (toward: Bool, accessory: Int, then: Bool) {
        guard isEnabled, height > 0 else { return (false, 0, false) }
        var left = height - 1
        let then = wantsThenRow && left > 0
        if then { left -= 1 }
        let toward = primaryRows == 2 && left > 0
        if toward { left -= 1 }
        let acc = min(left, max(0, accessory?.height(constrainedTo: Size(width: width, height: left)) ?? 0))
        return (toward, acc, then)
    }

    /// The rows the header wants at `width` (0 when switched off).
    public func preferredHeight(width: Int) -> Int {
        let r = rows(width: width, height: Int.max / 2)
        return isEnabled ? 1 + (r.toward ? 1 : 0) + r.accessory + (r.then ? 1 : 0) : 0
    }

    /// Renders into one area, deciding itself which rows fit (see the type's summary).
    public func render(in area: Rect, into buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        guard isEnabled else { buffer.clear(area, style: .plain); return }
        let r = rows(width: area.width, height: area.height)
        let (p, rest1) = area.splitTop(1 + (r.toward ? 1 : 0))
        let (acc, rest2) = rest1.splitTop(r.accessory)
        let (then, rest3) = rest2.splitTop(r.then ? 1 : 0)
        render(primary: p, accessory: r.accessory > 0 ? acc : nil, then: r.then ? then : nil, into: &buffer)
        buffer.clear(rest3, style: secondaryStyle)
    }

    /// Renders the parts into the rectangles a screen layout gave them (nil: not shown). The primary area shows
    /// the signpost row only when it has two rows; the "Then" rectangle is painted in the secondary style and
    /// stays empty when `wantsThenRow` is false.
    public func render(primary primaryArea: Rect?, accessory accessoryArea: Rect?, then thenArea: Rect?, into buffer: inout Buffer) {
        if let area = primaryArea, !area.isEmpty {
            buffer.clear(area, style: primaryStyle)
            let y = area.y, textX = area.x + 4
            // Row 1: " ←  300 m  Mill Lane"
            buffer.set(x: area.x + 1, y: y, primary.icon.glyph, style: primaryStyle, clip: area)
            let x = buffer.put(TextFit.truncate(primary.distance, to: max(0, area.maxX - textX - 1)), x: textX, y: y,
                               style: primaryStyle, in: area)
            let roadWidth = area.maxX - (x + 2) - 1
            if roadWidth > 0 { buffer.put(TextFit.truncate(primary.road, to: roadWidth), x: x + 2, y: y, style: primaryStyle, in: area) }
            if area.height >= 2, primaryRows == 2 {
                let parts = [primary.toward.map { "toward " + $0 }, primary.note].compactMap { $0 }
                let text = TextFit.truncate(parts.joined(separator: " · "), to: max(0, area.maxX - textX - 1))
                buffer.put(text, x: textX, y: y + 1, style: primaryStyle.removing(.bold), in: area)
            }
        }
        if let area = accessoryArea, !area.isEmpty {
            if let accessory { accessory.render(in: area, into: &buffer) } else { buffer.clear(area, style: secondaryStyle) }
        }
        if let area = thenArea, !area.isEmpty {
            buffer.clear(area, style: secondaryStyle)
            if wantsThenRow, let next {
                let text = "Then \(next.icon.glyph) " + TextFit.truncate(next.road, to: max(0, area.width - 9))
                buffer.put(text, x: area.x + 1, y: area.y, style: secondaryStyle, in: area)
            }
        }
    }
}

extension Style {
    /// This style without some attributes.
    public func removing(_ a: Attributes) -> Style { var s = self; s.attributes.subtract(a); return s }
}
