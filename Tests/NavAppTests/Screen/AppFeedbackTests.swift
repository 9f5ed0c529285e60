import Geo
import MapRender
import Navigation
import Testing
import TermUI
@testable import NavApp

/// What the app answers while the user pauses, restarts, routes to markers and reads the help (issue 11, items 5
/// and 6): each of these failed before its fix.
@Suite struct AppFeedbackTests {
    /// The arrival time in the footer ("12:04 arrival"), in minutes since midnight.
    static func footerArrival(_ core: NavAppCore) throws -> Int {
        let rows = ScreenComposer().render(core, width: 120, height: 40).text.split(separator: "\n").map(String.init)
        let footer = try #require(rows.last { $0.contains(" arrival") }, "no footer")
        let clock = try #require(footer.split(separator: " ").first { $0.contains(":") }, "\(footer)")
        let parts = clock.split(separator: ":").compactMap { Int($0) }
        try #require(parts.count == 2, "\(clock)")
        return parts[0] * 60 + parts[1]
    }

    @Test func aPausedVehicleStaysPutSoTheHeadingUpMapDoesNotTurn() throws {
        // The demo has GPS noise (σ 1.5 m): fresh noise around a parked car ratcheted the matched position forward.
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.1))
        core.dispatch(.togglePause)
        core.tick(wall: 1)
        let (start, heading) = DriveSession.vehicle(try #require(core.session.state))
        let composer = ScreenComposer()
        let bearing = try #require(composer.plan(core, width: 120, height: 40).camera).bearing
        for _ in 0..<120 {
            core.tick(wall: 0.25)
            let (here, h) = DriveSession.vehicle(try #require(core.session.state))
            #expect(here.distance(to: start) < 0.01, "the paused vehicle moved \(here.distance(to: start)) m")
            #expect(h == heading)
        }
        #expect(try #require(composer.plan(core, width: 120, height: 40).camera).bearing == bearing)
    }

    @Test func driveAgainKeepsTheArrivalClockRunningForward() throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.99))
        let late = try Self.footerArrival(core)
        core.seek(to: .fraction(1.01))
        #expect(core.state.arrivalOffered)
        let arrivedAt = core.session.driveStartTimeOfDay + (core.session.state?.time ?? 0)
        core.dispatch(.driveAgain)
        core.seek(to: .time(10))
        let again = try Self.footerArrival(core)
        #expect(again > late, "the second drive arrives at \(again / 60):\(again % 60), before the first's \(late / 60):\(late % 60)")
        #expect(core.session.driveStartTimeOfDay == arrivedAt)
        let lastLog = try #require(core.state.eventLog.last)
        #expect(lastLog >= NavAppCore.clock(arrivedAt), "the event log's clock went back: \(lastLog)")
    }

    @Test func routeHereWithoutAMarkerSaysSoAndTheDriveDoesNotOverwriteIt() throws {
        let core = try DemoFixture.core()
        for _ in 0..<3 { core.dispatch(.faster) }   // ×10: the drive announces something every few seconds
        core.tick(wall: 1)
        core.dispatch(.routeToMarker)
        #expect(core.state.status.hasPrefix("No marker"))
        var changedByTheDrive = false
        let log = core.state.eventLog.count
        for _ in 0..<12 {
            core.tick(wall: 0.25)
            #expect(core.state.status.hasPrefix("No marker"), "overwritten after \(core.wallTime) s: \(core.state.status)")
        }
        changedByTheDrive = core.state.eventLog.count > log
        #expect(changedByTheDrive, "the drive had events in those 3 s (else this test shows nothing)")
        core.tick(wall: NavAppCore.noticeDuration)
        core.tick(wall: 10)
        #expect(!core.state.status.hasPrefix("No marker"), "the drive's events take the status line back")
    }

    @Test func routeHereReplacesTheAlternativesOfTheOldPlan() throws {
        var spec = DriveSpec.harbourneDemo
        spec.alternatives = .all
        let core = try DemoFixture.core(spec: spec)
        try #require(core.session.plannedRoutes.count > 1, "the demo has alternatives")
        let composer = ScreenComposer()
        let plan = composer.plan(core, width: 120, height: 40)
        #expect(composer.mapView(core, plan: plan)?.alternatives.isEmpty == false, "alternatives shown before departure")
        let target = try #require(core.session.route?.geometry.coordinate(at: 1500))
        core.dispatch(.dropMarker(MapMarker(coordinate: target)))
        core.dispatch(.routeToMarker)
        #expect(core.state.status.hasPrefix("Route to marker 1"))
        #expect(core.session.plannedRoutes.count == 1)
        let after = composer.plan(core, width: 120, height: 40)
        #expect(composer.mapView(core, plan: after)?.alternatives.isEmpty == true, "the old plan's alternatives are gone")
    }
}
