/// One cell that differs between two frames.
public struct CellChange: Sendable, Hashable {
    public var x: Int
    public var y: Int
    public var cell: Cell
    public init(x: Int, y: Int, cell: Cell) {
        self.x = x
        self.y = y
        self.cell = cell
    }
}

extension Buffer {
    /// The cells a terminal must redraw to turn `previous` into this buffer, in row-major order.
    ///
    /// Continuation cells (the right half of a wide grapheme) are never returned: drawing the wide grapheme
    /// covers them. When only a continuation changed (its style, say), its leading cell is returned instead.
    /// A different area (a resize) returns every non-continuation cell.
    /// - Complexity: O(width × height).
    public func diff(from previous: Buffer) -> [CellChange] {
        var out = [CellChange]()
        let full = previous.area != area
        var y = area.y
        var i = 0
        while y < area.maxY {
            var lastEmittedX = Int.min
            for x in area.x..<area.maxX {
                let c = cells[i]
                let changed = full || previous.cells[i] != c
                if changed {
                    if c.isContinuation {
                        let lead = x - 1
                        if lead >= area.x, lead != lastEmittedX {
                            out.append(CellChange(x: lead, y: y, cell: cells[i - 1]))
                            lastEmittedX = lead
                        }
                    } else {
                        out.append(CellChange(x: x, y: y, cell: c))
                        lastEmittedX = x
                    }
                }
                i += 1
            }
            y += 1
        }
        return out
    }

    /// Runs of horizontally adjacent changes on one row (a backend can move the cursor once per run).
    /// - Complexity: O(changes).
    public static func runs(of changes: [CellChange]) -> [[CellChange]] {
        var runs = [[CellChange]]()
        var current = [CellChange]()
        var nextX = Int.min, row = Int.min
        for c in changes {
            if c.y == row && c.x == nextX {
                current.append(c)
            } else {
                if !current.isEmpty { runs.append(current) }
                current = [c]
                row = c.y
            }
            nextX = c.x + (DisplayWidth.of(c.cell.grapheme) == 2 ? 2 : 1)
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }
}
