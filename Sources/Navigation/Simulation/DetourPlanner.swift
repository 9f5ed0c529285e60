import Geo
import MapData

/// Where a driver who misses a turn ends up: straight on through the network, or straight ahead without one.
enum DetourPlanner {
    /// How far the missed-turn detour goes before the driver stops to wait for a new route.
    static let detourLength: Meters = 600
    /// The junction must be this close to the maneuver point.
    static let junctionRadius: Meters = 20
    /// Edges within this angle of the route's own exit are the turn being missed.
    static let routeExitTolerance: Degrees = 20
    /// Edges that turn more than this are not "straight on".
    static let maxStraightTurn: Degrees = 110

    /// The detour from a maneuver point, arriving with `heading`, avoiding the exit toward `avoid`.
    /// Returns the line and the speed limit of its first road (nil without a network).
    /// - Complexity: O(edges near the point + detour length in edges).
    static func detour(from start: Coordinate, heading: Degrees, avoid: Degrees,
                       network: RoadNetwork?) -> (line: Polyline, limit: KilometersPerHour?) {
        if let network, let walked = walk(network, from: start, heading: heading, avoid: avoid) { return walked }
        let end = start.destination(distance: detourLength, bearing: heading)
        return (Polyline([start, end]), nil)
    }

    private static func walk(_ net: RoadNetwork, from start: Coordinate, heading: Degrees,
                             avoid: Degrees) -> (line: Polyline, limit: KilometersPerHour?)? {
        // The junction vertex: the nearest end of a nearby edge.
        var vertex: Int32 = -1
        var best = junctionRadius
        for snap in net.edgeIndex.nearest(to: start, within: junctionRadius) {
            let e = net.edges[Int(snap.edge)]
            for v in [e.source, e.target] {
                let d = net.vertices[Int(v)].coordinate.distance(to: start)
                if d <= best { best = d; vertex = v }
            }
        }
        guard vertex >= 0 else { return nil }
        var points = [start]
        var length: Meters = 0
        var bearing = heading
        var arrivedBy: Int32 = -1
        var limit: KilometersPerHour?
        var visited = Set<Int32>()
        while length < detourLength {
            var choice: (edge: Int, turn: Degrees)?
            for ei in net.outgoing(vertex) {
                let e = net.edges[ei]
                if arrivedBy >= 0 && (Int32(ei) == net.edges[Int(arrivedBy)].reverse) { continue }
                let shape = net.shape(of: ei)
                guard shape.count >= 2 else { continue }
                let b = shape[shape.startIndex].bearing(to: shape[shape.startIndex + 1])
                let turn = abs(Angle.turn(from: bearing, to: b))
                if turn > maxStraightTurn { continue }
                if arrivedBy < 0 && abs(Angle.turn(from: avoid, to: b)) < routeExitTolerance { continue }
                if e.length <= 0 { continue }
                if let current = choice, current.turn <= turn { continue }
                choice = (ei, turn)
            }
            guard let c = choice, visited.insert(Int32(c.edge)).inserted else { break }
            let e = net.edges[c.edge]
            if limit == nil {
                let road = net.roads[Int(e.road)]
                limit = road.speedLimit(forward: e.isForward) ?? road.highway.defaultSpeed
            }
            let shape = net.shape(of: c.edge)
            points.append(contentsOf: shape.dropFirst())
            length += e.length
            let n = shape.endIndex
            bearing = shape[n - 2].bearing(to: shape[n - 1])
            arrivedBy = Int32(c.edge)
            vertex = e.target
        }
        guard points.count >= 2, length > 0 else { return nil }
        return (Polyline(points), limit)
    }
}
