import Foundation
import Testing
@testable import Text

@Suite struct TextWriterNumberTests {
    static func decimal(_ v: Double, _ places: Int, _ style: DecimalStyle = .fixed) -> String {
        var w = TextWriter()
        w.write(v, places: places, style: style)
        return w.string
    }

    @Test(arguments: [
        (0.0, 2, "0.00"), (1.0, 0, "1"), (-27.210911667, 9, "-27.210911667"), (2345.678, 1, "2345.7"),
        (200.05, 1, "200.1"), (0.041234, 4, "0.0412"), (43.7384, 6, "43.738400"), (Double.leastNonzeroMagnitude, 3, "0.000"),
        (999.9999, 3, "1000.000"), (-999.9996, 3, "-1000.000"), (0.5, 0, "0"), (1.5, 0, "2"), (2.5, 0, "2"),
    ] as [(Double, Int, String)])
    func fixedDecimalsRoundToTheNearestWithTiesToEven(_ v: Double, _ places: Int, _ text: String) {
        #expect(Self.decimal(v, places) == text)
    }

    @Test func roundingIsOnTheExactBinaryValueNotOnAScaledProduct() {
        // 1.115 is stored as 1.11499999999999999111...; 1.115 * 100 rounds up to 111.5 in doubles.
        #expect(Self.decimal(1.115, 2) == "1.11")
        #expect(Self.decimal(0.125, 2) == "0.12")  // an exact tie: to even
        #expect(Self.decimal(0.375, 2) == "0.38")
        #expect(Self.decimal(-0.0005, 3) == "-0.001")  // stored just beyond the tie
    }

    @Test func negativeZeroIsNeverWritten() {
        #expect(Self.decimal(-0.0, 1) == "0.0")
        #expect(Self.decimal(-0.0001, 1) == "0.0")
        #expect(Self.decimal(-0.0004, 3, .trimmed) == "0")
        #expect(Self.decimal(-1e-300, 0) == "0")
    }

    @Test func trimmedStyleDropsTrailingZerosAndABarePoint() {
        #expect(Self.decimal(12.5, 3, .trimmed) == "12.5")
        #expect(Self.decimal(100, 2, .trimmed) == "100")
        #expect(Self.decimal(0.000000001, 9, .trimmed) == "0.000000001")
        #expect(Self.decimal(153.05225, 9, .trimmed) == "153.05225")
        #expect(Self.decimal(0.001, 2, .trimmed) == "0")
    }

    @Test func largeValuesAreWrittenInFullWithoutExponent() {
        #expect(Self.decimal(1e20, 1) == "100000000000000000000.0")
        #expect(Self.decimal(1e17, 3, .trimmed) == "100000000000000000")
        #expect(Self.decimal(-9.223372036854775808e18, 0) == "-9223372036854775808")
        #expect(Self.decimal(.greatestFiniteMagnitude, 0) == String(format: "%.0f", Double.greatestFiniteMagnitude))
        #expect(Self.decimal(2251799813685248.5, 1) == "2251799813685248.5")  // 2^51 + 0.5: halves are still exact
    }

    @Test func nonFiniteValuesAreNamedInTextAndNullInJSON() {
        #expect(Self.decimal(.nan, 2) == "nan")
        #expect(Self.decimal(.infinity, 2) == "inf")
        #expect(Self.decimal(-.infinity, 2) == "-inf")
        var j = JSONWriter()
        j.beginArray()
        j.number(.nan, places: 1)
        j.number(.infinity, places: 1)
        j.number(nil, places: 1)
        j.endArray()
        #expect(j.string == "[null, null, null]")
    }

    /// The oracle: C's printf, on 60,000 seeded values across magnitudes and every number of places.
    @Test func everyValueMatchesPrintfExceptForTheSignOfZero() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        var mismatches: [String] = []
        for i in 0..<60_000 {
            let r = next()
            let v: Double
            switch i % 4 {
            case 0: v = Double(bitPattern: r)  // any double
            case 1: v = Double(Int64(bitPattern: r) % 100_000_000) / 1000  // decimals that look like data
            case 2: v = (Double(r >> 11) / Double(1 << 53) - 0.5) * 400  // coordinates
            default: v = Double(Int64(bitPattern: r) % 2_000_000) / 8  // exact ties
            }
            guard v.isFinite, abs(v) < 1e30 else { continue }
            let places = Int(r % 10)
            var expected = String(format: "%.\(places)f", v)
            if expected.hasPrefix("-"), expected.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { expected.removeFirst() }
            let got = Self.decimal(v, places)
            if got != expected && mismatches.count < 5 { mismatches.append("\(v) %.\(places)f: \(got) != \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func integersAndZeroPadding() {
        var w = TextWriter()
        w.write(-42)
        w.write(byte: 0x20)
        w.write(Int.min)
        w.write(byte: 0x20)
        w.write(7, zeroPaddedTo: 3)
        #expect(w.string == "-42 -9223372036854775808 007")
    }

    @Test(arguments: [
        (1_700_000_000.25, "2023-11-14T22:13:20.250Z"), (0, "1970-01-01T00:00:00Z"), (-0.001, "1969-12-31T23:59:59.999Z"),
        (951_782_400, "2000-02-29T00:00:00Z"), (1e300, "9999-12-31T23:59:59.999Z"), (-1e300, "0000-01-01T00:00:00Z"),
        (.nan, "1970-01-01T00:00:00Z"), (86_399.9996, "1970-01-02T00:00:00Z"),
    ] as [(Double, String)])
    func timesAreISO8601UTCWithMillisecondsWhenPresent(_ t: Double, _ text: String) {
        var w = TextWriter()
        w.writeISO8601(t)
        #expect(w.string == text)
    }

    @Test func calendarRoundTripsEveryDayOfFourHundredYears() {
        for day in stride(from: -146_097, to: 146_097 * 2, by: 1) {
            let (y, m, d) = CivilCalendar.civil(days: day)
            if CivilCalendar.days(year: y, month: m, day: d) != day { Issue.record("day \(day)"); return }
        }
    }
}
