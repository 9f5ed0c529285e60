import Geo
import MapData
import TermUI

/// The route, its alternatives, and what sits on them.
extension MapFrame {
    /// How much of the route colour goes to black for its casing (the dark outline behind the line): 0.7 keeps
    /// the line at ≥ 3:1 against its casing for the blues navigation schemes use (checked in StyleContrastTests).
    static let routeCasingDarkening = 0.7

    /// The casing behind the remaining route: its colour darkened (a style without the key gets this).
    static func routeCasing(_ style: MapStyle) -> Color {
        style.colors.routeRemaining.mixed(with: .black, amount: routeCasingDarkening)
    }

    /// The route in three strengths, weakest first so the strongest wins shared cells: alternatives (thin, their own
    /// colour), the travelled part (thin, grey) and what is left (thick, with a casing). In braille at sub-cell
    /// resolution, so diagonals stay smooth; ASCII terminals keep the line characters. Labels keep off every route cell.
    mutating func drawRoutes() {
        for alt in view.alternatives {
            strokeRoute(alt.points, color: style.colors.routeAlternative, brush: .thin, casing: .default)
        }
        guard let route = view.route, route.points.count >= 2 else { return }
        let casing = Self.routeCasing(style)
        if view.travelled > 0, let (seg, p) = route.split(at: view.travelled) {
            var travelled = Array(route.points[0...seg])
            travelled.append(p)
            strokeRoute(travelled, color: style.colors.routeTravelled, brush: .thin, casing: .default)
            if view.travelled < route.length {
                var remaining = [p]
                remaining.append(contentsOf: route.points[(seg + 1)...])
                strokeRoute(remaining, color: style.colors.routeRemaining, brush: .thick, casing: casing)
            }
        } else {
            strokeRoute(route.points, color: style.colors.routeRemaining, brush: .thick, casing: casing)
        }
        reserveRouteCells()
    }

    /// One route line: braille into the route layer, or ASCII line characters (heavy for the main route).
    mutating func strokeRoute(_ points: [Point2D], color: Color, brush: RouteCanvas.Brush, casing: Color) {
        if ascii {
            stroke(points, weight: brush == .thick ? .heavy : .light, color: color)
            return
        }
        let w = Double(width) + 1, h = Double(height) + 1
        guard var ga = points.first.map({ t.ground($0) }) else { return }
        for p in points.dropFirst() {
            let gb = t.ground(p)
            defer { ga = gb }
            guard let (ca, cb) = clipNear(ga, gb) else { continue }
            let a = t.cell(ground: ca), b = t.cell(ground: cb)
            if (a.x < -1 && b.x < -1) || (a.x > w && b.x > w) || (a.y < -1 && b.y < -1) || (a.y > h && b.y > h) { continue }
            route.line(from: a, to: b, color: color, brush: brush, casing: casing)
        }
    }

    /// Takes every cell the route layer covers away from labels.
    mutating func reserveRouteCells() {
        guard !ascii else { return }
        for y in firstGroundRow..<max(firstGroundRow, height) {
            for x in 0..<width where route.isSet(index: y * width + x) { placer.reserve(x: x, y: y) }
        }
    }

    /// Maneuver points ahead and the destination flag.
    mutating func drawRouteSymbols() {
        guard let route = view.route else { return }
        if view.layers.contains(.maneuvers) && zoom >= style.detail.maneuvers {
            for m in route.maneuvers where m.offset > view.travelled {
                if let i = cellIndex(m.point) {
                    addSymbol(i, ascii ? "*" : style.glyphs.maneuver, style.colors.maneuver, bold: true, protect: true)
                }
            }
        }
        if view.layers.contains(.destination), let d = route.destination, let i = cellIndex(d) {
            addSymbol(i, ascii ? "F" : style.glyphs.destination, style.colors.destination, bold: true, protect: true)
        }
    }
}
