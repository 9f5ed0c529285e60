import Geo
import TermUI

/// The route layer, above every map line: braille dots at sub-cell resolution (2×4 per cell), drawn thick with a
/// square brush so the line stays smooth on diagonals (box drawing turns them into staircases), and a casing: cells
/// the main route crosses take a contrasting background, the outline navigation apps draw around their route.
/// Kept apart from the road braille so that a road under the route neither thickens nor recolours it.
public struct RouteCanvas: Sendable {
    public private(set) var dots: BrailleCanvas
    /// Per cell: the casing colour behind the dots, `.default` for none.
    public private(set) var casing: [Color]
    /// Whether a cell's casing was set since the casing was last cleared: a frame without one (no route, or none
    /// with a casing) leaves it all `.default`, and the next reset keeps it as it is.
    private var casingSet = false

    /// Brush sizes in dots: the main route 2×2 (a vertical run fills whole `⣿` cells), others a single dot.
    public enum Brush: Int, Sendable { case thin = 1, thick = 2 }

    public init(width: Int, height: Int) {
        dots = BrailleCanvas(width: width, height: height)
        casing = Array(repeating: .default, count: dots.width * dots.height)
    }

    public var width: Int { dots.width }
    public var height: Int { dots.height }

    /// Empties the canvas for a frame of this size, reusing its storage.
    public mutating func reset(width: Int, height: Int) {
        dots.reset(width: width, height: height)
        let n = dots.width * dots.height
        if casingSet || casing.count != n {
            casing.refill(.default, count: n)
            casingSet = false
        }
    }

    /// True when the cell holds route dots.
    public func isSet(index i: Int) -> Bool { dots.dots[i] != 0 }

    /// Draws a line between cell-space points with a brush, in a colour, with an optional casing behind it.
    /// - Complexity: O(dots on the line · brush²) (Bresenham 1965 in dot space, after Liang–Barsky clipping).
    public mutating func line(from a: Point2D, to b: Point2D, color: Color, brush: Brush, casing casingColor: Color = .default) {
        let sx = Double(Camera.dotsPerCell.x), sy = Double(Camera.dotsPerCell.y)
        // The brush is centred on the line: shift by half its extra width.
        let off = Double(brush.rawValue - 1) / 2
        let pa = Point2D(x: a.x * sx - off, y: a.y * sy - off), pb = Point2D(x: b.x * sx - off, y: b.y * sy - off)
        guard let (c0, c1) = LineClip.clip(pa, pb, minX: 0, minY: 0, maxX: Double(dots.dotWidth) - 1e-6,
                                           maxY: Double(dots.dotHeight) - 1e-6) else { return }
        var x0 = Int(c0.x), y0 = Int(c0.y)
        let x1 = Int(c1.x), y1 = Int(c1.y)
        let dx = abs(x1 - x0), dy = -abs(y1 - y0)
        let stepX = x0 < x1 ? 1 : -1, stepY = y0 < y1 ? 1 : -1
        var err = dx + dy
        let n = brush.rawValue
        while true {
            for by in 0..<n { for bx in 0..<n { plot(x: x0 + bx, y: y0 + by, color: color, casing: casingColor) } }
            if x0 == x1 && y0 == y1 { break }
            let e2 = 2 * err
            if e2 >= dy { err += dy; x0 += stepX }
            if e2 <= dx { err += dx; y0 += stepY }
        }
    }

    private mutating func plot(x: Int, y: Int, color: Color, casing casingColor: Color) {
        guard x >= 0, y >= 0, x < dots.dotWidth, y < dots.dotHeight else { return }
        dots.setDot(x: x, y: y, color: color)
        if casingColor != .default {
            casing[(y >> 2) * dots.width + (x >> 1)] = casingColor
            casingSet = true
        }
    }
}
