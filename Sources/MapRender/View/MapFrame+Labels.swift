import Foundation
import Geo
import MapData
import TermUI
import Text

/// A street label waiting for placement: the name, its road's rank and where it could go, best first.
struct StreetLabelCandidate {
    var name: String
    var rank: Int
    /// Screen length of the run it labels (cells, aspect-corrected).
    var length: Double
    var origins: LabelOrigins
    /// The name's display width (measured once, when the candidate is made).
    var width: Int
    /// True when the label sits beside the road (not on it): it then prefers cells clear of box-drawn lines.
    var beside: Bool
}

/// Label placement: streets by importance, then landmarks and POIs, then markers; collisions in cell space.
extension MapFrame {
    /// Longest turn (degrees on screen) still counted as part of a straight run.
    static let straightRunTolerance: Degrees = 20
    /// Runs within this angle of horizontal carry their label on the road; others beside it.
    static let horizontalTolerance: Degrees = 25

    /// Finds the longest straight-ish visible run of a road piece and records where its label could go.
    /// The form of a (sanitized) name the terminal can show: in ASCII mode, accents folded and other non-ASCII
    /// characters dropped; otherwise nil for names with double-width characters unless they are allowed.
    @inline(__always)
    func displayable(_ name: String) -> String? {
        if ascii { return TerminalText.asciiFolded(name) }
        return view.allowWideLabels || TerminalText.isSingleWidth(name) ? name : nil
    }

    /// `displayable` of a label made at bind time, with its display width, its number among the style's labels and
    /// its graphemes (its forms are already worked out).
    @inline(__always)
    func displayable(_ label: StyledLabelText) -> (text: String, width: Int, id: Int32, cells: [CellGrapheme])? {
        if ascii { return label.ascii.map { ($0, label.asciiWidth, label.asciiID, label.asciiCells) } }
        return view.allowWideLabels || label.singleWidth ? (label.text, label.textWidth, label.textID, label.textCells) : nil
    }

    mutating func addStreetCandidate(name rawName: String, rank: Int, points: ArraySlice<Point2D>) {
        guard let name = displayable(rawName) else { return }
        addStreetCandidate(shown: name, width: DisplayWidth.of(name), rank: rank, points: points)
    }

    /// `addStreetCandidate(name:rank:points:)` for a name already in its displayable form (`displayable` gives the
    /// same name again), whose display width is `n`.
    mutating func addStreetCandidate(shown name: String, width n: Int, rank: Int, points: ArraySlice<Point2D>) {
        var best: (a: Point2D, b: Point2D, len: Double)?
        // The run's first segment (cells, aspect-corrected) and its length: the run's direction.
        var runStart: Point2D?, runEnd: Point2D?, runDX = 0.0, runDY = 0.0, runFirstLen = 0.0, runLen = 0.0
        var prev: Point2D?
        let aspect = camera.cellAspect
        let top = Double(firstGroundRow), w = Double(width) - 1e-6, h = Double(height) - 1e-6
        // Read once per name: a global made lazily is a `swift_once` call per read, the registers saved around it.
        let cosines = Self.straightRunCosines
        /// Keeps the run if its visible part (clipped to the viewport) is the longest so far.
        func close() {
            guard let a = runStart, let b = runEnd, runLen > 0,
                  let (ca, cb) = LineClip.clip(a, b, minX: 0, minY: top, maxX: w, maxY: h) else { return }
            let dx = cb.x - ca.x, dy = (cb.y - ca.y) * aspect
            let visible = (dx * dx + dy * dy).squareRoot()
            if visible > (best?.len ?? 0) { best = (ca, cb, visible) }
        }
        for pt in points {
            guard let c = cell(pt) else { close(); prev = nil; runStart = nil; continue }
            defer { prev = c }
            guard let p = prev else { runStart = c; runEnd = c; runLen = 0; continue }
            let dx = c.x - p.x, dy = (c.y - p.y) * aspect
            let segLen = (dx * dx + dy * dy).squareRoot()
            guard segLen > 1e-9 else { continue }
            if runLen > 0, Self.turnsAway(runDX, runDY, length: runFirstLen, dx, dy, length: segLen, cosines: cosines) {
                close()
                runStart = p
                runLen = 0
            }
            if runLen == 0 { (runDX, runDY, runFirstLen) = (dx, dy, segLen) }
            runEnd = c
            runLen += segLen
        }
        close()
        guard let (a, b, _) = best else { return }
        let dx = b.x - a.x, dy = (b.y - a.y) * aspect
        let len = (dx * dx + dy * dy).squareRoot()
        let mid = Point2D(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        let mx = mid.x.floorInt, my = mid.y.floorInt
        let fromHorizontal = abs(atan2(abs(dy), abs(dx)) * 180 / .pi)
        let origins: LabelOrigins
        if fromHorizontal <= Self.horizontalTolerance {
            guard abs(dx) >= Double(n + 2) else { return }
            let x = mx - n / 2
            origins = LabelOrigins((x, my), (x, my - 1), (x, my + 1))
        } else {
            guard len >= 4 else { return }
            // A steep line steps about one cell per row; a diagonal one two (cells are twice as tall as wide).
            let gap = fromHorizontal > 65 ? 2 : 3
            origins = LabelOrigins((mx + gap, my), (mx - gap + 1 - n, my), (mx + gap, my - 1), (mx - gap + 1 - n, my + 1))
        }
        streetCandidates.append(StreetLabelCandidate(name: name, rank: rank, length: len, origins: origins, width: n,
                                                     beside: fromHorizontal > Self.horizontalTolerance))
    }

    /// Whether a segment (dx, dy) turns more than `straightRunTolerance` from a run's first segment (rx, ry): the
    /// angle between their bearings (`atan2`, degrees), compared as `Angle.turn` does. The cosine of the angle
    /// between the two decides at once where it is clearly within or beyond the tolerance (0.1° either side, far
    /// beyond its rounding); only in between are the bearings worked out, so every answer is the bearings' answer,
    /// without two `atan2` per segment.
    @inline(__always)
    static func turnsAway(_ rx: Double, _ ry: Double, length rl: Double, _ dx: Double, _ dy: Double, length l: Double,
                          cosines: (straight: Double, turning: Double) = straightRunCosines) -> Bool {
        let cosine = (rx * dx + ry * dy) / (rl * l)
        if cosine > cosines.straight { return false }
        if cosine < cosines.turning { return true }
        return abs(Angle.turn(from: atan2(ry, rx) * 180 / .pi, to: atan2(dy, dx) * 180 / .pi)) > straightRunTolerance
    }

    /// Cosines of the tolerance less and more a margin (`turnsAway`).
    static let straightRunCosines = (straight: cos((straightRunTolerance - 0.1) * .pi / 180),
                                     turning: cos((straightRunTolerance + 0.1) * .pi / 180))

    /// Below this perspective scale (things drawn at under 40 % of their size at the vehicle) a tilted view's rows
    /// form the horizon band, where no label goes.
    static let horizonBandScale = 0.4
    /// Below this scale a row is far: only important labels (main roads, landmarks, areas), spaced out.
    static let farScale = 0.7
    /// Free cells on either side of a far label (the rows above and below stay clear too).
    static let farLabelPadding = 4
    /// The least street rank labelled far away: secondary roads and above (see `rank(_:)`).
    static let farMinimumRank = 5

    /// How much the perspective shrinks a row's ground (1 at the anchor, 0 at the horizon; 1 without tilt).
    func perspective(row y: Int) -> Double {
        guard let g = t.ground(cellX: t.anchor.x, cellY: Double(y) + 0.5) else { return 0 }
        return t.perspectiveScale(ground: g)
    }

    /// Thins labels with distance in a tilted view: the horizon band is reserved, far rows spaced out.
    mutating func thinLabelsWithDistance() {
        guard camera.tilt > 0.5 else { return }
        for y in firstGroundRow..<max(firstGroundRow, height) {
            let k = perspective(row: y)
            if k >= Self.farScale { break }
            if k < Self.horizonBandScale {
                placer.reserve(Rect(x: 0, y: y, width: width, height: 1))
            } else {
                placer.spaceOut(row: y, padding: Self.farLabelPadding)
            }
        }
    }

    /// True for a row where only important labels go.
    func isFar(row y: Int) -> Bool { y >= 0 && y < placer.farPadding.count && placer.farPadding[y] > 0 }

    mutating func placeStreetLabels() {
        let st = Style(foreground: style.colors.streetLabel)
        let ordered = streetCandidates.sorted { $0.rank != $1.rank ? $0.rank > $1.rank : $0.length > $1.length }
        var done = Set<String>()
        for c in ordered where !done.contains(c.name) {
            let origins = c.rank >= Self.farMinimumRank ? Array(c.origins) : c.origins.filter { !isFar(row: $0.y) }
            let placed = c.beside ? placePreferringClear(c.name, width: c.width, candidates: origins, style: st)
                : placer.place(c.name, width: c.width, candidates: origins, style: st) != nil
            if placed { done.insert(c.name) }
        }
    }

    mutating func placePOILabels(_ map: ProjectedMap) {
        let pois = map.map.features.pois
        for landmarks in [true, false] {
            let minZoom = landmarks ? style.detail.landmarkLabels : style.detail.poiLabels
            guard zoom >= minZoom else { continue }
            let st = Style(foreground: landmarks ? style.colors.landmark : style.colors.poiLabel, attributes: landmarks ? .bold : [])
            if landmarks && view.features.mode(.landmarks) == .textureless { continue }
            for (i, p) in pois.enumerated() where p.isLandmark == landmarks && visible.contains(map.pois[i]) && view.features.shows(p) {
                guard let name = displayable(map.poiLabels[i]), let c = cellIndex(map.pois[i]),
                      landmarks || !isFar(row: c / width) else { continue }
                placePointLabel(name, x: c % width, y: c / width, style: st)
            }
        }
    }

    mutating func placeMarkerLabels() {
        let st = Style(foreground: style.colors.marker, attributes: .bold)
        for m in view.markers {
            guard let label = m.label.map(TerminalText.sanitizedLabel).flatMap(displayable),
                  let c = cellIndex(WebMercator.normalized(m.coordinate)) else { continue }
            placePointLabel(label, x: c % width, y: c / width, style: st)
        }
    }

    /// Area names (lakes, parks) in the middle of the area's visible part, when they fit inside it.
    mutating func placeAreaLabels() {
        for a in areaCandidates.sorted(by: { $0.width > $1.width }) {
            guard let name = displayable(a.name) else { continue }
            let n = DisplayWidth.of(name)
            guard a.width >= Double(n + 2) else { continue }
            let x = Int(a.centre.x.rounded(.down)) - n / 2, y = Int(a.centre.y.rounded(.down))
            guard fill.kind(x: x, y: y) == a.kind.rawValue + 1, fill.kind(x: x + n - 1, y: y) == a.kind.rawValue + 1 else { continue }
            let st = Style(foreground: style.areas[a.kind].foreground, attributes: .italic)
            placer.place(name, width: n, candidates: [(x, y), (x, y - 1), (x, y + 1)], style: st)
        }
    }

    /// Right of the symbol, then left, above, below.
    mutating func placePointLabel(_ text: String, x: Int, y: Int, style st: Style) {
        let n = DisplayWidth.of(text)
        placePreferringClear(text, width: n, candidates: [(x + 2, y), (x - 1 - n, y), (x - n / 2, y - 1), (x - n / 2, y + 1)], style: st)
    }

    /// True when no box-drawn line (major roads, the route) or ASCII line crosses `n` cells from (x, y).
    func isClearOfLines(x: Int, y: Int, count n: Int) -> Bool {
        let lo = max(0, x), hi = min(width, x + n)
        guard y >= 0, y < height, lo < hi else { return false }
        for cx in lo..<hi {
            let i = y * width + cx
            if ascii ? asciiLines.chars[i] != 0 : box.masks[i] != 0 { return false }
        }
        return true
    }

    /// Places text of display width `n` at the first candidate clear of box-drawn lines, else at the first free one.
    @discardableResult
    mutating func placePreferringClear(_ text: String, width n: Int, candidates: [(x: Int, y: Int)], style st: Style) -> Bool {
        let clear = candidates.filter { isClearOfLines(x: $0.x, y: $0.y, count: n) }
        if placer.place(text, width: n, candidates: clear, style: st) != nil { return true }
        return placer.place(text, width: n, candidates: candidates, style: st) != nil
    }

    /// Puts the map's attribution in its corner first, so nothing covers it.
    mutating func reserveAttribution() {
        guard var full = view.map?.map.attribution.map(TerminalText.sanitizedLabel), !full.isEmpty, width > 0, height > 0 else { return }
        let copyright = ascii ? "(c)" : "©"
        if ascii { full = full.replacingOccurrences(of: "©", with: "(c)") }
        let choices = [full, "\(copyright) OpenStreetMap", "\(copyright) OSM"]
        let text = choices.first { DisplayWidth.of($0) <= width } ?? copyright
        let n = DisplayWidth.of(text)
        let x: Int, y: Int
        switch view.attributionCorner {
        case .topLeft: (x, y) = (0, 0)
        case .topRight: (x, y) = (width - n, 0)
        case .bottomLeft: (x, y) = (0, height - 1)
        case .bottomRight: (x, y) = (width - n, height - 1)
        }
        placer.force(text, x: x, y: y, style: Style(foreground: style.colors.attribution))
    }
}
