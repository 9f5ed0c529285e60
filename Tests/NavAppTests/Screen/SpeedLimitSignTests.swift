import Geo
import Navigation
import Routing
import Testing
import Widgets
@testable import NavApp

/// The speed-limit sign shows the limit as posted; only the vehicle's speed follows the display units.
@Suite struct SpeedLimitSignTests {
    static func state(limit: KilometersPerHour, unit: SpeedUnit, speedKmh: KilometersPerHour) throws -> NavigationState {
        var s = try #require(try DemoFixture.core().session.state)
        s.speedLimit = limit
        s.speedLimitUnit = unit
        s.speed = UnitConversion.mps(fromKmh: speedKmh)
        return s
    }

    @Test func aFiftyKilometreSignReadsFiftyInAnImperialDisplay() throws {
        let sign = NavigationProps.speedometer(try Self.state(limit: 50, unit: .kilometersPerHour, speedKmh: 80), units: .imperial)
        #expect(sign.limit == 50)
        #expect(sign.speed == 50, "80 km/h is 50 mph: the vehicle's speed follows --units")
        #expect(sign.units == .imperial)
    }

    @Test func aThirtyMilesPerHourSignReadsThirtyInAMetricDisplay() throws {
        let sign = NavigationProps.speedometer(try Self.state(limit: 48.28, unit: .milesPerHour, speedKmh: 60), units: .metric)
        #expect(sign.limit == 30)
        #expect(sign.speed == 60)
    }
}
