import Geo
import MapData
import TermUI

/// Something on the map under a cell.
public enum MapPick: Sendable, Hashable {
    /// `MapView.markers[index]`.
    case marker(index: Int)
    case vehicle
    /// A landmark or POI: its index in `MapFeatures.pois` and its (sanitized) name.
    case landmark(poi: Int, name: String)
    case poi(poi: Int, name: String)
    /// A point on the route, as the offset from its start.
    case route(offset: Meters)
    /// A road: its index in `RoadNetwork.roads` and its (sanitized) name.
    case street(road: Int, name: String?)
}

extension MapView {
    /// How close (in cell widths, aspect-corrected) a thing must be to the cell's centre to be picked.
    public static let pickRadius = 1.0

    /// The most specific thing under a cell: marker, vehicle, landmark, POI, route, street (in that order).
    /// `x`, `y` are relative to the map's area (0, 0 = its top-left cell); the camera's viewport is that area.
    public func pick(x: Int, y: Int) -> MapPick? { picks(x: x, y: y).first }

    /// The most specific thing under a buffer cell, for a map rendered into `area` (the camera resized to it).
    public func pick(x: Int, y: Int, in area: Rect) -> MapPick? {
        guard area.contains(x: x, y: y) else { return nil }
        var v = self
        v.camera = camera(for: area)
        return v.pick(x: x - area.x, y: y - area.y)
    }

    /// Everything under a cell, most specific first (see `pick`).
    /// - Complexity: O(markers + POIs + route points + edges near the cell).
    public func picks(x: Int, y: Int) -> [MapPick] {
        guard x >= 0, y >= 0, x < camera.width, y < camera.height else { return [] }
        let t = camera.transform
        let p = Point2D(x: Double(x) + 0.5, y: Double(y) + 0.5)
        let aspect = camera.cellAspect
        func dist(_ q: Point2D) -> Double {
            let dx = q.x - p.x, dy = (q.y - p.y) * aspect
            return (dx * dx + dy * dy).squareRoot()
        }
        func near(_ n: Point2D) -> Bool {
            guard let c = t.project(normalized: n), c.isSaneCell else { return false }
            return Int(c.x.rounded(.down)) == x && Int(c.y.rounded(.down)) == y || dist(c) <= Self.pickRadius
        }
        /// Distance from p to segment a–b in screen units and the fraction along it.
        func segment(_ a: Point2D, _ b: Point2D) -> (Double, Double) {
            let sa = Point2D(x: a.x, y: a.y * aspect), sb = Point2D(x: b.x, y: b.y * aspect), sp = Point2D(x: p.x, y: p.y * aspect)
            let f = PlaneGeometry.closestFraction(sp, sa, sb)
            let q = sa + (sb - sa) * f
            return ((sp - q).length, f)
        }
        var out = [MapPick]()
        for (i, m) in markers.enumerated() where near(WebMercator.normalized(m.coordinate)) { out.append(.marker(index: i)) }
        if let v = vehicle, near(WebMercator.normalized(v.coordinate)) { out.append(.vehicle) }
        if let map {
            var hits = [(Double, MapPick)]()
            for (i, poi) in map.map.features.pois.enumerated() where layers.contains(.pois) && features.shows(poi) {
                guard near(map.pois[i]), let c = t.project(normalized: map.pois[i]) else { continue }
                let name = map.poiLabels[i]
                hits.append((dist(c) + (poi.isLandmark ? 0 : 0.001), poi.isLandmark ? .landmark(poi: i, name: name) : .poi(poi: i, name: name)))
            }
            out += hits.sorted { $0.0 < $1.0 }.map(\.1)
        }
        if let route, route.points.count >= 2 {
            var best: (d: Double, offset: Meters)?
            for k in 0..<(route.points.count - 1) {
                guard let a = t.project(normalized: route.points[k]), let b = t.project(normalized: route.points[k + 1]) else { continue }
                let (d, f) = segment(a, b)
                if d <= Self.pickRadius, d < (best?.d ?? .infinity) {
                    best = (d, route.offsets[k] + (route.offsets[k + 1] - route.offsets[k]) * f)
                }
            }
            if let b = best { out.append(.route(offset: b.offset)) }
        }
        if let map, let g = t.unproject(cellX: p.x, cellY: p.y) {
            let net = map.map.network
            let here = WebMercator.coordinate(normalized: g)
            let radius = 3 * camera.metersPerCell
            let box = BoundingBox(minLatitude: here.latitude, minLongitude: here.longitude,
                                  maxLatitude: here.latitude, maxLongitude: here.longitude).expanded(by: radius)
            var best: (d: Double, road: Int)?
            for e in net.edgeIndex.edges(in: box) {
                let edge = net.edges[Int(e)]
                let road = net.roads[Int(edge.road)]
                guard camera.zoom >= style.roads[road.highway].minZoom else { continue }
                let s = Int(edge.shapeStart)
                guard edge.shapeCount >= 2 else { continue }
                for k in s..<(s + Int(edge.shapeCount) - 1) {
                    guard let a = t.project(normalized: map.shapePoints[k]), let b = t.project(normalized: map.shapePoints[k + 1]) else { continue }
                    let (d, _) = segment(a, b)
                    if d <= Self.pickRadius, d < (best?.d ?? .infinity) { best = (d, Int(edge.road)) }
                }
            }
            if let b = best { out.append(.street(road: b.road, name: map.roadLabels[b.road])) }
        }
        return out
    }
}
