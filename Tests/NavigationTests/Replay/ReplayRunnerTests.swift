import Foundation
import Testing
import Geo
import MapData
import Routing
import Traces
import TestSupport
@testable import Navigation

/// Replaying recorded town drives through the navigator.
@Suite struct ReplayRunnerTests {
    @Test func aMatchedTraceBecomesTheRouteAndTheReplayArrivesWithoutRerouting() throws {
        let map = try #require(TownDrives.map)
        let router = try #require(TownDrives.router)
        let fixes = try TraceReader.read(path: Repository.path("Routes/traces/city-noisy.gpx")).fixes
        let matched = MapMatcher(network: map.network).match(fixes)
        let route = try MatchedRoute.route(for: matched, network: map.network, provider: router)
        #expect(Set(route.edges).isSuperset(of: Set(matched.edges.dropFirst().dropLast())))
        let runner = ReplayRunner(source: ReplayLocationSource(fixes: fixes), navigator: Navigator(route: route, provider: router))
        var names = [String]()
        let summary = runner.run { names.append($0.line(.jsonl)) }
        #expect(summary.arrived)
        #expect(summary.reroutes == 0)
        #expect(!names.contains { $0.contains("\"offRoute\"") })
        #expect(summary.samples <= fixes.count)
    }

    @Test func aTraceThatLeavesThePlannedRouteGoesOffRouteAndReroutes() throws {
        let router = try #require(TownDrives.router)
        // The city trace heads east along West Street; guide it north to the motorway's end instead.
        let fixes = try TraceReader.read(path: Repository.path("Routes/traces/city.gpx")).fixes
        let request = RouteRequest(waypoints: [fixes[0].coordinate, TownDrives.motorway[1]], startHeading: fixes[0].course)
        let route = try #require(try router.routes(for: request).first)
        let runner = ReplayRunner(source: ReplayLocationSource(fixes: fixes), navigator: Navigator(route: route, provider: router))
        var kinds = [String]()
        let summary = runner.run { e in if case .navigation(let n) = e { kinds.append(n.name) } }
        let off = try #require(kinds.firstIndex(of: "offRoute"))
        #expect(kinds[off + 1] == "rerouted")
        #expect(summary.reroutes >= 1)
        #expect(!summary.arrived)
    }

    @Test func replayEventsComeBeforeTheNavigationEventsOfTheirFix() throws {
        let router = try #require(TownDrives.router)
        var fixes = try TraceReader.read(path: Repository.path("Routes/traces/city.gpx")).fixes
        for i in 60..<fixes.count { fixes[i].time = (fixes[i].time ?? 0) + 30 }
        let matched = MapMatcher(network: router.network).match(fixes)
        let route = try MatchedRoute.route(for: matched, network: router.network, provider: router)
        let runner = ReplayRunner(source: ReplayLocationSource(fixes: fixes), navigator: Navigator(route: route, provider: router))
        var lines = [String]()
        _ = runner.run { lines.append($0.line(.jsonl)) }
        let lost = try #require(lines.firstIndex { $0.contains("\"signalLost\"") })
        #expect(lines[lost + 1].contains("\"signalRestored\"") && lines[lost + 1].contains("\"gap\": 31.0"))
        // Times in the stream never go backwards.
        let times = lines.compactMap { l -> Double? in
            guard let r = l.range(of: "\"t\": ") else { return nil }
            return Double(l[r.upperBound...].prefix { $0 != "," })
        }
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
    }
}
