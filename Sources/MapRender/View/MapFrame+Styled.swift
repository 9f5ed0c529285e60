import Geo
import MapData
import StyleSpec
import TermUI

/// A label a symbol layer asked for, waiting for placement: higher `priority` is placed first (later layers, then
/// lower symbol-sort-key, as MapLibre places them).
struct StyledLabel {
    var text: String
    var priority: Double
    var style: Style
    var origins: [(x: Int, y: Int)]
}

/// The base map drawn from a Style Spec style over OpenMapTiles features: background, fills (with `navsim:glyph`),
/// lines (braille or box drawing by width or `navsim:line`), flat fill-extrusion footprints, symbol labels.
extension MapFrame {
    /// Terminal colour of a style colour.
    static func termColor(_ c: StyleColor) -> Color { MapStyle.color(c) }

    /// The number or colour of a per-frame property for one feature (constant ones are read once per layer).
    static func number(_ e: StyleExpression?, _ f: OMTFeature, zoom: Double, default d: Double) -> Double {
        guard let e else { return d }
        return (e.usesFeature ? e.evaluate(zoom: zoom, feature: f) : e.evaluate(zoom: zoom)).number ?? d
    }

    /// Stands in for a feature when a layer's colour reads none (an empty source layer).
    /// `number(_:_:zoom:default:)` of feature `i` of a source layer, reading the feature only when the value does.
    static func number(_ e: StyleExpression?, _ src: StyledSource.Layer, _ i: Int, zoom: Double, default d: Double) -> Double {
        guard let e else { return d }
        return (e.usesFeature ? e.evaluate(zoom: zoom, feature: src.features[i]) : e.evaluate(zoom: zoom)).number ?? d
    }

    static let noFeature = OMTFeature(layer: "", id: 0, geometry: .point(Coordinate(0, 0)), properties: [:])

    /// WCAG contrast a line and a label keep against the style's background (the 3:1 for roads on land and
    /// labels on their background).
    static let lineContrast = 3.0, labelContrast = 3.0

    mutating func drawStyledBase(_ styled: StyledMap) {
        let sheet = styled.sheet
        let bg = sheet.backgroundColor(zoom: zoom)
        styledBackground = bg
        landStyle = Style(foreground: style.colors.streetLabel, background: Self.termColor(bg))
        for (li, layer) in sheet.layers.enumerated() where layer.isDrawn(atZoom: zoom) {
            guard let drawn = styled.drawn[li] else { continue }
            let src = drawn.layer
            if layer.type == .symbol && !view.layers.contains(.labels) { continue }
            // The style's POIs pass the feature layers' filters (`pois` categories, `landmarks` and its mode), as
            // the app's own POI glyphs do; building footprints follow the `buildingFootprints` layer.
            let isPOI = drawn.isPOI
            if isPOI && !view.layers.contains(.pois) { continue }
            if isPOI && layer.type == .symbol { styledPOILabels = true }
            if drawn.isBuilding && !view.features.isEnabled(.buildingFootprints) { continue }
            if layer.type == .fillExtrusion && !view.layers.contains(.buildings) { continue }
            let color = layer.color?.atZoom(zoom), opacity = layer.opacity?.atZoom(zoom), widthE = layer.width?.atZoom(zoom)
            let priority = Double(li) * 1000
            let labels = styled.labels[li], perFrameFilter = styled.matches[li] == nil
            /// The colour a feature is shown in (nil: not drawn), over the background, legible for lines and labels.
            func shownColor(_ f: OMTFeature) -> StyleColor? {
                let c = (color.map { $0.usesFeature ? $0.evaluate(zoom: zoom, feature: f) : $0.evaluate(zoom: zoom) }?.color) ?? StyleColor(r: 0, g: 0, b: 0)
                let o = Self.number(opacity, f, zoom: zoom, default: 1)
                guard o > 0.05, c.a > 0.05 else { return nil }
                var shown = c.over(bg, opacity: o)
                if layer.type == .line || layer.type == .symbol {
                    shown = legibleColors[shown] ?? {
                        let l = shown.legible(on: bg, ratio: layer.type == .symbol ? Self.labelContrast : Self.lineContrast)
                        legibleColors[shown] = l
                        return l
                    }()
                }
                return shown
            }
            // A colour that reads no feature is worked out once for the layer.
            let layerColor: StyleColor?? = color?.usesFeature != true && opacity?.usesFeature != true ? .some(shownColor(src.features.first ?? Self.noFeature)) : nil
            if case .some(nil) = layerColor { continue }
            /// A line's cell drawing for its width.
            func lineWeight(_ w: Double) -> LineWeight {
                switch layer.lineMode(width: w, zoom: zoom) {
                case .braille: .braille
                case .box: .light
                case .heavy: .heavy
                }
            }
            // A width that reads no feature is worked out once for the layer.
            let layerWeight: LineWeight? = layer.type == .line && widthE?.usesFeature != true
                ? lineWeight(Self.number(widthE, Self.noFeature, zoom: zoom, default: 1)) : nil
            // The layer's last fill look: the fill-canvas id of a colour is the same for every feature that has it.
            var fillLook: (color: StyleColor, id: UInt8)?
            // The feature itself is read only where an expression or the POI filter needs it (a copy retains its
            // geometry and properties).
            // Called for features whose box meets the view (tested in the loops below, before the call).
            func visit(_ i: Int) {
                if perFrameFilter && !layer.filter.matches(src.features[i], zoom: zoom) { return }
                if isPOI && !poiShown(src.features[i], origin: i < styled.source.poiOrigins.count ? Int(styled.source.poiOrigins[i]) : -1,
                                     named: layer.type == .symbol) { return }
                guard let shown = layerColor ?? shownColor(src.features[i]) else { return }
                switch layer.type {
                case .fill, .fillExtrusion:
                    let id: UInt8
                    if let look = fillLook, look.color == shown { id = look.id } else {
                        id = fillID(glyph: layer.glyph ?? " ", color: shown.emphasized(from: bg), background: bg)
                        fillLook = (shown, id)
                    }
                    // A polygon without holes lies in its box: when the box spans no cell centre, neither do its rings.
                    if layer.type == .fill && src.outerCount[i] == src.parts[i].count && !boxMaySpanACellCentre(src.boxes[i]) { return }
                    ringScratch.removeAll(keepingCapacity: true)
                    ringRanges.removeAll(keepingCapacity: true)
                    for r in src.parts[i] where r.count >= 3 { appendRing(src.points[r]) }
                    guard !ringRanges.isEmpty else { return }
                    if layer.type == .fillExtrusion {
                        let f = src.features[i]
                        let h = Self.number(layer.height, f, zoom: zoom, default: 0), b = Self.number(layer.base, f, zoom: zoom, default: 0)
                        drawExtrusion(rings: ringRanges.map { ringScratch[$0] }, fillID: id, height: h, base: b, color: Self.termColor(shown))
                    } else if ringsCoverACellCentre() {
                        fill.fill(points: ringScratch, rings: ringRanges, kind: id)
                    }
                case .line:
                    let weight = layerWeight ?? lineWeight(Self.number(widthE, src, i, zoom: zoom, default: 1))
                    let lineColor = Self.termColor(shown)
                    for r in src.parts[i] { stroke(src.points[r], weight: weight, color: lineColor) }
                case .symbol:
                    let text: (text: String, width: Int)
                    if let labels {
                        guard let made = labels[i], let shown = displayable(made) else { return }
                        text = shown
                    } else {
                        guard let raw = layer.label(for: src.features[i], zoom: zoom),
                              let shown = displayable(TerminalText.sanitizedLabel(raw)) else { return }
                        text = (shown, DisplayWidth.of(shown))
                    }
                    let key = Self.number(layer.sortKey, src, i, zoom: zoom, default: 0)
                    addStyledLabel(text.text, width: text.width, layer: layer, feature: i, source: src, priority: priority - key,
                                   style: Style(foreground: Self.termColor(shown)), beside: isPOI)
                default:
                    break
                }
            }
            let boxes = src.boxes, seen = visible
            if let list = styled.matches[li] {
                for i in list where boxes[Int(i)].intersects(seen) { visit(Int(i)) }
            } else {
                for i in boxes.indices where boxes[i].intersects(seen) { visit(i) }
            }
        }
    }

    /// The fill-canvas id of a fill look, interned for this frame (255 at most; later looks reuse the last).
    mutating func fillID(glyph: Character, color: StyleColor, background: StyleColor) -> UInt8 {
        let bgColor = Self.termColor(color)
        // The glyph reads as texture: the fill colour moved a third of the way towards black (light fills) or white (dark).
        let toward = color.relativeLuminance > 0.4 ? StyleColor(r: 0, g: 0, b: 0) : StyleColor(r: 255, g: 255, b: 255)
        let st = Style(foreground: Self.termColor(color.mixed(with: toward, 0.35)), background: bgColor)
        let key = StyledFillKey(glyph: glyph, style: st)
        if let id = fillIDs[key] { return id }
        guard fillPalette.count < 255 else { return UInt8(fillPalette.count) }
        fillPalette.append((glyph, st))
        let id = UInt8(fillPalette.count)
        fillIDs[key] = id
        return id
    }

    /// Whether a style's POI passes the feature layers: the map's POI through `MapFeatureSettings.shows` (and a
    /// landmark's name only in the `textured` mode), a point the map keeps no POI for by the `pois` category filter
    /// on its `subclass` and `class`.
    func poiShown(_ f: OMTFeature, origin: Int, named: Bool) -> Bool {
        if let pois = view.map?.map.features.pois, pois.indices.contains(origin) {
            let p = pois[origin]
            guard view.features.shows(p) else { return false }
            return !(named && p.isLandmark && view.features.mode(.landmarks) == .textureless)
        }
        var names = [String]()
        for k in ["subclass", "class"] { if case .string(let v)? = f.properties[k] { names.append(v) } }
        return view.features.isEnabled(.pois) && view.features.content.passes(.pois, categories: names)
    }

    /// A label of a symbol layer (shown as it is, `n` cells wide): along its line, or at its point (centred on it,
    /// else beside it; only beside it with `beside`, where a glyph marks the point: the POIs).
    mutating func addStyledLabel(_ text: String, width n: Int, layer: StyleLayer, feature i: Int, source src: StyledSource.Layer,
                                 priority: Double, style st: Style, beside: Bool = false) {
        guard let first = src.parts[i].first else { return }
        if layer.linePlacement || src.parts[i].count == 1 && first.count > 1 && !src.isPolygon[i] {
            // A label along a line needs a visible run at least `minimumLabelRun` cells long: a feature whose box
            // projects smaller gets no candidate, so its points are not projected.
            if boxIsShorterThanALabelRun(src.boxes[i]) { return }
            let before = streetCandidates.count
            addStreetCandidate(shown: text, width: n, rank: 0, points: src.points[first])
            guard streetCandidates.count > before, let c = streetCandidates.popLast() else { return }
            styledLabels.append(StyledLabel(text: text, priority: priority + c.length / 1000, style: st, origins: c.origins))
            return
        }
        // A point (or an area's label point): centred on it, else beside it.
        var sx = 0.0, sy = 0.0, k = 0.0
        for p in src.points[first] { sx += p.x; sy += p.y; k += 1 }
        guard k > 0, let idx = cellIndex(Point2D(x: sx / k, y: sy / k)) else { return }
        let x = idx % width, y = idx / width
        let around = [(x + 2, y), (x - 1 - n, y), (x - n / 2, y - 1), (x - n / 2, y + 1)]
        styledLabels.append(StyledLabel(text: text, priority: priority, style: st, origins: beside ? around : [(x - n / 2, y)] + around))
    }

    /// Whether the rings in `ringScratch` span a cell centre's row and column inside the frame: `FillCanvas.fill`
    /// sets no cell otherwise (every edge crossing lies within the rings' box), so a polygon smaller than a cell
    /// (most buildings at town zooms) is skipped before the scanline fill and its allocation.
    func ringsCoverACellCentre() -> Bool {
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for p in ringScratch {
            guard p.x.isFinite, p.y.isFinite else { return true }
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return spansACellCentre(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// Whether a cell-space box holds the centre of a cell of the frame (the test `FillCanvas.fill` makes per row
    /// and crossing).
    func spansACellCentre(minX: Double, minY: Double, maxX: Double, maxY: Double) -> Bool {
        let y0 = max(0, (minY - 0.5).rounded(.up)), y1 = min(Double(height - 1), (maxY - 0.5).rounded(.down))
        let x0 = max(0, (minX - 0.5).rounded(.up)), x1 = min(Double(width - 1), (maxX - 0.5).rounded(.down))
        return y0 <= y1 && x0 <= x1
    }

    /// Whether what a Mercator box holds may cover a cell centre once projected, without projecting its points:
    /// when its four corners are in front of the near plane, the projection (affine, or perspective in front of
    /// the eye) maps the box onto the quadrilateral of its corners, so every point of it lands in the corners'
    /// cell box. That box is grown by `cellSlack` against rounding; behind or across the near plane: true.
    func boxMaySpanACellCentre(_ b: MercatorBox) -> Bool {
        guard let c = projectedCellBox(b) else { return true }
        return spansACellCentre(minX: c.minX - Self.cellSlack, minY: c.minY - Self.cellSlack,
                                maxX: c.maxX + Self.cellSlack, maxY: c.maxY + Self.cellSlack)
    }

    /// The cell box of a Mercator box's four projected corners (holding every point of it), nil when a corner is
    /// behind the near plane or not finite.
    func projectedCellBox(_ b: MercatorBox) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        let near = t.nearDepth * 1.0001
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        /// Adds a corner; false when it is behind the near plane or not finite.
        func add(_ x: Double, _ y: Double) -> Bool {
            let g = t.ground(Point2D(x: x, y: y))
            guard t.depth(ground: g) >= near else { return false }
            let c = t.cell(ground: g)
            guard c.x.isFinite, c.y.isFinite else { return false }
            minX = min(minX, c.x); maxX = max(maxX, c.x)
            minY = min(minY, c.y); maxY = max(maxY, c.y)
            return true
        }
        guard add(b.minX, b.minY), add(b.maxX, b.minY), add(b.minX, b.maxY), add(b.maxX, b.maxY) else { return nil }
        return (minX, minY, maxX, maxY)
    }

    /// Whether every point of a Mercator box projects within `minimumLabelRun` cells (aspect-corrected) of every
    /// other, so that `addStreetCandidate` finds no run it labels: along the road a label needs `width + 2` cells
    /// (at least 2), across it a run of 4. False when a corner is behind the near plane (see
    /// `boxMaySpanACellCentre`).
    func boxIsShorterThanALabelRun(_ b: MercatorBox) -> Bool {
        guard let c = projectedCellBox(b) else { return false }
        let w = c.maxX - c.minX + 2 * Self.cellSlack, h = (c.maxY - c.minY + 2 * Self.cellSlack) * camera.cellAspect
        return w * w + h * h < Self.minimumLabelRun * Self.minimumLabelRun
    }

    /// The shortest visible run (cells, aspect-corrected) that `addStreetCandidate` may label.
    static let minimumLabelRun = 2.0

    /// Rounding allowance (cells) of `boxMaySpanACellCentre`: far above the error of projecting a point (~1e-13 cells).
    static let cellSlack = 1e-6

    /// Places the style's labels, most important first; a name is placed once per frame.
    mutating func placeStyledLabels() {
        var done = Set<String>()
        // Sorted in place (kept storage; `sorted` is this sort on a copy).
        styledLabels.sort(by: { $0.priority > $1.priority })
        for l in styledLabels where !done.contains(l.text) {
            if placer.place(l.text, candidates: l.origins, style: l.style) != nil { done.insert(l.text) }
        }
    }
}

/// A fill look within one frame: glyph and colours.
struct StyledFillKey: Hashable {
    var glyph: Character
    var style: Style
}
