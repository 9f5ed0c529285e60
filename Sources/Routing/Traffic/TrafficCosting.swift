import Geo
import MapData
import Traffic

/// One profile's costs under one traffic snapshot, evaluated per edge when a search asks: the seconds at the
/// traffic speed (signals and turns kept), the search weights of states and turn-graph arcs, closed edges
/// unreachable. Making one costs nothing per edge, so a new minute no longer rebuilds whole tables; a search
/// keeps what it evaluated for the minute in its workspace (`TrafficScratch`).
///
/// Traffic only slows a road down: the speed used is at most the profile's own speed for the edge (the model's free
/// flow is the same limit or class speed, and it is clamped to the profile's here, which matters for trucks), so
/// traffic weights are never below the static ones. `TrafficSearch` relies on that for its lower bounds.
final class TrafficCosting: Sendable {
    let epoch: Int
    let generation: Int
    let snapshot: TrafficSnapshot
    /// When set, the edges cost what this lower bound of a window's traffic allows instead of the snapshot's: a
    /// search on it proves a bound for every minute of the window (`Router.duration(for:below:)`).
    let window: TrafficWindow?
    let engine: ProfileEngine
    // The profile's tables, held here so that the per-edge path reads them without copying the costing.
    private let use: [EdgeCosting.Use]
    private let staticSeconds: [Seconds]
    private let staticWeight: [Int32]
    private let profileSpeed: [Float]
    private let byDistance: Bool
    private let stateEdge: [Int32]
    private let baseArcWeight: [Int32]
    private let arcTarget: [Int32]
    /// The most a path's weight can exceed its duration in milliseconds besides its start's penalty (a start against
    /// the heading pays the U-turn's weight, which is no time: `WaypointSnap.Candidate.penalty`), or nil when
    /// weights do not bound durations (a profile ranked by distance, or destination-only roads, whose entry penalty
    /// is no time).
    let weightOverDuration: Int64?

    /// - Parameters:
    ///   - previous: the profile's costing of an earlier minute, whose per-profile findings are reused.
    ///   - window: a lower bound of the traffic to cost by instead of `snapshot`'s (whose epoch and generation the
    ///     costing still bears).
    init(engine: ProfileEngine, snapshot: TrafficSnapshot, window: TrafficWindow? = nil, previous: TrafficCosting? = nil) {
        self.engine = engine
        self.snapshot = snapshot
        self.window = window
        epoch = snapshot.epoch
        generation = snapshot.generation
        let costing = engine.costing
        use = costing.use
        staticSeconds = costing.seconds
        staticWeight = costing.weight
        profileSpeed = costing.speed
        byDistance = costing.byDistance
        stateEdge = engine.graph.stateEdge
        baseArcWeight = engine.graph.arcWeight
        arcTarget = engine.graph.arcTarget
        if let previous, previous.engine === engine {
            weightOverDuration = previous.weightOverDuration
        } else if byDistance || use.contains(.destinationOnly) {
            weightOverDuration = nil
        } else {
            // Per arc, the turn's and the entered edge's milliseconds are each rounded (≤ 1 ms together) and a
            // cheapest path enters no state twice; the partial edges at both ends round twice more, and a target
            // behind the start adds one arc. (The start's penalty is the caller's: `weight(boundingDuration:startPenalty:)`.)
            weightOverDuration = Int64(engine.graph.stateCount) + 8
        }
    }

    /// A weight that a leg's cheapest path reaches only when its duration (`LegPath.duration` in this traffic)
    /// is at least `seconds`, or nil when weights do not bound durations.
    /// - Parameter startPenalty: the largest penalty of the leg's start candidates (0 for a start without a
    ///   heading, such as a waypoint the route passes through: its legs' proofs then stop 30 s of weight sooner
    ///   than with the U-turn's allowance every start used to get).
    func weight(boundingDuration seconds: Seconds, startPenalty: Int32) -> Int64? {
        guard let slack = weightOverDuration else { return nil }
        if seconds <= 0 { return 0 }
        return Int64(min(1e15, (seconds * 1000).rounded(.up))) + slack + Int64(max(0, startPenalty))
    }

    /// Seconds to drive a network edge in this traffic (`.infinity` when closed), and its search weight
    /// (`Weight.unreachable` when closed).
    /// - Complexity: O(1): one evaluation of the edge's flow (inlined, with the snapshot's read: a search evaluates
    ///   thousands of edges, and the two calls and the snapshot's copy were a sixth of each).
    @inline(__always) func edge(_ i: Int) -> (seconds: Seconds, weight: Int32) {
        guard Self.at(use, i) != .forbidden else { return (Self.at(staticSeconds, i), Self.at(staticWeight, i)) }
        guard let speed = window.map({ $0.fastestSpeed(edge: i) }) ?? snapshot.speedUnlessClosed(edge: i) else {
            return (.infinity, Weight.unreachable.raw)
        }
        let length = engine.network.edges[i].length
        let free = Double(Self.at(profileSpeed, i))
        let v = min(free, speed)
        guard v > 0, v < free, length > 0 else { return (Self.at(staticSeconds, i), Self.at(staticWeight, i)) }
        let seconds = Self.at(staticSeconds, i)
            + (length / UnitConversion.mps(fromKmh: v) - length / UnitConversion.mps(fromKmh: free))
        return (seconds, byDistance ? Self.at(staticWeight, i) : EdgeCosting.milliseconds(seconds))
    }

    /// An element of one of the profile's tables read without a bounds check: the costing is asked about the
    /// network's own edges and the graph's own states (as `TrafficSearch.TurnArcs` reads the graph), and the
    /// search asks for thousands (the network's edge record, read once, keeps its check).
    @inline(__always) private static func at<T>(_ table: [T], _ i: Int) -> T { table.withUnsafeBufferPointer { $0[i] } }

    /// Seconds to drive a network edge in this traffic (`.infinity` when closed).
    func seconds(edge i: Int) -> Seconds { edge(i).seconds }

    /// What traffic adds to the weight of a state's edge (≥ 0), or `Weight.unreachable` when it is closed.
    @inline(__always) func surcharge(state s: Int) -> Int32 {
        let f = Int(Self.at(stateEdge, s))
        let w = edge(f).weight
        if w == Weight.unreachable.raw { return w }
        return Int32(Int64(w) - Int64(Self.at(staticWeight, f)))
    }

    /// The search weight of driving a state's whole edge.
    func stateWeight(_ s: Int) -> Int32 { edge(Int(stateEdge[s])).weight }

    /// A turn-graph arc's weight with a given surcharge of the state it enters (as `TurnGraph.arcWeight`).
    @inline(__always) func arcWeight(_ a: Int, surcharge d: Int32) -> Int32 {
        Self.arcWeight(static: baseArcWeight[a], surcharge: d)
    }

    /// `arcWeight(_:surcharge:)` from the arc's static weight (`TurnGraph.arcWeight`), for a search that has read it.
    @inline(__always) static func arcWeight(static w: Int32, surcharge d: Int32) -> Int32 {
        if d == Weight.unreachable.raw { return d }
        return Int32(min(Int64(Weight.unreachable.raw - 1), Int64(w) + Int64(d)))
    }

    /// A turn-graph arc's weight: turn + entered edge (+ destination penalty).
    func arcWeight(_ a: Int) -> Int32 { arcWeight(a, surcharge: surcharge(state: Int(arcTarget[a]))) }

    /// Every arc's weight (for searches that change weights per query, such as alternatives).
    /// - Complexity: O(states + arcs).
    func arcWeights() -> [Int32] {
        let graph = engine.graph
        let surcharges = (0..<graph.stateCount).map { surcharge(state: $0) }
        return (0..<graph.arcCount).map { arcWeight($0, surcharge: surcharges[Int(graph.arcTarget[$0])]) }
    }
}
