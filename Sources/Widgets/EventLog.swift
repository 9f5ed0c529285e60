import TermUI

/// A bordered panel with the newest lines of a log at the bottom (older ones scroll off the top).
public struct EventLog: Widget, Sendable, Hashable {
    /// Lines, oldest first.
    public var lines: [String]
    public var title: String
    public var style: Style
    public var borderStyle: Style

    public init(lines: [String], title: String = "Events",
                style: Style = Style(foreground: .white, background: .rgb(20, 24, 32)),
                borderStyle: Style = Style(foreground: .brightBlack, background: .rgb(20, 24, 32))) {
        self.lines = lines
        self.title = title
        self.style = style
        self.borderStyle = borderStyle
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        buffer.clear(area, style: style)
        guard area.width >= 4, area.height >= 3 else { return }
        buffer.box(area, style: borderStyle, title: title, clip: area)
        let inner = area.inset(by: 1)
        let shown = lines.suffix(inner.height)
        for (row, line) in shown.enumerated() {
            buffer.put(" " + TextFit.truncate(line, to: inner.width - 2), x: inner.x, y: inner.y + row, style: style, in: inner)
        }
    }
}
