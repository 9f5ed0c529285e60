import Geo
import RasterTiles
import TermUI

/// Raster tile layers: each visible layer is sampled through the camera's inverse projection into a plane of
/// terminal pixels (two per cell: the upper and lower half), so imagery follows bearing and tilt. Planes are
/// composed into the cells at their stage: under the areas, under the lines, under the labels or over all.
/// Sampling never waits: a tile not in memory draws its nearest loaded ancestor scaled up, or nothing (the vector map
/// shows through) while it loads; a failed tile draws a hatch. The tiles seen (and a ring of neighbours, for
/// prefetching) are handed to the source's queue, visible ones first, then by the layer's load priority.
extension MapFrame {
    /// One plane per stage (nil when no layer draws there): `width × 2·height` straight RGBA, rows top to bottom.
    typealias RasterPlanes = [[RGBA]?]

    /// Levels up that a missing tile may borrow from a loaded ancestor.
    static let ancestorFallbackLevels = 6
    /// Priority of visible tiles over any neighbour prefetch.
    static let visibleTileBoost = RasterDataSource.visiblePriority

    func rasterPlanes() -> RasterPlanes {
        var planes: RasterPlanes = Array(repeating: nil, count: RasterStage.allCases.count)
        for layer in view.rasterLayers where layer.isVisible(atZoom: zoom) {
            let stage = RasterStage.of(layer.options.priority, kindOf: view.rasterStyleLayerKind).rawValue
            let own = layerPlane(layer)
            if var plane = planes[stage] {
                // A later layer over an earlier one at the same stage (a transparent pixel leaves it as it was).
                planes[stage] = nil
                for i in plane.indices where own.pixels[i].a > 0 { plane[i] = own.pixels[i].over(plane[i]) }
                planes[stage] = plane
            } else {
                planes[stage] = own.pixels
            }
            requestTiles(layer, level: own.level, seen: own.plane.seen, lo: own.plane.lo, hi: own.plane.hi)
        }
        return planes
    }

    /// One layer's terminal pixels: the plane kept from an earlier frame with the same camera and tiles, else
    /// sampled now (and kept when every tile it covers was loaded).
    func layerPlane(_ layer: RasterLayer) -> (pixels: [RGBA], plane: RasterLayerPlane, level: Int) {
        let source = layer.source
        let level = source.configuration.storageLevel(forViewZoom: zoom)
        let fade = UInt16((layer.options.opacity(atZoom: zoom) * 255).rounded())
        let key = RasterResampleCache.Key(camera: camera, level: level, fade: fade, hasAlpha: source.configuration.hasAlphaChannel)
        // Read before sampling: a tile arriving meanwhile makes the kept plane stale, never a stale plane current.
        let generation = source.generation
        if let kept = layer.resampled.plane(key, generation: generation) {
            source.markUsed(kept.seen)
            return (kept.pixels, kept, level)
        }
        let plane = sample(layer, level: level, fade: fade)
        if plane.complete { layer.resampled.keep(key, plane, generation: generation) }
        return (plane.pixels, plane, level)
    }

    /// A tile as the sampler draws it this frame (resolved once per frame, not once per pixel row).
    struct SampledTile {
        var pixels: [UInt8]
        var width: Int, height: Int
        /// Levels up to the image drawn (0: the tile's own image).
        var shift: Int
        var failed: Bool
        var hasImage: Bool
    }

    /// Samples one layer into a transparent plane of terminal pixels.
    /// - Complexity: O(pixels) plus one lookup per tile covered.
    func sample(_ layer: RasterLayer, level: Int, fade: UInt16) -> RasterLayerPlane {
        let source = layer.source
        let n = Double(1 << UInt64(level))
        let last = Int(n) - 1
        let hasAlpha = source.configuration.hasAlphaChannel
        let alpha = hasAlpha || fade < 255
        var plane = [RGBA](repeating: RGBA(r: 0, g: 0, b: 0, a: 0), count: width * height * 2)
        var tiles: [TileKey: SampledTile] = [:]
        var seen: [TileKey] = []
        var complete = true
        var lo = (x: Int.max, y: Int.max), hi = (x: Int.min, y: Int.min)
        let hatchRed = RGBA(r: 200, g: 70, b: 70, a: 255), hatchGrey = RGBA(r: 70, g: 70, b: 70, a: alpha ? 140 : 255)
        var tile = SampledTile(pixels: [], width: 0, height: 0, shift: 0, failed: false, hasImage: false)
        // `inverse` is 1/2^shift: multiplying by it is exact, so it divides by `scale` without a division per pixel.
        var inverse = 1.0, ax = 0.0, ay = 0.0, iw = 0.0, ih = 0.0
        let firstRow = max(0, firstGroundRow - 1) * 2
        // The plane is written through its storage: one uniqueness check per layer, not one per pixel.
        plane.withUnsafeMutableBufferPointer { out in
            for py in firstRow..<(height * 2) {
                let cy = (Double(py) + 0.5) / 2
                // Along a row the inverse projection is affine (the ground depth is the row's), so two points give it.
                guard let m0 = t.unproject(cellX: 0.5, cellY: cy), let m1 = t.unproject(cellX: 1.5, cellY: cy) else { continue }
                let sx = (m1.x - m0.x) * n, sy = (m1.y - m0.y) * n
                let bx = m0.x * n, by = m0.y * n
                var cx = -1, cyT = -1
                let row = py &* width
                var px = 0
                while px < width {
                    var wx = bx + Double(px) * sx
                    let wy = by + Double(px) * sy
                    guard wy >= 0, wy < n else { px += 1; continue }
                    if wx < 0 || wx >= n { wx -= (wx / n).rounded(.down) * n }
                    let tx = min(Int(wx), last), ty = min(Int(wy), last)
                    if tx != cx || ty != cyT {
                        cx = tx; cyT = ty
                        let key = TileKey(z: level, x: tx, y: ty)
                        if let known = tiles[key] { tile = known } else {
                            tile = resolveForSampling(key, source)
                            tiles[key] = tile
                            seen.append(key)
                            lo = (min(lo.x, tx), min(lo.y, ty)); hi = (max(hi.x, tx), max(hi.y, ty))
                            if tile.failed || tile.shift > 0 || (!tile.hasImage && !isEmpty(key, source)) { complete = false }
                        }
                        inverse = 1 / Double(1 << tile.shift)
                        ax = Double(tx >> tile.shift); ay = Double(ty >> tile.shift)
                        iw = Double(tile.width); ih = Double(tile.height)
                    }
                    if tile.hasImage {
                        // The run of pixels from here that fall in this tile, read through its storage; the pixel that
                        // leaves the row, the ground or the tile is taken up again by the loop above.
                        let tw = tile.width, th = tile.height
                        px = tile.pixels.withUnsafeBufferPointer { src in
                            var p = px, wx = wx, wy = wy
                            while true {
                                let u = min(tw - 1, max(0, Int((wx * inverse - ax) * iw)))
                                let v = min(th - 1, max(0, Int((wy * inverse - ay) * ih)))
                                let j = (v &* tw &+ u) &* 4
                                var c = RGBA(r: src[j], g: src[j &+ 1], b: src[j &+ 2], a: hasAlpha ? src[j &+ 3] : 255)
                                if fade < 255 { c.a = UInt8((UInt16(c.a) * fade + 127) / 255) }
                                // Over a transparent pixel a colour stays itself; a fully transparent one leaves it clear.
                                if c.a > 0 { out[row &+ p] = c }
                                p &+= 1
                                guard p < width else { return p }
                                wx = bx + Double(p) * sx
                                wy = by + Double(p) * sy
                                guard wy >= 0, wy < n else { return p }
                                if wx < 0 || wx >= n { wx -= (wx / n).rounded(.down) * n }
                                guard min(Int(wx), last) == cx, min(Int(wy), last) == cyT else { return p }
                            }
                        }
                        continue
                    } else if tile.failed {
                        out[row &+ px] = (px + py) % 4 == 0 ? hatchRed : hatchGrey
                    }
                    px += 1
                }
            }
        }
        return RasterLayerPlane(pixels: plane, seen: seen, lo: lo, hi: hi, complete: complete)
    }

    /// The tile's image, else a loaded ancestor's, else nothing (and whether it failed), for one frame's sampling.
    func resolveForSampling(_ key: TileKey, _ source: RasterDataSource) -> SampledTile {
        let (img, shift, failed) = resolve(key, source)
        guard let img else { return SampledTile(pixels: [], width: 0, height: 0, shift: 0, failed: failed, hasImage: false) }
        return SampledTile(pixels: img.pixels, width: img.width, height: img.height, shift: shift, failed: false, hasImage: true)
    }

    /// True when the provider has no tile here (a 404): drawing nothing is then the finished picture.
    func isEmpty(_ key: TileKey, _ source: RasterDataSource) -> Bool { source.lookup(key) == .empty }

    /// The image to draw for a tile: its own, else a loaded ancestor's (with the levels between), else nothing.
    func resolve(_ key: TileKey, _ source: RasterDataSource) -> (RasterImage?, Int, Bool) {
        switch source.lookup(key) {
        case .image(let img): return (img, 0, false)
        case .empty: return (nil, 0, false)
        case .failed: return (nil, 0, true)
        case .loading, .absent:
            for up in 1...Self.ancestorFallbackLevels where up <= key.z {
                if let img = source.cachedImage(key.ancestor(levels: up)) { return (img, up, false) }
            }
            return (nil, 0, false)
        }
    }

    /// Visible tiles first (nearest the centre first), then the ring around them, by the layer's load priority.
    func requestTiles(_ layer: RasterLayer, level: Int, seen: [TileKey], lo: (x: Int, y: Int), hi: (x: Int, y: Int)) {
        guard !seen.isEmpty else { layer.source.want([]); return }
        let visible = Set(seen)
        let p = layer.options.loadPriority * 1000
        let cx = Double(lo.x + hi.x) / 2, cy = Double(lo.y + hi.y) / 2
        func distance(_ k: TileKey) -> Int { Int(abs(Double(k.x) - cx) + abs(Double(k.y) - cy)) }
        var wanted: [(key: TileKey, priority: Int)] = seen.map { ($0, Self.visibleTileBoost + p - distance($0)) }
        let last = (1 << level) - 1
        if hi.x - lo.x < 16 && hi.y - lo.y < 16 {
            for y in max(0, lo.y - 1)...min(last, hi.y + 1) {
                for x in max(0, lo.x - 1)...min(last, hi.x + 1) {
                    let k = TileKey(z: level, x: x, y: y)
                    if !visible.contains(k) { wanted.append((k, p - distance(k))) }
                }
            }
        }
        layer.source.want(wanted)
    }

    // MARK: - Composition

    /// Stages under the lines: imagery replaces the land (and, over the areas, the area fills); lines keep their
    /// glyph on the imagery's colour. `plan` is `rasterUnderPlan(planes)`, the per-cell decisions. Cells are read and
    /// written in the buffer's storage (most of the ground is imagery, every frame); a cell outside the buffer would
    /// read as blank and its write be dropped, so only `clip` within the buffer is visited.
    func applyRasterUnder(_ planes: RasterPlanes, plan: [UInt8], into buffer: inout Buffer, clip: Rect) {
        let under = planes[RasterStage.belowAreas.rawValue], over = planes[RasterStage.belowLines.rawValue]
        guard !plan.isEmpty else { return }
        let land = style.colors.land.rgbValue ?? (0, 0, 0)
        let bounds = clip.intersection(buffer.area), bufferArea = buffer.area
        let x0 = max(0, bounds.x - area.x), x1 = min(width, bounds.maxX - area.x)
        guard x0 < x1 else { return }
        (under ?? []).withUnsafeBufferPointer { u in
            (over ?? []).withUnsafeBufferPointer { o in
                buffer.withUnsafeMutableCells { cells in
                    for y in max(0, firstGroundRow)..<height {
                        let by = area.y + y
                        guard by >= bounds.y && by < bounds.maxY else { continue }
                        // Buffer index of frame column x on this row: rowBase + x.
                        let rowBase = (by - bufferArea.y) * bufferArea.width + area.x - bufferArea.x
                        for x in x0..<x1 {
                            let i = y &* width &+ x, ti = 2 &* y &* width &+ x, bi = ti &+ width
                            let step = plan[i]
                            guard step != 0 else { continue }
                            let useUnder = step & Self.usesUnder != 0, useOver = step & Self.usesOver != 0
                            var top = useUnder ? u[ti] : o[ti], bottom = useUnder ? u[bi] : o[bi]
                            // What is under the imagery matters only where its first plane is not opaque (imagery
                            // mostly is).
                            if top.a < 255 || bottom.a < 255 {
                                let base = cells[rowBase &+ x].style.background.rgbValue ?? land
                                let b = RGBA(r: base.0, g: base.1, b: base.2)
                                top = top.over(b); bottom = bottom.over(b)
                            }
                            if useUnder && useOver { top = o[ti].over(top); bottom = o[bi].over(bottom) }
                            rasterCell(&cells[rowBase &+ x], x: x, y: y, top: top, bottom: bottom,
                                       keepGlyph: step & Self.keepsGlyph != 0)
                        }
                    }
                }
            }
        }
    }

    /// Bits of a `rasterUnderPlan` cell: the plane under the areas is used, the plane under the lines is, the cell
    /// keeps its line glyph, and the cell is replaced whole (the first plane opaque in both halves and no glyph to
    /// keep), so it does not depend on what the buffer held there. 0: the cell is left as it is.
    static let usesUnder: UInt8 = 1, usesOver: UInt8 = 2, keepsGlyph: UInt8 = 4, replacesCell: UInt8 = 8

    /// What `applyRasterUnder` does with each frame cell, decided once a frame: composition skips writing the cells
    /// it will replace whole, and `applyRasterUnder` reads the same decisions. Empty when no layer is under the lines.
    func rasterUnderPlan(_ planes: RasterPlanes) -> [UInt8] {
        let under = planes[RasterStage.belowAreas.rawValue], over = planes[RasterStage.belowLines.rawValue]
        guard under != nil || over != nil else { return [] }
        var plan = [UInt8](repeating: 0, count: width * height)
        let hasUnder = under != nil, hasOver = over != nil
        (under ?? []).withUnsafeBufferPointer { u in
            (over ?? []).withUnsafeBufferPointer { o in
                fill.kinds.withUnsafeBufferPointer { kinds in
                    for y in max(0, firstGroundRow)..<height {
                        for x in 0..<width {
                            let i = y &* width &+ x, ti = 2 &* y &* width &+ x, bi = ti &+ width
                            let useUnder = hasUnder && kinds[i] == 0 && (u[ti].a > 0 || u[bi].a > 0)
                            let useOver = hasOver && (o[ti].a > 0 || o[bi].a > 0)
                            guard useUnder || useOver else { continue }
                            var step = (useUnder ? Self.usesUnder : 0) | (useOver ? Self.usesOver : 0)
                            if hasLine(i) {
                                step |= Self.keepsGlyph
                            } else if useUnder ? u[ti].a == 255 && u[bi].a == 255 : o[ti].a == 255 && o[bi].a == 255 {
                                step |= Self.replacesCell
                            }
                            plan[i] = step
                        }
                    }
                }
            }
        }
        return plan
    }

    /// A stage over what is drawn: opaque pixels hide the cell, translucent ones tint it (a glyph stays readable).
    func applyRasterOverlay(_ planes: RasterPlanes, stage: RasterStage, into buffer: inout Buffer, clip: Rect) {
        guard let p = planes[stage.rawValue] else { return }
        let land = style.colors.land.rgbValue ?? (0, 0, 0)
        forEachGroundCell(clip) { x, y, bx, by in
            let ti = 2 * y * width + x, bi = ti + width
            let pt = p[ti], pb = p[bi]
            guard pt.a > 0 || pb.a > 0 else { return }
            let cell = buffer[bx, by]
            let bg = Self.rgba(cell.style.background.rgbValue ?? land)
            let halfBlock = cell.grapheme == "▀"
            let fg = Self.rgba(cell.style.foreground.rgbValue ?? land)
            let top = pt.over(halfBlock ? fg : bg), bottom = pb.over(bg)
            let plain = cell.grapheme == " " || halfBlock
            if plain || (pt.a == 255 && pb.a == 255) {
                writeRasterCell(&buffer, bx, by, x: x, y: y, top: top, bottom: bottom, keepGlyph: false)
            } else {
                var tint = Self.average(pt, pb)
                tint.a /= 2
                var c = cell
                c.style.background = rasterColor(Self.average(top, bottom), x: x, y: 2 * y)
                if view.rasterColors != .monochrome { c.style.foreground = rasterColor(tint.over(fg), x: x, y: 2 * y) }
                buffer[bx, by] = c
            }
        }
    }

    private func forEachGroundCell(_ clip: Rect, _ body: (Int, Int, Int, Int) -> Void) {
        let x0 = max(0, clip.x - area.x), x1 = min(width, clip.maxX - area.x)
        guard x0 < x1 else { return }
        for y in max(0, firstGroundRow)..<height {
            let by = area.y + y
            guard by >= clip.y && by < clip.maxY else { continue }
            for x in x0..<x1 { body(x, y, area.x + x, by) }
        }
    }

    func hasLine(_ i: Int) -> Bool { ascii ? asciiLines.chars[i] != 0 : (box.masks[i] != 0 || braille.dots[i] != 0) }

    static func rgba(_ c: (UInt8, UInt8, UInt8)) -> RGBA { RGBA(r: c.0, g: c.1, b: c.2) }

    static func average(_ a: RGBA, _ b: RGBA) -> RGBA {
        RGBA(r: UInt8((Int(a.r) + Int(b.r)) / 2), g: UInt8((Int(a.g) + Int(b.g)) / 2), b: UInt8((Int(a.b) + Int(b.b)) / 2),
             a: UInt8((Int(a.a) + Int(b.a)) / 2))
    }
}
