import Foundation
import Geo
import Testing
@testable import Traces

struct FixJSONTests {
    @Test(arguments: [
        (0.0, 3, "0"), (1.0, 3, "1"), (-27.210911667, 9, "-27.210911667"), (0.05, 3, "0.05"), (-0.0004, 3, "0"),
        (-0.0005, 3, "-0.001"), (153.05225, 9, "153.05225"), (12.5, 0, "13"), (0.001, 2, "0"), (100.0, 2, "100"),
        (0.000000001, 9, "0.000000001"), (1e17, 3, "1e+17"),
    ] as [(Double, Int, String)])
    func numbersAreFixedPointWithoutTrailingZeros(_ v: Double, _ places: Int, _ text: String) {
        #expect(FixJSON.number(v, places: places) == text)
    }

    @Test func missingAndNonFiniteValuesAreNull() {
        #expect(FixJSON.number(nil, places: 3) == "null")
        #expect(FixJSON.number(.infinity, places: 3) == "null")
        #expect(FixJSON.number(.nan, places: 3) == "null")
    }

    @Test func aFixLineIsValidJSONWithTheDocumentedKeys() throws {
        let f = Fix(time: 1_700_000_000.25, coordinate: Coordinate(43.7384, 7.4246), altitude: -3.5, speed: 13.889,
                    course: 359.99, mode: .threeD)
        let line = FixJSON.line(f)
        #expect(line == #"{"time": "2023-11-14T22:13:20.250Z", "lat": 43.7384, "lon": 7.4246, "alt": -3.5, "speed": 13.889, "course": 359.99, "mode": 3}"#)
        let o = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(Set(o.keys) == ["time", "lat", "lon", "alt", "speed", "course", "mode"])
        #expect(FixJSON.line(Fix(coordinate: Coordinate(1, 2))).contains(#""time": null"#))
    }
}
