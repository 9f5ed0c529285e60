import Navigation
import Testing
import TermUI
@testable import NavApp

/// The app's reducer and run loop: keys and clicks in, state and screen out.
@Suite struct AppCoreTests {
    @Test func speedFactorStepsThroughOneToHundredAndClamps() throws {
        let core = try DemoFixture.core()
        #expect(core.session.speedMultiplier == 1)
        for expected in [2.0, 5, 10, 20, 50, 100, 100] {
            core.dispatch(.faster)
            #expect(core.session.speedMultiplier == expected)
        }
        core.dispatch(.slower)
        #expect(core.session.speedMultiplier == 50)
    }

    @Test func pauseHoldsThePositionWhileSamplesKeepComing() throws {
        var spec = DriveSpec.harbourneDemo
        spec.simulation.noise = 0 // GPS noise would move the matched position of a parked car by a few metres
        let core = try DemoFixture.core(spec: spec)
        core.seek(to: .time(20))
        core.dispatch(.togglePause)
        let before = try #require(core.session.state).progress.distanceTravelled
        let t0 = try #require(core.session.state).time
        core.tick(wall: 5)
        #expect(try #require(core.session.state).time > t0, "samples keep coming while paused")
        #expect(abs(try #require(core.session.state).progress.distanceTravelled - before) < 1, "the vehicle holds its position")
        core.dispatch(.togglePause)
        core.tick(wall: 5)
        #expect(try #require(core.session.state).progress.distanceTravelled > before + 10)
    }

    @Test func compassTogglesTiltInFollowModeAndTurnsOtherModesNorthUp() throws {
        let core = try DemoFixture.core()
        #expect(core.state.cameraMode == .follow(tilted: true))
        core.dispatch(.compass)
        #expect(core.state.cameraMode == .follow(tilted: false))
        core.dispatch(.overview)
        core.dispatch(.compass)
        #expect(core.state.cameraMode == .northUp)
    }

    @Test func clicksOnButtonsAreActionsAndKeysDriveTheRunLoop() throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.3))
        let backend = TestBackend(width: 120, height: 40)
        let composer = ScreenComposer()
        let loop = AppRunLoop(core: core, composer: composer, backend: backend, fps: 0, now: { 0 })
        core.dispatch(.overview)
        loop.draw()
        let button = try #require(composer.plan(core)?.layout.myLocation, "my-location button shown in overview")
        loop.handle(.mouse(MouseEvent(action: .click, button: .left, x: button.x + 1, y: button.y), time: 0))
        #expect(core.state.cameraMode == .northUp)
        loop.handle(.key(.character("d"), time: 0))
        loop.draw()
        #expect(backend.screen.text.contains("Directions"))
        loop.handle(.key(.character("?"), time: 0))
        loop.draw()
        #expect(backend.screen.text.contains("pause / resume"))
        loop.handle(.key(.character("q"), time: 0))
        #expect(core.state.quitRequested)
    }

    @Test func arrivalOffersToDriveAgainAndRDoes() throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(1.01))
        #expect(core.session.state?.hasArrived == true)
        #expect(core.state.arrivalOffered)
        #expect(KeyBindings.action(for: .character("r"), arrived: true) != nil)
        core.dispatch(.driveAgain)
        #expect(core.session.state?.hasArrived == false)
        #expect(core.session.driveNumber == 2)
        #expect((core.session.state?.progress.distanceTravelled ?? 99) < 1)
    }

    @Test func atDepartureTheHeaderCountsDownToTheFirstTurn() throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0))
        let state = try #require(core.session.state)
        #expect(state.nextManeuver?.maneuver.kind == .depart)
        let first = try #require(state.thenManeuver)
        let header = ScreenComposer().render(core, width: 120, height: 40).text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(header.contains(core.state.units.format(distance: first.distance)), "header: \(header)")
        #expect(!header.contains(" 0 m "))
    }

    @Test func resizeToTinyAndBackNeverCrashesAndShowsTheNote() throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.2))
        let composer = ScreenComposer()
        for (w, h) in [(120, 40), (20, 8), (39, 30), (1, 1), (0, 0), (300, 100), (41, 12)] {
            let frame = composer.render(core, width: w, height: h)
            #expect(frame.area == Rect(x: 0, y: 0, width: w, height: h))
            if w >= 20 && h >= 8 && (w < ScreenLayout.minimumWidth || h < ScreenLayout.minimumHeight) {
                #expect(frame.text.contains("40×12"), "\(w)x\(h) should ask for a larger terminal")
            }
        }
    }
}
