import Geo
import MapData

/// Which side of the road traffic keeps to. Turns across oncoming traffic cost more (left where traffic keeps right).
public enum DrivingSide: String, Sendable, Hashable {
    case right, left

    /// The side a network's roundabouts reveal: counter-clockwise roundabouts mean right-hand traffic, clockwise ones
    /// left-hand traffic (both by the OSM rule that `junction=roundabout` ways point in the driving direction).
    /// Counts the turn direction between consecutive roundabout edges; right-hand traffic when there are none.
    /// - Complexity: O(E).
    public static func inferred(from network: RoadNetwork) -> DrivingSide {
        var leftTurns = 0, rightTurns = 0
        // One flag per road, read in order, so that the pass over the edges does not fetch a whole road record per
        // edge (at 10×10 Andorra that random access was 3 % of a compiled `navsim route` process).
        let roundabout = network.roads.map { $0.flags.contains(.roundabout) }
        for (i, e) in network.edges.enumerated() where roundabout[Int(e.road)] {
            guard EdgeCosting.use(of: e, road: network.roads[Int(e.road)], profile: .car) != .forbidden else { continue }
            let shape = network.shape(of: i)
            let arriving = EdgeCosting.bearing(shape, fromEnd: true)
            for f in network.outgoing(e.target) where Int32(f) != e.reverse {
                let next = network.edges[f]
                guard roundabout[Int(next.road)],
                      EdgeCosting.use(of: next, road: network.roads[Int(next.road)], profile: .car) != .forbidden else { continue }
                let turn = Angle.turn(from: arriving, to: EdgeCosting.bearing(network.shape(of: f), fromEnd: false))
                if turn < 0 { leftTurns += 1 } else if turn > 0 { rightTurns += 1 }
            }
        }
        return rightTurns > leftTurns ? .left : .right
    }
}
