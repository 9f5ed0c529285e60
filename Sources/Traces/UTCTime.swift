import Text
import Geo

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

    /// Days since 1970-01-01 of a civil date (Howard Hinnant's `days_from_civil`), or nil when the year is
    /// outside `supportedYears` or the month outside 1...12.
    /// - Complexity: O(1).
    public static func days(year: Int, month: Int, day: Int) -> Int? {
        guard supportedYears.contains(year), (1...12).contains(month), (0...366).contains(day) else { return nil }
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The civil date of a day count since 1970-01-01 (`civil_from_days`).
    public static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// `2026-11-22T09:53:05.802Z` (milliseconds shown only when the time has a fraction).
    /// Times outside year 0 ... 9999 are shown clamped to those bounds.
    public static func iso8601(_ t: Seconds) -> String {
        let clamped = t.isFinite ? min(max(t, earliest), latest - 0.001) : 0
        var ms = Int((clamped * 1000).rounded())
        var dayCount = ms >= 0 ? ms / 86_400_000 : (ms - 86_399_999) / 86_400_000
        ms -= dayCount * 86_400_000
        if ms >= 86_400_000 { ms -= 86_400_000; dayCount += 1 }
        let (y, mo, d) = civil(days: dayCount)
        let h = ms / 3_600_000, mi = ms / 60_000 % 60, s = ms / 1000 % 60, f = ms % 1000
        var out = pad(y, 4) + "-" + pad(mo, 2) + "-" + pad(d, 2) + "T" + pad(h, 2) + ":" + pad(mi, 2) + ":" + pad(s, 2)
        if f != 0 { out += "." + pad(f, 3) }
        return out + "Z"
    }

    private static func pad(_ v: Int, _ width: Int) -> String {
        let s = String(v)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
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
