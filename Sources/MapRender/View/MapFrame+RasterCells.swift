import RasterTiles
import TermUI

/// Terminal pixels to cells: an upper half block with the top pixel as foreground and the bottom one as background
/// (truecolor), the same quantised with 4×4 ordered (Bayer) dithering for 256, 16 and 8 colours, and shade
/// characters by luminance in monochrome (letters in ASCII mode).
extension MapFrame {
    /// Bayer's 4×4 threshold matrix (values 0…15).
    static let bayer4: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]
    static let shades: [Character] = [" ", "░", "▒", "▓", "█"]
    static let asciiShades: [Character] = [" ", ".", ":", "*", "#"]

    func writeRasterCell(_ buffer: inout Buffer, _ bx: Int, _ by: Int, x: Int, y: Int, top: RGBA, bottom: RGBA, keepGlyph: Bool) {
        var cell = buffer[bx, by]
        rasterCell(&cell, x: x, y: y, top: top, bottom: bottom, keepGlyph: keepGlyph)
        buffer[bx, by] = cell
    }

    /// The cell for two terminal pixels (frame cell x, y): `keepGlyph` keeps the glyph and its colour and takes the
    /// pixels' average as the background.
    @inline(__always)
    func rasterCell(_ cell: inout Cell, x: Int, y: Int, top: RGBA, bottom: RGBA, keepGlyph: Bool) {
        if keepGlyph {
            cell.style.background = rasterColor(Self.average(top, bottom), x: x, y: 2 * y)
            return
        }
        let depth = view.rasterColors
        if depth == .truecolor && !ascii {
            // Truecolor draws the pixels as they are: the two colours are equal when their channels are.
            let ft = Color.rgb(top.r, top.g, top.b), fb = Color.rgb(bottom.r, bottom.g, bottom.b)
            let same = top.r == bottom.r && top.g == bottom.g && top.b == bottom.b
            cell = Cell(same ? " " : "▀", style: Style(foreground: ft, background: fb))
            return
        }
        if depth == .monochrome {
            let shades = ascii ? Self.asciiShades : Self.shades
            let l = (Self.luma(top) + Self.luma(bottom)) / 2
            let d = (Self.bayer4[(y & 3) * 4 + (x & 3)] - 8) * 4
            let k = max(0, min(shades.count - 1, (l + d) * shades.count / 256))
            cell = Cell(shades[k], style: Style())
            return
        }
        let ft = rasterColor(top, x: x, y: 2 * y), fb = rasterColor(bottom, x: x, y: 2 * y + 1)
        if ascii || ft == fb {
            cell = Cell(" ", style: Style(foreground: ft, background: ascii ? rasterColor(Self.average(top, bottom), x: x, y: 2 * y) : fb))
        } else {
            cell = Cell("▀", style: Style(foreground: ft, background: fb))
        }
    }

    /// One terminal pixel's colour as the view's colour depth can show it.
    func rasterColor(_ c: RGBA, x: Int, y: Int) -> Color {
        let step: Int
        switch view.rasterColors {
        case .truecolor, .monochrome: return .rgb(c.r, c.g, c.b)
        case .palette256: step = 40
        case .ansi16: step = 110
        case .ansi8: step = 140
        }
        let d = (Self.bayer4[(y & 3) * 4 + (x & 3)] * 2 - 15) * step / 32
        func ch(_ v: UInt8) -> UInt8 { UInt8(max(0, min(255, Int(v) + d))) }
        let rgb = (ch(c.r), ch(c.g), ch(c.b))
        switch view.rasterColors {
        case .palette256: return .indexed(Color.nearestIndex256(rgb))
        case .ansi16: return .ansi(Color.nearestANSI(rgb, count: 16))
        default: return .ansi(Color.nearestANSI(rgb, count: 8))
        }
    }

    static func luma(_ c: RGBA) -> Int { (Int(c.r) * 299 + Int(c.g) * 587 + Int(c.b) * 114) / 1000 }
}
