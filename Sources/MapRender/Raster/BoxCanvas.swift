import Geo
import TermUI
import Text

/// Lines at cell precision in box-drawing characters. Each cell records which of its four sides a line leaves
/// through and how heavy it is, so crossings and corners get the right junction glyph (`┼`, `┣`, `┿`, ...).
public struct BoxCanvas: Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    /// Per cell: 2 bits per side, up (bits 0-1), right (2-3), down (4-5), left (6-7); 1 light, 2 heavy.
    public private(set) var masks: [UInt8]
    public private(set) var colors: [Color]

    public enum Side: Int, Sendable { case up = 0, right = 2, down = 4, left = 6 }

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        masks = Array(repeating: 0, count: self.width * self.height)
        colors = Array(repeating: .default, count: self.width * self.height)
    }

    /// Empties the canvas for a frame of this size, reusing its storage.
    public mutating func reset(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        let n = self.width * self.height
        masks.refill(0, count: n)
        colors.resize(.default, count: n)
    }

    /// Clears every line, keeping the storage.
    public mutating func clear() {
        for i in masks.indices { masks[i] = 0 }
    }

    /// The glyph of a cell, nil when no line passes.
    public func glyph(x: Int, y: Int) -> Character? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let m = masks[y * width + x]
        return m == 0 ? nil : Self.glyphs[Int(m)]
    }

    /// Adds a side to a cell (keeping the heavier weight); ignored outside the canvas.
    public mutating func connect(x: Int, y: Int, _ side: Side, weight: UInt8, color: Color) {
        let width = width, height = height
        masks.withUnsafeMutableBufferPointer { masks in
            colors.withUnsafeMutableBufferPointer { colors in
                Self.connect(masks, colors, width: width, height: height, x: x, y: y, side, weight: weight, color: color)
            }
        }
    }

    /// `connect` on the arrays' storage (the one place a side is joined): `line` opens the buffers once per line.
    @inline(__always) static func connect(
        _ masks: UnsafeMutableBufferPointer<UInt8>, _ colors: UnsafeMutableBufferPointer<Color>, width: Int, height: Int,
        x: Int, y: Int, _ side: Side, weight: UInt8, color: Color
    ) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let i = y * width + x
        let shift = UInt8(side.rawValue)
        let old = (masks[i] >> shift) & 3
        if weight > old { masks[i] = (masks[i] & ~(3 << shift)) | (weight << shift) }
        colors[i] = color
    }

    /// Draws a line between cell-space points through the 4-connected cells it crosses
    /// (Amanatides & Woo 1987 grid traversal), joining each step on both cells' facing sides.
    /// - Complexity: O(cells crossed), after clipping to the canvas grown by one cell.
    public mutating func line(from a: Point2D, to b: Point2D, weight: LineWeight, color: Color) {
        withLines { $0.line(from: a, to: b, weight: weight, color: color) }
    }

    /// Calls `body` with the canvas's storage opened for drawing lines: a path's segments drawn through it make the
    /// arrays unique once, not once per segment.
    public mutating func withLines<R>(_ body: (Lines) throws -> R) rethrows -> R {
        let width = width, height = height
        return try masks.withUnsafeMutableBufferPointer { masks in
            try colors.withUnsafeMutableBufferPointer { colors in
                try body(Lines(masks: masks, colors: colors, width: width, height: height))
            }
        }
    }

    /// A canvas's storage, open for the length of a `withLines` call (never kept beyond it).
    public struct Lines {
        let masks: UnsafeMutableBufferPointer<UInt8>
        let colors: UnsafeMutableBufferPointer<Color>
        let width: Int, height: Int

        /// `BoxCanvas.line` (the one place a line's cells are found).
        @inline(__always) public func line(from a: Point2D, to b: Point2D, weight: LineWeight, color: Color) {
            let w: UInt8 = weight == .heavy ? 2 : 1
            guard let (p, q) = LineClip.clip(a, b, minX: -1, minY: -1, maxX: Double(width) + 1 - 1e-6, maxY: Double(height) + 1 - 1e-6)
            else { return }
            var cx = p.x.floorInt, cy = p.y.floorInt
            let ex = q.x.floorInt, ey = q.y.floorInt
            let dx = q.x - p.x, dy = q.y - p.y
            let stepX = dx > 0 ? 1 : -1, stepY = dy > 0 ? 1 : -1
            let tDeltaX = dx == 0 ? Double.infinity : abs(1 / dx), tDeltaY = dy == 0 ? Double.infinity : abs(1 / dy)
            var tMaxX = dx == 0 ? Double.infinity : ((dx > 0 ? Double(cx + 1) - p.x : p.x - Double(cx)) * tDeltaX)
            var tMaxY = dy == 0 ? Double.infinity : ((dy > 0 ? Double(cy + 1) - p.y : p.y - Double(cy)) * tDeltaY)
            var guardSteps = abs(ex - cx) + abs(ey - cy) + 2
            let masks = masks, colors = colors, width = width, height = height
            func join(_ x: Int, _ y: Int, _ side: Side) {
                BoxCanvas.connect(masks, colors, width: width, height: height, x: x, y: y, side, weight: w, color: color)
            }
            while (cx != ex || cy != ey) && guardSteps > 0 {
                guardSteps -= 1
                if tMaxX < tMaxY {
                    join(cx, cy, stepX > 0 ? .right : .left)
                    cx += stepX
                    join(cx, cy, stepX > 0 ? .left : .right)
                    tMaxX += tDeltaX
                } else {
                    join(cx, cy, stepY > 0 ? .down : .up)
                    cy += stepY
                    join(cx, cy, stepY > 0 ? .up : .down)
                    tMaxY += tDeltaY
                }
            }
        }
    }

    /// Glyph per mask: every combination of none / light / heavy on four sides (all 80 exist in U+2500 ... U+257F).
    public static let glyphs: [Character] = Array(
        " ╵╹ ╶└┖ ╺┕┗     ╷│╿ ┌├┞ ┍┝┡     ╻╽┃ ┎┟┠ ┏┢┣                     " +
        "╴┘┚ ─┴┸ ╼┶┺     ┐┤┦ ┬┼╀ ┮┾╄     ┒┧┨ ┰╁╂ ┲╆╊                     " +
        "╸┙┛ ╾┵┹ ━┷┻     ┑┥┩ ┭┽╃ ┯┿╇     ┓┪┫ ┱╅╉ ┳╈╋                     " +
        "                                                                ")
}
