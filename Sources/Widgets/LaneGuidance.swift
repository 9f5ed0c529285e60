import TermUI

/// Lane guidance: one cell group per lane ("│ ↑ │ ↑ │ ↱ │"), recommended lanes bright, others dim.
/// The built-in header accessory (`AccessoryView`), one row high.
public struct LaneGuidance: AccessoryView, Sendable, Hashable {
    public struct Lane: Sendable, Hashable {
        /// The arrows painted on the lane (left to right).
        public var directions: [ManeuverIcon]
        /// True for a lane that serves the maneuver.
        public var isRecommended: Bool
        public init(directions: [ManeuverIcon], isRecommended: Bool) {
            self.directions = directions
            self.isRecommended = isRecommended
        }
    }

    public var lanes: [Lane]
    public var style: Style
    public var recommendedStyle: Style

    public init(lanes: [Lane], style: Style = Style(foreground: .brightBlack, background: .rgb(16, 64, 44)),
                recommendedStyle: Style = Style(foreground: .brightWhite, background: .rgb(16, 64, 44), attributes: .bold)) {
        self.lanes = lanes
        self.style = style
        self.recommendedStyle = recommendedStyle
    }

    public func height(constrainedTo size: Size) -> Int { lanes.isEmpty || size.width < 4 || size.height < 1 ? 0 : 1 }

    public func render(in area: Rect, into buffer: inout Buffer) {
        buffer.clear(area, style: style)
        guard !area.isEmpty, !lanes.isEmpty else { return }
        let cellWidths = lanes.map { max(1, $0.directions.count) + 3 }
        let total = cellWidths.reduce(1, +)
        var x = area.x + max(0, (area.width - total) / 2)
        let y = area.y
        buffer.set(x: x, y: y, "│", style: style, clip: area)
        x += 1
        for lane in lanes {
            let s = lane.isRecommended ? recommendedStyle : style
            let glyphs = lane.directions.isEmpty ? "↑" : String(lane.directions.map(\.glyph))
            x = buffer.write(" " + glyphs + " ", x: x, y: y, style: s, clip: area)
            buffer.set(x: x, y: y, "│", style: style, clip: area)
            x += 1
        }
    }
}
