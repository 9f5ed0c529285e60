import Geo
import TermUI

/// Lines with sub-cell precision: each cell holds a 2×4 grid of braille dots (Unicode U+2800 ... U+28FF).
/// Drawing ORs dots into cells; a cell's colour is that of the last (topmost) layer that set a dot in it.
public struct BrailleCanvas: Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    /// Dot bits per cell (the low byte of the braille code point).
    public private(set) var dots: [UInt8]
    public private(set) var colors: [Color]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        dots = Array(repeating: 0, count: self.width * self.height)
        colors = Array(repeating: .default, count: self.width * self.height)
    }

    /// Empties the canvas for a frame of this size, reusing its storage.
    public mutating func reset(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        let n = self.width * self.height
        dots.refill(0, count: n)
        colors.resize(.default, count: n)
    }

    /// Clears every dot, keeping the storage.
    public mutating func clear() {
        for i in dots.indices { dots[i] = 0 }
    }

    /// Width and height in dots.
    public var dotWidth: Int { width * Camera.dotsPerCell.x }
    public var dotHeight: Int { height * Camera.dotsPerCell.y }

    /// The bit of each dot inside a cell, per the Unicode braille numbering (dots 1-2-3-7 left, 4-5-6-8 right), one
    /// byte per dot, row by row (byte `2·row + column`): 0x01 0x08 / 0x02 0x10 / 0x04 0x20 / 0x40 0x80.
    static let packedBits: UInt64 = 0x8040_2004_1002_0801

    /// The bit of dot (x, y) (dot coordinates, any cell) in its cell.
    @inline(__always) static func bit(x: Int, y: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: packedBits >> UInt64(((y & 3) << 1 | (x & 1)) << 3))
    }

    /// Sets one dot (dot coordinates); ignored outside the canvas.
    public mutating func setDot(x: Int, y: Int, color: Color) {
        let w = width, dw = dotWidth, dh = dotHeight
        dots.withUnsafeMutableBufferPointer { dots in
            colors.withUnsafeMutableBufferPointer { colors in
                Self.setDot(dots, colors, width: w, dotWidth: dw, dotHeight: dh, x: x, y: y, color: color)
            }
        }
    }

    /// `setDot` on the arrays' storage (the one place a dot is set): `line` opens the buffers once per line.
    @inline(__always) static func setDot(
        _ dots: UnsafeMutableBufferPointer<UInt8>, _ colors: UnsafeMutableBufferPointer<Color>, width: Int, dotWidth: Int,
        dotHeight: Int, x: Int, y: Int, color: Color
    ) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let i = (y >> 2) * width + (x >> 1)
        dots[i] |= bit(x: x, y: y)
        colors[i] = color
    }

    /// True when the dot is set.
    public func isSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return false }
        return dots[(y >> 2) * width + (x >> 1)] & Self.bit(x: x, y: y) != 0
    }

    /// The braille glyph of a cell, nil when it has no dots.
    public func glyph(x: Int, y: Int) -> Character? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return Self.glyph(dots[y * width + x])
    }

    /// The braille character for a dot pattern, nil for none.
    public static func glyph(_ bits: UInt8) -> Character? {
        bits == 0 ? nil : Character(Unicode.Scalar(0x2800 + UInt32(bits))!)
    }

    /// Draws a line between cell-space points (fractional cells), clipped to the canvas.
    /// - Complexity: O(dots on the line) by Bresenham (1965) in dot space, after Liang–Barsky clipping.
    public mutating func line(from a: Point2D, to b: Point2D, color: Color) {
        withLines { $0.line(from: a, to: b, color: color) }
    }

    /// Calls `body` with the canvas's storage opened for drawing lines: a path's segments drawn through it make the
    /// arrays unique once, not once per segment.
    public mutating func withLines<R>(_ body: (Lines) throws -> R) rethrows -> R {
        let w = width, dw = dotWidth, dh = dotHeight
        return try dots.withUnsafeMutableBufferPointer { dots in
            try colors.withUnsafeMutableBufferPointer { colors in
                try body(Lines(dots: dots, colors: colors, width: w, dotWidth: dw, dotHeight: dh))
            }
        }
    }

    /// A canvas's storage, open for the length of a `withLines` call (never kept beyond it).
    public struct Lines {
        let dots: UnsafeMutableBufferPointer<UInt8>
        let colors: UnsafeMutableBufferPointer<Color>
        let width: Int, dotWidth: Int, dotHeight: Int

        /// A point in cell space in dot space (what `line` draws in).
        @inline(__always) public static func dot(_ cell: Point2D) -> Point2D {
            Point2D(x: cell.x * Double(Camera.dotsPerCell.x), y: cell.y * Double(Camera.dotsPerCell.y))
        }

        /// The box in dot space a line is clipped to: a dot point within it lies on a dot of the canvas.
        @inline(__always) var dotLimit: (x: Double, y: Double) { (Double(dotWidth) - 1e-6, Double(dotHeight) - 1e-6) }

        /// Whether a dot point (`dot(_:)`) lies within `dotLimit`, as `LineClip.clip` tests a segment's ends (false
        /// for NaN and infinities).
        @inline(__always) static func isInside(_ p: Point2D, limit: (x: Double, y: Double)) -> Bool {
            p.x >= 0 && p.x <= limit.x && p.y >= 0 && p.y <= limit.y
        }

        /// A colour's bytes as one word, when a `Color` is one word's size (nil otherwise: stored as a `Color`).
        @inline(__always) static func colorWord(_ color: Color) -> UInt32? {
            guard MemoryLayout<Color>.size == MemoryLayout<UInt32>.size, MemoryLayout<Color>.stride == MemoryLayout<UInt32>.stride
            else { return nil }
            return withUnsafeBytes(of: color) { $0.loadUnaligned(as: UInt32.self) }
        }

        /// `BrailleCanvas.line` (the one place a line's dots are found).
        @inline(__always) public func line(from a: Point2D, to b: Point2D, color: Color) {
            let pa = Self.dot(a), pb = Self.dot(b), limit = dotLimit
            guard let (c0, c1) = LineClip.clip(pa, pb, minX: 0, minY: 0, maxX: limit.x, maxY: limit.y) else { return }
            var x0 = Int(c0.x), y0 = Int(c0.y)
            let x1 = Int(c1.x), y1 = Int(c1.y)
            // Both ends within the canvas (always, after the clip above: a clipped end's dot is within
            // 0 ..< dotWidth and 0 ..< dotHeight, and Bresenham's dots stay within its ends' box): each dot is set
            // without `setDot`'s bounds test, the same dots in the same order.
            if x0 >= 0 && y0 >= 0 && x1 >= 0 && y1 >= 0 && x0 < dotWidth && x1 < dotWidth && y0 < dotHeight && y1 < dotHeight {
                insideDots(x0: x0, y0: y0, x1: x1, y1: y1, color: color)
                return
            }
            let dx = abs(x1 - x0), dy = -abs(y1 - y0)
            let stepX = x0 < x1 ? 1 : -1, stepY = y0 < y1 ? 1 : -1
            var err = dx + dy
            while true {
                BrailleCanvas.setDot(dots, colors, width: width, dotWidth: dotWidth, dotHeight: dotHeight, x: x0, y: y0, color: color)
                if x0 == x1 && y0 == y1 { break }
                let e2 = 2 * err
                if e2 >= dy { err += dy; x0 += stepX }
                if e2 <= dx { err += dx; y0 += stepY }
            }
        }

        /// The dots of `line` between two dots within the canvas (dot coordinates, tested by the caller), by
        /// Bresenham (1965), set without a bounds test: the one loop that sets a line's dots.
        @inline(__always) func insideDots(x0: Int, y0: Int, x1: Int, y1: Int, color: Color) {
            guard let dots = dots.baseAddress, let colors = colors.baseAddress else { return }
            var x0 = x0, y0 = y0
            let dx = abs(x1 - x0), dy = -abs(y1 - y0)
            let stepX = x0 < x1 ? 1 : -1, stepY = y0 < y1 ? 1 : -1
            var err = dx + dy
            let width = width
            // The colour (a trivial value of 4 bytes) stored as one word: assigned as a `Color`, it was stored in
            // three pieces (its payload's 2 and 1 bytes and its tag) per dot. The same bytes either way.
            let word = Self.colorWord(color), words = UnsafeMutableRawPointer(colors)
            while true {
                let i = (y0 &>> 2) &* width &+ (x0 &>> 1)
                dots[i] |= BrailleCanvas.bit(x: x0, y: y0)
                if let word { words.storeBytes(of: word, toByteOffset: i &<< 2, as: UInt32.self) } else { colors[i] = color }
                if x0 == x1 && y0 == y1 { break }
                let e2 = 2 &* err
                if e2 >= dy { err &+= dy; x0 &+= stepX }
                if e2 <= dx { err &+= dx; y0 &+= stepY }
            }
        }
    }
}
