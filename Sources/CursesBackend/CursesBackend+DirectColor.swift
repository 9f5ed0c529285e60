import CNcurses
import TermUI

/// `--colors truecolor` on a terminal whose terminfo has no direct colour (xterm-256color, tmux-256color):
/// ncurses can only send colours its terminfo describes, so in this mode the backend writes the changed cells
/// itself, with cursor moves (CSI row;col H) and SGR 38;2 / 48;2 (ISO 8613-6 direct colour, semicolon form, the one
/// xterm, VTE, kitty, iTerm2 and tmux all read). ncurses still sets the terminal up, reads keys and mouse, and
/// restores it; stdscr stays blank and untouched, so ncurses never repaints over these cells.
extension CursesBackend {
    /// The bytes for `changes` (row-major, as `Buffer.diff` gives them): a move only where the next cell is not
    /// where the cursor already is, an SGR only where the style changes, and a reset at the end.
    /// `clear` first erases the screen (after setup, a resize or `invalidate`).
    static func directColorBytes(_ changes: [CellChange], in buffer: Buffer, clear: Bool) -> [UInt8] {
        var out = Array((clear ? "\u{1B}[0m\u{1B}[H\u{1B}[2J" : "").utf8)
        out.reserveCapacity(changes.count * 8 + 16)
        var cursor: (x: Int, y: Int)?
        var current: Style?
        for change in changes where !change.cell.isContinuation {
            if cursor.map({ $0.x != change.x || $0.y != change.y }) ?? true {
                out += Array("\u{1B}[\(change.y + 1);\(change.x + 1)H".utf8)
            }
            let style = change.cell.style.adapted(to: .truecolor)
            if style != current {
                out += Array(style.sgr(capability: .truecolor).utf8)
                current = style
            }
            out += Array(String(change.cell.grapheme).utf8)
            let wide = change.x + 1 < buffer.area.maxX && buffer[change.x + 1, change.y].isContinuation
            cursor = (change.x + (wide ? 2 : 1), change.y)
        }
        if current != nil { out += Array("\u{1B}[0m".utf8) }
        return out
    }
}
