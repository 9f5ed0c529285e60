import Geo

/// One incident: what, how bad, when, where (a directed network edge and an offset on it), and a description.
public struct TrafficIncident: Sendable, Hashable {
    /// Stable identifier ("s-415-1203" for seeded ones, the file's id for scenario ones).
    public var id: String
    public var type: IncidentType
    public var criticality: IncidentCriticality
    /// Time of day in seconds since the midnight the simulation starts from (may exceed 86,400 on later days).
    public var start: Seconds
    public var end: Seconds
    /// The point the incident is at.
    public var coordinate: Coordinate
    /// The directed edges it affects (one, or both directions of a road piece).
    public var edges: [Int32]
    /// Distance from the first edge's source to the incident.
    public var offset: Meters
    public var description: String

    public init(id: String, type: IncidentType, criticality: IncidentCriticality, start: Seconds, end: Seconds,
                coordinate: Coordinate, edges: [Int32], offset: Meters, description: String) {
        self.id = id
        self.type = type
        self.criticality = criticality
        self.start = start
        self.end = end
        self.coordinate = coordinate
        self.edges = edges
        self.offset = offset
        self.description = description
    }

    /// Active at a time of day: start ≤ t < end.
    public func isActive(at t: Seconds) -> Bool { start <= t && t < end }

    /// True for a road closure: the edges cannot be driven while it is active.
    public var closesRoad: Bool { type == .roadClosure }

    /// The jam factor the incident holds its edges at, at least (`TrafficFlow.closedJam` for a closure).
    public var jamFloor: Double {
        switch type {
        case .roadClosure: TrafficFlow.closedJam
        case .accident, .disabledVehicle, .construction, .laneRestriction, .congestion, .roadHazard:
            criticality.jamFloor
        case .massTransit, .plannedEvent, .weather, .other:
            criticality.jamFloor * 0.6
        }
    }
}
