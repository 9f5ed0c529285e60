import Geo
import MapData
import MapRender
import Navigation
import Settings
import TermUI
import Testing
import TestSupport
import Widgets
@testable import NavApp

/// Every setting shows on the screen: each test sets one through the app's one path (`.settings(.set)`) and
/// looks at the frame, the plan or the navigator.
@Suite struct SettingsEffectTests {
    func set(_ core: NavAppCore, _ key: SettingKey, _ value: SettingValue) {
        core.dispatch(.settings(.set(key, value, origin: .runtime("test"))))
    }

    @Test func headerColoursPaintThePrimaryAndSecondaryRows() throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.4))
        let composer = ScreenComposer()
        let before = composer.frame(core, width: 120, height: 40)
        let primary = try #require(before.layout.headerPrimary)
        #expect(before.buffer[primary.x + 2, primary.y].style.background == .rgb(24, 96, 64))
        set(core, .navigationHeaderPrimaryBackgroundColor, .color(SettingColor(parsing: "blue")!))
        set(core, .navigationHeaderSecondaryBackgroundColor, .color(SettingColor(red: 1, green: 2, blue: 3)))
        let after = composer.frame(core, width: 120, height: 40)
        #expect(after.buffer[primary.x + 2, primary.y].style.background == .rgb(26, 82, 168))
        // The secondary rows (the signpost row or the "Then" row), where the header has one, take the other colour.
        let secondary = [after.layout.headerThen, after.layout.headerAccessory].compactMap { $0 }
        for r in secondary { #expect(after.buffer[r.x + 1, r.y].style.background == .rgb(1, 2, 3)) }
    }

    @Test func headerFooterTripBarAndSpeedometerSwitchOff() throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.4))
        let composer = ScreenComposer()
        let on = composer.plan(core, width: 120, height: 40).layout
        #expect(on.headerPrimary != nil && on.footer != nil && on.tripProgress != nil && on.speedometer != nil)
        for key in [SettingKey.isNavigationHeaderEnabled, .isNavigationFooterEnabled, .isTripProgressBarEnabled, .shouldDisplaySpeedometer] {
            set(core, key, .bool(false))
        }
        let off = composer.plan(core, width: 120, height: 40).layout
        #expect(off.headerPrimary == nil && off.footer == nil && off.tripProgress == nil && off.speedometer == nil)
        #expect(off.map.height > on.map.height && off.map.width > on.map.width, "the map takes the room")
    }

    @Test func recenterMyLocationAndCompassButtonsHide() throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.4))
        let composer = ScreenComposer()
        var camera = try #require(composer.plan(core, width: 120, height: 40).camera)
        camera.bearing = 40
        core.dispatch(.moveCamera(camera))
        let on = composer.plan(core, width: 120, height: 40).layout
        #expect(on.recenter != nil && on.myLocation != nil && on.compass != nil)
        #expect(composer.render(core, width: 120, height: 40).text.contains("Re-centre"))
        set(core, .isRecenterButtonEnabled, .bool(false))
        set(core, .isMyLocationButtonEnabled, .bool(false))
        set(core, .isCompassEnabled, .bool(false))
        let off = composer.plan(core, width: 120, height: 40).layout
        #expect(off.recenter == nil && off.myLocation == nil && off.compass == nil)
        #expect(!composer.render(core, width: 120, height: 40).text.contains("Re-centre"))
    }

    /// Cells in the map area drawn with a colour (a symbol's).
    func cells(_ buffer: Buffer, in r: Rect, foreground: Color) -> Int {
        var n = 0
        for y in r.y..<r.maxY { for x in r.x..<r.maxX where buffer[x, y].style.foreground == foreground { n += 1 } }
        return n
    }

    @Test func trafficLightsAndStopSignsHideOnTheMap() throws {
        let core = try DemoFixture.core()
        let composer = ScreenComposer()
        let features = core.session.map.network.pointFeatures
        let light = try #require(features.first { $0.kind == .trafficSignals }, "the town has traffic lights")
        let stop = try #require(features.first { $0.kind == .stop || $0.kind == .giveWay }, "the town has stop or give-way signs")
        let colors = core.activeStyle.overlay.colors
        for (feature, key, color) in [(light, SettingKey.showsTrafficLights, colors.trafficLight), (stop, .showsStopSigns, colors.stop)] {
            set(core, key, .bool(true))
            core.dispatch(.moveCamera(Camera(centre: feature.coordinate, zoom: 18, width: 120, height: 40)))
            let frame = composer.frame(core, width: 120, height: 40)
            let shown = cells(frame.buffer, in: frame.layout.map, foreground: color)
            #expect(shown > 0, "\(key): the symbol is drawn")
            set(core, key, .bool(false))
            let hidden = composer.frame(core, width: 120, height: 40)
            #expect(cells(hidden.buffer, in: hidden.layout.map, foreground: color) < shown, "\(key) false hides it")
        }
    }

    @Test func destinationFlagHides() throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.9))
        core.dispatch(.overview)
        let composer = ScreenComposer()
        let color = core.activeStyle.overlay.colors.destination
        let frame = composer.frame(core, width: 120, height: 40)
        #expect(cells(frame.buffer, in: frame.layout.map, foreground: color) > 0)
        set(core, .showsDestinationMarkers, .bool(false))
        let off = composer.frame(core, width: 120, height: 40)
        #expect(cells(off.buffer, in: off.layout.map, foreground: color) == 0)
    }

    @Test func speedAlertThresholdsMoveTheMinorAndMajorAlert() throws {
        guard let town = DemoFixture.town else { Issue.record("no embedded town"); return }
        var spec = try RouteFile.load(path: Repository.path("Routes/speeding.json"))
        spec.map = nil
        /// When each level is first shown (drive seconds).
        func firstTimes(_ configure: (NavAppCore) -> Void) throws -> [SpeedAlertLevel: Double] {
            let core = NavAppCore(session: try DriveSession(map: town, spec: spec, startTimeOfDay: DemoFixture.noon))
            configure(core)
            var first: [SpeedAlertLevel: Double] = [:]
            while !core.session.isFinished {
                core.seek(to: .time((core.session.state?.time ?? 0) + 1))
                let level = core.session.state?.alertLevel ?? .none
                if first[level] == nil { first[level] = core.session.state?.time }
            }
            return first
        }
        let standard = try firstTimes { _ in }
        let defaultMajor = try #require(standard[.major], "the speeding route reaches a major alert by default")
        // 25 % over the limit: with the minor alert at 20 % and the major one at 50 %, the major alert comes only
        // when the route's escalation (a minor alert lasting 20 s) raises it: later than by default.
        let raised = try firstTimes { core in
            self.set(core, .speedAlertMode, .choice("percent"))
            self.set(core, .speedAlertMinorThreshold, .number(20))
            self.set(core, .speedAlertMajorThreshold, .number(50))
        }
        let raisedMinor = try #require(raised[.minor])
        let raisedMajor = try #require(raised[.major])
        #expect(raisedMajor > defaultMajor && raisedMajor >= raisedMinor + 20, "\(standard) \(raised)")
        // Lower thresholds: the major alert comes no later than by default.
        let lowered = try firstTimes { core in
            self.set(core, .speedAlertMinorThreshold, .number(1))
            self.set(core, .speedAlertMajorThreshold, .number(2))
        }
        #expect(try #require(lowered[.major]) <= defaultMajor, "\(standard) \(lowered)")
        let quiet = try firstTimes { core in
            self.set(core, .speedAlertMode, .choice("percent"))
            self.set(core, .speedAlertMinorThreshold, .number(200))
            self.set(core, .speedAlertMajorThreshold, .number(200))
        }
        #expect(quiet[.minor] == nil && quiet[.major] == nil, "\(quiet)")
    }

    @Test func alternateRoutesStrategyLimitsThePreview() throws {
        var spec = DriveSpec.harbourneDemo
        spec.alternatives = .all
        let core = try DemoFixture.core(spec: spec)
        core.dispatch(.overview)
        let composer = ScreenComposer()
        func shown() throws -> Int {
            try #require(composer.mapView(core, plan: composer.plan(core, width: 120, height: 40))).alternatives.count
        }
        let planned = core.session.plannedRoutes.count - 1
        #expect(planned >= 1, "the demo plans alternatives when asked")
        #expect(try shown() == min(2, planned))
        set(core, .alternateRoutesStrategy, .choice("one"))
        #expect(try shown() == 1)
        set(core, .alternateRoutesStrategy, .choice("none"))
        #expect(try shown() == 0)
    }

    @Test func schemeLanguageUnitsAndAsciiFollowTheSettingsAndKeysWriteBack() throws {
        let core = try DemoFixture.core()
        core.seek(to: .fraction(0.4))
        set(core, .mapScheme, .choice("liteNight"))
        #expect(core.state.scheme == .liteNight)
        set(core, .units, .choice("imperial"))
        #expect(core.state.units == .imperial)
        set(core, .ascii, .bool(true))
        let text = ScreenComposer().render(core, width: 80, height: 24).text
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "ascii: only ASCII on screen")
        core.dispatch(.toggleNight)
        #expect(core.settings.mapScheme == "liteDay")
        #expect(core.state.settings.origin(.mapScheme) == .runtime("key"))
    }

    @Test func aFeatureListTheMapCannotUseKeepsTheOldValue() throws {
        let core = try DemoFixture.core()
        set(core, .features, .text("+extrudedBuildings"))
        #expect(core.state.features.isEnabled(.extrudedBuildings))
        set(core, .features, .text("+noSuchLayer"))
        #expect(core.settings.features == "+extrudedBuildings")
        #expect(core.state.status.contains("noSuchLayer"))
    }
}

@Suite struct SettingsTableAgreementTests {
    @Test func theSchemeChoicesAreTheMapSchemes() {
        #expect(Settings.mapSchemes == MapScheme.allCases.map(\.rawValue))
    }

    @Test func theDefaultHeaderColoursAreTheHeaderWidgetsOwn() {
        let s = Settings()
        #expect(Color(s.navigationHeaderPrimaryBackgroundColor) == NavigationHeader.defaultPrimaryStyle.background)
        #expect(Color(s.navigationHeaderSecondaryBackgroundColor) == NavigationHeader.defaultSecondaryStyle.background)
    }
}
