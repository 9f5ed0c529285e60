import TermUI

/// The key list in a centred box. `frame(in:)` gives the box for a screen; render into that rect.
/// When the list is longer than the box, it shows the rows from `scroll` on and says in its bottom border that
/// there is more above or below (PgUp/PgDn).
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
    /// The first entry shown (clamped to what can scroll).
    public var scroll: Int

    /// The keys of issue 4.
    public static let defaultEntries: [Entry] = [
        Entry("?", "this help"), Entry("space", "pause / resume"), Entry("< >", "slower / faster"),
        Entry("d", "directions list"), Entry("n", "north up"), Entry("f", "follow"), Entry("o", "overview"),
        Entry("q Esc", "quit"),
    ]

    public init(entries: [Entry] = HelpOverlay.defaultEntries, title: String = "Keys",
                style: Style = Style(foreground: .white, background: .rgb(20, 24, 32)),
                keyStyle: Style = Style(foreground: .brightYellow, background: .rgb(20, 24, 32), attributes: .bold),
                scroll: Int = 0) {
        self.entries = entries
        self.scroll = scroll
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

    /// The largest useful `scroll` for a box (rendered at `frame`): the entries that do not fit.
    public func maxScroll(frame: Rect) -> Int { max(0, entries.count - max(0, frame.height - 2)) }

    public func render(in area: Rect, into buffer: inout Buffer) {
        buffer.clear(area, style: style)
        guard area.width >= 4, area.height >= 3 else { return }
        buffer.box(area, style: style, title: title, rounded: true, clip: area)
        let inner = area.inset(by: 1)
        let first = max(0, min(scroll, maxScroll(frame: area)))
        let shown = entries.dropFirst(first).prefix(inner.height)
        let more = (above: first > 0, below: first + shown.count < entries.count)
        if more.above || more.below {
            let hint = (more.above ? "↑" : "") + (more.below ? "↓" : "") + " PgUp/PgDn "
            let text = TextFit.truncate(" \(first + 1)–\(first + shown.count)/\(entries.count) " + hint, to: max(0, area.width - 2))
            buffer.put(text, x: area.maxX - 1 - TextFit.width(text), y: area.maxY - 1, style: style, in: area)
        }
        for (row, e) in shown.enumerated() {
            let y = inner.y + row
            let x = buffer.put(TextFit.truncate(e.keys, to: max(0, inner.width - 1)), x: inner.x + 1, y: y, style: keyStyle, in: inner)
            let ax = max(x, inner.x + 1 + keyColumn) + 3
            buffer.put(TextFit.truncate(e.action, to: max(0, inner.maxX - 1 - ax)), x: ax, y: y, style: style, in: inner)
        }
    }
}
