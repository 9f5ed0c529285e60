import TermUI

/// The bytes for a frame's changed cells on an ANSI (ECMA-48) terminal, at any colour depth: the backend's own output
/// path wherever the terminal's terminfo was checked to send these forms (see `CursesBackend+Terminfo.swift`).
///
/// Per cell it sends only what differs from the terminal's state: no motion when the cursor is already there, else
/// the cheapest motion, or, for a short gap on the same row, the unchanged cells in between rewritten when that is
/// cheaper (their bytes and style changes counted); then an SGR delta (see `CellWriter+SGR.swift`); then the
/// grapheme; a run of one ASCII glyph in one style goes as the glyph and REP (CSI n b) where that is shorter and
/// terminfo has `rep`. A blank keeps the pen's foreground, which it does not show, and a blank whose foreground alone changed
/// is not written at all. A frame starts with the cursor position unknown and the style plain, and ends with a reset, so nothing
/// ncurses writes between frames (it reads keys, sets the cursor's visibility) can leave the two out of step.
struct CellWriter {
    /// The colour depth; styles are adapted to it as the ncurses path adapts them.
    let capability: ColorCapability
    /// The attributes the terminal has (the others are dropped, as ncurses drops what terminfo lacks).
    let attributes: Attributes
    /// Whether single attributes are switched off with SGR 22/23/24/27 (else a reset and a re-set).
    let offCodes: Bool
    /// The motions beyond CUP the terminal was checked to have (less CR and LF while the terminal's driver
    /// translates them, see `CursesBackend.draw`).
    var motions: Motions
    /// Adapted styles by frame style: the 16- and 8-colour adaptation searches the palette for legible pairs.
    private var adapted: [Style: Style] = [:]

    /// The longest gap (in cells) that is considered for rewriting instead of a motion.
    static let longestRewrittenGap = 8

    init(capability: ColorCapability, attributes: Attributes = [.bold, .dim, .italic, .underline, .reverse],
         offCodes: Bool = true, motions: Motions = .all) {
        self.capability = capability
        self.attributes = attributes
        self.offCodes = offCodes
        self.motions = motions
    }

    /// The bytes that turn the screen showing `previous` (nil after setup, a resize or `invalidate`: the screen is
    /// then cleared first, and `changes` are every cell) into `buffer`, given its `changes` (as `Buffer.diff` gives
    /// them), in the shortest of a few orders (see `CellWriter+Order.swift`). The buffer covers the screen from its
    /// top left corner.
    mutating func bytes(for changes: [CellChange], in buffer: Buffer, previous: Buffer?) -> [UInt8] {
        let clear = previous == nil
        var visible = changes.filter { !$0.cell.isContinuation }
        if let previous, previous.area == buffer.area {
            visible.removeAll { looksTheSame(previous[$0.x, $0.y], $0.cell, rightOf: buffer[$0.x + 1, $0.y]) }
        }
        var best = write(visible, in: buffer, clear: clear)
        var orders = [groupedByStyle(visible)]
        if let nearest = nearestFirst(visible, in: buffer, clear: clear) { orders.append(nearest) }
        for order in orders {
            let bytes = write(order, in: buffer, clear: clear)
            if bytes.count < best.count { best = bytes }
        }
        return best
    }

    /// True when a changed cell shows the same as before: a blank whose foreground alone changed (a blank shows no
    /// foreground unless it is reversed or underlined).
    private mutating func looksTheSame(_ old: Cell, _ new: Cell, rightOf next: Cell) -> Bool {
        old.bits.isSpace && new.bits.isSpace && !old.isContinuation && !next.isContinuation
            && visibleStyle(old) == visibleStyle(new)
    }

    /// The bytes for `changes` (no continuation cells: `bytes(for:in:previous:)` takes them out once) in the order
    /// given.
    private mutating func write(_ changes: [CellChange], in buffer: Buffer, clear: Bool) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(changes.count * 6 + 32)
        var cursor: (x: Int, y: Int)?
        if clear {
            out += Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
            cursor = (0, 0)
        }
        var pen = Style.plain
        // A run of the ASCII glyph just written, in the pen's style, on the cells right after it: written at its end
        // as the glyph again or as REP (CSI n b), whichever is shorter.
        var last: UInt8?
        var run = 0
        func flushRun() {
            guard run > 0, let glyph = last else { return }
            if Self.repLength(run) < run {
                out += Self.csi(run, final: "b")
            } else {
                out += repeatElement(glyph, count: run)
            }
            run = 0
        }
        for change in changes {
            if motions.contains(.repeat), let glyph = last, let c = cursor, c.x == change.x, c.y == change.y,
               change.cell.bits.asciiByte == glyph, target(for: change.cell, pen: pen) == pen {
                run += 1
                cursor = advanced(x: change.x, y: change.y, width: 1, in: buffer)
                continue
            }
            flushRun()
            last = nil
            if let c = cursor, c.y == change.y, change.x > c.x, change.x - c.x <= Self.longestRewrittenGap,
               let gap = rewrittenGap(from: c.x, to: change.x, row: change.y, pen: pen, in: buffer) {
                var move: [UInt8] = []
                appendMove(from: c, toX: change.x, y: change.y, into: &move)
                var moveSGR: [UInt8] = [], gapSGR: [UInt8] = []
                appendSGR(from: pen, to: target(for: change.cell, pen: pen), into: &moveSGR)
                appendSGR(from: gap.pen, to: target(for: change.cell, pen: gap.pen), into: &gapSGR)
                if gap.bytes.count + gapSGR.count <= move.count + moveSGR.count {
                    out += gap.bytes
                    pen = gap.pen
                    cursor = (change.x, change.y)
                }
            }
            appendMove(from: cursor, toX: change.x, y: change.y, into: &out)
            let style = target(for: change.cell, pen: pen)
            appendSGR(from: pen, to: style, into: &out)
            pen = style
            let width = Self.appendGrapheme(change.cell.bits, into: &out)
            cursor = advanced(x: change.x, y: change.y, width: width, in: buffer)
            if width == 1, let a = change.cell.bits.asciiByte, a >= 0x20, a < 0x7F { last = a }
            // A narrow cell whose right neighbour is still marked as the right half of a wide grapheme: that half
            // belongs to no grapheme any more, so it is written as the blank it holds.
            if width == 1, change.x + 1 < buffer.area.maxX, buffer[change.x + 1, change.y].isContinuation {
                let s = target(for: Cell(" ", style: buffer[change.x + 1, change.y].style), pen: pen)
                appendSGR(from: pen, to: s, into: &out)
                pen = s
                out.append(UInt8(ascii: " "))
                cursor = advanced(x: change.x + 1, y: change.y, width: 1, in: buffer)
                last = UInt8(ascii: " ")
            }
        }
        flushRun()
        if pen != .plain { out += Array("\u{1B}[0m".utf8) }
        return out
    }

    /// The unchanged cells from `from` up to (not including) `to` on one row, written from `pen`: their bytes and
    /// the style the terminal is left in. Nil when they cannot be rewritten cell for cell (a grapheme that is not
    /// one cell wide, or a wide one reaching `to`).
    private mutating func rewrittenGap(from: Int, to: Int, row: Int, pen: Style, in buffer: Buffer)
        -> (bytes: [UInt8], pen: Style)? {
        var bytes: [UInt8] = []
        var pen = pen
        for x in from..<to {
            let cell = buffer[x, row]
            if cell.isContinuation || DisplayWidth.of(cell.bits) != 1 { return nil }
            let style = target(for: cell, pen: pen)
            appendSGR(from: pen, to: style, into: &bytes)
            pen = style
            _ = Self.appendGrapheme(cell.bits, into: &bytes)
        }
        return (bytes, pen)
    }

    /// Where the cursor is after writing a grapheme of `width` cells at (x, y); nil past the last column, where a
    /// terminal holds it in its pending-wrap state (then only an absolute motion is safe).
    private func advanced(x: Int, y: Int, width: Int, in buffer: Buffer) -> (x: Int, y: Int)? {
        x + width < buffer.area.maxX ? (x + width, y) : nil
    }

    /// Appends a grapheme's UTF-8 and returns the cells it takes on the terminal. A grapheme of width 0
    /// (a control character, which buffers never hold) is written as "?", never sent raw.
    static func appendGrapheme(_ g: CellGrapheme, into out: inout [UInt8]) -> Int {
        let width = DisplayWidth.of(g)
        if width == 0 {
            out.append(UInt8(ascii: "?"))
            return 1
        }
        if let a = g.asciiByte {
            out.append(a)
        } else {
            g.withUTF8 { out.append(contentsOf: $0) }
        }
        return width
    }

    /// The style a cell is written in from `pen`: its terminal style, keeping the pen's foreground on a blank
    /// that does not show it (no SGR for a colour nobody sees).
    mutating func target(for cell: Cell, pen: Style) -> Style {
        var s = terminalStyle(cell.style)
        if Self.hidesForeground(cell.bits, s) { s.foreground = pen.foreground }
        return s
    }

    /// The part of a cell's terminal style that shows: a blank's foreground is the default (any will do).
    mutating func visibleStyle(_ cell: Cell) -> Style {
        var s = terminalStyle(cell.style)
        if Self.hidesForeground(cell.bits, s) { s.foreground = .default }
        return s
    }

    /// A blank shows its foreground only when reversed (the foreground fills the cell) or underlined (the line is
    /// drawn in it).
    static func hidesForeground(_ grapheme: CellGrapheme, _ style: Style) -> Bool {
        grapheme.isSpace && style.attributes.isDisjoint(with: [.reverse, .underline])
    }

    /// The style as the terminal shows it: adapted to the capability, without the attributes it lacks.
    mutating func terminalStyle(_ style: Style) -> Style {
        if let s = adapted[style] { return s }
        var s = style.adapted(to: capability)
        s.attributes.formIntersection(attributes)
        adapted[style] = s
        return s
    }
}
