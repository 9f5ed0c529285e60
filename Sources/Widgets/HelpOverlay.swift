import TermUI

/// The key list in a centred box. `frame(in:)` gives the box for a screen; render into that rect.
public struct HelpOverlay: Widget, Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public var keys: String
        public var action: String
        public init(_ keys: String, _ action: String) {
            self.keys = keys
            self.action = action
        }
    }

    public var entries: [Entry]
    public var title: String
    public var style: Style
    public var keyStyle: Style

    /// The keys of issue 4.
    public static let defaultEntries: [Entry] = [
        Entry("?", "this help"), Entry("space", "pause / resume"), Entry("< >", "slower / faster"),
        Entry("d", "directions list"), Entry("n", "north up"), Entry("f", "follow"), Entry("o", "overview"),
        Entry("q Esc", "quit"),
    ]

    public init(entries: [Entry] = HelpOverlay.defaultEntries, title: String = "Keys",
                style: Style = Style(foreground: .white, background: .rgb(20, 24, 32)),
                keyStyle: Style = Style(foreground: .brightYellow, background: .rgb(20, 24, 32), attributes: .bold)) {
        self.entries = entries
        self.title = title
        self.style = style
        self.keyStyle = keyStyle
    }

    var keyColumn: Int { entries.map { TextFit.width($0.keys) }.max() ?? 0 }

    /// The box size wanted: borders, one row per entry, a blank cell of padding each side.
    public var preferredSize: Size {
        let w = entries.map { keyColumn + 3 + TextFit.width($0.action) }.max() ?? 0
        return Size(width: max(w, TextFit.width(title) + 4) + 4, height: entries.count + 2)
    }

    /// The box centred in `screen`, shrunk to fit.
    public func frame(in screen: Rect) -> Rect {
        screen.centered(width: preferredSize.width, height: preferredSize.height)
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        buffer.clear(area, style: style)
        guard area.width >= 4, area.height >= 3 else { return }
        buffer.box(area, style: style, title: title, rounded: true, clip: area)
        let inner = area.inset(by: 1)
        for (row, e) in entries.prefix(inner.height).enumerated() {
            let y = inner.y + row
            let x = buffer.put(TextFit.truncate(e.keys, to: max(0, inner.width - 1)), x: inner.x + 1, y: y, style: keyStyle, in: inner)
            let ax = max(x, inner.x + 1 + keyColumn) + 3
            buffer.put(TextFit.truncate(e.action, to: max(0, inner.maxX - 1 - ax)), x: ax, y: y, style: style, in: inner)
        }
    }
}
