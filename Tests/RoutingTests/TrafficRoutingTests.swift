import Geo
import MapData
import Testing
import Traffic
@testable import Routing

/// Traffic-aware routing on the default town.
@Suite struct TrafficRoutingTests {
    static let map = try! OSMMap.defaultTown()

    static func router(seed: UInt64 = 4) -> Router {
        let r = Router(network: map.network)
        r.traffic = TrafficModel(network: map.network, options: TrafficOptions(seed: seed, incidentRate: 0))
        return r
    }

    static let from = Coordinate(51.025036, -1.056470), to = Coordinate(51.020020, -1.041878)

    @Test func rushHourMakesARouteSlower() throws {
        let r = Self.router()
        func duration(_ t: Seconds?) throws -> Seconds {
            try #require(r.routes(for: RouteRequest(waypoints: [Self.from, Self.to], trafficTime: t)).first).duration
        }
        let night = try duration(3 * 3600), peak = try duration(8 * 3600), none = try duration(nil)
        #expect(peak > night * 1.15)
        #expect(night >= none - 0.5) // traffic never beats free flow
        let route = try #require(r.routes(for: RouteRequest(waypoints: [Self.from, Self.to], trafficTime: 8 * 3600)).first)
        #expect(route.durationWithoutTraffic < route.duration)
        #expect(route.trafficTime.map { abs($0 - 8 * 3600) < 1e-6 } == true)
        #expect(abs(route.edgeSpans.reduce(0) { $0 + $1.duration } - route.duration) < 0.01)
    }

    @Test func aClosureIsNeverRoutedThrough() throws {
        let r = Self.router()
        let plain = try #require(r.routes(for: RouteRequest(waypoints: [Self.from, Self.to], trafficTime: 12 * 3600)).first)
        // Close the middle edge of the route, both ways.
        let mid = plain.edges[plain.edges.count / 2]
        let e = Self.map.network.edges[Int(mid)]
        let closed: [Int32] = e.reverse >= 0 ? [mid, e.reverse] : [mid]
        r.traffic?.inject(TrafficIncident(id: "x", type: .roadClosure, criticality: .critical, start: 11 * 3600, end: 13 * 3600,
                                          coordinate: Self.map.network.vertices[Int(e.source)].coordinate, edges: closed,
                                          offset: 0, description: "Closed"))
        let around = try #require(r.routes(for: RouteRequest(waypoints: [Self.from, Self.to], trafficTime: 12 * 3600)).first)
        #expect(!around.edges.contains { closed.contains($0) })
        #expect(around.duration > plain.duration)
        // After the closure ends, the road is used again.
        let later = try #require(r.routes(for: RouteRequest(waypoints: [Self.from, Self.to], trafficTime: 14 * 3600)).first)
        #expect(later.edges.contains(mid))
        // Alternatives avoid it too.
        for alt in try r.routes(for: RouteRequest(waypoints: [Self.from, Self.to], alternatives: .all, trafficTime: 12 * 3600)) {
            #expect(!alt.edges.contains { closed.contains($0) })
        }
    }

    @Test func trafficSearchMatchesTheReferenceOnRandomPairs() throws {
        // The traffic search is a plain Dijkstra on traffic weights; check it against the summary of the same query and
        // that its weight never undercuts the static hierarchy's (traffic only slows roads down).
        let r = Self.router(seed: 9)
        var g = SeededGenerator(seed: 77)
        let b = Self.map.network.bounds
        for _ in 0..<40 {
            let a = Coordinate(Double.random(in: b.minLatitude...b.maxLatitude, using: &g), Double.random(in: b.minLongitude...b.maxLongitude, using: &g))
            let c = Coordinate(Double.random(in: b.minLatitude...b.maxLatitude, using: &g), Double.random(in: b.minLongitude...b.maxLongitude, using: &g))
            guard let withTraffic = try? r.summary(for: RouteRequest(waypoints: [a, c], trafficTime: 17.5 * 3600)),
                  let without = try? r.summary(for: RouteRequest(waypoints: [a, c])) else { continue }
            #expect(withTraffic.duration >= without.duration - 1)
        }
    }

    @Test func theLightDurationQueryReusesSnappedWaypointsWithTheSameAnswers() throws {
        // A drive's looks for a faster route ask from a new place to the same waypoints ahead; the waypoints' snaps
        // are kept. Each answer must be the one a router that never saw the waypoints gives, over and over.
        let kept = Self.router(seed: 5)
        var g = SeededGenerator(seed: 31)
        let b = Self.map.network.bounds
        var answered = 0
        for k in 0..<24 {
            let a = Coordinate(Double.random(in: b.minLatitude...b.maxLatitude, using: &g), Double.random(in: b.minLongitude...b.maxLongitude, using: &g))
            let request = RouteRequest(waypoints: [a, k % 3 == 0 ? Self.from : Self.to], startHeading: Double(k * 37 % 360),
                                       trafficTime: 8 * 3600 + Double(k) * 60)
            let fresh = Self.router(seed: 5)
            let expected = try? fresh.duration(for: request)
            let quick = try? kept.duration(for: request, below: .infinity)
            #expect(quick == expected)
            if let expected {
                answered += 1
                #expect((try? kept.duration(for: request, below: expected + 1)) == expected)
                #expect((try? kept.duration(for: request, below: expected - 1)).map { $0 >= expected - 1 } == true)
            }
        }
        #expect(answered > 10)
    }
}
