/// A `type=restriction` relation resolved onto the network.
public struct TurnRestriction: Sendable, Hashable {
    public enum Kind: UInt8, Sendable {
        /// `no_left_turn`, `no_right_turn`, `no_straight_on`, `no_u_turn`, `no_entry`, `no_exit`: this turn is forbidden.
        case prohibitive
        /// `only_left_turn`, `only_right_turn`, `only_straight_on`, `only_u_turn`: every other turn is forbidden.
        case mandatory
    }

    public var kind: Kind
    /// The OSM `restriction` value (e.g. "no_left_turn").
    public var value: String
    public var osmID: Int64
    /// Index of the `from` road in `RoadNetwork.roads`.
    public var fromRoad: Int32
    /// The `via` node as a vertex index (when via is a node).
    public var viaVertex: Int32?
    /// The `via` ways as road indices, in order (when via is one or more ways).
    public var viaRoads: [Int32]
    /// Index of the `to` road.
    public var toRoad: Int32

    public init(kind: Kind, value: String, osmID: Int64, fromRoad: Int32, viaVertex: Int32?, viaRoads: [Int32] = [], toRoad: Int32) {
        self.kind = kind
        self.value = value
        self.osmID = osmID
        self.fromRoad = fromRoad
        self.viaVertex = viaVertex
        self.viaRoads = viaRoads
        self.toRoad = toRoad
    }
}
