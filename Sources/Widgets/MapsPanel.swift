import TermUI

/// The offline-maps panel: the region tree with sizes and installed/update state, downloads with progress bars,
/// and the keys that act on the selected region. Plain props in, cells out; the app maps the Regions state to it.
public struct MapsPanel: Widget, Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public enum State: Sendable, Equatable {
            /// A parent without a file of its own.
            case folder
            case available
            case installed(version: String)
            case updateAvailable(version: String)
            /// A download or update in progress (0...1), paused or not.
            case transferring(fraction: Double, paused: Bool)
            case failed(String)
        }
        public var depth: Int
        public var name: String
        /// "687 kB", or empty when unknown.
        public var size: String
        public var state: State
        public init(depth: Int, name: String, size: String, state: State) {
            self.depth = depth; self.name = name; self.size = size; self.state = state
        }
    }

    public var rows: [Row]
    public var selected: Int
    public var ascii: Bool
    /// A status line (offline mode, the last error).
    public var message: String?
    public var panelStyle: PanelStyle

    public init(rows: [Row], selected: Int = 0, ascii: Bool = false, message: String? = nil, panelStyle: PanelStyle = .standard) {
        self.rows = rows; self.selected = selected; self.ascii = ascii; self.message = message; self.panelStyle = panelStyle
    }

    /// The key help at the bottom of the panel.
    public static let keys = "↑↓ select  Enter download  u update  p pause  r resume  x cancel  M close"

    var frame: PanelFrame {
        PanelFrame(title: "Offline maps", keys: Self.keys, message: message, ascii: ascii, style: panelStyle)
    }

    /// The first row shown when `listHeight` rows fit: the list scrolls to keep the selection in view.
    func firstRow(_ listHeight: Int) -> Int { PanelFrame.firstRow(selected: selected, count: rows.count, listHeight: listHeight) }

    /// The row index under screen row `y` in a panel drawn at `area` (nil for borders, the message and the key
    /// line), counting the rows the list scrolled past.
    public func row(atY y: Int, in area: Rect) -> Int? {
        frame.row(atY: y, in: area, first: firstRow(frame.listHeight(area)), count: rows.count)
    }

    public func render(in area: Rect, into buffer: inout Buffer) {
        frame.render(in: area, into: &buffer) { inner, listHeight, buffer in
            for (i, row, y) in PanelFrame.shown(rows, first: firstRow(listHeight), listHeight: listHeight, in: inner) {
                let line = text(row, width: inner.width - 2)
                buffer.put(" " + line, x: inner.x, y: y, style: i == selected ? panelStyle.selected : panelStyle.body, in: inner)
            }
        }
    }

    /// One row: indented name on the left, size and state on the right.
    func text(_ row: Row, width: Int) -> String {
        let state: String
        switch row.state {
        case .folder: state = "parts below"
        case .available: state = "download"
        case .installed(let v): state = "installed " + v
        case .updateAvailable(let v): state = "update for " + v
        case .transferring(let f, let paused):
            let barWidth = max(4, min(16, width / 4))
            let bar = ProgressBar.render(f, width: barWidth, ascii: ascii)
            state = (ascii ? "[" : "▕") + bar + (ascii ? "]" : "▏") + " \(Int((f * 100).rounded(.down)))%" + (paused ? " paused" : "")
        case .failed(let why): state = "failed: " + why
        }
        let right = (row.size.isEmpty ? "" : row.size + "  ") + state
        let left = String(repeating: "  ", count: row.depth) + row.name
        let room = max(0, width - right.count - 1)
        let name = TextFit.truncate(left, to: room)
        return name + String(repeating: " ", count: max(1, width - name.count - right.count)) + right
    }
}
