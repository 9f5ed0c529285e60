import Geo
import MapData
import Routing
import TermUI

/// The feature layers that are not part of the base map: vehicle-restriction signs and motorway exit labels
/// (extruded buildings are in `MapFrame+Extrusion`; cameras, POIs and landmarks are the symbols stage, gated by
/// `MapFeatureSettings`).
extension MapFrame {
    /// Sign colours, the same in every scheme as road signs are: a restriction is red on white (Vienna Convention
    /// prohibitory signs), a restriction that does not bind the filter's vehicle grey; an exit is white on blue.
    static let restrictionSign = Style(foreground: .rgb(200, 16, 24), background: .rgb(250, 250, 250), attributes: .bold)
    static let inactiveSign = Style(foreground: .rgb(110, 110, 110), background: .rgb(215, 215, 215))
    static let exitSign = Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 84, 160), attributes: .bold)
    /// Restriction signs and exit labels show from this zoom up (street level).
    static let featureLabelMinZoom = 14.0

    /// One sign per restricted road on screen, at the middle of its on-screen shape points: the binding
    /// restrictions first (the layer's filter hides or dims the others).
    mutating func placeRestrictionSigns(_ map: ProjectedMap) {
        guard zoom >= Self.featureLabelMinZoom else { return }
        let net = map.map.network
        var onScreen = [Int: [(x: Int, y: Int)]]()
        for e in net.edgeIndex.edges(in: visible.boundingBox) {
            let edge = net.edges[Int(e)]
            let ri = Int(edge.road)
            // One direction of a two-way road is enough; restrictions are per road.
            guard edge.isForward || net.roads[ri].oneway != .no, !VehicleRestriction.on(net.roads[ri]).isEmpty else { continue }
            let s = Int(edge.shapeStart)
            for k in s..<(s + Int(edge.shapeCount)) {
                guard let i = cellIndex(map.shapePoints[k]) else { continue }
                onScreen[ri, default: []].append((i % width, i / width))
            }
        }
        for ri in onScreen.keys.sorted() {
            guard let cells = onScreen[ri], !cells.isEmpty else { continue }
            var active = [String](), inactive = [String]()
            for r in VehicleRestriction.on(net.roads[ri]) {
                guard let binds = view.features.restrictionShown(r) else { continue }
                if binds { active.append(r.label(ascii: ascii)) } else { inactive.append(r.label(ascii: ascii)) }
            }
            let (x, y) = cells[cells.count / 2]
            for (texts, st) in [(active, Self.restrictionSign), (inactive, Self.inactiveSign)] where !texts.isEmpty {
                let text = " " + texts.joined(separator: " ") + " "
                let w = DisplayWidth.of(text)
                placer.place(text, width: w, candidates: [(x - w / 2, y), (x - w / 2, y - 1), (x - w / 2, y + 1), (x + 1, y), (x - w, y)], style: st)
            }
        }
    }

    /// Motorway exits: "12 Harbourne" (the exit number and its destinations, from the junction's `exit_to` or the
    /// slip road's `destination`), or the number alone in `numbersOnly` mode.
    mutating func placeExitLabels(_ map: ProjectedMap) {
        guard zoom >= Self.featureLabelMinZoom, let mode = view.features.mode(.roadExitLabels) else { return }
        let net = map.map.network
        for (i, f) in net.pointFeatures.enumerated() where f.kind == .motorwayJunction && visible.contains(map.pointFeatures[i]) {
            guard let c = cellIndex(map.pointFeatures[i]),
                  let text = Self.exitText(f, destination: f.destination ?? Self.slipRoadDestination(of: f, net), mode: mode) else { continue }
            guard let shown = displayable(TerminalText.sanitizedLabel(text)) else { continue }
            let label = " " + shown + " "
            let x = c % width, y = c / width, w = DisplayWidth.of(label)
            placer.place(label, width: w, candidates: [(x + 1, y), (x - w, y), (x - w / 2, y - 1), (x - w / 2, y + 1)], style: Self.exitSign)
        }
    }

    /// The text of an exit label in a mode (nil: nothing to show).
    static func exitText(_ f: PointFeature, destination: String?, mode: MapFeatureMode) -> String? {
        let number = f.ref.flatMap { $0.isEmpty ? nil : $0 }
        if mode == .numbersOnly { return number }
        // Several destinations are separated by ";" in OSM: signs list them, we show them with " / ".
        let to = (destination ?? f.name).map { $0.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " / ") }
        switch (number, to) {
        case let (n?, t?): return n + " " + t
        case let (n?, nil): return n
        case let (nil, t?): return t
        default: return nil
        }
    }

    /// The `destination` of a motorway link leaving the junction's node, if one is tagged.
    static func slipRoadDestination(of f: PointFeature, _ net: RoadNetwork) -> String? {
        let c = f.coordinate
        let box = BoundingBox(minLatitude: c.latitude, minLongitude: c.longitude, maxLatitude: c.latitude, maxLongitude: c.longitude)
        for e in net.edgeIndex.edges(in: box.expanded(by: 1)) {
            let edge = net.edges[Int(e)]
            let road = net.roads[Int(edge.road)]
            guard road.highway == .motorwayLink, let d = road.destination, !d.isEmpty,
                  net.vertices[Int(edge.source)].coordinate == c else { continue }
            return d
        }
        return nil
    }
}
