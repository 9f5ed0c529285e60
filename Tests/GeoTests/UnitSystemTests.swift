import Testing
@testable import Geo

@Suite struct UnitSystemTests {
    @Test(arguments: [
        (0.0, "0 m"), (47, "45 m"), (99, "100 m"), (304, "300 m"), (994, "990 m"), (996, "1.0 km"), (1234, "1.2 km"),
        (9_949, "9.9 km"), (12_600, "13 km"), (-5, "0 m"),
    ])
    func metricDistancesRoundAsAnnouncementsDo(meters: Double, text: String) {
        #expect(UnitSystem.metric.format(distance: meters) == text)
    }

    @Test(arguments: [(30.0, "100 ft"), (120, "400 ft"), (1609.344 * 2.34, "2.3 mi"), (1609.344 * 12.4, "12 mi")])
    func imperialDistances(meters: Double, text: String) {
        #expect(UnitSystem.imperial.format(distance: meters) == text)
    }

    @Test func durationsAndSpeeds() {
        #expect(UnitSystem.format(duration: 42) == "42 s")
        #expect(UnitSystem.format(duration: 540) == "9 min")
        #expect(UnitSystem.format(duration: 3900) == "1 h 05 min")
        #expect(UnitSystem.format(duration: .nan) == "0 s")
        #expect(abs(UnitSystem.imperial.speed(100) - 62.137) < 0.001)
        #expect(UnitSystem.metric.speedUnit == "km/h" && UnitSystem.imperial.speedUnit == "mph")
    }
}
