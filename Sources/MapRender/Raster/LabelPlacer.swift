import TermUI

/// Collision avoidance for labels in cell space: a label is placed only where no cell is taken by another label,
/// a reserved rectangle (widgets over the map) or a protected symbol (the vehicle, the destination).
public struct LabelPlacer: Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    /// Taken cells.
    public private(set) var taken: [Bool]
    /// Placed labels: first column, row, text, its display width (measured once, not per later candidate), style,
    /// and its graphemes when the caller made them beforehand (a style's labels, once per style; empty: the frame
    /// splits `text` when it writes it); in order of placement.
    public private(set) var placed: [(x: Int, y: Int, text: String, width: Int, style: Style, cells: [CellGrapheme])] = []
    /// Free cells kept between a label and its neighbours on the same row.
    public static let padding = 1
    /// Per row: the padding there, when the row is far away in a tilted view (0: the default). Far labels also keep
    /// the rows above and below clear of other labels, so the distance does not pile them into a wall.
    public private(set) var farPadding: [Int] = []

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        taken = Array(repeating: false, count: self.width * self.height)
    }

    /// Empties the canvas for a frame of this size, reusing its storage.
    public mutating func reset(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        let n = self.width * self.height
        taken.refill(false, count: n)
        farPadding.refill(0, count: self.height)
        placed.removeAll(keepingCapacity: true)
    }

    /// Spaces labels out on a row: `padding` free cells on either side and no label in the rows above or below.
    public mutating func spaceOut(row: Int, padding: Int) {
        if farPadding.count != height { farPadding.refill(0, count: height) }
        guard row >= 0, row < height else { return }
        farPadding[row] = max(0, padding)
    }

    /// Marks a rectangle (in the placer's coordinates) as unavailable.
    public mutating func reserve(_ r: Rect) {
        let c = r.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !c.isEmpty else { return }
        for y in c.y..<c.maxY { for x in c.x..<c.maxX { taken[y * width + x] = true } }
    }

    /// Marks one cell as unavailable.
    public mutating func reserve(x: Int, y: Int) { reserve(Rect(x: x, y: y, width: 1, height: 1)) }

    /// True when `count` cells from (x, y) are on the canvas and free (with padding on either side).
    public func isFree(x: Int, y: Int, count: Int) -> Bool {
        guard y >= 0, y < height, x >= 0, x + count <= width, count > 0 else { return false }
        let far = y < farPadding.count ? farPadding[y] : 0
        let pad = max(Self.padding, far)
        let from = max(0, x - pad), to = min(width, x + count + pad)
        for cx in from..<to where taken[y * width + cx] { return false }
        if far > 0 {
            for l in placed where abs(l.y - y) == 1 && l.x < to && l.x + l.width > from { return false }
        }
        return true
    }

    /// Places single-width text at (x, y) when free; returns whether it was placed.
    @discardableResult
    public mutating func place(_ text: String, x: Int, y: Int, style: Style) -> Bool {
        place(text, width: DisplayWidth.of(text), x: x, y: y, style: style)
    }

    /// `place(_:x:y:style:)` for text whose display width `n` is known (not measured again per candidate), and
    /// whose graphemes `cells` are kept with it when given (`placed`).
    @discardableResult
    public mutating func place(_ text: String, width n: Int, x: Int, y: Int, style: Style, cells: [CellGrapheme] = []) -> Bool {
        guard isFree(x: x, y: y, count: n) else { return false }
        for cx in x..<(x + n) { taken[y * width + cx] = true }
        placed.append((x, y, text, n, style, cells))
        return true
    }

    /// Places text whatever is under it (the attribution), clipped to the canvas, and marks its cells taken.
    public mutating func force(_ text: String, x: Int, y: Int, style: Style) {
        guard y >= 0, y < height else { return }
        let n = DisplayWidth.of(text)
        let lo = max(0, x), hi = min(width, x + n)
        if lo < hi { for cx in lo..<hi { taken[y * width + cx] = true } }
        placed.append((x, y, text, n, style, []))
    }

    /// Tries candidate origins in order; returns the one used.
    @discardableResult
    public mutating func place(_ text: String, candidates: [(x: Int, y: Int)], style: Style) -> (x: Int, y: Int)? {
        place(text, width: DisplayWidth.of(text), candidates: candidates, style: style)
    }

    /// `place(_:candidates:style:)` for text whose display width `n` is known (and its graphemes, see
    /// `place(_:width:x:y:style:cells:)`), from any list of candidates (a frame's labels hold theirs inline).
    @discardableResult
    public mutating func place<Candidates: Sequence>(_ text: String, width n: Int, candidates: Candidates, style: Style,
                                                     cells: [CellGrapheme] = []) -> (x: Int, y: Int)?
    where Candidates.Element == (x: Int, y: Int) {
        for c in candidates where place(text, width: n, x: c.x, y: c.y, style: style, cells: cells) { return c }
        return nil
    }
}
