import Geo

/// The traffic world frozen for one epoch: jam factor and speed per directed edge, and the active incidents.
public struct TrafficSnapshot: Sendable {
    /// `time / TrafficModel.epochLength`.
    public let epoch: Int
    /// The model's injection generation this was made from.
    public let generation: Int
    /// The time of day the values hold for (the epoch's start).
    public let time: Seconds
    /// Per directed edge: jam factor 0 … 10.
    public let jam: [Float]
    /// Per directed edge: km/h traffic allows (0 = closed).
    public let speed: [Float]
    /// Per directed edge: km/h with no traffic.
    public let freeFlow: [Float]
    /// Active incidents, ordered by start then id.
    public let incidents: [TrafficIncident]

    public func flow(edge: Int) -> TrafficFlow {
        guard edge >= 0 && edge < jam.count else { return TrafficFlow(jamFactor: 0, speed: 0, freeFlowSpeed: 0) }
        return TrafficFlow(jamFactor: Double(jam[edge]), speed: Double(speed[edge]), freeFlowSpeed: Double(freeFlow[edge]))
    }

    @inline(__always) public func isClosed(edge: Int) -> Bool { jam[edge] >= 10 }

    /// Active incidents on one directed edge.
    public func incidents(onEdge edge: Int32) -> [TrafficIncident] { incidents.filter { $0.edges.contains(edge) } }

    /// Only the incidents whose type is in `types` (the incident layer's content filter); nil keeps all.
    public func incidents(of types: Set<IncidentType>?) -> [TrafficIncident] {
        guard let types else { return incidents }
        return incidents.filter { types.contains($0.type) }
    }
}
