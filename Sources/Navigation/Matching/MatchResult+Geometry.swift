import Geo
import MapData

extension MatchResult {
    /// The road geometry a matched sub-path drove, from its first matched point to its last.
    /// - Complexity: O(shape points of the segment's edges).
    public func geometry(of segment: Int, network: RoadNetwork) -> Polyline {
        let s = segments[segment]
        var coordinates = [Coordinate]()
        for e in s.edges {
            let shape = network.shape(of: Int(e))
            for c in shape where coordinates.last != c { coordinates.append(c) }
        }
        let path = Polyline(coordinates)
        // Edge lengths and the polyline's agree up to rounding; scale the segment's offsets to the polyline.
        let edgeSum = s.edges.reduce(0) { $0 + network.edges[Int($1)].length }
        let scale = edgeSum > 0 ? path.length / edgeSum : 1
        let start = s.startOffset * scale
        return path.slice(from: start, to: start + max(0, s.length) * scale)
    }
}
