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

    @Test func seekingWhilePausedShowsTheNewPositionAtOnce() throws {
        // Issue 11.9b: the status showed "replay 0% 0:00/…" and the footer the old position until the next step.
        let core = try Self.core()
        core.tick(wall: 10)
        core.dispatch(.togglePause)
        let before = try #require(core.session.state).progress.remainingDistance
        core.dispatch(.replaySeek(fraction: 0.5))
        let text = try #require(core.replayText)
        #expect(text.hasPrefix("replay 50%") || text.hasPrefix("replay 49%") || text.hasPrefix("replay 51%"), "\(text)")
        #expect(!text.contains(" 0:00/"), "\(text)")
        let after = try #require(core.session.state).progress.remainingDistance
        #expect(after < before - 100, "the footer's distance left did not follow the seek: \(before) → \(after)")
        #expect(core.session.isPaused)
        let frame = ScreenComposer().render(core, width: 120, height: 40).text
        #expect(frame.contains(String(text.prefix(12))), "\(frame)")
        // Seeking back by 30 s while paused moves the playback time back at once too.
        let time = try #require(core.replay?.current?.time)
        core.dispatch(.replaySeekBy(-30))
        let back = try #require(core.replay?.current?.time)
        #expect(abs(back - (time - 30)) < 3, "\(time) → \(back)")
    }

    @Test func theScreenShowsTheRawFixAndThePlaybackPosition() throws {
        let core = try Self.core()
        core.tick(wall: 20)
        let frame = ScreenComposer().render(core, width: 120, height: 40).text
        // The follow camera zooms out with speed and before maneuvers: a fix a few metres off can share the vehicle's
        // cell, where the vehicle is drawn on top. Otherwise the ○ must show.
        let plan = ScreenComposer().plan(core, width: 120, height: 40)
        let camera = try #require(plan.camera), s = try #require(core.session.state)
        let raw = try #require(s.sample?.coordinate)
        let vehicle = DriveSession.vehicle(s).0
        let rawCell = try #require(camera.project(raw)), vehicleCell = try #require(camera.project(vehicle))
        let shared = Int(rawCell.x) == Int(vehicleCell.x) && Int(rawCell.y) == Int(vehicleCell.y)
        #expect(shared || frame.contains("○"), "raw fix marker missing:\n\(frame)")
        #expect(raw.distance(to: vehicle) < 50)
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
