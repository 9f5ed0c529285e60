import Geo
import MapData
import Routing

/// Builds synthetic routes for tests: straight drives, turns at corners, arcs, features and attribute spans,
/// with segments, maneuvers and legs filled in the way the router fills them.
struct RouteFixture {
    private(set) var points: [Coordinate]
    private(set) var heading: Degrees
    private var cumulative: Meters = 0
    private var segments: [RouteSegment] = []
    private var maneuvers: [Maneuver] = []
    private var spans: [AttributeSpan] = []
    private var features: [(kind: PointFeatureKind, offset: Meters)] = []
    private var legEnds: [Meters] = []
    private var pendingTurn: (kind: ManeuverKind, before: Degrees)?
    private var roadNumber: Int32 = 0

    init(start: Coordinate = Coordinate(50.80, -1.10), heading: Degrees = 0) {
        points = [start]
        self.heading = heading
    }

    var offset: Meters { cumulative }
    var position: Coordinate { points[points.count - 1] }

    /// Drives straight on for `length` on one road.
    mutating func drive(_ length: Meters, name: String?, ref: String? = nil, limit: KilometersPerHour? = 50,
                        highway: HighwayClass = .secondary) {
        let start = cumulative
        let steps = max(1, Int((length / 100).rounded(.up)))
        for _ in 0..<steps { append(position.destination(distance: length / Double(steps), bearing: heading)) }
        addSegment(from: start, name: name, ref: ref, limit: limit, highway: highway)
    }

    /// Drives an arc of `angle` degrees (positive = right) with `radius`, on one road.
    mutating func curve(_ angle: Degrees, radius: Meters, name: String?, limit: KilometersPerHour? = 50,
                        highway: HighwayClass = .secondary) {
        let start = cumulative
        let steps = max(2, Int(abs(angle) / 10))
        let stepAngle = angle / Double(steps)
        let chord = 2 * radius * sin(Angle.radians(abs(stepAngle)) / 2)
        for _ in 0..<steps {
            heading = Angle.normalized(heading + stepAngle / 2)
            append(position.destination(distance: chord, bearing: heading))
            heading = Angle.normalized(heading + stepAngle / 2)
        }
        addSegment(from: start, name: name, ref: nil, limit: limit, highway: highway)
    }

    /// A maneuver at the current point that turns by `angle` (the next `drive` names the road).
    mutating func turn(_ kind: ManeuverKind, by angle: Degrees) {
        pendingTurn = (kind, heading)
        heading = Angle.normalized(heading + angle)
    }

    /// Ends a leg here (an intermediate waypoint).
    mutating func waypoint() {
        legEnds.append(cumulative)
        maneuvers.append(maneuver(.waypoint, before: heading, name: segments.last?.name, instruction: "You have reached your waypoint"))
    }

    mutating func feature(_ kind: PointFeatureKind, at offset: Meters) { features.append((kind, offset)) }

    mutating func attribute(_ a: RouteAttributes, from: Meters, to: Meters) {
        spans.append(AttributeSpan(attribute: a, startOffset: from, endOffset: to))
    }

    func build(profile: RoutingProfile = .car) -> Route {
        let line = Polyline(points)
        var ms = maneuvers
        ms.append(Maneuver(kind: .arrive, offset: line.length, location: position, bearingBefore: heading, bearingAfter: heading,
                           roadName: segments.last?.name, instruction: "Arrive at your destination"))
        for i in ms.indices {
            ms[i].stepLength = i + 1 < ms.count ? ms[i + 1].offset - ms[i].offset : 0
        }
        var legs = [RouteLeg]()
        var from: Meters = 0
        var first = 0
        for end in legEnds + [line.length] {
            let last = ms.lastIndex { $0.offset <= end + 0.01 } ?? ms.count - 1
            legs.append(RouteLeg(startOffset: from, endOffset: end, duration: duration(from, end),
                                 from: line.coordinate(at: from) ?? position, to: line.coordinate(at: end) ?? position,
                                 maneuvers: first..<(last + 1)))
            for k in first...last { ms[k].leg = legs.count - 1 }
            first = last + 1
            from = end
        }
        let fs = features.sorted { $0.offset < $1.offset }.map {
            RouteFeature(kind: $0.kind, offset: $0.offset, coordinate: line.coordinate(at: $0.offset) ?? position)
        }
        return Route(geometry: line, duration: duration(0, line.length), legs: legs, maneuvers: ms, segments: segments,
                     attributeSpans: spans.sorted { $0.startOffset < $1.startOffset }, features: fs, edges: [], profile: profile)
    }

    private func duration(_ a: Meters, _ b: Meters) -> Seconds {
        var total: Seconds = 0
        for s in segments {
            let lo = max(a, s.startOffset), hi = min(b, s.endOffset)
            if hi > lo { total += s.duration * (hi - lo) / max(0.001, s.length) }
        }
        return total
    }

    private mutating func append(_ c: Coordinate) {
        cumulative += position.distance(to: c)
        points.append(c)
    }

    private mutating func addSegment(from start: Meters, name: String?, ref: String?, limit: KilometersPerHour?, highway: HighwayClass) {
        let speed = UnitConversion.mps(fromKmh: limit ?? highway.defaultSpeed)
        segments.append(RouteSegment(startOffset: start, endOffset: cumulative, duration: (cumulative - start) / speed,
                                     road: roadNumber, name: name, ref: ref, highway: highway, speedLimit: limit))
        roadNumber += 1
        let label = name ?? ref
        if maneuvers.isEmpty {
            maneuvers.append(Maneuver(kind: .depart, offset: start, location: points[0], bearingBefore: heading,
                                      bearingAfter: heading, roadName: name, roadRef: ref,
                                      instruction: "Depart on " + (label ?? "the road")))
        } else if let turn = pendingTurn {
            let words: [ManeuverKind: String] = [.left: "Turn left", .right: "Turn right", .slightLeft: "Bear left",
                                                 .slightRight: "Bear right", .sharpLeft: "Turn sharp left",
                                                 .sharpRight: "Turn sharp right", .continue: "Continue", .uTurn: "Make a U-turn"]
            let base = words[turn.kind] ?? turn.kind.rawValue
            var m = maneuver(turn.kind, before: turn.before, name: name, instruction: base + (label.map { " onto \($0)" } ?? ""))
            m.offset = start
            m.location = line(at: start)
            m.roadRef = ref
            maneuvers.append(m)
            pendingTurn = nil
        }
    }

    private func line(at offset: Meters) -> Coordinate { Polyline(points).coordinate(at: offset) ?? position }

    private func maneuver(_ kind: ManeuverKind, before: Degrees, name: String?, instruction: String) -> Maneuver {
        Maneuver(kind: kind, offset: cumulative, location: position, bearingBefore: before, bearingAfter: heading,
                 roadName: name, instruction: instruction)
    }
}

import Foundation
