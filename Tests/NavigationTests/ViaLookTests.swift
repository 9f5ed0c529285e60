import Geo
import MapData
import Testing
import Text
import Traffic
@testable import Navigation
@testable import Routing

/// The looks for a faster route while a via point lies ahead: the via → destination leg is bounded over 15 minutes
/// by one search (`Router.legLowerBound`), kept, and used by the later minutes' looks, which must still answer as the
/// full query does. (That the bound is below the leg's cheapest path in every minute of its window is
/// `TrafficDurationLimitTests`' and `TrafficWindowTests`'; this is the drive's plumbing.)
@Suite struct ViaLookTests {
    /// The router, checking each light duration query (one per look) against the full query.
    final class CheckingProvider: RouteProvider, Sendable {
        let router: Router
        /// (traffic time, waypoints, limit, answer, full query's duration) of each look.
        let looks = Locked<[(time: Seconds, waypoints: Int, limit: Seconds, answer: Seconds, full: Seconds)]>([])
        init(_ router: Router) { self.router = router }

        func routes(for request: RouteRequest) throws(RoutingError) -> [Route] { try router.routes(for: request) }

        func duration(for request: RouteRequest) throws(RoutingError) -> Seconds { try router.duration(for: request) }

        func duration(for request: RouteRequest, below limit: Seconds) throws(RoutingError) -> Seconds {
            let answer = try router.duration(for: request, below: limit)
            let full = try router.duration(for: request)
            looks.withLock { $0.append((request.trafficTime ?? -1, request.waypoints.count, limit, answer, full)) }
            return answer
        }
    }

    @Test func looksWithAViaPointAheadAnswerAsTheFullQueryAndShareOneBound() throws {
        let map = TrafficDriveTests.map
        let clock: Seconds = 8 * 3600
        let router = Router(network: map.network)
        let model = TrafficModel(network: map.network, options: TrafficOptions(seed: 4, incidentRate: 0.5))
        router.traffic = model
        let direct = try #require(router.routes(for: RouteRequest(waypoints: [TrafficDriveTests.from, TrafficDriveTests.to],
                                                                  trafficTime: clock)).first)
        let via = try #require(direct.geometry.coordinate(at: direct.length * 0.5))
        let route = try #require(router.routes(for: RouteRequest(waypoints: [TrafficDriveTests.from, via, TrafficDriveTests.to],
                                                                 trafficTime: clock)).first)
        // Standing traffic on the way to the via point (the car crawls there for minutes, looking every minute),
        // and from 08:02 after it: the current route slows, so later looks ask more of the leg than the bound
        // worked out at 08:00 proves, and search it.
        for span in route.edgeSpans {
            let beforeVia = span.endOffset < route.legs[0].endOffset - 50
            let afterVia = span.startOffset > route.legs[0].endOffset + 50 && span.endOffset < route.length - 200
            guard beforeVia || afterVia else { continue }
            model.inject(TrafficIncident(id: "jam-\(span.edge)", type: .congestion, criticality: .critical,
                                         start: beforeVia ? clock - 600 : clock + 120, end: clock + 7200,
                                         coordinate: route.geometry.coordinates[0], edges: [span.edge],
                                         offset: span.edgeStart, description: "Standing traffic"))
        }
        let provider = CheckingProvider(router)
        var navigation = NavigatorOptions()
        navigation.betterRouteInterval = 60
        let runner = DriveRunner(route: route, navigation: navigation, provider: provider, network: map.network)
        runner.attach(traffic: TrafficContext(model: model, startTime: clock))
        _ = try runner.runToArrival(onEvent: { _ in })
        #expect(runner.state.hasArrived)
        let looks = provider.looks.value
        for look in looks {
            if look.full < look.limit {
                #expect(look.answer == look.full, "at \(look.time): \(look.answer), the full query \(look.full)")
            } else {
                #expect(look.answer >= look.limit, "at \(look.time): \(look.answer) below the limit \(look.limit)")
            }
        }
        let viaAhead = looks.filter { $0.waypoints == 3 }
        // Several looks with the via ahead, over more than one minute, some proved by a bound, some not.
        #expect(viaAhead.count >= 4)
        #expect(viaAhead.contains { $0.answer >= $0.limit })
        #expect(Set(viaAhead.map(\.time)).count >= 4)
        // One bound kept for the leg, worked out at the first look, and answering the later ones too.
        let bounds = router.legBounds.withLock { Array($0.values) }
        #expect(bounds.count == 1)
        #expect(bounds.first?.firstEpoch == TrafficModel.epoch(at: clock))
        #expect(router.legBoundAnswers.value >= 2)
    }
}
