import Geo
import MapData
import Routing

/// A route prepared for drawing: its geometry in normalized Mercator units with offsets, its maneuver points and the
/// features along it. Build it once per route (not per frame).
public struct RouteOverlay: Sendable {
    /// Geometry, normalized Mercator.
    public let points: [Point2D]
    /// Distance from the start to each point.
    public let offsets: [Meters]
    /// Upcoming-turn markers: (offset, position), without depart and arrive.
    public let maneuvers: [(offset: Meters, point: Point2D)]
    /// Traffic signals, stops, cameras ... on the route: (kind, offset, position).
    public let features: [(kind: PointFeatureKind, offset: Meters, point: Point2D)]
    public let geometry: Polyline

    public init(_ route: Route) {
        self.init(geometry: route.geometry,
                  maneuvers: route.maneuvers.filter { $0.kind != .depart && $0.kind != .arrive }.map { ($0.offset, $0.location) },
                  features: route.features.map { ($0.kind, $0.offset, $0.coordinate) })
    }

    /// From a bare geometry (alternatives, previews, tests).
    public init(geometry: Polyline, maneuvers: [(Meters, Coordinate)] = [], features: [(PointFeatureKind, Meters, Coordinate)] = []) {
        self.geometry = geometry
        points = geometry.coordinates.map(WebMercator.normalized)
        offsets = geometry.cumulative
        self.maneuvers = maneuvers.map { ($0.0, WebMercator.normalized($0.1)) }
        self.features = features.map { ($0.0, $0.1, WebMercator.normalized($0.2)) }
    }

    public var length: Meters { offsets.last ?? 0 }
    public var destination: Point2D? { points.last }

    /// The index of the segment holding an offset and the interpolated point there.
    /// - Complexity: O(log n).
    public func split(at offset: Meters) -> (segment: Int, point: Point2D)? {
        guard points.count >= 2 else { return nil }
        let i = geometry.segmentIndex(at: offset)
        let len = offsets[i + 1] - offsets[i]
        let t = len > 0 ? max(0, min(1, (offset - offsets[i]) / len)) : 0
        let a = points[i], b = points[i + 1]
        return (i, Point2D(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
    }
}
