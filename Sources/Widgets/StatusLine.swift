import TermUI

/// One row: a message on the left (the latest navigator event, say) and an optional note on the right.
public struct StatusLine: Widget, Sendable, Hashable {
    public var message: String
    public var note: String?
    public var style: Style

    public init(message: String, note: String? = nil, style: Style = Style(foreground: .white, background: .rgb(30, 30, 36))) {
        self.message = message
        self.note = note
        self.style = style
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        buffer.clear(area, style: style)
        guard area.width >= 3, area.height >= 1 else { return }
        var room = area.width - 2
        if let note {
            let n = TextFit.truncate(note, to: max(0, room / 2))
            let w = TextFit.width(n)
            buffer.put(n, x: area.maxX - 1 - w, y: area.y, style: style.adding(.dim), in: area)
            room -= w + (w > 0 ? 2 : 0)
        }
        buffer.put(TextFit.truncate(message, to: room), x: area.x + 1, y: area.y, style: style, in: area)
    }
}
