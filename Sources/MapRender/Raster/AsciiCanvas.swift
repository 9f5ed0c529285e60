import Geo
import TermUI

/// The ASCII fallback for lines: one character per cell by the line's direction on screen (`-`, `|`, `/`, `\`),
/// `+` where different directions meet; heavy lines draw `=` for their horizontal parts.
public struct AsciiCanvas: Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var chars: [UInt8]
    public private(set) var colors: [Color]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        chars = Array(repeating: 0, count: self.width * self.height)
        colors = Array(repeating: .default, count: self.width * self.height)
    }

    /// Empties the canvas for a frame of this size, reusing its storage.
    public mutating func reset(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        let n = self.width * self.height
        chars.refill(0, count: n)
        colors.resize(.default, count: n)
    }

    public mutating func clear() {
        for i in chars.indices { chars[i] = 0 }
    }

    public func glyph(x: Int, y: Int) -> Character? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let c = chars[y * width + x]
        return c == 0 ? nil : Character(Unicode.Scalar(c))
    }

    /// The character for a direction on screen (cell units; `aspect` = cell height over width).
    static func character(dx: Double, dy: Double, aspect: Double, heavy: Bool) -> UInt8 {
        let ax = abs(dx), ay = abs(dy) * aspect
        if ax > 2 * ay { return heavy ? UInt8(ascii: "=") : UInt8(ascii: "-") }
        if ay > 2 * ax { return UInt8(ascii: "|") }
        return (dx > 0) == (dy > 0) ? UInt8(ascii: "\\") : UInt8(ascii: "/")
    }

    /// `-` and `=` run the same way; a heavier line over a lighter one replaces it rather than crossing it.
    static func sameDirection(_ a: UInt8, _ b: UInt8) -> Bool {
        let minus = UInt8(ascii: "-"), equals = UInt8(ascii: "=")
        return a == b || ((a == minus || a == equals) && (b == minus || b == equals))
    }

    /// Draws a line between cell-space points, sampling each cell it crosses.
    /// - Complexity: O(cells crossed).
    public mutating func line(from a: Point2D, to b: Point2D, heavy: Bool, color: Color, aspect: Double = Camera.defaultCellAspect) {
        guard let (p, q) = LineClip.clip(a, b, minX: 0, minY: 0, maxX: Double(width) - 1e-6, maxY: Double(height) - 1e-6) else { return }
        let dx = q.x - p.x, dy = q.y - p.y
        let ch = Self.character(dx: b.x - a.x, dy: b.y - a.y, aspect: aspect, heavy: heavy)
        let steps = max(1, Int((max(abs(dx), abs(dy)) * 2).rounded(.up)))
        var lastCell = -1
        for s in 0...steps {
            let t = Double(s) / Double(steps)
            let x = Int(p.x + dx * t), y = Int(p.y + dy * t)
            guard x >= 0, y >= 0, x < width, y < height else { continue }
            let i = y * width + x
            if i == lastCell { continue }
            lastCell = i
            let old = chars[i]
            chars[i] = old == 0 || Self.sameDirection(old, ch) ? ch : UInt8(ascii: "+")
            colors[i] = color
        }
    }
}
