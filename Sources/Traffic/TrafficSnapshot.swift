import Geo

/// The traffic world frozen for one epoch: jam factor and speed per directed edge, and the active incidents.
///
/// Per-edge values are evaluated when read (`EpochFlow`), so making a snapshot costs O(incidents) and a reader pays
/// for the edges it reads; every read of one edge in one snapshot gives the same number.
public struct TrafficSnapshot: Sendable {
    /// `time / TrafficModel.epochLength`.
    public let epoch: Int
    /// The model's injection generation this was made from.
    public let generation: Int
    /// The time of day the values hold for (the epoch's start).
    public let time: Seconds
    /// Active incidents, ordered by start then id.
    public let incidents: [TrafficIncident]
    @usableFromInline let field: EpochFlow

    init(epoch: Int, generation: Int, time: Seconds, incidents: [TrafficIncident], field: EpochFlow) {
        self.epoch = epoch
        self.generation = generation
        self.time = time
        self.incidents = incidents
        self.field = field
    }

    /// Per-edge values of a snapshot, indexed by directed edge and read on demand.
    public struct EdgeValues: RandomAccessCollection, Sendable {
        enum Kind: Sendable { case jam, speed, freeFlow }
        let field: EpochFlow
        let kind: Kind
        public var startIndex: Int { 0 }
        public var endIndex: Int { field.count }
        @inline(__always) public subscript(edge: Int) -> Float {
            switch kind {
            case .jam: field.jam(edge)
            case .speed: field.speed(edge)
            case .freeFlow: field.base[edge].freeFlow
            }
        }
    }

    /// Per directed edge: jam factor 0 … 10.
    public var jam: EdgeValues { EdgeValues(field: field, kind: .jam) }
    /// Per directed edge: km/h traffic allows (0 = closed).
    public var speed: EdgeValues { EdgeValues(field: field, kind: .speed) }
    /// Per directed edge: km/h with no traffic.
    public var freeFlow: EdgeValues { EdgeValues(field: field, kind: .freeFlow) }
    /// Directed edges of the network.
    public var edgeCount: Int { field.count }

    public func flow(edge: Int) -> TrafficFlow { evaluated(edge).flow }

    /// The flow of a directed edge (no traffic on an edge the network does not have), and whether an active
    /// incident lies on it: what `flow(edge:)` and `flows(edges:noise:)` read.
    /// `noise`: the edge's flow noise when the caller kept it (`FlowNoise`), else it is hashed here.
    @inline(__always) private func evaluated(_ edge: Int, noise: (Double, Double)? = nil) -> (flow: TrafficFlow, incident: Bool) {
        guard edge >= 0 && edge < field.count else { return (TrafficFlow(jamFactor: 0, speed: 0, freeFlowSpeed: 0), false) }
        let f = field.flow(edge, noise: noise ?? field.noise(edge))
        return (TrafficFlow(jamFactor: Double(f.jam), speed: Double(f.speed), freeFlowSpeed: Double(f.freeFlow)), f.incident)
    }

    /// `flows(edges:noise:)` of `count` edges (`edge(k)` for k in 0 ..< count), their noise hashed afresh.
    /// - Complexity: O(count).
    public func flows(count: Int, edge: (Int) -> Int32) -> (flows: [TrafficFlow], withIncident: [Int]) {
        var noise = FlowNoise()
        return flows(edges: (0..<max(0, count)).map(edge), noise: &noise)
    }

    /// `flow(edge:)` of each of `edges`, in order, and the positions k of those an active incident lies on
    /// (`hasIncident(onEdge:)`, which the flow's evaluation finds out anyway): what a route's readers ask each
    /// minute. The edges are read in place (a closure was a call per edge), and each edge's flow noise is read from
    /// `noise` when it holds this snapshot's lattice point for the same edges (and filled when not): the noise moves
    /// on a 10-minute lattice, so a route's readers, who ask each minute for the same edges, hash them once per
    /// lattice point, not once a minute.
    /// - Parameter noise: kept by the caller for one list of edges (the same `edges` at each call).
    /// - Complexity: O(edges).
    public func flows(edges: [Int32], noise: inout FlowNoise) -> (flows: [TrafficFlow], withIncident: [Int]) {
        let n = edges.count
        let key = field.noiseKey
        if !(noise.prefix == key.prefix && noise.lattice == key.lattice && noise.values.count == n) {
            noise = FlowNoise(prefix: key.prefix, lattice: key.lattice, values: edges.map { edge in
                let e = Int(edge)
                return e >= 0 && e < field.count ? field.noise(e) : (0, 0)
            })
        }
        var withIncident = [Int]()
        let flows = edges.withUnsafeBufferPointer { edges in
            noise.values.withUnsafeBufferPointer { values in
                [TrafficFlow](unsafeUninitializedCapacity: n) { buffer, written in
                    for k in 0..<n {
                        let (flow, incident) = evaluated(Int(edges[k]), noise: values[k])
                        if incident { withIncident.append(k) }
                        buffer[k] = flow
                    }
                    written = n
                }
            }
        }
        return (flows, withIncident)
    }

    /// The flow noise of a list of edges at one lattice point (`flows(edges:noise:)`); empty to start with.
    public struct FlowNoise: Sendable {
        var prefix: UInt64 = 0
        var lattice = Int.min
        var values: [(Double, Double)] = []

        public init() {}

        init(prefix: UInt64, lattice: Int, values: [(Double, Double)]) {
            self.prefix = prefix
            self.lattice = lattice
            self.values = values
        }
    }

    /// `flow(edge:).speed`, or nil when the edge is closed (`flow(edge:).isClosed`): what a search's costing reads,
    /// without making the flow. Inlinable: inlined into the search's per-edge costing.
    @inlinable @inline(__always) public func speedUnlessClosed(edge: Int) -> KilometersPerHour? {
        guard edge >= 0 && edge < field.count else { return 0 }
        let f = field.flow(edge)
        return TrafficFlow.isClosed(jamFactor: Double(f.jam)) ? nil : Double(f.speed)
    }

    /// Only incidents can close a road (flow stops at `TrafficModel.maxFlowJam`), so this is a table probe.
    @inline(__always) public func isClosed(edge: Int) -> Bool {
        TrafficFlow.isClosed(jamFactor: Double(field.floors.floor(edge) ?? 0))
    }

    /// True when an active incident lies on a directed edge (a table probe, where `incidents(onEdge:)` filters).
    @inline(__always) public func hasIncident(onEdge edge: Int) -> Bool {
        edge >= 0 && edge < field.count && field.floors.floor(edge) != nil
    }

    /// Active incidents on one directed edge.
    public func incidents(onEdge edge: Int32) -> [TrafficIncident] { incidents.filter { $0.edges.contains(edge) } }

    /// Only the incidents whose type is in `types` (the incident layer's content filter); nil keeps all.
    public func incidents(of types: Set<IncidentType>?) -> [TrafficIncident] {
        guard let types else { return incidents }
        return incidents.filter { types.contains($0.type) }
    }
}
