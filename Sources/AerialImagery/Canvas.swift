import Foundation
import Geo
import MapData
import MapRender
import RasterTiles

/// One tile being painted: pixels, the tile's place in normalized Mercator units, and the painting primitives
/// (even-odd polygon fill by scanlines, strokes of a width in metres, hashed noise).
struct Canvas {
    let key: TileKey
    let size: Int
    let seed: UInt64
    var pixels: [RGBA]
    /// Pixels per normalized unit, and the tile's top-left corner.
    let scale: Double
    let x0: Double, y0: Double
    let metersPerPixel: Double

    init(key: TileKey, size: Int, seed: UInt64) {
        self.key = key
        self.size = size
        self.seed = seed
        pixels = Array(repeating: RGBA(r: 0, g: 0, b: 0), count: size * size)
        let n = Double(1 << UInt64(key.z))
        scale = n * Double(size)
        x0 = Double(key.x) / n
        y0 = Double(key.y) / n
        let mid = WebMercator.coordinate(normalized: Point2D(x: x0 + 0.5 / n, y: y0 + 0.5 / n))
        metersPerPixel = WebMercator.metersPerPixel(latitude: mid.latitude, zoom: Double(key.z)) * 256 / Double(size)
    }

    /// The tile's box, grown by a few pixels so strokes and shadows crossing the edge are drawn.
    var box: MercatorBox {
        let m = 24 / scale
        return MercatorBox(minX: x0 - m, minY: y0 - m, maxX: x0 + Double(size) / scale + m, maxY: y0 + Double(size) / scale + m)
    }

    var image: RasterImage {
        var bytes = [UInt8](repeating: 255, count: size * size * 4)
        for (i, p) in pixels.enumerated() { bytes[4 * i] = p.r; bytes[4 * i + 1] = p.g; bytes[4 * i + 2] = p.b }
        return RasterImage(width: size, height: size, pixels: bytes)
    }

    func px(_ p: Point2D) -> (x: Double, y: Double) { ((p.x - x0) * scale, (p.y - y0) * scale) }

    /// World pixel position of a tile pixel (noise is keyed on it, so neighbouring tiles and levels agree).
    func world(_ i: Int) -> (x: Int, y: Int) {
        let shift = 17 - min(17, key.z)
        return (((key.x * size + i % size) << shift) >> 0, ((key.y * size + i / size) << shift) >> 0)
    }

    // MARK: - Noise

    static func hash(_ v: UInt64, _ seed: UInt64) -> UInt64 {
        var z = v &+ seed &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Value noise in 0…1 at a world position with a cell size (world pixels at z17).
    func noise(_ x: Int, _ y: Int, cell: Int) -> Double {
        let cx = x / cell, cy = y / cell
        let fx = Double(x % cell) / Double(cell), fy = Double(y % cell) / Double(cell)
        func h(_ a: Int, _ b: Int) -> Double { Double(Self.hash(UInt64(bitPattern: Int64(a)) << 32 ^ UInt64(bitPattern: Int64(b)), seed) & 0xFFFF) / 65535 }
        let sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy)
        let top = h(cx, cy) * (1 - sx) + h(cx + 1, cy) * sx
        let bottom = h(cx, cy + 1) * (1 - sx) + h(cx + 1, cy + 1) * sx
        return top * (1 - sy) + bottom * sy
    }

    func grain(_ c: RGBA, _ i: Int, amount: Double) -> RGBA {
        let w = world(i)
        return c.shifted(by: (noise(w.x, w.y, cell: 4) - 0.5) * amount)
    }

    /// The ground colour of pixel `i` under an area kind (nil: bare ground).
    func ground(_ i: Int, kind: AreaKind?, area: Int) -> RGBA {
        let w = world(i)
        let coarse = noise(w.x, w.y, cell: 96), fine = noise(w.x, w.y, cell: 5)
        switch kind {
        case nil:
            return countryside(w, coarse: coarse, fine: fine)
        case .residential:
            return Palette.gardens.shifted(by: (coarse - 0.5) * 30 + (fine - 0.5) * 16)
        case .farmland:
            let h = Self.hash(UInt64(area), seed)
            let crop = Palette.crops[Int(h % UInt64(Palette.crops.count))]
            // Drill rows: stripes across the field at a per-field angle.
            let angle = Double(h >> 8 % 180) * .pi / 180
            let t = Double(w.x) * cos(angle) + Double(w.y) * sin(angle)
            let stripe = (t / 10).truncatingRemainder(dividingBy: 2) < 1 ? -7.0 : 7.0
            return crop.shifted(by: stripe + (coarse - 0.5) * 20 + (fine - 0.5) * 8)
        case .forest:
            // Crowns: bright tops and dark gaps at a few metres.
            let crown = noise(w.x, w.y, cell: 14), leaf = noise(w.x + 7, w.y + 3, cell: 4)
            return Palette.woodland.shifted(by: (crown - 0.5) * 60 + (leaf - 0.5) * 24)
        case .park, .grass, .cemetery:
            return Palette.lawn.shifted(by: (coarse - 0.5) * 18 + (fine - 0.5) * 10)
        case .water:
            let ripple = noise(w.x, w.y * 3, cell: 9)
            return Palette.water.shifted(by: (coarse - 0.5) * 12 + (ripple - 0.5) * 10)
        case .commercial, .industrial, .retail, .parking:
            return Palette.concrete.shifted(by: (coarse - 0.5) * 14 + (fine - 0.5) * 12)
        }
    }

    /// Open country outside the map's areas: a patchwork of fields (parcels of a jittered grid, about 200 × 150 m,
    /// each with a crop or pasture and drill rows) bounded by hedges.
    func countryside(_ w: (x: Int, y: Int), coarse: Double, fine: Double) -> RGBA {
        let cw = 270, ch = 200  // parcel size in z17 pixels (~0.75 m each at 51° N)
        // Jitter the parcel edges with low-frequency noise so they are not a ruled grid.
        let jx = Int((noise(w.x, w.y, cell: 160) - 0.5) * 90), jy = Int((noise(w.y, w.x, cell: 160) - 0.5) * 70)
        let gx = w.x + jx, gy = w.y + jy
        let px = gx >= 0 ? gx / cw : (gx - cw + 1) / cw, py = gy >= 0 ? gy / ch : (gy - ch + 1) / ch
        let ex = gx - px * cw, ey = gy - py * ch
        if ex < 4 || ey < 4 {
            let hedge = noise(w.x, w.y, cell: 3)
            return Palette.hedge.shifted(by: (hedge - 0.5) * 40)
        }
        let h = Self.hash(UInt64(bitPattern: Int64(px)) << 32 ^ UInt64(bitPattern: Int64(py)) &+ 77, seed)
        if h % 5 == 0 { return Palette.meadow.shifted(by: (coarse - 0.5) * 26 + (fine - 0.5) * 14) }
        let crop = Palette.crops[Int((h >> 3) % UInt64(Palette.crops.count))]
        let vertical = (h >> 9) & 1 == 0
        let stripe = ((vertical ? w.x : w.y) / 6) % 2 == 0 ? -6.0 : 6.0
        return crop.shifted(by: stripe + (coarse - 0.5) * 18 + (fine - 0.5) * 8)
    }

    // MARK: - Geometry

    /// The pixels inside rings (even-odd, so holes stay open), sampled at pixel centres.
    func polygonPixels(_ rings: [[Point2D]]) -> [Int] {
        var out: [Int] = []
        var minY = Double.infinity, maxY = -Double.infinity
        let pxRings = rings.map { $0.map(px) }
        for r in pxRings { for p in r { minY = min(minY, p.y); maxY = max(maxY, p.y) } }
        guard minY < Double(size), maxY > 0 else { return [] }
        var xs: [Double] = []
        for row in max(0, Int(minY.rounded(.down)))..<min(size, Int(maxY.rounded(.up)) + 1) {
            let y = Double(row) + 0.5
            xs.removeAll(keepingCapacity: true)
            for r in pxRings where r.count >= 2 {
                var j = r.count - 1
                for i in 0..<r.count {
                    let a = r[i], b = r[j]
                    if (a.y > y) != (b.y > y) { xs.append(a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)) }
                    j = i
                }
            }
            xs.sort()
            var k = 0
            while k + 1 < xs.count {
                let from = max(0, Int((xs[k] - 0.5).rounded(.up))), to = min(size - 1, Int((xs[k + 1] - 0.5).rounded(.down)))
                if from <= to { for x in from...to { out.append(row * size + x) } }
                k += 2
            }
        }
        return out
    }

    /// A polyline `widthMeters` wide (at least one pixel), round-joined.
    mutating func stroke(_ points: [Point2D], widthMeters: Double, color: RGBA) {
        let half = max(0.5, widthMeters / metersPerPixel / 2)
        let pts = points.map(px)
        guard pts.count >= 2 else { return }
        for k in 1..<pts.count {
            let a = pts[k - 1], b = pts[k]
            let lx = max(0, Int(min(a.x, b.x) - half)), hx = min(size - 1, Int(max(a.x, b.x) + half))
            let ly = max(0, Int(min(a.y, b.y) - half)), hy = min(size - 1, Int(max(a.y, b.y) + half))
            guard lx <= hx, ly <= hy else { continue }
            let dx = b.x - a.x, dy = b.y - a.y, len2 = max(1e-9, dx * dx + dy * dy)
            for y in ly...hy {
                for x in lx...hx {
                    let qx = Double(x) + 0.5 - a.x, qy = Double(y) + 0.5 - a.y
                    let t = max(0, min(1, (qx * dx + qy * dy) / len2))
                    let ex = qx - t * dx, ey = qy - t * dy
                    if ex * ex + ey * ey <= half * half {
                        let i = y * size + x
                        pixels[i] = grain(color, i, amount: 8)
                    }
                }
            }
        }
    }
}

/// The imagery's colours (sRGB, as seen from above in summer).
enum Palette {
    static let meadow = RGBA(r: 104, g: 122, b: 72)
    static let hedge = RGBA(r: 52, g: 76, b: 42)
    static let gardens = RGBA(r: 112, g: 120, b: 88)
    static let lawn = RGBA(r: 96, g: 134, b: 70)
    static let woodland = RGBA(r: 46, g: 72, b: 40)
    static let water = RGBA(r: 38, g: 70, b: 92)
    static let concrete = RGBA(r: 150, g: 148, b: 142)
    static let asphalt = RGBA(r: 82, g: 82, b: 84)
    static let majorAsphalt = RGBA(r: 70, g: 70, b: 74)
    static let verge = RGBA(r: 128, g: 126, b: 112)
    static let ballast = RGBA(r: 110, g: 100, b: 90)
    static let crops: [RGBA] = [RGBA(r: 190, g: 170, b: 100), RGBA(r: 130, g: 150, b: 70), RGBA(r: 150, g: 120, b: 80),
                                RGBA(r: 170, g: 160, b: 90), RGBA(r: 110, g: 136, b: 64)]
    static let roofs: [RGBA] = [RGBA(r: 150, g: 80, b: 62), RGBA(r: 96, g: 96, b: 104), RGBA(r: 120, g: 100, b: 86),
                                RGBA(r: 170, g: 110, b: 80), RGBA(r: 80, g: 84, b: 90)]
}

extension RGBA {
    /// Each channel moved by `d` (clamped).
    func shifted(by d: Double) -> RGBA {
        func c(_ v: UInt8) -> UInt8 { UInt8(max(0, min(255, Double(v) + d))) }
        return RGBA(r: c(r), g: c(g), b: c(b), a: a)
    }

    func darkened(_ f: Double) -> RGBA {
        RGBA(r: UInt8(Double(r) * f), g: UInt8(Double(g) * f), b: UInt8(Double(b) * f), a: a)
    }
}
