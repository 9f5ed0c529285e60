import Testing
@testable import Traces

/// Issue 10's NMEA/JSON reproducers through the public entry points: a clean error or a clean parse, never a trap.
@Suite struct TraceFuzzReproducerTests {
    @Test func zdaYearOf17DigitsIsMalformedNotATrap() {
        // N1: `era * 146_097` overflowed in UTCTime.days for a year of 17+ digits.
        var d = NMEADecoder()
        _ = d.feed(Array("$GPZDA,,1,1,99999999999999990\n".utf8))
        _ = d.finish()
        #expect(d.skipped.count(.malformed) == 1)
        #expect(UTCTime.days(year: Int.max, month: 12, day: 31) == nil)
        #expect(UTCTime.days(year: Int.min, month: 1, day: 1) == nil)
        #expect(UTCTime.days(year: 1970, month: 1, day: 1) == 0)
    }

    @Test func iso8601YearsAreBounded() {
        #expect(UTCTime.parse("9999-12-31T23:59:59Z") == 253_402_300_799)
        #expect(UTCTime.parse("0000-01-01T00:00:00Z") == UTCTime.earliest)
    }
}
