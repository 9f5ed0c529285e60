import Geo
import MapData
import Routing
import Testing
@testable import Navigation

@Suite struct EventFormatTests {
    @Test func jsonLinesHaveFixedKeysOrderAndDecimals() {
        let p = RouteProgress(time: 12, distanceTravelled: 100.04, remainingDistance: 2345.678, remainingDuration: 200.05,
                              eta: 212.05, fraction: 0.041234, leg: 0, legRemainingDistance: 2345.678)
        #expect(EventFormat.jsonl.line(.routeProgress(p)) == """
        {"t": 12.00, "type": "routeProgress", "distanceTravelled": 100.0, "remainingDistance": 2345.7, "remainingDuration": 200.1, \
        "eta": 212.1, "fraction": 0.0412, "leg": 0, "legRemainingDistance": 2345.7}
        """)
        let w = SpeedWarning(time: 3.5, level: .minor, speed: 61.04, limit: 50, percent: 22.08)
        #expect(EventFormat.jsonl.line(.speedWarning(w))
                == "{\"t\": 3.50, \"type\": \"speedWarning\", \"level\": \"minor\", \"speed\": 61.0, \"limit\": 50.0, \"percent\": 22.1}")
        let a = RoadAttributesChange(time: 1, entered: [.tunnel, .motorway], left: .bridge, current: [.tunnel, .motorway])
        #expect(EventFormat.jsonl.line(.roadAttributesChanged(a))
                == "{\"t\": 1.00, \"type\": \"roadAttributesChanged\", \"entered\": [\"tunnel\", \"motorway\"], \"left\": [\"bridge\"], \"current\": [\"tunnel\", \"motorway\"]}")
        #expect(EventFormat.jsonl.line(.speedLimitChanged(SpeedLimitChange(time: 0, limit: nil)))
                == "{\"t\": 0.00, \"type\": \"speedLimitChanged\", \"limit\": null}")
    }

    @Test func numbersNeverPrintNegativeZeroOrExponents() {
        #expect(EventFormat.jsonl.line(.speedLimitChanged(SpeedLimitChange(time: -0.0001, limit: 1e20)))
                == "{\"t\": 0.00, \"type\": \"speedLimitChanged\", \"limit\": 100000000000000000000.0}")
        #expect(EventFormat.jsonl.line(.speedLimitChanged(SpeedLimitChange(time: 0, limit: .nan))).hasSuffix("\"limit\": null}"))
    }

    @Test func roadNamesCannotSmuggleEscapeSequencesIntoEitherFormat() {
        let r = RoadChange(time: 0, name: "Evil\u{1B}[2JRoad\n\"x\"", ref: nil, highway: .primary)
        let json = EventFormat.jsonl.line(.currentRoadChanged(r))
        #expect(json == "{\"t\": 0.00, \"type\": \"currentRoadChanged\", \"name\": \"Evil\\u001b[2JRoad\\n\\\"x\\\"\", \"ref\": null, \"highway\": \"primary\"}")
        let text = EventFormat.text.line(.currentRoadChanged(r))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
        #expect(text.hasSuffix("road          EvilRoad\"x\""))  // the whole escape sequence goes, not just its ESC
    }

    @Test func propertyCheckerCatchesBrokenStreams() {
        let m = Maneuver(kind: .right, offset: 100, location: Coordinate(0, 0), bearingBefore: 0, bearingAfter: 90)
        let p = RouteProgress(time: 1, distanceTravelled: 0, remainingDistance: 10, remainingDuration: 5, eta: 7, fraction: 0,
                              leg: 0, legRemainingDistance: 10)
        let bad: [NavigationEvent] = [.routeProgress(p), .maneuverPassed(ManeuverPassage(time: 1, maneuverIndex: 1, maneuver: m))]
        let problems = StreamProperties.violations(bad)
        #expect(problems.contains("eta inconsistent at t=1.0"))
        #expect(problems.contains("maneuver 1 passed unannounced at t=1.0"))
        #expect(problems.contains("event 1 (maneuverPassed) out of the documented order"))
        #expect(problems.contains("destinationReached fired 0 times"))
    }
}
