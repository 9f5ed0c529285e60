import TermUI

/// A clickable label such as "[ ◎ Re-centre ]", drawn at the left of its area.
public struct Button: Widget, Sendable, Hashable {
    public var label: String
    public var icon: Character?
    public var isHighlighted: Bool
    public var style: Style
    public var highlightStyle: Style

    public init(label: String, icon: Character? = nil, isHighlighted: Bool = false,
                style: Style = Style(foreground: .brightWhite, background: .rgb(40, 40, 48), attributes: .bold),
                highlightStyle: Style = Style(foreground: .black, background: .brightWhite, attributes: .bold)) {
        self.label = label
        self.icon = icon
        self.isHighlighted = isHighlighted
        self.style = style
        self.highlightStyle = highlightStyle
    }

    /// The button text, brackets included.
    public var text: String {
        let l = TerminalText.sanitized(label)
        return icon.map { "[ \($0) \(l) ]" } ?? "[ \(l) ]"
    }

    /// Cells the button needs.
    public var size: Size { Size(width: DisplayWidth.of(text), height: 1) }

    /// The cells the button occupies when rendered in `area`.
    public func frame(in area: Rect) -> Rect {
        Rect(x: area.x, y: area.y, width: min(size.width, area.width), height: min(1, area.height))
    }

    /// True when (x, y) hits the drawn button in `area`.
    public func contains(x: Int, y: Int, in area: Rect) -> Bool { frame(in: area).contains(x: x, y: y) }

    public func render(in area: Rect, into buffer: inout Buffer) {
        buffer.clear(area, style: .plain)
        guard area.width >= size.width, area.height >= 1 else { return }
        buffer.write(text, x: area.x, y: area.y, style: isHighlighted ? highlightStyle : style, clip: area)
    }
}
