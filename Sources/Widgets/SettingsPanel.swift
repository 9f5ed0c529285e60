import TermUI

/// The settings panel: one row per setting with its current value (a switch, a choice between ‹ ›, a colour swatch
/// or text), the selected row highlighted and kept in view as the list scrolls, the last answer and the keys at the
/// bottom. Plain props in, cells out; the app maps its settings to rows and keys and clicks to actions.
public struct SettingsPanel: Widget, Sendable, Equatable {
    /// How a row's value is shown (and what Enter/space and ←→ do to it).
    public enum Value: Sendable, Equatable {
        case toggle(Bool)
        /// A value the arrows step through (choices, numbers).
        case choice(String)
        /// A colour from the palette (the arrows step it), drawn as a swatch and its name.
        case color(red: UInt8, green: UInt8, blue: UInt8, name: String)
        /// Free text (set in the file or with a flag).
        case text(String)
    }

    public struct Row: Sendable, Equatable {
        public var name: String
        public var value: Value
        /// Where the value came from, short ("file", "flag", "panel"); empty for the default.
        public var origin: String
        public init(name: String, value: Value, origin: String = "") {
            self.name = name; self.value = value; self.origin = origin
        }
    }

    public var rows: [Row]
    public var selected: Int
    public var ascii: Bool
    public var message: String?
    public var panelStyle: PanelStyle

    public init(rows: [Row], selected: Int = 0, ascii: Bool = false, message: String? = nil, panelStyle: PanelStyle = .standard) {
        self.rows = rows; self.selected = selected; self.ascii = ascii; self.message = message; self.panelStyle = panelStyle
    }

    public static let title = "Settings"
    public static let keys = "↑↓ select  Enter/space toggle  ←→ change  w write  S close"

    /// The box wanted: the widest row, the key line and borders; as tall as the rows (the list scrolls when cut).
    public func preferredSize(maxWidth: Int) -> Size {
        let w = 1 + nameWidth + 2 + 24 + 2
        return Size(width: min(maxWidth, max(w, TextFit.width(Self.keys) + 4) + 2), height: rows.count + 3 + (message == nil ? 0 : 1))
    }

    /// Width of the name column.
    var nameWidth: Int { rows.map { TextFit.width($0.name) }.max() ?? 0 }

    var frame: PanelFrame {
        PanelFrame(title: Self.title, keys: Self.keys, message: message, ascii: ascii, style: panelStyle)
    }

    /// The first row shown in a panel drawn at `area`: the selected row stays in view, a little below the top.
    public func firstRow(in area: Rect) -> Int {
        let h = frame.listHeight(area)
        guard rows.count > h, h > 0 else { return 0 }
        return max(0, min(rows.count - h, selected - h / 3))
    }

    /// The row index under screen row `y` (nil for borders, the message and the key line).
    public func row(atY y: Int, in area: Rect) -> Int? {
        frame.row(atY: y, in: area, first: firstRow(in: area), count: rows.count)
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        frame.render(in: area, into: &buffer) { inner, listHeight, buffer in
            let nameColumn = min(nameWidth, max(8, inner.width - 16))
            for (offset, row, y) in PanelFrame.shown(rows, first: firstRow(in: area), listHeight: listHeight, in: inner) {
                let selectedRow = offset == selected
                let st = selectedRow ? panelStyle.selected : panelStyle.body
                buffer.fill(Rect(x: inner.x, y: y, width: inner.width, height: 1), with: Cell(" ", style: st))
                var x = buffer.put(" " + TextFit.truncate(row.name, to: nameColumn), x: inner.x, y: y, style: st, in: inner)
                x = max(x, inner.x + 1 + nameColumn) + 2
                x = value(row.value, x: x, y: y, st: st, selected: selectedRow, inner: inner, into: &buffer)
                let room = inner.maxX - x - 1
                if !row.origin.isEmpty, room > 4 {
                    let dim = selectedRow ? st : Style(foreground: .brightBlack, background: panelStyle.body.background)
                    buffer.put(" " + TextFit.truncate(row.origin, to: room - 1), x: x, y: y, style: dim, in: inner)
                }
            }
        }
    }

    private func value(_ v: Value, x: Int, y: Int, st: Style, selected: Bool, inner: Rect, into buffer: inout Buffer) -> Int {
        let room = max(0, inner.maxX - x - 1)
        switch v {
        case .toggle(let on):
            let box = on ? (ascii ? "[x]" : "[√]") : "[ ]"
            let x2 = buffer.put(box, x: x, y: y, style: on && !selected ? panelStyle.on : st, in: inner)
            return buffer.put(on ? " on" : " off", x: x2, y: y, style: st, in: inner)
        case .choice(let text):
            let open = ascii ? "<" : "‹", close = ascii ? ">" : "›"
            return buffer.put(open + TextFit.truncate(text, to: max(1, room - 2)) + close, x: x, y: y, style: st, in: inner)
        case .color(let r, let g, let b, let name):
            let swatch = Style(foreground: st.foreground, background: .rgb(r, g, b))
            let x2 = buffer.put("  ", x: x, y: y, style: swatch, in: inner)
            return buffer.put(" " + TextFit.truncate(name, to: max(1, room - 3)), x: x2, y: y, style: st, in: inner)
        case .text(let text):
            return buffer.put(TextFit.truncate(text.isEmpty ? "—" : text, to: max(1, room)), x: x, y: y, style: st, in: inner)
        }
    }
}
