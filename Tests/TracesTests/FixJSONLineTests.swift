import Foundation
import Geo
import Testing
import Text
@testable import Traces

/// The `navsim trace --jsonl` line of one fix (numbers: Tests/TextTests/TextWriterNumberTests).
struct FixJSONLineTests {
    @Test func aFixLineIsValidJSONWithTheDocumentedKeys() throws {
        let f = Fix(time: 1_700_000_000.25, coordinate: Coordinate(43.7384, 7.4246), altitude: -3.5, speed: 13.889,
                    course: 359.99, mode: .threeD)
        let line = f.jsonLine
        #expect(line == #"{"time": "2023-11-14T22:13:20.250Z", "lat": 43.7384, "lon": 7.4246, "alt": -3.5, "speed": 13.889, "course": 359.99, "mode": 3}"#)
        let o = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(Set(o.keys) == ["time", "lat", "lon", "alt", "speed", "course", "mode"])
    }

    @Test func missingValuesAreNullAndNumbersAreTrimmed() {
        #expect(Fix(coordinate: Coordinate(1, 2)).jsonLine
                == #"{"time": null, "lat": 1, "lon": 2, "alt": null, "speed": null, "course": null, "mode": 2}"#)
        let f = Fix(time: 0, coordinate: Coordinate(-0.0000000001, 153.05225), altitude: .nan, speed: 0.0004, course: 12.5,
                    mode: .twoD)
        #expect(f.jsonLine == #"{"time": "1970-01-01T00:00:00Z", "lat": 0, "lon": 153.05225, "alt": null, "speed": 0, "course": 12.5, "mode": 2}"#)
    }

    @Test func linesAppendToOneBuffer() {
        var j = JSONWriter()
        for lat in [1.0, 2.0] {
            Fix(coordinate: Coordinate(lat, 0)).writeJSON(into: &j)
            j.endLine()
        }
        #expect(j.string.split(separator: "\n").count == 2)
        #expect(j.string.hasPrefix(#"{"time": null, "lat": 1,"#))
    }
}
