import Geo
import Testing
@testable import Navigation

@Suite struct SpeedAlertThresholdTests {
    let metric = SpeedAlertThresholds()
    let imperial = SpeedAlertThresholds(units: .imperial)

    @Test func metricDefaultsAreTenAndTwentyKilometresPerHourOver() {
        #expect(metric.minorThreshold == 10)
        #expect(metric.majorThreshold == 20)
        #expect(metric.level(speed: 59.99, limit: 50) == .none)
        #expect(metric.level(speed: 60, limit: 50) == .minor)
        #expect(metric.level(speed: 69.99, limit: 50) == .minor)
        #expect(metric.level(speed: 70, limit: 50) == .major)
    }

    @Test func metricBoundaryHoldsAfterTheMetresPerSecondRoundTrip() {
        // The navigator sees m/s from the source; 60 km/h → m/s → km/h must still be minor.
        let kmh = UnitConversion.kmh(fromMps: UnitConversion.mps(fromKmh: 60))
        #expect(metric.level(speed: kmh, limit: 50) == .minor)
        let justUnder = UnitConversion.kmh(fromMps: UnitConversion.mps(fromKmh: 59.999))
        #expect(metric.level(speed: justUnder, limit: 50) == .none)
    }

    @Test func imperialDefaultsAreFiveAndTenMilesPerHourOver() {
        let limit = 30 * UnitConversion.kmhPerMph // a 30 mph zone
        #expect(imperial.minorThreshold == 5)
        #expect(imperial.majorThreshold == 10)
        #expect(imperial.level(speed: 34.99 * UnitConversion.kmhPerMph, limit: limit) == .none)
        #expect(imperial.level(speed: 35 * UnitConversion.kmhPerMph, limit: limit) == .minor)
        #expect(imperial.level(speed: 39.99 * UnitConversion.kmhPerMph, limit: limit) == .minor)
        #expect(imperial.level(speed: 40 * UnitConversion.kmhPerMph, limit: limit) == .major)
    }

    @Test func percentThresholdsScaleWithTheLimit() {
        let p = SpeedAlertThresholds(mode: .percent)
        #expect(p.level(speed: 109.99, limit: 100) == .none)
        #expect(p.level(speed: 110, limit: 100) == .minor)
        #expect(p.level(speed: 120, limit: 100) == .major)
        #expect(p.level(speed: 33, limit: 30) == .minor)
        #expect(p.level(speed: 35.99, limit: 30) == .minor)
        #expect(p.level(speed: 36, limit: 30) == .major)
        #expect(SpeedAlertThresholds.percent(speed: 60, limit: 50) == 20)
    }

    @Test func customOffsetsReplaceTheDefaults() {
        let t = SpeedAlertThresholds(minor: 3, major: 15)
        #expect(t.level(speed: 52.99, limit: 50) == .none)
        #expect(t.level(speed: 53, limit: 50) == .minor)
        #expect(t.level(speed: 65, limit: 50) == .major)
    }

    @Test func navigatorRaisesAndLowersTheLevelAtTheThresholds() {
        var options = NavigatorOptions()
        options.progressTimeThreshold = 1000
        let nav = Navigator(route: Fixtures.straight(5000, limit: 50), options: options)
        let speeds: [KilometersPerHour] = [50, 59.9, 60, 69.9, 70, 65, 40]
        var levels = [SpeedAlertLevel]()
        for (i, v) in speeds.enumerated() {
            let at = nav.route.geometry.coordinate(at: Double(i) * 20) ?? Coordinate(0, 0)
            for e in nav.update(with: LocationSample(time: Double(i), coordinate: at, speed: UnitConversion.mps(fromKmh: v), course: 0)) {
                if case .speedWarning(let w) = e { levels.append(w.level) }
            }
        }
        #expect(levels == [.minor, .major, .minor, .none])
    }

    @Test func lastingMinorAlertEscalatesToMajor() {
        var options = NavigatorOptions()
        options.speedAlerts.escalateAfter = 5
        let nav = Navigator(route: Fixtures.straight(5000, limit: 50), options: options)
        var warnings = [(Seconds, SpeedAlertLevel)]()
        for i in 0..<10 {
            let at = nav.route.geometry.coordinate(at: Double(i) * 17) ?? Coordinate(0, 0)
            for e in nav.update(with: LocationSample(time: Double(i), coordinate: at, speed: UnitConversion.mps(fromKmh: 62), course: 0)) {
                if case .speedWarning(let w) = e { warnings.append((w.time, w.level)) }
            }
        }
        #expect(warnings.map(\.1) == [.minor, .major])
        #expect(warnings.map(\.0) == [0, 5])
    }
}

@Suite struct SpeedAlertHysteresisTests {
    @Test func levelsRiseAtThresholdsAndFallOnlyBelowTheMargin() {
        let t = SpeedAlertThresholds()
        #expect(t.level(speed: 60, limit: 50, current: .none) == .minor)
        #expect(t.level(speed: 58.01, limit: 50, current: .minor) == .minor)
        #expect(t.level(speed: 58, limit: 50, current: .minor) == .minor)
        #expect(t.level(speed: 57.99, limit: 50, current: .minor) == .none)
        #expect(t.level(speed: 68, limit: 50, current: .major) == .major)
        #expect(t.level(speed: 67.99, limit: 50, current: .major) == .minor)
        #expect(t.level(speed: 40, limit: 50, current: .major) == .none)
        let mph = SpeedAlertThresholds(units: .imperial)
        let zone = 30 * UnitConversion.kmhPerMph
        #expect(mph.level(speed: 34.01 * UnitConversion.kmhPerMph, limit: zone, current: .minor) == .minor)
        #expect(mph.level(speed: 33.99 * UnitConversion.kmhPerMph, limit: zone, current: .minor) == .none)
        let pct = SpeedAlertThresholds(mode: .percent)
        #expect(pct.level(speed: 108.01, limit: 100, current: .minor) == .minor)
        #expect(pct.level(speed: 107.99, limit: 100, current: .minor) == .none)
    }

    @Test func noisySpeedAroundAThresholdDoesNotFlicker() {
        let nav = Navigator(route: Fixtures.straight(5000, limit: 50))
        var changes = 0
        for i in 0..<40 {
            let kmh = 60 + (i % 2 == 0 ? 0.8 : -0.8) // 59.2 … 60.8 km/h
            let at = nav.route.geometry.coordinate(at: Double(i) * 16) ?? Coordinate(0, 0)
            changes += nav.update(with: LocationSample(time: Double(i), coordinate: at, speed: UnitConversion.mps(fromKmh: kmh), course: 0))
                .filter { $0.name == "speedWarning" }.count
        }
        #expect(changes == 1)
    }
}
