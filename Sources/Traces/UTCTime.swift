import Geo
import Text

/// UTC calendar arithmetic and ISO 8601 text, without Foundation (proleptic Gregorian calendar).
public enum UTCTime {
    public static let secondsPerDay: Seconds = 86_400
    /// 0000-01-01T00:00:00Z, the earliest time the text forms cover.
    public static let earliest: Seconds = -62_167_219_200
    /// 10000-01-01T00:00:00Z, just past the latest time the text forms cover.
    public static let latest: Seconds = 253_402_300_800

    /// The years the calendar arithmetic accepts: wide enough for any receiver or log, narrow enough that no
    /// product below overflows (a year read from a file goes through this check first).
    public static let supportedYears = -1_000_000...1_000_000

    /// Days since 1970-01-01 of a civil date (the one calendar, `Text.CivilCalendar`), or nil when the year is
    /// outside `supportedYears` or the month outside 1...12.
    /// - Complexity: O(1).
    public static func days(year: Int, month: Int, day: Int) -> Int? {
        guard supportedYears.contains(year), (1...12).contains(month), (0...366).contains(day) else { return nil }
        return CivilCalendar.days(year: year, month: month, day: day)
    }

    /// The civil date of a day count since 1970-01-01.
    public static func civil(days: Int) -> (year: Int, month: Int, day: Int) { CivilCalendar.civil(days: days) }

    /// `2026-11-22T09:53:05.802Z` (milliseconds shown only when the time has a fraction); written by
    /// `TextWriter.writeISO8601`, the one time formatter. Times outside year 0 ... 9999 are shown clamped to those bounds.
    public static func iso8601(_ t: Seconds) -> String {
        var w = TextWriter(capacity: 24)
        w.writeISO8601(t)
        return w.string
    }

    /// Parses ISO 8601 / RFC 3339 date-times: `YYYY-MM-DDTHH:MM:SS[.fff…][Z|±HH:MM|±HHMM]`
    /// (a space for `T` allowed; no zone means UTC). Nil for anything else.
    public static func parse(_ text: String) -> Seconds? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { parse(ByteReader($0), 0, $0.count) }
    }

    /// Byte-level form of `parse(_:)` over `p[start..<end]`.
    static func parse(_ p: ByteReader, _ start: Int, _ end: Int) -> Seconds? {
        let (s, e) = ASCIINumber.trimmed(p, start, end)
        guard e - s >= 19,
              let y = ASCIINumber.int(p, s, s + 4), p[s + 4] == UInt8(ascii: "-"),
              let mo = ASCIINumber.twoDigits(p, s + 5), p[s + 7] == UInt8(ascii: "-"),
              let d = ASCIINumber.twoDigits(p, s + 8),
              p[s + 10] == UInt8(ascii: "T") || p[s + 10] == UInt8(ascii: "t") || p[s + 10] == 0x20,
              let h = ASCIINumber.twoDigits(p, s + 11), p[s + 13] == UInt8(ascii: ":"),
              let mi = ASCIINumber.twoDigits(p, s + 14), p[s + 16] == UInt8(ascii: ":"),
              let sec = ASCIINumber.twoDigits(p, s + 17),
              (1...12).contains(mo), (1...31).contains(d), h < 24, mi < 60, sec <= 60 else { return nil }
        var i = s + 19
        var fraction = 0.0
        if i < e, p[i] == UInt8(ascii: ".") || p[i] == UInt8(ascii: ",") {
            i += 1
            var scale = 0.1
            let digitsStart = i
            while i < e, p[i] &- 48 < 10 { fraction += Double(p[i] &- 48) * scale; scale /= 10; i += 1 }
            guard i > digitsStart else { return nil }
        }
        var offset = 0
        if i < e {
            switch p[i] {
            case UInt8(ascii: "Z"), UInt8(ascii: "z"):
                i += 1
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                let sign = p[i] == UInt8(ascii: "-") ? -1 : 1
                guard i + 3 <= e, let oh = ASCIINumber.twoDigits(p, i + 1) else { return nil }
                i += 3
                var om = 0
                if i < e, p[i] == UInt8(ascii: ":") { i += 1 }
                if i + 2 <= e, let m = ASCIINumber.twoDigits(p, i) { om = m; i += 2 }
                offset = sign * (oh * 3600 + om * 60)
            default:
                return nil
            }
        }
        guard i == e else { return nil }
        guard let dayCount = days(year: y, month: mo, day: d) else { return nil }
        let whole = dayCount * 86_400 + h * 3600 + mi * 60 + sec - offset
        return Double(whole) + fraction
    }
}
