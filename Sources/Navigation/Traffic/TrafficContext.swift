import Geo
import Routing
import Text
import Traffic

/// The traffic world a drive runs in: the one model, and the time of day at simulation time 0 (`--clock`).
public struct TrafficContext: Sendable {
    public let model: TrafficModel
    /// Seconds since midnight when the drive starts.
    public var startTime: Seconds
    /// The last route's flow, shared by the navigator and the car that hold copies of this context.
    let routeFlows = RouteFlows()

    public init(model: TrafficModel, startTime: Seconds) {
        self.model = model
        self.startTime = startTime
    }

    /// The time of day at a simulation time.
    public func timeOfDay(_ t: Seconds) -> Seconds { startTime + t }

    /// The world at a simulation time.
    public func snapshot(at t: Seconds) -> TrafficSnapshot { model.snapshot(at: startTime + t) }

    /// The flow on each edge span of a route in a snapshot, and the spans an active incident lies on (evaluated once
    /// per minute for all readers of the route).
    func flows(of route: Route, in snapshot: TrafficSnapshot) -> RouteFlows.Flows { routeFlows.flows(of: route, in: snapshot) }

    /// The epoch and generation `snapshot(at: t)` has, without taking it (a drive's readers ask every sample and
    /// rebuild what they keep only when this changes; the snapshot itself is a lock and a copy).
    @inline(__always) func snapshotKey(at t: Seconds) -> (epoch: Int, generation: Int) {
        (TrafficModel.epoch(at: timeOfDay(t)), model.generation)
    }

    /// `snapshotKey(at:)`, the epoch read from `window` when t lies in it (else worked out, and the window moved to
    /// t's epoch): the car and the navigator ask every sample, and the epoch changes once a minute.
    /// - Parameter window: a reader's, for this context's start time (forgotten when the context changes).
    @inline(__always) func snapshotKey(at t: Seconds, window: inout EpochWindow?) -> (epoch: Int, generation: Int) {
        if let w = window, w.from <= t, t <= w.through { return (w.epoch, model.generation) }
        let w = epochWindow(at: t)
        window = w
        return (w.epoch, model.generation)
    }

    /// The simulation times from t on that are known to share t's epoch.
    func epochWindow(at t: Seconds) -> EpochWindow {
        let epoch = TrafficModel.epoch(at: timeOfDay(t))
        // Just short of the epoch's end, kept when it works out to the same epoch (else the window is t alone).
        let last = Double(epoch + 1) * TrafficModel.epochLength - startTime - EpochWindow.margin
        let through = last > t && TrafficModel.epoch(at: timeOfDay(last)) == epoch ? last : t
        return EpochWindow(epoch: epoch, from: t, through: through)
    }
}

/// Simulation times that share one traffic epoch: `epoch` is that of `from` and of `through`, both worked out, so it
/// is that of every time between (the epoch of `startTime + t` never decreases as t grows: a rounded sum, a rounded
/// quotient and a floor each keep the order).
struct EpochWindow {
    let epoch: Int
    let from: Seconds
    let through: Seconds
    /// How far short of the epoch's end a window stops (a time nearer the end has its epoch worked out).
    static let margin: Seconds = 1e-6
}

extension TrafficContext {
    /// The traffic flow on each edge span of a route in one snapshot, worked out by the first reader in a minute and
    /// handed to the next: the navigator (ETA, trip bar) and the simulated car (its speeds) read the same route in the
    /// same minute, and each edge's jam factor was evaluated once for each of them. Shared by the copies of one
    /// `TrafficContext`.
    final class RouteFlows: Sendable {
        /// Each edge span's flow, and the indices of the spans an active incident lies on (in route order).
        typealias Flows = (flows: [TrafficFlow], withIncident: [Int])

        private struct Entry: Sendable {
            var epoch: Int
            var generation: Int
            var spans: [RouteEdgeSpan]
            /// The spans' edges, taken out once per route (the flows read them each minute).
            var edges: [Int32]
            var flows: [TrafficFlow]
            var withIncident: [Int]
            /// The spans' flow noise, kept for the next minutes of its lattice point.
            var noise: TrafficSnapshot.FlowNoise
        }

        private let last = Locked<Entry?>(nil)

        /// The flow of each of `route.edgeSpans` in `snapshot`.
        /// - Complexity: O(spans) flow evaluations the first time in a snapshot (their noise hashed once per lattice
        ///   point of the same route); then, for the same route, a comparison of its spans (O(1) when they share
        ///   storage, as the navigator's and the car's copies do).
        func flows(of route: Route, in snapshot: TrafficSnapshot) -> Flows {
            let (hit, kept) = last.withLock { entry -> (Flows?, (edges: [Int32], noise: TrafficSnapshot.FlowNoise)?) in
                guard let e = entry, e.spans == route.edgeSpans else { return (nil, nil) }
                guard e.epoch == snapshot.epoch, e.generation == snapshot.generation else { return (nil, (e.edges, e.noise)) }
                return ((e.flows, e.withIncident), nil)
            }
            if let hit { return hit }
            var noise = kept?.noise ?? TrafficSnapshot.FlowNoise()
            let edges = kept?.edges ?? route.edgeSpans.map(\.edge)
            let made = snapshot.flows(edges: edges, noise: &noise)
            let entry = Entry(epoch: snapshot.epoch, generation: snapshot.generation, spans: route.edgeSpans, edges: edges,
                              flows: made.flows, withIncident: made.withIncident, noise: noise)
            last.withLock { $0 = entry }
            return made
        }
    }
}
