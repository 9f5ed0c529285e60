import Text
import Geo
import MapData
import Routing
import Traces

/// Where the simulated vehicle truly was at a sample: the ground truth a matcher is scored against.
public struct TruePosition: Sendable, Hashable {
    /// The noise-free position.
    public var coordinate: Coordinate
    /// The directed edge under the vehicle (nil while it drives off the route, on a missed-turn detour).
    public var edge: Int32?
}

/// A simulated drive recorded as a receiver would: the (noisy) samples and, for scoring, the truth behind each.
public struct RecordedDrive: Sendable {
    public var samples: [LocationSample]
    public var truth: [TruePosition]

    /// The samples as trace fixes with absolute times (`start` = seconds since 1970 of the first sample).
    /// Fixes are 2D (the simulator has no altitude) and carry speed and course.
    public func fixes(start: Seconds) -> [Fix] {
        samples.map { s in
            Fix(time: start + s.time, coordinate: s.coordinate, speed: s.speed, course: s.course, mode: .twoD,
                horizontalAccuracy: s.horizontalAccuracy)
        }
    }
}

/// Drives routes with `SimulatedVehicle` and keeps each sample with its ground truth.
public enum DriveRecorder {
    /// Runs the vehicle to the destination (or `timeLimit` seconds of simulated time).
    /// - Complexity: O(samples × log edges) plus the vehicle's own work.
    public static func record(route: Route, options: SimulationOptions, network: RoadNetwork,
                              timeLimit: Seconds? = nil) -> RecordedDrive {
        let limit = timeLimit ?? (4 * route.duration + 600)
        let locator = RouteEdgeLocator(route: route, network: network)
        var vehicle = SimulatedVehicle(route: route, options: options, network: network)
        var samples = [LocationSample]()
        var truth = [TruePosition]()
        while let s = vehicle.next() {
            samples.append(s)
            truth.append(TruePosition(coordinate: vehicle.position, edge: vehicle.isOnDetour ? nil : locator.edge(at: vehicle.offset)))
            if s.time > limit { break }
        }
        return RecordedDrive(samples: samples, truth: truth)
    }
}

/// Maps offsets along a route to the network edges it follows.
public struct RouteEdgeLocator: Sendable {
    private let edges: [Int32]
    /// Route offset where each edge's driven part ends.
    private let ends: [Meters]

    public init(route: Route, network: RoadNetwork) {
        edges = route.edges
        var ends = [Meters]()
        var total: Meters = 0
        for (k, e) in route.edges.enumerated() {
            var length = network.edges[Int(e)].length
            if k == 0, let first = route.geometry.first {
                length -= PathAssembler.project(first, onto: Int(e), network: network).offset
            }
            total += max(0, length)
            ends.append(total)
        }
        // The route's own length differs from the edge sum by rounding and by the partial last edge; the last edge
        // runs to the end.
        if !ends.isEmpty { ends[ends.count - 1] = .infinity }
        self.ends = ends
    }

    /// The edge at a route offset.
    /// - Complexity: O(log edges).
    public func edge(at offset: Meters) -> Int32? {
        guard !edges.isEmpty else { return nil }
        // The first edge ending at or past the offset; the last edge past the end.
        return edges[BinarySearch.partitionPoint(0..<(ends.count - 1)) { ends[$0] < offset }]
    }
}
