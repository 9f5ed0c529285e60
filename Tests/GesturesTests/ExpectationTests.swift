import Foundation
import Testing
@testable import Gestures

@Suite struct ExpectationTests {
    /// Equirectangular metres: plenty for tens of metres.
    static func metres(_ a: GestureLocation, _ b: GestureLocation) -> Double {
        let k = 111_320.0
        return hypot((a.latitude - b.latitude) * k, (a.longitude - b.longitude) * k * cos(a.latitude * .pi / 180))
    }

    let seen = ScriptObservation(
        zoom: 16.03, bearing: 359.5, tilt: 10, centre: GestureLocation(latitude: 50.0, longitude: -1.0),
        screen: ["  Then turn left  ", "Market Street"],
        events: [GestureEvent(kind: .longPress, state: .begin, origin: CellPoint(x: 20, y: 10), time: 1,
                              location: GestureLocation(latitude: 50.0001, longitude: -1.0))],
        markers: 1,
        locate: { x, y in x == 50 && y == 15 ? GestureLocation(latitude: 50.0001, longitude: -1.0) : nil },
        distance: ExpectationTests.metres)

    func passes(_ line: String) throws -> Bool {
        let command = try #require(try GestureScript.parse(line).lines.first?.command)
        guard case .expect(let e) = command else { Issue.record("not an expect line"); return false }
        return e.check(seen, line: 1).passed
    }

    @Test func numericExpectationsUseTheirTolerances() throws {
        #expect(try passes("expect zoom 16 ±0.05"))
        #expect(try !passes("expect zoom 16"), "default tolerance 0.01")
        #expect(try passes("expect bearing 0 ±1"), "359.5 is half a degree from 0")
        #expect(try !passes("expect bearing 2 ±1"))
        #expect(try passes("expect tilt 10"))
    }

    @Test func centreIsComparedInMetresForGeoAndCellPoints() throws {
        #expect(try passes("expect center 50.0,-1.0"))
        #expect(try passes("expect center 50,15 ±20m"), "cell 50,15 is 11 m north")
        #expect(try !passes("expect center 50,15 ±5m"))
        #expect(try !passes("expect center 1,1 ±500m"), "a cell without map never matches")
    }

    @Test func screenEventsAndMarkers() throws {
        #expect(try passes("expect screen contains \"Then turn\""))
        #expect(try !passes("expect screen contains \"Then turn right\""))
        #expect(try passes("expect event longPress begin at 20,10"))
        #expect(try passes("expect event longpress"))
        #expect(try passes("expect event longPress at 50.0001,-1.0"))
        #expect(try !passes("expect event longPress end"))
        #expect(try !passes("expect event longPress begin at 21,10"))
        #expect(try passes("expect markers 1"))
        #expect(try !passes("expect markers 2"))
    }

    @Test func reportPrintsOneLinePerExpectationAndTheTotals() {
        let ok = ScriptExpectation.zoom(16, tolerance: 0.05).check(seen, line: 16)
        let bad = ScriptExpectation.markers(3).check(seen, line: 22)
        let report = ScriptReport(results: [ok, bad])
        #expect(report.lines == ["ok line 16: expect zoom 16 ±0.05 (actual 16.030)",
                                 "not ok line 22: expect markers 3 (actual 1)",
                                 "1 passed, 1 failed"])
        #expect(!report.allPassed)
    }

    @Test func gestureLogKeepsTheNewestLines() {
        var log = GestureLog(capacity: 2)
        for i in 0..<3 {
            log.append(GestureEvent(kind: .tap, state: .discrete, origin: CellPoint(x: i, y: 0), time: Double(i),
                                    location: GestureLocation(latitude: 1.5, longitude: -2)))
        }
        #expect(log.lines(last: 5) == ["1.000 tap discrete 1,0 1.500000,-2.000000", "2.000 tap discrete 2,0 1.500000,-2.000000"])
        #expect(log.lines(last: 1).count == 1)
    }
}
