import Geo
import MapData
import StyleSpec
import TermUI

/// One frame of the map being drawn: the props, the camera transform, and the raster layers the stages fill in
/// before `compose` writes them into a Buffer. Local to one `MapView.render` call.
struct MapFrame {
    let view: MapView
    let style: MapStyle
    let camera: Camera
    let t: CameraTransform
    let area: Rect
    let width: Int
    let height: Int
    let zoom: Double
    let ascii: Bool
    /// What the viewport shows, in normalized Mercator units.
    let visible: MercatorBox
    /// First row fully below the horizon.
    let firstGroundRow: Int
    /// The cell grid and transform, for the per-feature tests of the styled drawing.
    let grid: CellGrid

    var fill: FillCanvas
    var braille: BrailleCanvas
    var box: BoxCanvas
    /// The route and its alternatives, above every other line.
    var route: RouteCanvas
    var asciiLines: AsciiCanvas
    var placer: LabelPlacer
    /// Symbols over the lines, in drawing order (later wins).
    var symbols: [(index: Int, glyph: Character, style: Style)] = []
    /// Scratch for projected rings.
    var ringScratch: [Point2D] = []
    var ringRanges: [Range<Int>] = []
    /// `CellGrid.bounds(ringScratch)` as `appendRing` measures it in passing (nil: a point is not finite), while
    /// `ringBoxIsMeasured`; both are set back (`resetRings`) with the scratch.
    var ringBox: (minX: Double, minY: Double, maxX: Double, maxY: Double)? = MapFrame.noRingBox
    var ringBoxIsMeasured = true
    /// Each row's centre as a normalized Mercator y (`NorthUpCells.limitY`; NaN where none was found), for the
    /// few-row fill of a north-up frame: made on its first polygon, the same for every later one.
    var rowLimits: [Double] = []
    var streetCandidates: [StreetLabelCandidate] = []
    /// Named areas seen this frame: name, kind, middle of the visible box (cells), its width.
    var areaCandidates: [(name: String, kind: AreaKind, centre: Point2D, width: Double)] = []
    /// Styled drawing (a Style Spec style over OpenMapTiles features): the background, the fill looks by fill-canvas
    /// id, and the labels of symbol layers.
    var styledBackground: StyleColor?
    var landStyle: Style
    var fillPalette: [(glyph: Character, style: Style)] = []
    var fillIDs: [StyledFillKey: UInt8] = [:]
    var styledLabels: [StyledLabel] = []
    /// `StyledMap.labelIDs` of the styled drawing (empty without one).
    var styledLabelIDs: [String: Int32] = [:]
    /// The style labels POIs at this zoom (a `poi` symbol layer is drawn): the app's POI labels then stay off.
    var styledPOILabels = false
    /// Line and label colours made legible on the background, per style colour (on `legibleBackground`; kept
    /// between frames in the storage).
    var legibleColors: [StyleColor: StyleColor] = [:]
    var legibleBackground: StyleColor?
    /// The colour pairs composition made legible (kept between frames in the storage).
    var composeLegible: LegibleColorCache?

    init(view: MapView, area: Rect) {
        var fresh = MapFrameStorage()
        self.init(view: view, area: area, storage: &fresh)
    }

    /// A frame drawing into the raster layers of `storage`, which is left empty: the frame then holds the only
    /// reference to each layer's storage, so resetting it writes in place instead of copying it (the caller's copy
    /// would otherwise share it until the frame ends).
    init(view: MapView, area: Rect, storage: inout MapFrameStorage) {
        self.view = view
        style = view.style
        camera = view.camera(for: area)
        t = camera.transform
        self.area = area
        width = area.width
        height = area.height
        zoom = camera.zoom
        ascii = view.asciiOnly
        let (lo, hi) = t.visibleBox(margin: 2)
        visible = MercatorBox(minX: lo.x, minY: lo.y, maxX: hi.x, maxY: hi.y)
        grid = CellGrid(t: t, width: width, height: height, cellAspect: camera.cellAspect)
        landStyle = Style(foreground: view.style.colors.streetLabel, background: view.style.colors.land)
        firstGroundRow = Int(min(Double(area.height), max(0, t.horizonRow + 1)).rounded(.up))
        fill = storage.fill
        braille = storage.braille
        box = storage.box
        route = storage.route
        asciiLines = storage.ascii
        placer = storage.placer
        symbols = storage.symbols
        ringScratch = storage.ringScratch
        ringRanges = storage.ringRanges
        streetCandidates = storage.streetCandidates
        areaCandidates = storage.areaCandidates
        styledLabels = storage.styledLabels
        legibleColors = storage.legibleColors
        legibleBackground = storage.legibleBackground
        composeLegible = storage.composeLegible
        storage = MapFrameStorage()
        fill.reset(width: width, height: height)
        braille.reset(width: ascii ? 0 : width, height: ascii ? 0 : height)
        box.reset(width: ascii ? 0 : width, height: ascii ? 0 : height)
        route.reset(width: ascii ? 0 : width, height: ascii ? 0 : height)
        asciiLines.reset(width: ascii ? width : 0, height: ascii ? height : 0)
        placer.reset(width: width, height: height)
        symbols.removeAll(keepingCapacity: true)
        ringScratch.removeAll(keepingCapacity: true)
        ringRanges.removeAll(keepingCapacity: true)
        streetCandidates.removeAll(keepingCapacity: true)
        areaCandidates.removeAll(keepingCapacity: true)
        styledLabels.removeAll(keepingCapacity: true)
        for r in view.reserved {
            placer.reserve(Rect(x: r.x - area.x, y: r.y - area.y, width: r.width, height: r.height))
        }
        if firstGroundRow > 0 { placer.reserve(Rect(x: 0, y: 0, width: width, height: min(height, firstGroundRow))) }
    }

    /// Hands the raster layers back for the next frame.
    consuming func storage() -> MapFrameStorage {
        MapFrameStorage(fill: fill, braille: braille, box: box, route: route, ascii: asciiLines, placer: placer, symbols: symbols,
                        ringScratch: ringScratch, ringRanges: ringRanges, streetCandidates: streetCandidates,
                        areaCandidates: areaCandidates, styledLabels: styledLabels, legibleColors: legibleColors,
                        legibleBackground: legibleBackground, composeLegible: composeLegible)
    }

    /// Runs the stages in draw order.
    mutating func draw() {
        if let styled = view.styled {
            drawStyledBase(styled)
            if let map = view.map {
                drawTrafficFlow(map)
                let buildings = view.layers.contains(.buildings) && zoom >= style.detail.buildings
                if buildings && view.features.isEnabled(.extrudedBuildings) { drawExtrudedBuildings(map) }
            }
        } else if let map = view.map {
            if view.layers.contains(.areas) { drawAreas(map) }
            drawLineFeatures(map)
            let buildings = view.layers.contains(.buildings) && zoom >= style.detail.buildings
            let extruded = buildings && view.features.isEnabled(.extrudedBuildings)
            if buildings && !extruded && view.features.isEnabled(.buildingFootprints) { drawBuildings(map) }
            drawRoads(map)
            drawTrafficFlow(map)
            // Solids after the roads: a building hides the streets behind it.
            if extruded { drawExtrudedBuildings(map) }
        }
        drawRoutes()
        reserveAttribution()
        if let map = view.map {
            if view.layers.contains(.onewayArrows) && zoom >= style.detail.oneway { drawOnewayArrows(map) }
            drawPointFeatures(map)
            if view.layers.contains(.pois) { drawPOIs(map) }
        }
        if let map = view.map { drawTrafficIncidents(map) }
        drawRouteSymbols()
        drawMarkersAndVehicle()
        thinLabelsWithDistance()
        if let map = view.map {
            if view.features.isEnabled(.roadExitLabels) { placeExitLabels(map) }
            if view.features.isEnabled(.vehicleRestrictions) { placeRestrictionSigns(map) }
        }
        if view.styled != nil {
            placeStyledLabels()
            if let map = view.map, view.layers.contains(.labels), view.layers.contains(.pois), !styledPOILabels { placePOILabels(map) }
        } else if view.layers.contains(.labels) {
            placeStreetLabels()
            if let map = view.map, view.layers.contains(.pois) { placePOILabels(map) }
            placeAreaLabels()
        }
        placeMarkerLabels()
    }

    // MARK: - Composition

    /// One cell in this many shows an area's glyph.
    static let areaPatternPeriod = 6

    /// Writes every cell of the area into the buffer (cells outside `clip` are left alone).
    mutating func compose(into buffer: inout Buffer, clip: Rect) {
        let land = landStyle
        let sky = Cell(" ", style: Style(background: style.colors.sky))
        var styles = [Style](), glyphs = [CellGrapheme]()
        if view.styled != nil {
            for p in fillPalette {
                styles.append(p.style)
                glyphs.append(CellGrapheme(ascii && !p.glyph.isASCII ? " " : p.glyph))
            }
        } else {
            for k in AreaKind.allCases {
                let a = style.areas[k]
                styles.append(Style(foreground: a.foreground, background: a.background))
                glyphs.append(CellGrapheme(ascii ? Self.asciiFill(k, a.glyph) : a.glyph))
            }
        }
        let brailleGlyphs = Self.brailleBits, boxGlyphs = Self.boxBits
        let landCell = Cell(" ", style: land)
        // The cells of an area without a line, by fill id - 1: plain, and with the area's glyph (on the lattice).
        let areaCells = styles.map { Cell(" ", style: $0) }
        let areaGlyphCells = zip(glyphs, styles).map { Cell(bits: $0, style: $1) }
        let raster = rasterPlanes()
        // Cells the imagery under the lines will replace whole are not written first (their cell is the imagery's
        // whatever the buffer held).
        let plan = rasterUnderPlan(raster), anyPlanned = !plan.isEmpty
        // Over a style's fills a line or label keeps 3:1 against the fill under it, not only against the background
        // (ochre roads on retail pink, labels on water); made once per colour pair and frame.
        let keepContrast = view.styled != nil
        // Used in the closures below as a variable of its own (a local function over it made each use a dynamic
        // exclusivity check).
        // Kept for the next frame (the pairs' colours do not depend on the camera).
        var legible = composeLegible.flatMap { $0.enabled == keepContrast ? $0 : nil } ?? LegibleColorCache(enabled: keepContrast)
        defer { composeLegible = legible }
        let x0 = max(0, clip.x - area.x), x1 = min(width, clip.maxX - area.x)
        guard x0 < x1 else { return }
        // Cells are written straight into the buffer's storage, within `clip` and the buffer (a write outside the
        // buffer would be dropped): the same cells `buffer[x, y] = …` and `fill` set, without a call per cell.
        let bounds = clip.intersection(buffer.area), bufferArea = buffer.area
        let cx0 = max(x0, bounds.x - area.x), cx1 = min(x1, bounds.maxX - area.x)
        if cx0 < cx1 {
            let kinds = fill.kinds, masks = box.masks, dots = braille.dots, routeDots = route.dots.dots, chars = asciiLines.chars
            // The line colours and the blank grapheme held here, not read through the frame (and a global's
            // accessor) per cell.
            let dotColors = braille.colors, boxColors = box.colors, routeColors = route.dots.colors, casing = route.casing
            let asciiColors = asciiLines.colors, space = CellGrapheme.space
            let plainRows = !ascii && !anyPlanned
            var lineColumns = [Int](repeating: 0, count: plainRows ? cx1 - cx0 : 0)
            // The planes of the cells without a line opened once for the frame (not once per row), and the list of a
            // row's line columns.
            lineColumns.withUnsafeMutableBufferPointer { lineColumns in
                buffer.withUnsafeMutableCells { cells in ComposePlanes.reading(kinds: kinds, masks: masks, dots: dots, routeDots: routeDots,
                                                                               areaCells: areaCells, areaGlyphCells: areaGlyphCells) { planes in
                    for y in 0..<height {
                        let by = area.y + y
                        guard by >= bounds.y && by < bounds.maxY else { continue }
                        // Buffer index of frame column x on this row: rowBase + x.
                        let rowBase = (by - bufferArea.y) * bufferArea.width + area.x - bufferArea.x
                        if y < firstGroundRow {
                            for x in cx0..<cx1 { cells[rowBase + x] = sky }
                            continue
                        }
                        // The cells without a line (most of them) first, through the canvases' storage: land, or an
                        // area's cell as the general case below builds it (`onLattice` is `(x + 3 * y) % period == 0`).
                        // Then the general case visits only the columns with a line (`lineColumns`); in ASCII or with
                        // imagery planned, every column as before.
                        let rowStart = y * width
                        var lineCount = 0
                        if plainRows {
                            lineCount = planes.plainCells(row: rowStart, columns: cx0..<cx1, latticePhase: (cx0 + 3 * y) % Self.areaPatternPeriod,
                                                          cells: cells, rowBase: rowBase, land: landCell, lineColumns: lineColumns)
                        }
                        for n in 0..<(plainRows ? lineCount : cx1 - cx0) {
                            let x = plainRows ? lineColumns[n] : cx0 + n
                            let i = rowStart + x
                            if anyPlanned && plan[i] & Self.replacesCell != 0 { continue }
                            let k = planes.kinds[i]
                            let hasLine = ascii ? chars[i] != 0 : (planes.masks[i] != 0 || planes.dots[i] != 0 || planes.routeDots[i] != 0)
                            if !hasLine {
                                // Land, or an area's cell as the general case below builds it.
                                cells[rowBase + x] = k == 0 ? landCell
                                    : (x + 3 * y) % Self.areaPatternPeriod == 0 ? areaGlyphCells[Int(k) - 1] : areaCells[Int(k) - 1]
                                continue
                            }
                            var glyph = space
                            var st = land
                            if k > 0 {
                                st = styles[Int(k) - 1]
                                // Area glyphs on a sparse lattice: a hint of texture over the area's background colour,
                                // not a wall of symbols (a full ♣ field hid the roads and labels).
                                if (x + 3 * y) % Self.areaPatternPeriod == 0 { glyph = glyphs[Int(k) - 1] }
                            }
                            if ascii {
                                let c = chars[i]
                                if c != 0 { glyph = CellGrapheme(ascii: c); st.foreground = asciiColors[i] }
                            } else if planes.routeDots[i] != 0 {
                                glyph = brailleGlyphs[Int(planes.routeDots[i])]; st.foreground = routeColors[i]
                                if casing[i] != .default { st.background = casing[i]; st.attributes.insert(.invertInMonochrome) }
                            } else if planes.masks[i] != 0 {
                                glyph = boxGlyphs[Int(planes.masks[i])]; st.foreground = k > 0 ? legible.readable(boxColors[i], on: st.background) : boxColors[i]
                            } else if planes.dots[i] != 0 {
                                glyph = brailleGlyphs[Int(planes.dots[i])]
                                st.foreground = k > 0 ? legible.readable(dotColors[i], on: st.background) : dotColors[i]
                            }
                            cells[rowBase + x] = Cell(bits: glyph, style: st)
                        }
                    }
                } }
            }
        }
        applyRasterUnder(raster, plan: plan, into: &buffer, clip: clip)
        applyRasterOverlay(raster, stage: .belowLabels, into: &buffer, clip: clip)
        for s in symbols {
            let bx = area.x + s.index % width, by = area.y + s.index / width
            guard clip.contains(x: bx, y: by) else { continue }
            var st = s.style
            if st.background == .default { st.background = buffer[bx, by].style.background }
            buffer[bx, by] = Cell(s.glyph, style: st)
        }
        // The labels' graphemes, as `buffer.set(x:y:_:style:clip:)` writes them (a wide one with its continuation
        // cell, or a blank where that cell is clipped), straight into the buffer's storage: each grapheme's width
        // measured once, not a buffer read, bounds test and write call per grapheme.
        if !bounds.isEmpty {
            var graphemes = [CellGrapheme]()
            buffer.withUnsafeMutableCells { cells in
                for l in placer.placed {
                    var x = area.x + l.x
                    let by = area.y + l.y
                    let onRow = by >= bounds.y && by < bounds.maxY
                    let rowBase = (by - bufferArea.y) * bufferArea.width - bufferArea.x
                    // A style's label comes with its graphemes, made once per style.
                    let shown: [CellGrapheme]
                    if l.cells.isEmpty {
                        graphemes.removeAll(keepingCapacity: true)
                        CellGrapheme.append(l.text, to: &graphemes)
                        shown = graphemes
                    } else {
                        shown = l.cells
                    }
                    for g in shown {
                        let w = DisplayWidth.of(g)
                        if onRow && w > 0 && x >= bounds.x && x < bounds.maxX {
                            let i = rowBase + x
                            var st = l.style
                            // A pattern match: `==` on colours is a call into TermUI per grapheme.
                            if case .default = st.background {
                                st.background = cells[i].style.background
                                st.foreground = legible.readable(st.foreground, on: st.background)
                            }
                            if w != 2 {
                                cells[i] = Cell(bits: g, style: st)
                            } else if x + 1 < bounds.maxX {
                                cells[i] = Cell(bits: g, style: st)
                                cells[i + 1] = Cell(" ", style: st, isContinuation: true)
                            } else {
                                cells[i] = Cell(" ", style: st)
                            }
                        }
                        x += w
                    }
                }
            }
        }
        applyRasterOverlay(raster, stage: .top, into: &buffer, clip: clip)
    }

    static let brailleGlyphs: [Character] = (0..<256).map { Character(Unicode.Scalar(0x2800 + UInt32($0))!) }
    /// `brailleGlyphs` and `BoxCanvas.glyphs` as cell bits (what `compose` writes).
    static let brailleBits = brailleGlyphs.map(CellGrapheme.init), boxBits = BoxCanvas.glyphs.map(CellGrapheme.init)

    static func asciiFill(_ k: AreaKind, _ g: Character) -> Character {
        if g.isASCII { return g }
        switch k {
        case .water: return "~"
        case .park, .grass: return "."
        case .forest: return "T"
        default: return " "
        }
    }
}
