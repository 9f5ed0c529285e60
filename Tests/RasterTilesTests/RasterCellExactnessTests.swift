import Geo
@testable import MapRender
import RasterTiles
import TermUI
import Testing

/// The raster-to-cell drawing writes exactly the cells its straightforward definition does: `applyRasterUnder` (cells
/// in the buffer's storage, truecolor told apart by channels) against the per-cell form through `buffer[x, y]`, and
/// `writeRasterCell` against the cell-by-cell rule for every colour depth, over seeded random planes, buffers,
/// canvases, clips (also beyond the buffer) and cameras (tilted, so a sky band is skipped).
@Suite struct RasterCellExactnessTests {
    // MARK: - The definitions, as they were written before the fast path

    /// A terminal pixel's colour: the production `rasterColor` (the ordered dither and palette look-ups were not
    /// changed by the fast path, so a copy of them here would only test themselves).
    static func referenceColor(_ f: MapFrame, _ c: RGBA, x: Int, y: Int) -> Color {
        f.rasterColor(c, x: x, y: y)
    }

    static func referenceWrite(_ f: MapFrame, _ buffer: inout Buffer, _ bx: Int, _ by: Int, x: Int, y: Int, top: RGBA, bottom: RGBA,
                               keepGlyph: Bool) {
        if keepGlyph {
            var cell = buffer[bx, by]
            cell.style.background = referenceColor(f, MapFrame.average(top, bottom), x: x, y: 2 * y)
            buffer[bx, by] = cell
            return
        }
        if f.view.rasterColors == .monochrome {
            let shades = f.ascii ? MapFrame.asciiShades : MapFrame.shades
            let l = (MapFrame.luma(top) + MapFrame.luma(bottom)) / 2
            let d = (MapFrame.bayer4[(y & 3) * 4 + (x & 3)] - 8) * 4
            let k = max(0, min(shades.count - 1, (l + d) * shades.count / 256))
            buffer[bx, by] = Cell(shades[k], style: Style())
            return
        }
        let ft = referenceColor(f, top, x: x, y: 2 * y), fb = referenceColor(f, bottom, x: x, y: 2 * y + 1)
        if f.ascii || ft == fb {
            let bg = f.ascii ? referenceColor(f, MapFrame.average(top, bottom), x: x, y: 2 * y) : fb
            buffer[bx, by] = Cell(" ", style: Style(foreground: ft, background: bg))
        } else {
            buffer[bx, by] = Cell("▀", style: Style(foreground: ft, background: fb))
        }
    }

    static func referenceUnder(_ f: MapFrame, _ planes: MapFrame.RasterPlanes, into buffer: inout Buffer, clip: Rect) {
        let under = planes[RasterStage.belowAreas.rawValue], over = planes[RasterStage.belowLines.rawValue]
        guard under != nil || over != nil else { return }
        let land = f.style.colors.land.rgbValue ?? (0, 0, 0)
        let u = under ?? [], o = over ?? []
        let x0 = max(0, clip.x - f.area.x), x1 = min(f.width, clip.maxX - f.area.x)
        guard x0 < x1 else { return }
        for y in max(0, f.firstGroundRow)..<f.height {
            let by = f.area.y + y
            guard by >= clip.y && by < clip.maxY else { continue }
            for x in x0..<x1 {
                let bx = f.area.x + x
                let i = y * f.width + x, ti = 2 * y * f.width + x, bi = ti + f.width
                let useUnder = under != nil && f.fill.kinds[i] == 0 && (u[ti].a > 0 || u[bi].a > 0)
                let useOver = over != nil && (o[ti].a > 0 || o[bi].a > 0)
                guard useUnder || useOver else { continue }
                let first = useUnder ? u : o
                var top = first[ti], bottom = first[bi]
                if top.a < 255 || bottom.a < 255 {
                    let base = buffer[bx, by].style.background.rgbValue ?? land
                    let b = RGBA(r: base.0, g: base.1, b: base.2)
                    top = top.over(b); bottom = bottom.over(b)
                }
                if useUnder && useOver { top = o[ti].over(top); bottom = o[bi].over(bottom) }
                referenceWrite(f, &buffer, bx, by, x: x, y: y, top: top, bottom: bottom, keepGlyph: f.hasLine(i))
            }
        }
    }

    // MARK: - Random inputs

    /// Pixels that are often opaque, sometimes clear or translucent, often repeat the pixel above (equal halves of a
    /// cell), and take channels from few values (halves that differ in one channel only).
    static func plane(_ g: inout SeededGenerator, count: Int, width: Int) -> [RGBA] {
        var p: [RGBA] = []
        func channel(_ g: inout SeededGenerator) -> UInt8 { [0, 128, 255, UInt8.random(in: 0...255, using: &g)][Int.random(in: 0..<4, using: &g)] }
        for i in 0..<count {
            if i >= width && Int.random(in: 0..<3, using: &g) == 0 { p.append(p[i - width]); continue }
            let a: UInt8 = [255, 255, 255, 0, UInt8.random(in: 1...254, using: &g)][Int.random(in: 0..<5, using: &g)]
            p.append(RGBA(r: channel(&g), g: channel(&g), b: channel(&g), a: a))
        }
        return p
    }

    static func color(_ g: inout SeededGenerator) -> Color {
        switch Int.random(in: 0..<4, using: &g) {
        case 0: return .default
        case 1: return .ansi(.random(in: 0...15, using: &g))
        case 2: return .indexed(.random(in: 0...255, using: &g))
        default: return .rgb(.random(in: 0...255, using: &g), .random(in: 0...255, using: &g), .random(in: 0...255, using: &g))
        }
    }

    static func buffer(_ g: inout SeededGenerator, width: Int, height: Int) -> Buffer {
        var b = Buffer(width: width, height: height)
        let glyphs: [Character] = [" ", "x", "▀", "─", "⣿"]
        for y in 0..<height {
            for x in 0..<width {
                b[x, y] = Cell(glyphs[Int.random(in: 0..<glyphs.count, using: &g)], style: Style(foreground: color(&g), background: color(&g)))
            }
        }
        return b
    }

    /// A frame over no map with random canvases: area fills (which hide the lowest stage) and lines (whose glyphs stay).
    static func frame(_ g: inout SeededGenerator, area: Rect, depth: ColorCapability, ascii: Bool) -> MapFrame {
        let camera = Camera(centre: Coordinate(latitude: 51.02, longitude: -1.05), zoom: 16,
                            bearing: Double.random(in: 0..<360, using: &g), tilt: [0, 0, 45, 60][Int.random(in: 0..<4, using: &g)],
                            width: area.width, height: area.height)
        var view = MapView(map: nil, camera: camera, asciiOnly: ascii)
        view.rasterColors = depth
        var f = MapFrame(view: view, area: area)
        let w = Double(area.width), h = Double(area.height)
        for _ in 0..<Int.random(in: 0...3, using: &g) {
            let x0 = Double.random(in: -2...w, using: &g), y0 = Double.random(in: -2...h, using: &g)
            let x1 = x0 + Double.random(in: 1...8, using: &g), y1 = y0 + Double.random(in: 1...5, using: &g)
            let ring = [Point2D(x: x0, y: y0), Point2D(x: x1, y: y0), Point2D(x: x1, y: y1), Point2D(x: x0, y: y1)]
            f.fill.fill(rings: [ring[...]], kind: UInt8.random(in: 1...3, using: &g))
        }
        for _ in 0..<Int.random(in: 0...(area.width * area.height / 3 + 1), using: &g) {
            if ascii {
                let a = Point2D(x: Double.random(in: 0..<w, using: &g), y: Double.random(in: 0..<h, using: &g))
                f.asciiLines.line(from: a, to: Point2D(x: a.x + Double.random(in: -3...3, using: &g), y: a.y), heavy: false, color: .ansi(1))
            } else {
                f.braille.setDot(x: Int.random(in: 0..<(2 * area.width), using: &g), y: Int.random(in: 0..<(4 * area.height), using: &g),
                                 color: .ansi(2))
            }
        }
        return f
    }

    /// The first cell where two buffers differ (index, ours, the reference's), for a short failure message.
    static func firstDifference(_ a: Buffer, _ b: Buffer) -> String? {
        guard let i = a.cells.indices.first(where: { a.cells[$0] != b.cells[$0] }) else { return nil }
        return "cell \(i): \(a.cells[i]) vs reference \(b.cells[i])"
    }

    // MARK: - Tests

    @Test func rasterUnderWritesTheCellsOfTheReferenceDrawing() {
        var g = SeededGenerator(seed: 1313)
        for trial in 0..<400 {
            let depth = ColorCapability.allCases[trial % ColorCapability.allCases.count]
            let ascii = trial % 7 == 3
            let bw = Int.random(in: 4...40, using: &g), bh = Int.random(in: 3...16, using: &g)
            // The frame's area sometimes hangs over the buffer's edge; the clip sometimes reaches past the buffer.
            let area = Rect(x: Int.random(in: -3...(bw - 2), using: &g), y: Int.random(in: -2...(bh - 2), using: &g),
                            width: Int.random(in: 2...36, using: &g), height: Int.random(in: 2...14, using: &g))
            let clip = trial % 3 == 0 ? area.intersection(Rect(x: 0, y: 0, width: bw, height: bh))
                : Rect(x: Int.random(in: -4...bw, using: &g), y: Int.random(in: -4...bh, using: &g),
                       width: Int.random(in: 0...(bw + 8), using: &g), height: Int.random(in: 0...(bh + 8), using: &g))
            let f = Self.frame(&g, area: area, depth: depth, ascii: ascii)
            let count = area.width * area.height * 2
            var planes: MapFrame.RasterPlanes = Array(repeating: nil, count: RasterStage.allCases.count)
            let which = Int.random(in: 0..<3, using: &g)
            if which != 1 { planes[RasterStage.belowAreas.rawValue] = Self.plane(&g, count: count, width: area.width) }
            if which != 0 { planes[RasterStage.belowLines.rawValue] = Self.plane(&g, count: count, width: area.width) }
            let start = Self.buffer(&g, width: bw, height: bh)
            var expected = start, actual = start
            Self.referenceUnder(f, planes, into: &expected, clip: clip)
            f.applyRasterUnder(planes, plan: f.rasterUnderPlan(planes), into: &actual, clip: clip)
            let difference = Self.firstDifference(actual, expected)
            #expect(difference == nil, "trial \(trial): \(depth), ascii \(ascii), area \(area), clip \(clip)")
            if difference != nil { return }
        }
    }

    /// Composition skips the cells `rasterUnderPlan` marks as replaced whole, so each of them must come out of `applyRasterUnder`
    /// the same whatever the buffer held there; and a cell it leaves alone must not be one of them.
    @Test func aReplacedCellIsTheImagerysWhateverTheBufferHeld() {
        var g = SeededGenerator(seed: 2024)
        var replacedSeen = 0
        for trial in 0..<300 {
            let depth = ColorCapability.allCases[trial % ColorCapability.allCases.count]
            let area = Rect(x: 0, y: 0, width: Int.random(in: 2...30, using: &g), height: Int.random(in: 2...12, using: &g))
            let f = Self.frame(&g, area: area, depth: depth, ascii: trial % 5 == 2)
            let count = area.width * area.height * 2
            var planes: MapFrame.RasterPlanes = Array(repeating: nil, count: RasterStage.allCases.count)
            let which = Int.random(in: 0..<3, using: &g)
            if which != 1 { planes[RasterStage.belowAreas.rawValue] = Self.plane(&g, count: count, width: area.width) }
            if which != 0 { planes[RasterStage.belowLines.rawValue] = Self.plane(&g, count: count, width: area.width) }
            let plan = f.rasterUnderPlan(planes)
            let replaced = plan.map { $0 & MapFrame.replacesCell != 0 }
            let one = Self.buffer(&g, width: area.width, height: area.height), other = Self.buffer(&g, width: area.width, height: area.height)
            var a = one, b = other
            f.applyRasterUnder(planes, plan: plan, into: &a, clip: area)
            f.applyRasterUnder(planes, plan: plan, into: &b, clip: area)
            for i in replaced.indices where replaced[i] {
                replacedSeen += 1
                #expect(a.cells[i] == b.cells[i], "trial \(trial), cell \(i): depends on the buffer")
                #expect(a.cells[i] != one.cells[i] || b.cells[i] != other.cells[i], "trial \(trial), cell \(i): not written")
                if a.cells[i] != b.cells[i] { return }
            }
        }
        #expect(replacedSeen > 1000)
    }

    @Test func writeRasterCellIsTheReferenceCellForEveryDepth() {
        var g = SeededGenerator(seed: 77)
        for depth in ColorCapability.allCases {
            for ascii in [false, true] {
                let area = Rect(x: 0, y: 0, width: 12, height: 6)
                let f = Self.frame(&g, area: area, depth: depth, ascii: ascii)
                let start = Self.buffer(&g, width: 12, height: 6)
                var expected = start, actual = start
                for _ in 0..<300 {
                    let x = Int.random(in: 0..<12, using: &g), y = Int.random(in: 0..<6, using: &g)
                    let pixels = Self.plane(&g, count: 2, width: 2)
                    // Equal halves often: the truecolor path tells them apart by channel.
                    let top = pixels[0], bottom = Bool.random(using: &g) ? pixels[0] : pixels[1]
                    let keep = Int.random(in: 0..<4, using: &g) == 0
                    Self.referenceWrite(f, &expected, x, y, x: x, y: y, top: top, bottom: bottom, keepGlyph: keep)
                    f.writeRasterCell(&actual, x, y, x: x, y: y, top: top, bottom: bottom, keepGlyph: keep)
                }
                #expect(Self.firstDifference(actual, expected) == nil, "\(depth), ascii \(ascii)")
            }
        }
    }
}
