import Text
import Geo
import MapData

/// Derives turn-by-turn maneuvers from the edges a route drives (in the manner of Valhalla's maneuver builder and
/// OSRM's guidance): a maneuver where the driver must act or the road's name changes, none where a road merely
/// changes OSM way.
///
/// Turn classes by the absolute bearing change at the junction (bearings measured over 12 m of each edge):
/// under 25° straight (`continue`, or a `keepLeft`/`keepRight` when another road also leaves nearly straight),
/// 25–55° slight, 55–130° normal, 130° and more sharp; driving back onto the same edge is a U-turn.
///
/// The limits are our choice, inside the range two reference engines use (as deviation from straight on):
/// - OSRM 4 (`include/extractor/turn_instructions.hpp`, `GetTurnDirectionOfInstruction`, angles with 180 =
///   straight): straight under 22°, slight 22–67°, normal 67–113°, sharp 113–157°, U-turn beyond;
/// - Valhalla (`baldr/turn.cc`, `Turn::GetType`, turn degrees 0 = straight): straight 0–10°, slight 11–44°,
///   normal 45–135°, sharp 136–159°, reverse 160–200°.
/// Straight is wider than Valhalla's so that gentle bends in OSM geometry stay silent, as in OSRM; sharp starts
/// near Valhalla's 136° rather than OSRM's 113°, so that an ordinary right-angle-plus junction reads "turn right".
struct ManeuverBuilder {
    /// Below this a change of direction is straight on (OSRM 4: 22°, Valhalla: 11°).
    static let straightLimit: Degrees = 25
    /// Below this a turn is slight (OSRM 4: 67°, Valhalla: 45°).
    static let slightLimit: Degrees = 55
    /// From this a turn is sharp (OSRM 4: 113°, Valhalla: 136°).
    static let sharpLimit: Degrees = 130
    /// Two roads leaving within this of straight make a fork.
    static let forkLimit: Degrees = 35
    /// A name change this soon after a maneuver is folded into it.
    static let collapseDistance: Meters = 15
    /// A destination closer to the road than this is "straight ahead", not on a side.
    static let sideTolerance: Meters = 3

    let engine: ProfileEngine
    let traversals: [Traversal]
    let legs: [LegPath]
    let geometry: Polyline
    var network: RoadNetwork { engine.network }
    var costing: EdgeCosting { engine.costing }

    func build() -> [Maneuver] {
        guard let first = traversals.first, let last = traversals.last else { return [] }
        var out = [Maneuver]()
        let startRoad = network.road(of: first.edge)
        out.append(maneuver(.depart, at: 0, before: Double(costing.startBearing[first.edge]),
                            after: geometry.bearing(at: 0) ?? Double(costing.startBearing[first.edge]),
                            road: startRoad, leg: 0))
        var roundaboutIndex: Int?
        var roundaboutExits = 0
        var lastMainClass = startRoad.highway
        for i in 1..<traversals.count {
            let prev = traversals[i - 1], cur = traversals[i]
            let inRoad = network.road(of: prev.edge), outRoad = network.road(of: cur.edge)
            if !inRoad.highway.isLink { lastMainClass = inRoad.highway }
            let at = prev.routeTo
            if cur.leg != prev.leg {
                var m = maneuver(.waypoint, at: at, before: Double(costing.endBearing[prev.edge]),
                                 after: Double(costing.startBearing[cur.edge]), road: inRoad, leg: prev.leg)
                m.side = side(leg: legs[prev.leg], arrivingBearing: geometry.bearing(at: max(0, at - 1)) ?? 0)
                out.append(m)
                if cur.edge == prev.edge { continue }
            }
            if cur.edge == prev.edge { continue }
            let before = Double(costing.endBearing[prev.edge]), after = Double(costing.startBearing[cur.edge])
            let leg = cur.leg
            if network.edges[prev.edge].reverse == Int32(cur.edge) {
                out.append(maneuver(.uTurn, at: at, before: before, after: after, road: outRoad, leg: leg))
                continue
            }
            let inRound = inRoad.flags.contains(.roundabout), outRound = outRoad.flags.contains(.roundabout)
            let options = exits(from: prev.edge, taking: cur.edge)
            if !inRound && outRound {
                roundaboutIndex = out.count
                roundaboutExits = 0
                out.append(maneuver(.roundabout, at: at, before: before, after: after, road: outRoad, leg: leg))
                continue
            }
            if inRound && outRound {
                if options.contains(where: { !network.road(of: $0.edge).flags.contains(.roundabout) }) { roundaboutExits += 1 }
                continue
            }
            if inRound && !outRound {
                // The exit is part of the roundabout maneuver (one step, as OSRM's and GraphHopper's instructions):
                // it learns its exit number, the road it leaves onto and the bearing it leaves with. A route that
                // starts on the roundabout gets its roundabout maneuver here, at the exit.
                roundaboutExits += 1
                let r = roundaboutIndex ?? out.count
                if roundaboutIndex == nil {
                    out.append(maneuver(.roundabout, at: at, before: before, after: after, road: outRoad, leg: leg))
                }
                out[r].roundaboutExit = roundaboutExits
                out[r].roadName = Self.clean(outRoad.name)
                out[r].roadRef = Self.clean(outRoad.ref)
                out[r].bearingAfter = Angle.normalized(after)
                roundaboutIndex = nil
                continue
            }
            let angle = costing.turnAngle(from: prev.edge, to: cur.edge)
            let mainIn = inRoad.highway.mainClass
            if (inRoad.highway == .motorway || inRoad.highway == .trunk) && outRoad.highway.isLink && outRoad.highway.mainClass == mainIn {
                let straightOn = options.filter { network.road(of: $0.edge).highway == inRoad.highway }.map(\.angle)
                let leftExit = straightOn.first.map { angle < $0 } ?? (angle < 0)
                var m = maneuver(leftExit ? .exitLeft : .exitRight, at: at, before: before, after: after, road: outRoad, leg: leg)
                let junction = junctionFeature(prev.edge, cur.edge)
                m.exitNumber = Self.clean(junction?.ref)
                m.destination = Self.signpost(outRoad) ?? Self.clean(junction?.name)
                out.append(m)
                continue
            }
            if inRoad.highway.isLink && !outRoad.highway.isLink && (outRoad.highway == .motorway || outRoad.highway == .trunk) {
                let kind: ManeuverKind = outRoad.highway == .motorway && lastMainClass != .motorway ? .enterMotorway : .merge
                out.append(maneuver(kind, at: at, before: before, after: after, road: outRoad, leg: leg))
                continue
            }
            let sameName = Self.sameName(inRoad, outRoad)
            let magnitude = abs(angle)
            if options.isEmpty {
                guard !sameName else { continue }
                let kind: ManeuverKind = magnitude < Self.slightLimit ? .nameChange : Self.turnKind(angle)
                append(&out, maneuver(kind, at: at, before: before, after: after, road: outRoad, leg: leg))
                continue
            }
            let nearStraight = options.filter { abs($0.angle) < Self.forkLimit }
            if magnitude < Self.forkLimit && !nearStraight.isEmpty {
                let leftmost = nearStraight.allSatisfy { angle < $0.angle }
                let rightmost = nearStraight.allSatisfy { angle > $0.angle }
                if leftmost || rightmost {
                    var m = maneuver(leftmost ? .keepLeft : .keepRight, at: at, before: before, after: after, road: outRoad, leg: leg)
                    m.destination = Self.signpost(outRoad)
                    out.append(m)
                    continue
                }
            }
            if magnitude < Self.straightLimit {
                if !sameName { append(&out, maneuver(.continue, at: at, before: before, after: after, road: outRoad, leg: leg)) }
                continue
            }
            if sameName && !options.contains(where: { abs($0.angle) < magnitude }) && magnitude < Self.slightLimit { continue }
            var turn = maneuver(Self.turnKind(angle), at: at, before: before, after: after, road: outRoad, leg: leg)
            if outRoad.highway.isLink { turn.destination = Self.signpost(outRoad) }
            out.append(turn)
        }
        var arrive = maneuver(.arrive, at: geometry.length, before: geometry.bearing(at: geometry.length) ?? 0, after: 0,
                              road: network.road(of: last.edge), leg: last.leg)
        arrive.side = side(leg: legs[last.leg], arrivingBearing: geometry.bearing(at: geometry.length) ?? 0)
        out.append(arrive)
        fillSteps(&out)
        for i in out.indices { out[i].instruction = Instructions.text(for: out[i]) }
        return out
    }

    /// Adds a name-change maneuver, or folds it into the previous maneuver when it follows within a few metres.
    private func append(_ out: inout [Maneuver], _ m: Maneuver) {
        if m.kind == .nameChange || m.kind == .continue, var last = out.last, last.kind != .arrive, last.kind != .waypoint,
           m.offset - last.offset < Self.collapseDistance {
            last.roadName = m.roadName
            last.roadRef = m.roadRef
            out[out.count - 1] = last
            return
        }
        out.append(m)
    }

    static func turnKind(_ angle: Degrees) -> ManeuverKind {
        let m = abs(angle)
        if m < slightLimit { return angle < 0 ? .slightLeft : .slightRight }
        if m < sharpLimit { return angle < 0 ? .left : .right }
        return angle < 0 ? .sharpLeft : .sharpRight
    }

    /// Is `b` the same street as `a` for guidance: both unnamed, or sharing a name, or the same numbered road
    /// (its `ref`) under a new local name (as Valhalla compares street-name sets).
    static func sameName(_ a: Road, _ b: Road) -> Bool {
        if a.name == nil && a.ref == nil && b.name == nil && b.ref == nil { return a.highway.isLink == b.highway.isLink }
        if let r = a.ref, r == b.ref { return true }
        if let n = a.name, n == b.name { return true }
        return false
    }

    /// The other roads a driver could take at the end of `edge` (not the one taken, not turning back), with angles.
    private func exits(from edge: Int, taking taken: Int) -> [(edge: Int, angle: Degrees)] {
        let e = network.edges[edge]
        var out = [(Int, Degrees)]()
        for f in network.outgoing(e.target) where f != taken && Int32(f) != e.reverse && costing.use[f] != .forbidden {
            out.append((f, costing.turnAngle(from: edge, to: f)))
        }
        return out
    }

    /// The motorway_junction node at the junction between two edges.
    private func junctionFeature(_ a: Int, _ b: Int) -> PointFeature? {
        let tolerance: Meters = 1
        for f in network.features(on: a) where f.offset >= network.edges[a].length - tolerance {
            let p = network.pointFeatures[Int(f.feature)]
            if p.kind == .motorwayJunction { return p }
        }
        for f in network.features(on: b) where f.offset <= tolerance {
            let p = network.pointFeatures[Int(f.feature)]
            if p.kind == .motorwayJunction { return p }
        }
        return nil
    }

    /// Which side of the road the requested destination of a leg lies on (by the sign of the cross product).
    private func side(leg: LegPath, arrivingBearing: Degrees) -> Side {
        let snapped = leg.toPoint, wanted = leg.to.requested
        guard snapped.distance(to: wanted) >= Self.sideTolerance else { return .straight }
        let angle = Angle.turn(from: arrivingBearing, to: snapped.bearing(to: wanted))
        if abs(angle) < 10 || abs(angle) > 170 { return .straight }
        return angle > 0 ? .right : .left
    }

    private func maneuver(_ kind: ManeuverKind, at offset: Meters, before: Degrees, after: Degrees, road: Road, leg: Int) -> Maneuver {
        Maneuver(kind: kind, offset: offset, location: geometry.coordinate(at: offset) ?? Coordinate(0, 0),
                 bearingBefore: Angle.normalized(before), bearingAfter: Angle.normalized(after),
                 roadName: Self.clean(road.name), roadRef: Self.clean(road.ref), leg: leg)
    }

    /// Step lengths and durations from each maneuver to the next.
    private func fillSteps(_ out: inout [Maneuver]) {
        var cumulative = [Seconds]()
        var t: Seconds = 0
        for tr in traversals {
            cumulative.append(t)
            t += tr.duration
        }
        func time(at offset: Meters) -> Seconds {
            let lo = BinarySearch.lastIndex(traversals.indices) { traversals[$0].routeFrom <= offset }
            let tr = traversals[lo]
            let f = tr.length > 0 ? max(0, min(1, (offset - tr.routeFrom) / tr.length)) : 1
            return cumulative[lo] + tr.duration * f
        }
        for i in out.indices {
            let next = i + 1 < out.count ? out[i + 1].offset : out[i].offset
            out[i].stepLength = max(0, next - out[i].offset)
            out[i].stepDuration = max(0, time(at: next) - time(at: out[i].offset))
        }
    }

    /// A link's signpost: "B3006: Harbourne North, Hill Road" from `destination:ref` and `destination` (";" lists).
    static func signpost(_ road: Road) -> String? {
        let dest = road.destination.map { $0.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ", ") }
        let ref = road.destinationRef.map { $0.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ", ") }
        return clean([ref, dest].compactMap { $0 }.joined(separator: ": "))
    }
}
