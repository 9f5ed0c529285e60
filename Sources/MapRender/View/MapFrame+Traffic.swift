import Geo
import MapData
import TermUI
import Traffic

/// What the two traffic layers draw: the one `TrafficSnapshot` of the minute, and their switches, which are the feature
/// layers `trafficFlow` (modes `withFreeFlow` / `withoutFreeFlow`) and `trafficIncidents` (category filter: incident
/// types) of `MapFeatureSettings` (`init(snapshot:features:)`).
public struct TrafficOverlay: Sendable {
    /// The HERE SDK's two flow layers.
    public enum FlowMode: String, Sendable, Hashable, CaseIterable {
        /// Every road coloured: green, amber, red, dark red.
        case withFreeFlow
        /// Only slowed roads (jam factor 4 and over).
        case withoutFreeFlow
    }

    public var snapshot: TrafficSnapshot
    /// nil hides the flow layer.
    public var flow: FlowMode?
    public var showsIncidents: Bool
    /// The incident layer's content filter; nil shows every type.
    public var incidentTypes: Set<IncidentType>?

    public init(snapshot: TrafficSnapshot, flow: FlowMode? = .withFreeFlow, showsIncidents: Bool = true,
                incidentTypes: Set<IncidentType>? = nil) {
        self.snapshot = snapshot
        self.flow = flow
        self.showsIncidents = showsIncidents
        self.incidentTypes = incidentTypes
    }

    /// The layers as the feature settings have them: flow in its mode, incidents of the filter's types.
    public init(snapshot: TrafficSnapshot, features: MapFeatureSettings) {
        let flow: FlowMode? = features.mode(.trafficFlow).map { $0 == .withoutFreeFlow ? .withoutFreeFlow : .withFreeFlow }
        let types = features.content.categories[.trafficIncidents].map { Set($0.compactMap(IncidentType.init(rawValue:))) }
        self.init(snapshot: snapshot, flow: flow, showsIncidents: features.isEnabled(.trafficIncidents), incidentTypes: types)
    }

    /// Jam colours (the HERE/Google bands), picked so that the 256- and 16-colour mappings stay distinct.
    public static func color(_ level: JamLevel) -> Color {
        switch level {
        case .free: .rgb(0x2E, 0xB8, 0x4B)
        case .moderate: .rgb(0xF5, 0xA6, 0x23)
        case .heavy: .rgb(0xE0, 0x22, 0x22)
        case .standing, .closed: .rgb(0x8B, 0x00, 0x00)
        }
    }

    /// Line weight by level, so that monochrome terminals still tell the bands apart: braille dots for free flow,
    /// thin box lines for slow, heavy ones for heavy and standing traffic.
    static func weight(_ level: JamLevel) -> LineWeight {
        switch level {
        case .free: .braille
        case .moderate: .light
        case .heavy, .standing, .closed: .heavy
        }
    }

    /// The mark every few cells on standing and closed roads (glyphs stand in for colour).
    static func mark(_ level: JamLevel, ascii: Bool) -> Character? {
        switch level {
        case .standing: ascii ? "#" : "▪"
        case .closed: ascii ? "X" : "×"
        default: nil
        }
    }
}

extension MapFrame {
    /// Cells between marks on a standing or closed road.
    static let trafficMarkSpacing = 4.0

    /// The flow layer: each road piece once, in the worse of its two directions' bands.
    mutating func drawTrafficFlow(_ map: ProjectedMap) {
        guard let overlay = view.traffic, let mode = overlay.flow else { return }
        let net = map.map.network, snap = overlay.snapshot
        for e in net.edgeIndex.edges(in: visible.boundingBox) {
            let edge = net.edges[Int(e)]
            guard edge.isCanonical else { continue }
            let road = net.roads[Int(edge.road)]
            guard zoom >= style.roads[road.highway].minZoom, Int(e) < snap.jam.count else { continue }
            var jam = snap.jam[Int(e)]
            if edge.reverse >= 0 { jam = max(jam, snap.jam[Int(edge.reverse)]) }
            let level = JamLevel(jamFactor: Double(jam))
            if mode == .withoutFreeFlow && level == .free { continue }
            let range = Int(edge.shapeStart)..<Int(edge.shapeStart + edge.shapeCount)
            let points = map.shapePoints[range]
            stroke(points, weight: TrafficOverlay.weight(level), color: TrafficOverlay.color(level))
            if let glyph = TrafficOverlay.mark(level, ascii: ascii) { markAlong(points, glyph: glyph, color: TrafficOverlay.color(level)) }
        }
    }

    /// A glyph every `trafficMarkSpacing` cells along a line.
    private mutating func markAlong(_ points: ArraySlice<Point2D>, glyph: Character, color: Color) {
        var carried = Self.trafficMarkSpacing / 2
        var previous: Point2D?
        for p in points {
            guard let c = cell(p), c.isSaneCell else { previous = nil; continue }
            if let a = previous {
                let d = ((c.x - a.x) * (c.x - a.x) + (c.y - a.y) * (c.y - a.y)).squareRoot()
                var at = Self.trafficMarkSpacing - carried
                while at <= d {
                    let f = d > 0 ? at / d : 0
                    let q = Point2D(x: a.x + (c.x - a.x) * f, y: a.y + (c.y - a.y) * f)
                    let x = Int(q.x.rounded(.down)), y = Int(q.y.rounded(.down))
                    if x >= 0, y >= firstGroundRow, x < width, y < height { addSymbol(y * width + x, glyph, color, bold: true) }
                    at += Self.trafficMarkSpacing
                }
                carried = (carried + d).truncatingRemainder(dividingBy: Self.trafficMarkSpacing)
            }
            previous = c
        }
    }

    /// The incident layer: one icon per active incident of the shown types, over the lines.
    mutating func drawTrafficIncidents(_ map: ProjectedMap) {
        guard let overlay = view.traffic, overlay.showsIncidents else { return }
        for inc in overlay.snapshot.incidents(of: overlay.incidentTypes) {
            guard let i = cellIndex(WebMercator.normalized(inc.coordinate)) else { continue }
            let color: Color = inc.criticality == .critical || inc.closesRoad ? TrafficOverlay.color(.heavy)
                : TrafficOverlay.color(.moderate)
            addSymbol(i, ascii ? inc.type.asciiGlyph : inc.type.glyph, color, bold: true, protect: true)
        }
    }
}
