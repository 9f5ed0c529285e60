import TermUI

/// The order cells are written in. Any order gives the same screen: every cell written holds its final content,
/// continuations are never written, and a write only ever splits a wide glyph of the previous frame. So the writer
/// tries a few and keeps the shortest: row-major (text, full repaints), grouped by style (one SGR per colour pair),
/// and nearest-first (a map whose changes are scattered over a few colour pairs).
extension CellWriter {
    /// A run of horizontally adjacent changes on one row in one style: written with one motion and at most one SGR.
    struct Run {
        var changes: ArraySlice<CellChange>
        var x: Int, y: Int, endX: Int
        var style: Int
        /// Only blanks that show no foreground: reached with the pen's foreground kept.
        var free: Bool
    }

    /// Runs larger than this are not ordered nearest-first (the search is quadratic in the runs).
    static let mostRunsOrdered = 1500

    /// The changes grouped by the style the terminal shows them in (the groups in order of first appearance, each
    /// row-major): one SGR per style and a motion per run, against row-major's SGR at every style switch. `changes`
    /// hold no continuation cells (as `bytes(for:in:previous:)` passes them).
    mutating func groupedByStyle(_ changes: [CellChange]) -> [CellChange] {
        var groups: [Style: Int] = [:]
        var order: [[CellChange]] = []
        for change in changes {
            let style = visibleStyle(change.cell)
            if let g = groups[style] {
                order[g].append(change)
            } else {
                groups[style] = order.count
                order.append([change])
            }
        }
        return order.flatMap { $0 }
    }

    /// The longest gap of unchanged cells a run reaches over (rewriting up to 3 one-byte cells is no longer than
    /// CSI n C).
    static let longestBridge = 3

    /// True when the unchanged cells from `from` to `to` on a row are one-byte glyphs in the run's look, so the
    /// writer rewrites them rather than moving over them, and the two runs are one.
    private mutating func bridges(from: Int, to: Int, row: Int, style: Style, free: Bool, in buffer: Buffer) -> Bool {
        guard to > from, to - from <= Self.longestBridge, !free else { return false }
        for x in from..<to {
            let cell = buffer[x, row]
            guard !cell.isContinuation, cell.bits.isASCII, !buffer[x + 1, row].isContinuation else { return false }
            let s = visibleStyle(cell)
            let sameLook = s.background == style.background && s.attributes == style.attributes
            guard s == style || (Self.hidesForeground(cell.bits, s) && sameLook) else { return false }
        }
        return true
    }

    /// The runs written nearest-first: from where the cursor is and in the style the terminal is in, the run that
    /// costs the fewest bytes to reach (motion plus SGR) comes next, the earliest in row-major order on a tie
    /// (a greedy tour, as ncurses' `mvcur` is a greedy choice of motion). Nil when there are too many runs. `changes`
    /// hold no continuation cells.
    /// - Complexity: O(runs²).
    mutating func nearestFirst(_ changes: [CellChange], in buffer: Buffer, clear: Bool) -> [CellChange]? {
        var styles: [Style] = [.plain]
        var ids: [Style: Int] = [.plain: 0]
        /// The id of a style, given one the first time it is seen.
        func intern(_ style: Style) -> Int {
            if let known = ids[style] { return known }
            ids[style] = styles.count
            styles.append(style)
            return styles.count - 1
        }
        var runs: [Run] = []
        var start = changes.startIndex
        while start < changes.endIndex {
            let first = changes[start]
            var style = visibleStyle(first.cell)
            var free = Self.hidesForeground(first.cell.bits, style)
            var end = start + 1
            var nextX = first.x + max(1, DisplayWidth.of(first.cell.bits))
            while end < changes.endIndex, changes[end].y == first.y,
                  changes[end].x == nextX || bridges(from: nextX, to: changes[end].x, row: first.y, style: style, free: free, in: buffer) {
                let next = changes[end].cell
                let s = visibleStyle(next)
                let nextFree = Self.hidesForeground(next.bits, s)
                let sameLook = s.background == style.background && s.attributes == style.attributes
                if s == style || (nextFree && sameLook) {
                    // the same style, or a blank that shows none of the foreground
                } else if free && sameLook {
                    style = s // blanks so far, then a glyph on the same background: the run takes its colour
                    free = false
                } else {
                    break
                }
                nextX = changes[end].x + max(1, DisplayWidth.of(next.bits))
                end += 1
            }
            runs.append(Run(changes: changes[start..<end], x: first.x, y: first.y, endX: nextX, style: intern(style), free: free))
            start = end
        }
        guard runs.count <= Self.mostRunsOrdered else { return nil }
        var sgrCost: [Int: Int] = [:]
        func sgr(_ a: Int, _ b: Int, free: Bool) -> Int {
            let k = (a << 32) | (b << 1) | (free ? 1 : 0)
            if let known = sgrCost[k] { return known }
            var bytes: [UInt8] = []
            appendSGR(from: styles[a], to: free ? styles[b].with(foreground: styles[a].foreground) : styles[b], into: &bytes)
            sgrCost[k] = bytes.count
            return bytes.count
        }
        var done = [Bool](repeating: false, count: runs.count)
        var order: [CellChange] = []
        order.reserveCapacity(changes.count)
        var cursor: (x: Int, y: Int)? = clear ? (0, 0) : nil
        var pen = 0
        var first = 0
        for _ in 0..<runs.count {
            while done[first] { first += 1 }
            var best = first, bestCost = Int.max
            for i in first..<runs.count where !done[i] {
                let cost = moveLength(from: cursor, toX: runs[i].x, y: runs[i].y) + sgr(pen, runs[i].style, free: runs[i].free)
                if cost < bestCost { best = i; bestCost = cost }
                if cost == 0 { break }
            }
            done[best] = true
            order += runs[best].changes
            if !runs[best].free {
                pen = runs[best].style
            } else {
                // The blanks keep the pen's foreground: the terminal is now in that mix of the two styles.
                pen = intern(styles[runs[best].style].with(foreground: styles[pen].foreground))
            }
            cursor = runs[best].endX < buffer.area.maxX ? (runs[best].endX, runs[best].y) : nil
        }
        return order
    }
}
