import Geo
import MapData
import TermUI

/// The route, its alternatives, and what sits on them.
extension MapFrame {
    mutating func drawRoutes() {
        for alt in view.alternatives {
            stroke(alt.points, weight: .light, color: style.colors.routeAlternative)
        }
        guard let route = view.route, route.points.count >= 2 else { return }
        guard view.travelled > 0, let (seg, p) = route.split(at: view.travelled) else {
            stroke(route.points, weight: .heavy, color: style.colors.routeRemaining)
            return
        }
        var travelled = Array(route.points[0...seg])
        travelled.append(p)
        stroke(travelled, weight: .light, color: style.colors.routeTravelled)
        if view.travelled < route.length {
            var remaining = [p]
            remaining.append(contentsOf: route.points[(seg + 1)...])
            stroke(remaining, weight: .heavy, color: style.colors.routeRemaining)
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
