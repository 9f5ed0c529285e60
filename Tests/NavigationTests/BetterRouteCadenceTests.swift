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
    /// The router, noting each light duration query (one per look for a faster route): the request, the limit and
    /// the answer.
    final class CountingProvider: RouteProvider, Sendable {
        let router: Router
        private let asked = Locked<[(request: RouteRequest, limit: Seconds, answer: Seconds)]>([])
        init(_ router: Router) { self.router = router }

        var looks: [(request: RouteRequest, limit: Seconds, answer: Seconds)] { asked.value }
        var lookTimes: [Seconds?] { looks.map(\.request.trafficTime) }

        func routes(for request: RouteRequest) throws(RoutingError) -> [Route] { try router.routes(for: request) }

        func duration(for request: RouteRequest) throws(RoutingError) -> Seconds { try router.duration(for: request) }

        func duration(for request: RouteRequest, below limit: Seconds) throws(RoutingError) -> Seconds {
            let answer = try router.duration(for: request, below: limit)
            asked.withLock { $0.append((request, limit, answer)) }
            return answer
        }
    }

    /// A navigator on the town route departing at `clock` (no seeded incidents), fed a car standing at the route's
    /// start once a second for `minutes`; `before` runs ahead of each sample (staging what changes).
    static func standingCar(clock: Seconds, minutes: Int, options: NavigatorOptions = NavigatorOptions(),
                            before: (Seconds, Navigator, TrafficModel) -> Void = { _, _, _ in }) throws
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
            before(Seconds(t), navigator, model)
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

    @Test func anIncidentAppearingAheadIsLookedAtInItsOwnSampleNotFiveMinutesLater() throws {
        // Same minute, same place: only the incidents changed (an injection), and the look comes at once; the next
        // is then due five minutes after it.
        let clock: Seconds = 8 * 3600
        let provider = try Self.standingCar(clock: clock, minutes: 6) { t, navigator, model in
            guard t == 20 else { return }
            var accident = TrafficDriveTests.closure(on: navigator.route, at: 0.5, start: clock - 600)
            accident.type = .accident
            accident.id = "acc"
            model.inject(accident)
        }
        #expect(provider.lookTimes == [clock, clock + 20, clock + 320])
    }

    @Test func eachNewIncidentAheadBringsALookForwardAfterQuietMinutes() throws {
        // Minutes with nothing new ahead, then a second incident: it is looked at in its own sample too (what the
        // navigator remembers about "nothing new ahead" must not outlive the route traffic it was found in).
        let clock: Seconds = 8 * 3600
        let provider = try Self.standingCar(clock: clock, minutes: 9) { t, navigator, model in
            guard t == 20 || t == 150 else { return }
            var accident = TrafficDriveTests.closure(on: navigator.route, at: t == 20 ? 0.5 : 0.7, start: clock - 600)
            accident.type = .accident
            accident.id = "acc-\(Int(t))"
            model.inject(accident)
        }
        #expect(provider.lookTimes == [clock, clock + 20, clock + 150, clock + 450])
    }

    @Test func anIncidentOffTheRouteBringsNoLookForward() throws {
        // The injection changes the world's generation (a new question), but nothing new lies ahead on the route.
        let clock: Seconds = 8 * 3600
        let provider = try Self.standingCar(clock: clock, minutes: 6) { t, navigator, model in
            guard t == 20 else { return }
            let network = TrafficDriveTests.map.network
            let onRoute = Set(navigator.route.edges)
            guard let edge = network.edges.indices.first(where: { !onRoute.contains(Int32($0)) }) else {
                Issue.record("every edge of the town is on the route"); return
            }
            model.inject(TrafficIncident(id: "away", type: .accident, criticality: .major, start: clock - 600,
                                         end: clock + 7200, coordinate: network.polyline(of: edge).coordinates[0],
                                         edges: [Int32(edge)], offset: 0, description: "Elsewhere"))
        }
        #expect(provider.lookTimes == [clock, clock + 300])
    }

    @Test func aNewRouteIsLookedAtAgainAtTheSamePlaceInTheSameMinute() throws {
        // Due every second; the standing car asks the same question until, at 08:00:10, the driver takes another
        // route: the rest of the route (what an offer must beat) changed, so the next look asks again. A cached
        // "nothing faster" kept across the route change would be the old route's answer.
        let clock: Seconds = 8 * 3600
        var options = NavigatorOptions()
        options.betterRouteInterval = 1
        let provider = try Self.standingCar(clock: clock, minutes: 1, options: options) { t, navigator, _ in
            guard t == 11 else { return }
            guard let sample = navigator.state.sample,
                  let other = try? FakeRouteProvider().routes(for: navigator.requestFromHere(sample)).first else {
                Issue.record("no route to switch to"); return
            }
            _ = navigator.accept(BetterRoute(time: 10, route: other, currentDuration: 600))
        }
        #expect(provider.lookTimes == [clock, clock + 11])
    }
}
