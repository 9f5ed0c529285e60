import Geo
import MapData
import TermUI

/// One-cell symbols: one-way arrows, road features, POIs, markers and the vehicle.
extension MapFrame {
    /// Shortest edge (in cells on screen) that gets a one-way arrow at its middle.
    static let onewayMinCells = 6.0

    mutating func drawOnewayArrows(_ map: ProjectedMap) {
        let net = map.map.network
        for e in net.edgeIndex.edges(in: visible.boundingBox) {
            let edge = net.edges[Int(e)]
            let road = net.roads[Int(edge.road)]
            guard road.oneway != .no, zoom >= style.roads[road.highway].minZoom else { continue }
            let s = Int(edge.shapeStart), n = Int(edge.shapeCount)
            guard n >= 2, let a = cell(map.shapePoints[s]), let b = cell(map.shapePoints[s + n - 1]) else { continue }
            let len = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y) * camera.cellAspect * camera.cellAspect).squareRoot()
            guard len >= Self.onewayMinCells else { continue }
            // The middle shape segment carries the arrow; the canonical edge of a one-way runs in the allowed direction.
            let k = s + (n - 1) / 2
            guard let p = cell(map.shapePoints[k]), let q = cell(map.shapePoints[k + 1]) else { continue }
            let mid = Point2D(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
            guard mid.isSaneCell else { continue }
            let x = Int(mid.x.rounded(.down)), y = Int(mid.y.rounded(.down))
            guard x >= 0, y >= firstGroundRow, x < width, y < height else { continue }
            let angle = screenAngle(dx: q.x - p.x, dy: q.y - p.y)
            let g = ascii ? Self.asciiArrow(angle) : style.glyphs.oneway[Self.sector8(angle)]
            addSymbol(y * width + x, g, style.colors.oneway)
        }
    }

    mutating func drawPointFeatures(_ map: ProjectedMap) {
        guard zoom >= style.detail.pointFeatures else { return }
        let controls = view.layers.contains(.trafficControls)
        let lights = controls && view.layers.contains(.trafficLights), signs = controls && view.layers.contains(.stopSigns)
        let cameras = view.layers.contains(.speedCameras) && view.features.isEnabled(.safetyCameras)
        guard controls || cameras else { return }
        for (i, f) in map.map.network.pointFeatures.enumerated() where visible.contains(map.pointFeatures[i]) {
            let glyph: Character, color: Color
            switch f.kind {
            case .trafficSignals where lights: glyph = ascii ? "!" : style.glyphs.trafficLight; color = style.colors.trafficLight
            case .stop where signs: glyph = ascii ? "S" : style.glyphs.stop; color = style.colors.stop
            case .giveWay where signs: glyph = ascii ? "Y" : style.glyphs.giveWay; color = style.colors.stop
            case .levelCrossing where controls: glyph = ascii ? "#" : style.glyphs.levelCrossing; color = style.colors.stop
            case .speedCamera where cameras: glyph = ascii ? "C" : style.glyphs.speedCamera; color = style.colors.speedCamera
            default: continue
            }
            if let c = cellIndex(map.pointFeatures[i]) { addSymbol(c, glyph, color, bold: true) }
        }
    }

    mutating func drawPOIs(_ map: ProjectedMap) {
        let pois = map.map.features.pois
        guard zoom >= min(style.detail.landmarks, style.detail.pois) else { return }
        // The cheap tests first: the filter makes strings, and most POIs are off screen.
        for (i, p) in pois.enumerated() where visible.contains(map.pois[i]) {
            guard zoom >= (p.isLandmark ? style.detail.landmarks : style.detail.pois), view.features.shows(p),
                  let c = cellIndex(map.pois[i]) else { continue }
            let g = ascii ? (p.isLandmark ? "&" : "o") : style.poiGlyph(key: p.key, value: p.value, landmark: p.isLandmark)
            addSymbol(c, g, p.isLandmark ? style.colors.landmark : style.colors.poi, bold: p.isLandmark)
        }
    }

    mutating func drawMarkersAndVehicle() {
        for m in view.markers {
            if let i = cellIndex(WebMercator.normalized(m.coordinate)) {
                let g = m.glyph.flatMap { DisplayWidth.of($0) == 1 && (!ascii || $0.isASCII) ? $0 : nil }
                addSymbol(i, g ?? (ascii ? "X" : style.glyphs.marker), style.colors.marker, bold: true, protect: true)
            }
        }
        guard let v = view.vehicle else { return }
        let n = WebMercator.normalized(v.coordinate)
        guard let i = cellIndex(n), let p = cell(n) else { return }
        let ahead = WebMercator.normalized(v.coordinate.destination(distance: 10, bearing: v.heading))
        var angle = Angle.normalized(v.heading - camera.bearing)
        if let q = cell(ahead), abs(q.x - p.x) + abs(q.y - p.y) > 1e-9 { angle = screenAngle(dx: q.x - p.x, dy: q.y - p.y) }
        let g = ascii ? Self.asciiArrow(angle) : style.glyphs.vehicle[Self.sector8(angle)]
        // A filled cell in the vehicle colour with the chevron cut out in black or white (whichever contrasts more):
        // it reads at a glance over any road, area or route; in monochrome its video is the opposite of the land's.
        symbols.append((i, g, Self.vehicleStyle(style.colors.vehicle)))
        placer.reserve(x: i % width, y: i / width)
    }

    /// The vehicle cell's style: its colour as the background, the chevron black or white on it.
    static func vehicleStyle(_ vehicle: Color) -> Style {
        let white = Color.rgb(255, 255, 255), black = Color.rgb(0, 0, 0)
        let fg = (white.contrast(with: vehicle) ?? 0) >= (black.contrast(with: vehicle) ?? 0) ? white : black
        return Style(foreground: fg, background: vehicle, attributes: [.bold, .invertInMonochrome])
    }
}
