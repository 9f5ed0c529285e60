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
    let field: EpochFlow

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

    public func flow(edge: Int) -> TrafficFlow {
        guard edge >= 0 && edge < field.count else { return TrafficFlow(jamFactor: 0, speed: 0, freeFlowSpeed: 0) }
        let j = field.jam(edge)
        return TrafficFlow(jamFactor: Double(j), speed: Double(field.speed(edge, jam: j)),
                           freeFlowSpeed: Double(field.base[edge].freeFlow))
    }

    /// Only incidents can close a road (flow stops at `TrafficModel.maxFlowJam`), so this is a table probe.
    @inline(__always) public func isClosed(edge: Int) -> Bool { (field.floors.floor(edge) ?? 0) >= 10 }

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
