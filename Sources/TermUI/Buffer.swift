/// A grid of cells that widgets paint into. Writes outside the area are clipped, never trapped.
public struct Buffer: Sendable, Equatable {
    public let area: Rect
    public internal(set) var cells: [Cell]

    public init(area: Rect, fill: Cell = .blank) {
        self.area = area
        self.cells = Array(repeating: fill, count: area.area)
    }

    public init(width: Int, height: Int) { self.init(area: Rect(x: 0, y: 0, width: width, height: height)) }

    @inlinable public func index(x: Int, y: Int) -> Int? {
        guard area.contains(x: x, y: y) else { return nil }
        return (y - area.y) * area.width + (x - area.x)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { index(x: x, y: y).map { cells[$0] } ?? .blank }
        set {
            guard let i = index(x: x, y: y) else { return }
            cells[i] = newValue
        }
    }

    /// Sets one grapheme; a wide grapheme also claims the next cell (and is dropped if that cell is outside `clip`).
    public mutating func set(x: Int, y: Int, _ g: Character, style: Style, clip: Rect? = nil) {
        let bounds = clip.map { $0.intersection(area) } ?? area
        guard bounds.contains(x: x, y: y) else { return }
        let w = DisplayWidth.of(g)
        if w == 0 { return }
        if w == 2 {
            guard bounds.contains(x: x + 1, y: y) else { self[x, y] = Cell(" ", style: style); return }
            self[x, y] = Cell(g, style: style)
            self[x + 1, y] = Cell(" ", style: style, isContinuation: true)
        } else {
            self[x, y] = Cell(g, style: style)
        }
    }

    /// Writes a string from (x, y), clipped to `clip` (default: the buffer). Returns the x after the last cell written.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style, clip: Rect? = nil) -> Int {
        let bounds = clip.map { $0.intersection(area) } ?? area
        var cx = x
        for g in text {
            let w = DisplayWidth.of(g)
            if w == 0 { continue }
            if cx + w > bounds.maxX { break }
            set(x: cx, y: y, g, style: style, clip: bounds)
            cx += w
        }
        return cx
    }

    /// Fills a rectangle with one cell.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY { for x in r.x..<r.maxX { self[x, y] = cell } }
    }

    /// Changes the style of every cell in a rectangle, keeping the graphemes.
    public mutating func setStyle(_ rect: Rect, _ style: Style) {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY { for x in r.x..<r.maxX { if let i = index(x: x, y: y) { cells[i].style = style } } }
    }

    /// The buffer's text, one line per row, trailing spaces kept (for snapshots).
    public var text: String {
        var lines = [String]()
        lines.reserveCapacity(area.height)
        for y in area.y..<area.maxY {
            var line = ""
            for x in area.x..<area.maxX {
                let c = self[x, y]
                if !c.isContinuation { line.append(c.grapheme) }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
