import Geo

/// The one-line JSON form of a fix that `navsim trace --jsonl` prints:
/// `{"time": ISO 8601 or null, "lat", "lon", "alt", "speed": m/s, "course": degrees, "mode": 1|2|3}`.
/// Written without Foundation (numbers in fixed point, trailing zeros trimmed), fast enough for bulk output.
public enum FixJSON {
    /// One JSON object, no trailing newline.
    public static func line(_ f: Fix) -> String {
        var s = "{\"time\": "
        if let t = f.time { s += "\"" + UTCTime.iso8601(t) + "\"" } else { s += "null" }
        s += ", \"lat\": " + number(f.coordinate.latitude, places: 9)
        s += ", \"lon\": " + number(f.coordinate.longitude, places: 9)
        s += ", \"alt\": " + number(f.altitude, places: 3)
        s += ", \"speed\": " + number(f.speed, places: 3)
        s += ", \"course\": " + number(f.course, places: 2)
        s += ", \"mode\": " + String(f.mode.rawValue) + "}"
        return s
    }

    /// `v` rounded to `places` decimals, without exponent or trailing zeros; `null` for nil or non-finite.
    public static func number(_ v: Double?, places: Int) -> String {
        guard let v, v.isFinite else { return "null" }
        let scale = ASCIINumber.powersOfTen[places]
        let scaled = (abs(v) * scale).rounded()
        guard scaled < 9e15 else { return String(v) }  // beyond exact integers: the standard form
        var units = Int64(scaled)
        if units == 0 { return "0" }
        var digits: [UInt8] = []
        digits.reserveCapacity(24)
        var fraction = places
        // Drop trailing zeros of the fraction.
        while fraction > 0 && units % 10 == 0 { units /= 10; fraction -= 1 }
        var k = 0
        repeat {
            if k == fraction && fraction > 0 { digits.append(UInt8(ascii: ".")) }
            digits.append(UInt8(48 + units % 10))
            units /= 10
            k += 1
        } while units > 0 || k <= fraction
        if v < 0 { digits.append(UInt8(ascii: "-")) }
        digits.reverse()
        return String(decoding: digits, as: UTF8.self)
    }
}
