import Geo
import TermUI

/// A colour raster at half-cell resolution (two pixels per cell, one above the other) that faces are painted into
/// back to front (the painter's algorithm, Newell, Newell & Sancha 1972): what is painted later hides what was
/// painted before. `cells()` turns it into terminal cells with the upper-half block: `▀` with the top pixel's colour
/// as foreground and the bottom pixel's as background.
public struct ExtrusionRaster: Sendable {
    public let width: Int
    public let height: Int
    /// Pixel rows: twice the cell rows.
    public var pixelHeight: Int { height * 2 }
    /// Per pixel: 0 empty, else an index + 1 into `palette`.
    private var pixels: [UInt16]
    private var palette: [Color] = []
    /// Scratch for scanline crossings.
    private var crossings: [Double] = []

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = Array(repeating: 0, count: self.width * self.height * 2)
    }

    private mutating func index(of color: Color) -> UInt16 {
        if let i = palette.firstIndex(of: color) { return UInt16(i + 1) }
        palette.append(color)
        return UInt16(palette.count)
    }

    /// Fills a polygon given in cell space (x across, y down; pixel centres at half cells) with a colour, even-odd.
    /// - Complexity: O(rows covered · edges).
    public mutating func fill(_ polygon: [Point2D], color: Color) {
        guard polygon.count >= 3, width > 0, height > 0 else { return }
        var minY = Double.infinity, maxY = -Double.infinity
        for p in polygon {
            guard p.x.isFinite, p.y.isFinite else { return }
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        let c = index(of: color)
        // Pixel row r covers cell rows r/2 ... (r+1)/2; its centre is at (r + 0.5) / 2.
        let top: Double = minY * 2 - 0.5, bottom: Double = maxY * 2 - 0.5
        guard top < 1e9, bottom > -1e9 else { return }
        let r0 = max(0, Int(max(-1, top).rounded(.up))), r1 = min(pixelHeight - 1, Int(min(1e9, bottom).rounded(.down)))
        guard r0 <= r1 else { return }
        for r in r0...r1 {
            let y = (Double(r) + 0.5) / 2
            crossings.removeAll(keepingCapacity: true)
            var prev = polygon[polygon.count - 1]
            for p in polygon {
                if (prev.y <= y) != (p.y <= y) {
                    crossings.append(prev.x + (y - prev.y) / (p.y - prev.y) * (p.x - prev.x))
                }
                prev = p
            }
            guard crossings.count >= 2 else { continue }
            crossings.sort()
            var k = 0
            while k + 1 < crossings.count {
                // Pixels whose centre (x + 0.5) lies inside the span.
                let lo: Double = crossings[k] - 0.5, hi: Double = crossings[k + 1] - 0.5
                let x0 = max(0, Int(max(-1, lo).rounded(.up))), x1 = min(width - 1, Int(min(1e9, hi).rounded(.down)))
                if x0 <= x1 { for x in x0...x1 { pixels[r * width + x] = c } }
                k += 2
            }
        }
    }

    /// The painted cells: cell index, glyph and style. A cell with both pixels painted is `▀` (or a space when both
    /// have one colour) on the lower colour; with one pixel painted, `▀` or `▄` in its colour over `.default`
    /// (the caller keeps what lies under it). In ASCII a painted cell is a space on the colour of its lower pixel
    /// (else the upper one).
    public func cells(ascii: Bool, from firstRow: Int = 0) -> [(index: Int, glyph: Character, style: Style)] {
        var out = [(index: Int, glyph: Character, style: Style)]()
        for y in max(0, firstRow)..<height {
            for x in 0..<width {
                let top = pixels[(2 * y) * width + x], bottom = pixels[(2 * y + 1) * width + x]
                guard top != 0 || bottom != 0 else { continue }
                let i = y * width + x
                if ascii {
                    let c = palette[Int(bottom != 0 ? bottom : top) - 1]
                    out.append((i, " ", Style(background: c)))
                } else if top != 0 && bottom != 0 {
                    let t = palette[Int(top) - 1], b = palette[Int(bottom) - 1]
                    out.append(top == bottom ? (i, " ", Style(background: b)) : (i, "▀", Style(foreground: t, background: b)))
                } else if top != 0 {
                    out.append((i, "▀", Style(foreground: palette[Int(top) - 1])))
                } else {
                    out.append((i, "▄", Style(foreground: palette[Int(bottom) - 1])))
                }
            }
        }
        return out
    }
}
