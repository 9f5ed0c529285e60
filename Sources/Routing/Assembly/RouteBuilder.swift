import Geo
import MapData

/// Turns leg paths into a `Route`: geometry, legs, segments, attribute spans, features and maneuvers.
struct RouteBuilder: Sendable {
    let engine: ProfileEngine
    /// Per-edge seconds under traffic, when the route is planned with it.
    var traffic: TrafficCosting? = nil
    var trafficTime: Seconds? = nil
    var network: RoadNetwork { engine.network }

    /// - Complexity: O(total shape points + features) of the edges driven.
    func build(legs: [LegPath]) -> Route {
        let costing = engine.costing
        var traversals = [Traversal]()
        var coordinates = [Coordinate]()
        var routeLegs = [RouteLeg]()
        var offset: Meters = 0
        var free = [Seconds]()
        for (l, leg) in legs.enumerated() {
            let legStart = offset
            var legDuration: Seconds = 0
            for i in leg.edges.indices {
                let e = leg.edges[i]
                let w = leg.window(i, network: network)
                let length = network.edges[e].length
                let share = length > 0 ? (w.to - w.from) / length : 0
                var seconds = (traffic?.seconds(edge: e) ?? costing.seconds[e]) * share
                var freeSeconds = costing.seconds[e] * share
                if !seconds.isFinite { seconds = freeSeconds }
                if i > 0 {
                    let prev = leg.edges[i - 1]
                    let turn = costing.turnSeconds(from: prev, to: e, isUTurn: network.edges[prev].reverse == Int32(e))
                    seconds += turn
                    freeSeconds += turn
                }
                free.append(freeSeconds)
                if w.from <= 0 && w.to >= length {
                    for c in network.shape(of: e) where coordinates.last != c { coordinates.append(c) }
                } else {
                    for c in network.polyline(of: e).slice(from: w.from, to: w.to).coordinates where coordinates.last != c {
                        coordinates.append(c)
                    }
                }
                traversals.append(Traversal(edge: e, leg: l, edgeFrom: w.from, edgeTo: w.to, routeFrom: offset,
                                            routeTo: offset + (w.to - w.from), duration: seconds))
                offset += w.to - w.from
                legDuration += seconds
            }
            routeLegs.append(RouteLeg(startOffset: legStart, endOffset: offset, duration: legDuration,
                                      from: leg.fromPoint, to: leg.toPoint, maneuvers: 0..<0))
        }
        if coordinates.count == 1 { coordinates.append(coordinates[0]) }
        // The geometry's own length differs from the sum of edge lengths only by rounding; rescale offsets to it
        // so that `geometry.coordinate(at:)` and every offset agree.
        let geometry = Polyline(coordinates)
        let scale = offset > 0 ? geometry.length / offset : 1
        if abs(scale - 1) > 1e-12 {
            for i in traversals.indices {
                traversals[i].routeFrom *= scale
                traversals[i].routeTo *= scale
            }
            for i in routeLegs.indices {
                routeLegs[i].startOffset *= scale
                routeLegs[i].endOffset *= scale
            }
        }
        var edges = [Int32]()
        for t in traversals where edges.last != Int32(t.edge) { edges.append(Int32(t.edge)) }
        let maneuvers = ManeuverBuilder(engine: engine, traversals: traversals, legs: legs, geometry: geometry).build()
        for l in routeLegs.indices {
            let lo = maneuvers.firstIndex { $0.leg == l } ?? maneuvers.count
            let hi = maneuvers.lastIndex { $0.leg == l }.map { $0 + 1 } ?? lo
            routeLegs[l].maneuvers = lo..<hi
        }
        var route = Route(geometry: geometry, duration: traversals.reduce(0) { $0 + $1.duration }, legs: routeLegs,
                          maneuvers: maneuvers, segments: segments(traversals), attributeSpans: attributeSpans(traversals),
                          features: features(traversals), edges: edges, profile: costing.profile)
        route.durationWithoutTraffic = free.reduce(0, +)
        route.trafficTime = traffic == nil ? nil : trafficTime
        route.edgeSpans = zip(traversals, free).map { t, f in
            RouteEdgeSpan(edge: Int32(t.edge), startOffset: t.routeFrom, endOffset: t.routeTo, edgeStart: t.edgeFrom,
                          duration: t.duration,
                          durationWithoutTraffic: f)
        }
        return route
    }

    /// Contiguous spans per road (and speed limit), merged across edges.
    func segments(_ traversals: [Traversal]) -> [RouteSegment] {
        var out = [RouteSegment]()
        for t in traversals {
            let e = network.edges[t.edge]
            let road = network.roads[Int(e.road)]
            let limit = road.speedLimit(forward: e.isForward)
            if var last = out.last, last.road == e.road, last.speedLimit == limit {
                last.endOffset = t.routeTo
                last.duration += t.duration
                out[out.count - 1] = last
            } else {
                out.append(RouteSegment(startOffset: t.routeFrom, endOffset: t.routeTo, duration: t.duration, road: e.road,
                                        name: road.name, ref: road.ref, highway: road.highway, speedLimit: limit,
                                        speedLimitUnit: road.speedLimitUnit))
            }
        }
        return out
    }

    /// The attributes of one road.
    static func attributes(of road: Road) -> RouteAttributes {
        var a: RouteAttributes = []
        if road.flags.contains(.tunnel) { a.insert(.tunnel) }
        if road.flags.contains(.bridge) { a.insert(.bridge) }
        if road.flags.contains(.toll) { a.insert(.toll) }
        if road.flags.contains(.roundabout) { a.insert(.roundabout) }
        if road.highway == .motorway { a.insert(.motorway) }
        return a
    }

    /// One span per maximal run of each attribute, ordered by start.
    func attributeSpans(_ traversals: [Traversal]) -> [AttributeSpan] {
        var out = [AttributeSpan]()
        var open = [UInt8: Int]()
        for t in traversals where t.length > 0 {
            let a = Self.attributes(of: network.road(of: t.edge))
            for (attribute, _) in RouteAttributes.named {
                let key = attribute.rawValue
                if a.contains(attribute) {
                    if let i = open[key], out[i].endOffset >= t.routeFrom - 0.01 {
                        out[i].endOffset = t.routeTo
                    } else {
                        open[key] = out.count
                        out.append(AttributeSpan(attribute: attribute, startOffset: t.routeFrom, endOffset: t.routeTo))
                    }
                }
            }
        }
        return out.sorted { $0.startOffset < $1.startOffset }
    }

    /// Point features on the driven parts, in the direction of travel, each once.
    func features(_ traversals: [Traversal]) -> [RouteFeature] {
        var out = [RouteFeature]()
        var lastFeature: (id: Int32, offset: Meters) = (-1, -1)
        let tolerance: Meters = 0.5
        for t in traversals {
            let e = network.edges[t.edge]
            let listed = network.features(on: t.edge).sorted { $0.offset < $1.offset }
            for f in listed where f.offset >= t.edgeFrom - tolerance && f.offset <= t.edgeTo + tolerance {
                let p = network.pointFeatures[Int(f.feature)]
                guard EdgeCosting.applies(p.direction, forward: e.isForward) else { continue }
                let at = max(t.routeFrom, min(t.routeTo, t.routeFrom + f.offset - t.edgeFrom))
                if lastFeature.id == f.feature && abs(lastFeature.offset - at) < 5 { continue }
                lastFeature = (f.feature, at)
                out.append(RouteFeature(kind: p.kind, offset: at, coordinate: p.coordinate, ref: p.ref, name: p.name,
                                        maxSpeed: p.maxSpeed))
            }
        }
        return out
    }
}
