import TermUI

/// A bordered panel listing every maneuver: icon, instruction, distance. The current one is marked `▶` and
/// highlighted; with no scroll offset given it is kept in view (a third of the way down when the list is long).
/// `▲` / `▼` in the border show that rows are hidden above or below.
public struct DirectionsList: Widget, Sendable, Hashable {
    public struct Item: Sendable, Hashable {
        public var icon: ManeuverIcon
        public var instruction: String
        /// Distance text ("300 m"); may be empty.
        public var distance: String
        public init(icon: ManeuverIcon, instruction: String, distance: String) {
            self.icon = icon
            self.instruction = instruction
            self.distance = distance
        }
    }

    public var items: [Item]
    /// Index of the current maneuver (clamped).
    public var current: Int
    /// The first row shown when the user scrolled; nil follows `current`.
    public var scrollOffset: Int?
    public var title: String
    public var style: Style
    public var borderStyle: Style
    public var currentStyle: Style

    public init(items: [Item], current: Int, scrollOffset: Int? = nil, title: String = "Directions",
                style: Style = PanelStyle.standard.body,
                borderStyle: Style = PanelStyle.standard.border,
                currentStyle: Style = Style(foreground: .brightWhite, background: .rgb(40, 70, 120), attributes: .bold)) {
        self.items = items
        self.current = current
        self.scrollOffset = scrollOffset
        self.title = title
        self.style = style
        self.borderStyle = borderStyle
        self.currentStyle = currentStyle
    }

    /// The first item shown in `rows` rows.
    public func firstVisible(rows: Int) -> Int {
        let maxFirst = max(0, items.count - rows)
        if let s = scrollOffset { return min(max(0, s), maxFirst) }
        guard rows > 0 else { return 0 }
        let cur = min(max(0, current), max(0, items.count - 1))
        return min(max(0, cur - rows / 3), maxFirst)
    }

    /// A width that shows every row whole (capped by the caller), borders included.
    public var preferredWidth: Int {
        let rows = items.map { 6 + TextFit.width($0.instruction) + 2 + TextFit.width($0.distance) + 1 }
        return max(rows.max() ?? 0, TextFit.width(title) + 6) + 2
    }

    /// Rows wanted: one per item plus the borders.
    public var preferredHeight: Int { items.count + 2 }

    public func render(in area: Rect, into buffer: inout Buffer) {
        buffer.clear(area, style: style)
        guard area.width >= 4, area.height >= 3 else { return }
        buffer.box(area, style: borderStyle, title: title, clip: area)
        let inner = area.inset(by: 1)
        let first = firstVisible(rows: inner.height)
        if first > 0 { buffer.set(x: inner.maxX - 1, y: area.y, "▲", style: borderStyle, clip: area) }
        if first + inner.height < items.count { buffer.set(x: inner.maxX - 1, y: area.maxY - 1, "▼", style: borderStyle, clip: area) }
        for row in 0..<inner.height {
            let i = first + row
            guard i < items.count else { break }
            let item = items[i], y = inner.y + row
            let isCurrent = i == current
            let s = isCurrent ? currentStyle : style
            let rowRect = Rect(x: inner.x, y: y, width: inner.width, height: 1)
            buffer.clear(rowRect, style: s)
            buffer.write(isCurrent ? " ▶ " : "   ", x: inner.x, y: y, style: s, clip: rowRect)
            buffer.set(x: inner.x + 3, y: y, item.icon.glyph, style: s, clip: rowRect)
            let distance = TextFit.truncate(item.distance, to: max(0, inner.width - 8))
            let dw = TextFit.width(distance)
            let textRoom = inner.width - 6 - (dw > 0 ? dw + 2 : 0) - 1
            buffer.put(TextFit.truncate(item.instruction, to: textRoom), x: inner.x + 6, y: y, style: s, in: rowRect)
            if dw > 0 { buffer.put(distance, x: inner.maxX - 1 - dw, y: y, style: s, in: rowRect) }
        }
    }
}
