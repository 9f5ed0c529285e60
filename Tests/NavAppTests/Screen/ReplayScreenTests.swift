import Geo
import Navigation
import Routing
import Testing
import TestSupport
import Traces
@testable import NavApp

/// A recorded trace in the app: seek, step, the raw fix on the map and the playback position in the status line.
@Suite struct ReplayScreenTests {
    static func core() throws -> NavAppCore {
        let town = try #require(DemoFixture.town)
        let fixes = try TraceReader.read(path: Repository.path("Routes/traces/city.gpx")).playableFixes
        let router = Router(network: town.network)
        let request = RouteRequest(waypoints: [try #require(fixes.first).coordinate, try #require(fixes.last).coordinate])
        let route = try #require(try router.routes(for: request).first)
        let session = DriveSession(map: town, router: router, spec: DriveSpec(waypoints: []), routes: [route],
                                   startTimeOfDay: DemoFixture.noon, multiplierRange: ReplayLocationSource.multiplierRange,
                                   makeRunner: {
                                       DriveRunner(source: ReplayLocationSource(fixes: fixes),
                                                   navigator: Navigator(route: route, provider: router))
                                   })
        return NavAppCore(session: session)
    }

    @Test func seekAndStepMoveThePlaybackAndTheStatusShowsIt() throws {
        let core = try Self.core()
        core.tick(wall: 3)
        let early = try #require(core.replay).fraction
        core.dispatch(.replaySeek(fraction: 0.5))
        core.tick(wall: 1.5)
        let mid = try #require(core.replay).fraction
        #expect(mid > 0.45 && mid < 0.6, "seek to 50 % gave \(mid)")
        #expect(mid > early)
        core.dispatch(.replayStep)
        #expect(core.session.isPaused)
        let before = try #require(core.replay).cursor
        core.tick(wall: 2)
        #expect(try #require(core.replay).cursor == before + 1, "one step plays exactly one fix")
        core.tick(wall: 5)
        #expect(try #require(core.replay).cursor == before + 1, "paused after the step")
        let text = try #require(core.replayText)
        #expect(text.hasPrefix("replay ") && text.contains("%") && text.contains("/"))
        #expect(core.state.eventLog.contains { $0.hasSuffix("seeked") })
    }

    @Test func theScreenShowsTheRawFixAndThePlaybackPosition() throws {
        let core = try Self.core()
        core.tick(wall: 20)
        let frame = ScreenComposer().render(core, width: 120, height: 40).text
        #expect(frame.contains("○"), "raw fix marker missing:\n\(frame)")
        #expect(frame.contains("replay "), "playback position missing:\n\(frame)")
    }

    @Test func speedStepsReachBeyondTheSimulatorsRange() throws {
        let core = try Self.core()
        for _ in 0..<12 { core.dispatch(.faster) }
        #expect(core.session.speedMultiplier == 1000)
        for _ in 0..<12 { core.dispatch(.slower) }
        #expect(core.session.speedMultiplier == 0.5)
    }
}
