import Geo
import MapData

/// A waypoint placed on the network: the directed edges it may start or end on.
struct WaypointSnap: Sendable {
    struct Candidate: Sendable, Hashable {
        var state: Int32
        var edge: Int
        /// Distance from the edge's source to the snapped point.
        var offset: Meters
        var coordinate: Coordinate
        var distance: Meters
        /// Extra search weight (leaving against the requested heading).
        var penalty: Int32
    }

    var requested: Coordinate
    var candidates: [Candidate]

    /// Candidates on the same road piece within this much of the nearest are kept too (both directions, ties).
    static let tieTolerance: Meters = 0.5
    /// Leaving more than this away from `startHeading` counts as turning round.
    static let headingTolerance: Degrees = 90

    /// Snaps a point to the nearest usable edge (both directions of it). When that edge lies outside the graph's main
    /// strongly connected component, the nearest edge of the main component within `maxDistance` is added as well.
    static func snap(_ point: Coordinate, index: Int, maxDistance: Meters, heading: Degrees?,
                     engine: ProfileEngine) throws(RoutingError) -> WaypointSnap {
        let network = engine.network, graph = engine.graph
        guard point.isValid else { throw .noRoadNear(index: index, coordinate: point, maxDistance: maxDistance) }
        // Search a small circle first and widen it only when needed (most points lie near a road).
        let inMain = { (s: EdgeIndex.PieceSnap) in graph.component[Int(graph.stateOfEdge[Int(s.edge)])] == graph.mainComponent }
        // Found unplaced: only the snaps kept below are placed (their offsets summed along their edges).
        var found = [EdgeIndex.PieceSnap]()
        // Growing radii: each of `snapRadii` below the maximum snap distance, then the maximum (no array made per snap).
        for step in 0...snapRadii.count {
            let radius = step < snapRadii.count ? snapRadii[step] : maxDistance
            guard step == snapRadii.count || radius < maxDistance else { continue }
            found = network.edgeIndex.nearestPieces(to: point, within: radius, limit: 24)
            found.removeAll { graph.stateOfEdge[Int($0.edge)] < 0 }
            if found.contains(where: inMain) { break }
        }
        guard let nearest = found.first else {
            throw .noRoadNear(index: index, coordinate: point, maxDistance: maxDistance)
        }
        // Nearest first, so the ties with the nearest are a prefix.
        let tied = found.prefix { $0.distance <= nearest.distance + tieTolerance }
        var candidates = [Candidate]()
        candidates.reserveCapacity(tied.count)
        for piece in tied {
            candidates.append(candidate(piece, heading: heading, engine: engine))
        }
        // As OSRM does, a point nearest to a piece cut off from the main network (a one-way stub at the edge of an
        // extract, a fenced estate) may also use the nearest edge of the main network.
        if !tied.contains(where: inMain), let main = found.first(where: inMain) {
            for piece in found where piece.distance <= main.distance + tieTolerance && inMain(piece) {
                candidates.append(candidate(piece, heading: heading, engine: engine))
            }
        }
        return WaypointSnap(requested: point, candidates: candidates)
    }

    /// A found snap placed on its edge, with its penalty for leaving against `heading`.
    private static func candidate(_ piece: EdgeIndex.PieceSnap, heading: Degrees?, engine: ProfileEngine) -> Candidate {
        let network = engine.network
        let s = network.edgeIndex.place(piece)
        let e = Int(s.edge)
        var penalty: Int32 = 0
        if let h = heading, let b = Polyline.bearing(along: network.shape(of: e), at: s.offset),
           abs(Angle.turn(from: h, to: b)) > headingTolerance {
            penalty = engine.costing.byDistance ? 0 : EdgeCosting.milliseconds(EdgeCosting.uTurn)
        }
        return Candidate(state: engine.graph.stateOfEdge[e], edge: e, offset: s.offset, coordinate: s.coordinate,
                         distance: s.distance, penalty: penalty)
    }

    /// The search radii tried before the maximum snap distance (those below it).
    static let snapRadii: [Meters] = [50, 150, 400]

    /// The weight of driving the part of a candidate's edge after its offset.
    static func remainingWeight(_ c: Candidate, graph: TurnGraph, network: RoadNetwork,
                                traffic: TrafficCosting? = nil) -> Int32 {
        let length = network.edges[c.edge].length
        let fraction = length > 0 ? max(0, min(1, 1 - c.offset / length)) : 0
        let whole = traffic?.stateWeight(Int(c.state)) ?? graph.stateWeight[Int(c.state)]
        if whole == Weight.unreachable.raw { return whole }
        return Int32((Double(whole) * fraction).rounded())
    }

    /// The query between two snapped waypoints (see `PathQuery` for the key conventions); with `traffic`, keys
    /// are costed by it (a closed start or end edge is unreachable), and each target also gets the key the static
    /// costing would give it (`PathQuery.staticTargetKeys`).
    static func query(from a: WaypointSnap, to b: WaypointSnap, graph: TurnGraph, network: RoadNetwork,
                      traffic: TrafficCosting? = nil) -> PathQuery {
        let sources = a.candidates.map {
            PathQuery.Source(state: $0.state, key: (Weight(remainingWeight($0, graph: graph, network: network, traffic: traffic)) + Weight($0.penalty)).raw)
        }
        let remaining = b.candidates.map { remainingWeight($0, graph: graph, network: network, traffic: traffic) }
        var shift = remaining.filter { $0 != Weight.unreachable.raw }.max() ?? 0
        // With traffic, the static keys too, shifted alike by their own largest remaining weight (the traffic's shift
        // moves each minute); a static query (the common one) makes none.
        let staticRemaining = traffic == nil ? [] : b.candidates.map { remainingWeight($0, graph: graph, network: network) }
        let staticShift = staticRemaining.indices.lazy.filter { remaining[$0] != Weight.unreachable.raw }.map { staticRemaining[$0] }.max() ?? 0
        var targets = [PathQuery.Target](), staticKeys: [Int32]? = traffic == nil ? nil : []
        for (i, t) in b.candidates.enumerated() where remaining[i] != Weight.unreachable.raw {
            let behind = a.candidates.contains { $0.state == t.state && $0.offset > t.offset }
            if !behind {
                targets.append(PathQuery.Target(state: t.state, key: shift - remaining[i], then: -1))
                staticKeys?.append(staticShift - staticRemaining[i])
                continue
            }
            // The target lies behind the start on the same edge: it must be entered again by an arc.
            for k in graph.inArcs(of: Int(t.state)) {
                let arc = Int(graph.inArc[k])
                let w = traffic?.arcWeight(arc) ?? graph.arcWeight[arc]
                targets.append(PathQuery.Target(state: graph.arcSource[arc], key: (Weight(shift) + Weight(w)).raw - remaining[i],
                                                then: t.state))
                staticKeys?.append((Weight(staticShift) + Weight(graph.arcWeight[arc])).raw - staticRemaining[i])
            }
        }
        if let low = targets.map(\.key).min(), low < 0 {
            shift -= low
            for i in targets.indices { targets[i].key -= low }
        }
        return PathQuery(sources: sources, targets: targets, shift: shift, staticTargetKeys: staticKeys)
    }
}
