import Geo
import MapData
import StyleSpec
import TermUI

/// A label a symbol layer asked for, waiting for placement: higher `priority` is placed first (later layers, then
/// lower symbol-sort-key, as MapLibre places them).
struct StyledLabel {
    var text: String
    /// Display width of `text` (cells).
    var width: Int
    var priority: Double
    var style: Style
    var origins: LabelOrigins
    /// Number of `text` among the style's labels (`StyledMap.labelIDs`), -1 for a text not among them.
    var id: Int32
    /// Graphemes of `text` when made at bind time (empty: split when written).
    var cells: [CellGrapheme]
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
        // The legible colours kept from earlier frames were made on their background.
        if legibleBackground != bg {
            legibleColors.removeAll(keepingCapacity: true)
            legibleBackground = bg
        }
        styledLabelIDs = styled.labelIDs
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
            var pass = StyledLayerPass(layer: layer, source: src, zoom: zoom, background: bg, priority: Double(li) * 1000,
                                       labels: styled.labels[li], perFrameFilter: styled.matches[li] == nil, isPOI: isPOI,
                                       poiOrigins: isPOI ? styled.source.poiOrigins : [],
                                       pois: isPOI ? view.map?.map.features.pois : nil, features: view.features)
            // A colour that reads no feature is worked out once for the layer.
            if pass.color?.usesFeature != true && pass.opacity?.usesFeature != true {
                let c = shownColor(src.features.first ?? Self.noFeature, color: pass.color, opacity: pass.opacity, type: layer.type,
                                   background: bg)
                guard let c else { continue }
                pass.layerColor = c
            }
            // A width that reads no feature is worked out once for the layer.
            if layer.type == .line && pass.width?.usesFeature != true {
                pass.layerWeight = pass.lineWeight(Self.number(pass.width, Self.noFeature, zoom: zoom, default: 1))
            }
            // Runs of features whose box misses the view are skipped whole (`StyledMap.runBoxes`).
            let boxes = src.boxes, seen = visible, run = StyledMap.cullRun, matches = styled.matches[li]
            // A fill layer whose features all pass and look the same (no filter per frame, no POIs, one colour): once
            // a feature has set the layer's fill look, a polygon without holes spanning a row or two of cells is
            // filled here, as `drawStyledFeature` would fill it (most buildings).
            let plainFill = layer.type == .fill && pass.layerColor != nil && !pass.perFrameFilter && !isPOI
            for (r, runBox) in styled.runBoxes[li].enumerated() where runBox.intersects(seen) {
                if let list = matches {
                    for k in (r * run)..<min(list.count, r * run + run) where boxes[Int(list[k])].intersects(seen) {
                        let i = Int(list[k])
                        let tried = plainFill && pass.fillLook != nil && src.outerCount[i] == src.partCount(i)
                        if tried, let look = pass.fillLook, fillFewRows(i, of: src, kind: look.id) { continue }
                        drawStyledFeature(i, of: src, &pass, fewRowsTried: tried)
                    }
                } else {
                    for i in (r * run)..<min(boxes.count, r * run + run) where boxes[i].intersects(seen) { drawStyledFeature(i, of: src, &pass) }
                }
            }
        }
    }

    /// The colour a feature is shown in (nil: not drawn), over the background, legible for lines and labels.
    mutating func shownColor(_ f: OMTFeature, color: StyleExpression?, opacity: StyleExpression?, type: StyleLayerType,
                             background bg: StyleColor) -> StyleColor? {
        let c = (color.map { $0.usesFeature ? $0.evaluate(zoom: zoom, feature: f) : $0.evaluate(zoom: zoom) }?.color) ?? StyleColor(r: 0, g: 0, b: 0)
        let o = Self.number(opacity, f, zoom: zoom, default: 1)
        guard o > 0.05, c.a > 0.05 else { return nil }
        var shown = c.over(bg, opacity: o)
        if type == .line || type == .symbol {
            shown = legibleColors[shown] ?? {
                let l = shown.legible(on: bg, ratio: type == .symbol ? Self.labelContrast : Self.lineContrast)
                legibleColors[shown] = l
                return l
            }()
        }
        return shown
    }

    /// Draws feature `i` of a pass's source layer, whose box meets the view (tested by the caller). A mutating
    /// method, not a closure over `self`: a closure's calls of `self`'s non-mutating helpers copied the whole frame
    /// per feature. The feature itself is read only where an expression or the POI filter needs it (a copy retains
    /// its geometry and properties).
    /// The source layer comes as a parameter of its own (the pass's `source`, borrowed): bound from the `inout`
    /// pass it was copied per feature, a retain and release of each of its arrays.
    /// `fewRowsTried`: the layer loop already asked `fillFewRows` for this feature, which took the general way.
    mutating func drawStyledFeature(_ i: Int, of src: StyledSource.Layer, _ p: inout StyledLayerPass, fewRowsTried: Bool = false) {
        // The layer is read through `p` where needed, not bound to a constant: a copy of it per feature cost more
        // than most features' drawing.
        let type = p.type
        if p.perFrameFilter && !p.layer.filter.matches(src.features[i], zoom: zoom) { return }
        if p.isPOI && !Self.poiShown(src.features[i], origin: i < p.poiOrigins.count ? Int(p.poiOrigins[i]) : -1,
                                     named: type == .symbol, pois: p.pois, features: p.features) { return }
        guard let shown = p.layerColor ?? shownColor(src.features[i], color: p.color, opacity: p.opacity, type: type,
                                                     background: p.background) else { return }
        switch type {
        case .fill, .fillExtrusion:
            let id: UInt8
            if let look = p.fillLook, look.color == shown { id = look.id } else {
                id = fillID(glyph: p.glyph ?? " ", color: shown.emphasized(from: p.background), background: p.background)
                p.fillLook = (shown, id)
            }
            // A polygon without holes lies in its box: when the box spans no cell centre, neither do its rings. One
            // that spans a row or two of them (most buildings) is filled from its points as they are projected.
            if type == .fill && src.outerCount[i] == src.partCount(i) {
                if (!fewRowsTried && fillFewRows(i, of: src, kind: id)) || !grid.boxMaySpanACellCentre(src.boxes[i]) { return }
            }
            resetRings()
            // Parts and points read by index and through the points' storage: a slice of either per part retained
            // and released its array.
            src.points.withUnsafeBufferPointer { points in
                for k in src.partStart[i]..<src.partStart[i + 1] where src.partRanges[k].count >= 3 {
                    appendRing(UnsafeBufferPointer(rebasing: points[src.partRanges[k]]))
                }
            }
            guard !ringRanges.isEmpty else { return }
            if type == .fillExtrusion {
                let f = src.features[i]
                let h = Self.number(p.layer.height, f, zoom: zoom, default: 0), b = Self.number(p.layer.base, f, zoom: zoom, default: 0)
                drawExtrusion(rings: ringRanges.map { ringScratch[$0] }, fillID: id, height: h, base: b, color: Self.termColor(shown))
            } else if let b = ringBoxIsMeasured ? ringBox : CellGrid.bounds(ringScratch),
                      grid.spansACellCentre(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY) {
                // The rings hold exactly the points of `ringScratch`: their box is the one the fill would measure.
                fill.fill(points: ringScratch, rings: ringRanges, kind: id, minY: b.minY, maxY: b.maxY)
            }
        case .line:
            let weight = p.layerWeight ?? p.lineWeight(Self.number(p.width, src, i, zoom: zoom, default: 1))
            let lineColor = p.termColor(shown)
            src.points.withUnsafeBufferPointer { points in
                for k in src.partStart[i]..<src.partStart[i + 1] {
                    stroke(UnsafeBufferPointer(rebasing: points[src.partRanges[k]]), weight: weight, color: lineColor)
                }
            }
        case .symbol:
            let text: (text: String, width: Int, id: Int32, cells: [CellGrapheme])
            if let labels = p.labels {
                guard let made = labels[i], let shown = displayable(made) else { return }
                text = shown
            } else {
                guard let raw = p.layer.label(for: src.features[i], zoom: zoom),
                      let shown = displayable(TerminalText.sanitizedLabel(raw)) else { return }
                text = (shown, DisplayWidth.of(shown), styledLabelIDs[shown] ?? -1, [])
            }
            let key = Self.number(p.sortKey, src, i, zoom: zoom, default: 0)
            addStyledLabel(text.text, width: text.width, id: text.id, cells: text.cells, linePlacement: p.linePlacement, feature: i,
                           source: src, priority: p.priority - key, style: Style(foreground: p.termColor(shown)), beside: p.isPOI)
        default:
            break
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
    /// A static function of the view's parts: a method of the frame called per feature copied the whole frame.
    static func poiShown(_ f: OMTFeature, origin: Int, named: Bool, pois: [POI]?, features: MapFeatureSettings) -> Bool {
        if let pois, pois.indices.contains(origin) {
            let p = pois[origin]
            guard features.shows(p) else { return false }
            return !(named && p.isLandmark && features.mode(.landmarks) == .textureless)
        }
        var names = [String]()
        for k in ["subclass", "class"] { if case .string(let v)? = f.properties[k] { names.append(v) } }
        return features.isEnabled(.pois) && features.content.passes(.pois, categories: names)
    }

    /// A label of a symbol layer (shown as it is, `n` cells wide): along its line, or at its point (centred on it,
    /// else beside it; only beside it with `beside`, where a glyph marks the point: the POIs).
    mutating func addStyledLabel(_ text: String, width n: Int, id: Int32, cells: [CellGrapheme], linePlacement: Bool, feature i: Int,
                                 source src: StyledSource.Layer, priority: Double, style st: Style, beside: Bool = false) {
        guard let first = src.parts(i).first else { return }
        if linePlacement || src.partCount(i) == 1 && first.count > 1 && !src.isPolygon[i] {
            // A label along a line needs a visible run at least `minimumLabelRun` cells long: a feature whose box
            // projects smaller gets no candidate, so its points are not projected.
            if grid.boxIsShorterThanALabelRun(src.boxes[i]) { return }
            let before = streetCandidates.count
            addStreetCandidate(shown: text, width: n, rank: 0, points: src.points[first])
            guard streetCandidates.count > before, let c = streetCandidates.popLast() else { return }
            styledLabels.append(StyledLabel(text: text, width: n, priority: priority + c.length / 1000, style: st, origins: c.origins,
                                            id: id, cells: cells))
            return
        }
        // A point (or an area's label point): centred on it, else beside it.
        var sx = 0.0, sy = 0.0, k = 0.0
        for p in src.points[first] { sx += p.x; sy += p.y; k += 1 }
        guard k > 0, let idx = cellIndex(Point2D(x: sx / k, y: sy / k)) else { return }
        let x = idx % width, y = idx / width
        // Centred on it, else beside it: right, left, above, below.
        let origins = beside ? LabelOrigins((x + 2, y), (x - 1 - n, y), (x - n / 2, y - 1), (x - n / 2, y + 1))
            : LabelOrigins((x - n / 2, y), (x + 2, y), (x - 1 - n, y), (x - n / 2, y - 1), (x - n / 2, y + 1))
        styledLabels.append(StyledLabel(text: text, width: n, priority: priority, style: st, origins: origins, id: id, cells: cells))
    }

    /// Places the style's labels, most important first; a name is placed once per frame (told by its number among
    /// the style's labels; a text without one, made this frame, is no numbered label's text).
    mutating func placeStyledLabels() {
        var doneIDs = [Bool](repeating: false, count: styledLabelIDs.count), doneTexts = Set<String>()
        // The labels' priorities and places sorted, not the labels (large values: the sort moved each several
        // times): the same comparisons in the same sort give the same order.
        var order = [(priority: Double, index: Int)]()
        order.reserveCapacity(styledLabels.count)
        for (k, l) in styledLabels.enumerated() { order.append((l.priority, k)) }
        order.sort(by: { $0.priority > $1.priority })
        for o in order {
            let l = styledLabels[o.index]
            let id = Int(l.id)
            if id >= 0 ? doneIDs[id] : doneTexts.contains(l.text) { continue }
            if placer.place(l.text, width: l.width, candidates: l.origins, style: l.style, cells: l.cells) != nil {
                if id >= 0 { doneIDs[id] = true } else { doneTexts.insert(l.text) }
            }
        }
    }
}

/// A fill look within one frame: glyph and colours.
struct StyledFillKey: Hashable {
    var glyph: Character
    var style: Style
}
