import Geo
import Text

/// Writes NMEA 0183: a GGA and an RMC sentence per fix (talker GP), with correct checksums, CR LF line endings.
///
/// NMEA sentences need a time: fixes without one get the previous fix's time plus one second (from
/// 2000-01-01T00:00:00Z when none has a time; RMC's two-digit years cannot say 1970). Read back with `NMEAReader`, 3D fixes stay 3D (the GGA carries the altitude
/// and at least 4 satellites) and 2D fixes without altitude stay 2D.
public enum NMEAWriter {
    /// Where untimed fixes start: 2000-01-01T00:00:00Z.
    public static let untimedStart: Seconds = 946_684_800

    /// The sentences for `fixes`, in order.
    public static func write(fixes: [Fix]) -> String {
        var out = ""
        var last: Double?
        for f in fixes {
            // RMC's two-digit years cover 1980 ... 2079.
            let t = min(max(f.time ?? (last.map { $0 + 1 } ?? untimedStart), 315_532_800), 3_471_292_799)
            last = t
            out += gga(f, time: t) + "\r\n" + rmc(f, time: t) + "\r\n"
        }
        return out
    }

    /// `$GPGGA,hhmmss.sss,ddmm.mmmmmm,N,dddmm.mmmmmm,E,quality,satellites,hdop,altitude,M,,M,,*hh`.
    public static func gga(_ f: Fix, time: Seconds) -> String {
        let quality = f.mode == .noFix ? 0 : 1
        var sats = f.satellites ?? (f.mode == .threeD ? 8 : 3)
        if f.mode == .threeD { sats = max(sats, 4) } else if f.altitude != nil { sats = min(sats, 3) }
        let alt = f.altitude.map { TextWriter.decimal($0, places: 3) } ?? ""
        let hdop = f.hdop.map { TextWriter.decimal($0, places: 2) } ?? ""
        let body = "GPGGA,\(clock(time)),\(latitude(f.coordinate.latitude)),\(longitude(f.coordinate.longitude)),"
            + "\(quality),\(sats < 10 ? "0" : "")\(sats),\(hdop),\(alt),M,,M,,"
        return sentence(body)
    }

    /// `$GPRMC,hhmmss.sss,A,ddmm.mmmmmm,N,dddmm.mmmmmm,E,knots,course,ddmmyy,,,A*hh`.
    public static func rmc(_ f: Fix, time: Seconds) -> String {
        let status = f.mode == .noFix ? "V" : "A"
        let knots = f.speed.map { TextWriter.decimal($0 / UnitConversion.mpsPerKnot, places: 3) } ?? ""
        let course = f.course.map { TextWriter.decimal($0, places: 2) } ?? ""
        let day = Int((time / UTCTime.secondsPerDay).rounded(.down))
        let (y, m, d) = UTCTime.civil(days: day)
        let date = two(d) + two(m) + two(((y % 100) + 100) % 100)
        let body = "GPRMC,\(clock(time)),\(status),\(latitude(f.coordinate.latitude)),\(longitude(f.coordinate.longitude)),"
            + "\(knots),\(course),\(date),,,\(f.mode == .noFix ? "N" : "A")"
        return sentence(body)
    }

    /// `$` + body + `*` + the XOR of the body's bytes in two hex digits.
    public static func sentence(_ body: String) -> String {
        var sum: UInt8 = 0
        for b in body.utf8 { sum ^= b }
        let hex = String(sum, radix: 16, uppercase: true)
        return "$" + body + "*" + (hex.count == 1 ? "0" + hex : hex)
    }

    static func clock(_ t: Seconds) -> String {
        let day = (t / UTCTime.secondsPerDay).rounded(.down)
        var ms = Int(((t - day * UTCTime.secondsPerDay) * 1000).rounded())
        if ms >= 86_400_000 { ms = 86_399_999 }
        return two(ms / 3_600_000) + two(ms / 60_000 % 60) + two(ms / 1000 % 60) + "." + padded(ms % 1000, 3)
    }

    static func latitude(_ v: Degrees) -> String {
        let a = abs(v), d = Int(a)
        return two(d) + minutes(a - Double(d)) + "," + (v < 0 ? "S" : "N")
    }

    static func longitude(_ v: Degrees) -> String {
        let a = abs(v), d = Int(a)
        return padded(d, 3) + minutes(a - Double(d)) + "," + (v < 0 ? "W" : "E")
    }

    /// Minutes with six decimals (1e-6 min ≈ 2 mm), always two integer digits.
    static func minutes(_ fraction: Double) -> String {
        let m = min(fraction * 60, 59.999999)
        let digits = TextWriter.decimal(m, places: 6)
        return digits.utf8.count < 9 ? "0" + digits : digits  // %09.6f: two integer digits
    }

    static func two(_ v: Int) -> String { padded(v, 2) }

    /// `v` with at least `width` digits, zero-padded ("%03d").
    static func padded(_ v: Int, _ width: Int) -> String {
        var w = TextWriter(capacity: 8)
        w.write(v, zeroPaddedTo: width)
        return w.string
    }
}
