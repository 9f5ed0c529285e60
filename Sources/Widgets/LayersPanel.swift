import TermUI

/// The map layers panel: one row per feature layer with its switch, mode and a line of what it shows, the
/// selected row highlighted, and the keys at the bottom. Plain props in, cells out; the app maps its feature
/// settings to the rows and turns keys and clicks on rows into actions (`row(atY:in:)`).
public struct LayersPanel: Widget, Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public var name: String
        public var enabled: Bool
        /// The mode shown ("numbersOnly"), or empty for a layer with one mode.
        public var mode: String
        public var summary: String
        public init(name: String, enabled: Bool, mode: String = "", summary: String = "") {
            self.name = name; self.enabled = enabled; self.mode = mode; self.summary = summary
        }
    }

    public var rows: [Row]
    public var selected: Int
    public var ascii: Bool
    /// The answer to the last switch (an error such as "terrain needs an elevation source").
    public var message: String?
    public var panelStyle: PanelStyle

    public init(rows: [Row], selected: Int = 0, ascii: Bool = false, message: String? = nil, panelStyle: PanelStyle = .standard) {
        self.rows = rows; self.selected = selected; self.ascii = ascii; self.message = message; self.panelStyle = panelStyle
    }

    public static let title = "Map layers"
    public static let keys = "↑↓ select  Enter/space on/off  ←→ mode  m close"

    /// The box wanted: a row per layer, the message and the key line, borders.
    public func preferredSize(maxWidth: Int) -> Size {
        let w = rows.map { 6 + TextFit.width($0.name) + 2 + TextFit.width($0.mode) + 2 + TextFit.width($0.summary) }.max() ?? 0
        return Size(width: min(maxWidth, max(w, TextFit.width(Self.keys) + 4) + 2), height: rows.count + 3 + (message == nil ? 0 : 1))
    }

    /// The first list row's screen row in a panel drawn at `area`, and the row index under screen row `y` (nil
    /// for borders, the message and the key line).
    public func row(atY y: Int, in area: Rect) -> Int? {
        frame.row(atY: y, in: area, first: firstRow(listHeight(area)), count: rows.count)
    }

    /// The first row shown when `listHeight` rows fit: the list scrolls to keep the selection in view.
    func firstRow(_ listHeight: Int) -> Int { PanelFrame.firstRow(selected: selected, count: rows.count, listHeight: listHeight) }

    func listHeight(_ area: Rect) -> Int { frame.listHeight(area) }

    var frame: PanelFrame {
        PanelFrame(title: Self.title, keys: Self.keys, message: message, ascii: ascii, style: panelStyle)
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        frame.render(in: area, into: &buffer) { inner, listHeight, buffer in
            for (i, row, y) in PanelFrame.shown(rows, first: firstRow(listHeight), listHeight: listHeight, in: inner) {
                let st = i == selected ? panelStyle.selected : panelStyle.body
                buffer.fill(Rect(x: inner.x, y: y, width: inner.width, height: 1), with: Cell(" ", style: st))
                let box = row.enabled ? (ascii ? "[x]" : "[√]") : "[ ]"
                var x = buffer.put(" " + box + " ", x: inner.x, y: y, style: row.enabled && i != selected ? panelStyle.on : st, in: inner)
                x = buffer.put(row.name, x: x, y: y, style: st.adding(.bold), in: inner)
                if !row.mode.isEmpty { x = buffer.put(" " + (ascii ? "<" : "‹") + row.mode + (ascii ? ">" : "›"), x: x, y: y, style: st, in: inner) }
                let room = inner.maxX - x - 2
                if room > 4 { buffer.put("  " + TextFit.truncate(row.summary, to: room), x: x, y: y, style: st, in: inner) }
            }
        }
    }
}
