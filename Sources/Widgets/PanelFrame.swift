import TermUI

/// The frame the list panels (map layers, offline maps, settings) share: a bordered box with its title, the list rows
/// inside, an optional message line and the key line at the bottom. One place for that layout, so the panels
/// cannot drift apart in where the list ends or how the keys read in ASCII.
struct PanelFrame {
    var title: String
    /// The key help; in ASCII "↑↓" reads "up/down" and "←→" "left/right".
    var keys: String
    var message: String?
    var ascii: Bool
    var style: PanelStyle

    /// Rows left for the list in a panel drawn at `area`: the box less its borders, the message and the key line.
    func listHeight(_ area: Rect) -> Int { max(0, area.height - 3 - (message == nil ? 0 : 1)) }

    /// The first of `count` rows shown when `listHeight` fit: the list scrolls just enough to keep `selected` in view.
    static func firstRow(selected: Int, count: Int, listHeight: Int) -> Int {
        max(0, min(selected - listHeight + 1, count - listHeight))
    }

    /// The index of the list row under screen row `y` in a panel drawn at `area` whose list shows `count` rows from
    /// `first` on (nil for the borders, the message and the key line, and below the last row).
    func row(atY y: Int, in area: Rect, first: Int, count: Int) -> Int? {
        let shown = y - (area.y + 1)
        guard shown >= 0, shown < listHeight(area) else { return nil }
        let i = first + shown
        return i < count ? i : nil
    }

    /// The rows a list of `rows` shows from `first` in `listHeight` rows of `inner`, with the screen row of each.
    static func shown<Row>(_ rows: [Row], first: Int, listHeight: Int, in inner: Rect) -> [(index: Int, row: Row, y: Int)] {
        rows.enumerated().dropFirst(first).prefix(listHeight).map { ($0.offset, $0.element, inner.y + $0.offset - first) }
    }

    /// Clears `area`, and when it is at least 20×4 draws the box, hands the inner rect and the list height to
    /// `list` for the rows, then writes the message and the key line under them.
    func render(in area: Rect, into buffer: inout Buffer, list: (_ inner: Rect, _ listHeight: Int, _ buffer: inout Buffer) -> Void) {
        buffer.clear(area, style: style.body)
        guard area.width >= 20, area.height >= 4 else { return }
        buffer.box(area, style: style.border, title: title, clip: area)
        let inner = area.inset(by: 1)
        list(inner, listHeight(area), &buffer)
        if let message {
            buffer.put(" " + TextFit.truncate(message, to: inner.width - 2), x: inner.x, y: inner.maxY - 2, style: style.body, in: inner)
        }
        let keys = ascii ? keys.replacingOccurrences(of: "↑↓", with: "up/down").replacingOccurrences(of: "←→", with: "left/right") : keys
        buffer.put(" " + TextFit.truncate(keys, to: inner.width - 2), x: inner.x, y: inner.maxY - 1, style: style.border, in: inner)
    }
}
