import Geo
import MapData
import Routing
import Testing
import Text
import Traffic
@testable import Navigation

/// How often the navigator looks for a faster route in traffic: every `betterRouteInterval` (five minutes), at once
/// when an incident appears ahead (`TrafficDriveTests.standingTrafficAheadRaisesABetterRouteOffer`), and never twice
/// for the same question.
@Suite struct BetterRouteCadenceTests {
    /// The router, noting the traffic time of each light duration query (one per look for a faster route).
    final class CountingProvider: RouteProvider, Sendable {
        let router: Router
        private let asked = Locked<[Seconds?]>([])
        init(_ router: Router) { self.router = router }

        var lookTimes: [Seconds?] { asked.value }

        func routes(for request: RouteRequest) throws(RoutingError) -> [Route] { try router.routes(for: request) }

        func duration(for request: RouteRequest) throws(RoutingError) -> Seconds { try router.duration(for: request) }

        func duration(for request: RouteRequest, below limit: Seconds) throws(RoutingError) -> Seconds {
            asked.withLock { $0.append(request.trafficTime) }
            return try router.duration(for: request, below: limit)
        }
    }

    /// A navigator on the town route departing at `clock` (no seeded incidents), fed a car standing at the route's
    /// start once a second for `minutes`.
    static func standingCar(clock: Seconds, minutes: Int, options: NavigatorOptions = NavigatorOptions()) throws
        -> CountingProvider {
        let map = TrafficDriveTests.map
        let router = Router(network: map.network)
        let model = TrafficModel(network: map.network, options: TrafficOptions(seed: 2, incidentRate: 0))
        router.traffic = model
        let request = RouteRequest(waypoints: [TrafficDriveTests.from, TrafficDriveTests.to], trafficTime: clock)
        let route = try #require(router.routes(for: request).first)
        let provider = CountingProvider(router)
        let navigator = Navigator(route: route, options: options, provider: provider)
        navigator.traffic = TrafficContext(model: model, startTime: clock)
        let start = route.geometry.coordinates[0], course = route.geometry.bearing(at: 0)
        for t in 0..<(minutes * 60) {
            navigator.update(with: LocationSample(time: Seconds(t), coordinate: start, speed: 0, course: course))
        }
        return provider
    }

    @Test func aLookForAFasterRouteRunsEveryFiveMinutes() throws {
        let clock: Seconds = 8 * 3600
        #expect(NavigatorOptions().betterRouteInterval == 300)
        let provider = try Self.standingCar(clock: clock, minutes: 16)
        // So a faster route that appears is offered within five minutes (the traffic changes every minute).
        #expect(provider.lookTimes == [clock, clock + 300, clock + 600, clock + 900])
    }

    @Test func noSearchRunsWhenNothingItDependsOnChanged() throws {
        // Due every 10 s, but the standing car asks the same question until the minute's traffic changes.
        var options = NavigatorOptions()
        options.betterRouteInterval = 10
        let clock: Seconds = 8 * 3600
        let provider = try Self.standingCar(clock: clock, minutes: 3, options: options)
        #expect(provider.lookTimes == [clock, clock + 60, clock + 120])
    }
}
