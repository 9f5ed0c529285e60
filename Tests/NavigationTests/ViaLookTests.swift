import Geo
import MapData
import Testing
import Traffic
@testable import Navigation
@testable import Routing

/// The looks for a faster route while a via point lies ahead: the via → destination leg is bounded over 15 minutes
/// by one search (`Router.legLowerBound`), kept, and used by the later minutes' looks, which must still answer as the
/// full query does. (That the bound is below the leg's cheapest path in every minute of its window is
/// `TrafficDurationLimitTests`' and `TrafficWindowTests`'; this is the drive's plumbing.)
@Suite struct ViaLookTests {
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
        let provider = BetterRouteCadenceTests.CountingProvider(router)
        var navigation = NavigatorOptions()
        navigation.betterRouteInterval = 60
        let runner = DriveRunner(route: route, navigation: navigation, provider: provider, network: map.network)
        runner.attach(traffic: TrafficContext(model: model, startTime: clock))
        _ = try runner.runToArrival(onEvent: { _ in })
        #expect(runner.state.hasArrived)
        let looks = provider.looks
        for look in looks {
            // The full query of the same request (the model's incidents were all staged before the drive).
            let full = try router.duration(for: look.request), time = look.request.trafficTime ?? -1
            if full < look.limit {
                #expect(look.answer == full, "at \(time): \(look.answer), the full query \(full)")
            } else {
                #expect(look.answer >= look.limit, "at \(time): \(look.answer) below the limit \(look.limit)")
            }
        }
        let viaAhead = looks.filter { $0.request.waypoints.count == 3 }
        // Several looks with the via ahead, in different minutes, some proved by a bound.
        #expect(viaAhead.count >= 4)
        #expect(viaAhead.contains { $0.answer >= $0.limit })
        #expect(Set(viaAhead.map(\.request.trafficTime)).count >= 4)
        // One bound kept for the leg, worked out at the first look, and answering the later ones too.
        let bounds = router.legBounds.withLock { Array($0.values) }
        #expect(bounds.count == 1)
        #expect(bounds.first?.firstEpoch == TrafficModel.epoch(at: clock))
        #expect(router.legBoundAnswers.value >= 2)
    }
}
