import Text
import Geo

/// The sentences, field by field (NMEA 0183 v4.11 field numbers; field 0 is the address).
extension NMEADecoder {
    // MARK: - Fields

    @inline(__always) func range(_ i: Int) -> (Int, Int) {
        guard i < fieldCount else { return (0, 0) }
        return (fieldStarts[i], fieldStarts[i + 1] - 1)
    }

    @inline(__always) func isEmpty(_ i: Int) -> Bool {
        let (s, e) = range(i)
        return e <= s
    }

    @inline(__always) func char(_ p: ByteReader, _ i: Int) -> UInt8 {
        let (s, e) = range(i)
        return e > s ? p[s] : 0
    }

    @inline(__always) func number(_ p: ByteReader, _ i: Int) -> Double? {
        let (s, e) = range(i)
        return e > s ? ASCIINumber.double(p, s, e) : nil
    }

    /// `hhmmss[.sss]` as seconds since midnight.
    func timeOfDay(_ p: ByteReader, _ i: Int) -> Double? {
        let (s, e) = range(i)
        guard e - s >= 6, let h = ASCIINumber.twoDigits(p, s), let m = ASCIINumber.twoDigits(p, s + 2),
              let sec = ASCIINumber.double(p, s + 4, e), h < 24, m < 60, sec < 61 else { return nil }
        return Double(h * 3600 + m * 60) + sec
    }

    /// `(d)ddmm.mmmm` + hemisphere as signed degrees.
    func angle(_ p: ByteReader, _ i: Int, negative: UInt8, limit: Double) -> Double? {
        guard let v = number(p, i), v >= 0 else { return nil }
        let degrees = (v / 100).rounded(.towardZero)
        let minutes = v - degrees * 100
        guard minutes < 60 else { return nil }
        let d = degrees + minutes / 60
        guard d <= limit else { return nil }
        let h = char(p, i + 1)
        return h == negative ? -d : d
    }

    /// Starts a new epoch when `tod` differs from the current epoch's time.
    mutating func enterEpoch(_ tod: Double?) {
        guard let tod else { return }
        if let current = epoch.timeOfDay, abs(current - tod) < 0.0005 { return }
        if epoch.timeOfDay != nil || !epoch.isEmpty { endEpoch() }
        epoch.timeOfDay = tod
    }

    /// Emits the current epoch's fix (if it ended with a 2D/3D position) and starts an empty epoch.
    mutating func endEpoch() {
        defer { epoch = NMEAEpoch(); reported = nil }
        guard !epoch.isEmpty else { return }
        if let tod = epoch.timeOfDay {
            if let d = epoch.day {
                currentDay = d
            } else if let last = lastTimeOfDay, let d = currentDay, tod < last - 43_200 {
                currentDay = d + 1  // midnight passed without a date sentence
            }
            lastTimeOfDay = tod
        }
        olderHadAltitude = previousHadAltitude
        previousHadAltitude = epoch.altitude != nil && epoch.mode >= 2
        previousMode = epoch.mode
        var final = reported ?? epoch
        // What only came after the last timed sentence (VTG, GSA, GST) fills gaps, never overrides.
        if final.speed == nil { final.speed = epoch.speed }
        if final.course == nil { final.course = epoch.course }
        if final.hdop == nil { final.hdop = epoch.hdop }
        if final.horizontalAccuracy == nil { final.horizontalAccuracy = epoch.horizontalAccuracy }
        guard let fix = final.fix(day: epoch.day ?? currentDay) else {
            noFixEpochs += 1
            return
        }
        output.append(fix)
        outputTimeOfDay.append(epoch.timeOfDay)
    }

    /// gpsd decides some modes from the fix "so far": while it parses the first sentence of an epoch, that is
    /// still the previous epoch's (it clears the fix only when it merges that sentence).
    var modeSoFar: Int { epoch.sentences <= 1 ? previousMode : epoch.mode }
    var altitudeSoFar: Bool { epoch.sentences <= 1 ? previousHadAltitude : epoch.altitude != nil }

    /// Records a position; a bad one means no fix (as gpsd).
    mutating func setPosition(_ lat: Double?, _ lon: Double?) -> Bool {
        guard let lat, let lon else { epoch.mode = 1; return false }
        epoch.latitude = lat
        epoch.longitude = lon
        return true
    }

    /// `ddmmyy` (two-digit years: 80...99 → 19xx, else 20xx) as days since 1970.
    func date(_ p: ByteReader, _ i: Int) -> Int? {
        let (s, e) = range(i)
        guard e - s == 6, let d = ASCIINumber.twoDigits(p, s), let m = ASCIINumber.twoDigits(p, s + 2),
              let y = ASCIINumber.twoDigits(p, s + 4), (1...31).contains(d), (1...12).contains(m) else { return nil }
        return UTCTime.days(year: y >= 80 ? 1900 + y : 2000 + y, month: m, day: d)
    }

    // MARK: - Sentences (mode rules as gpsd 3.20's nmea_parse.c)

    /// RMC: 1 time, 2 status, 3-4 lat, 5-6 lon, 7 speed (kn), 8 course, 9 date, 10-11 magvar, 12 mode.
    mutating func rmc(_ p: ByteReader) -> SentenceOutcome {
        enterEpoch(timeOfDay(p, 1))
        epoch.sentences += 1
        if let d = date(p, 9) { epoch.day = d }
        let status = char(p, 2)
        guard status == UInt8(ascii: "A") || status == UInt8(ascii: "D") else { epoch.mode = 1; return .noFix }
        guard setPosition(angle(p, 3, negative: UInt8(ascii: "S"), limit: 90), angle(p, 5, negative: UInt8(ascii: "W"), limit: 180)) else {
            return .malformed
        }
        if modeSoFar <= 2 { epoch.mode = 2 }
        if let v = number(p, 7) { epoch.speed = v * Self.knots }
        if let c = number(p, 8) { epoch.course = c }
        // A receiver that only sends RMC: 4 satellites used (last GSA) or a known altitude mean 3D.
        if satellitesUsed > 3 || altitudeSoFar { epoch.mode = 3 }
        return .used
    }

    /// GGA: 1 time, 2-3 lat, 4-5 lon, 6 quality, 7 satellites, 8 HDOP, 9 altitude MSL, 10 'M', 11 geoid separation.
    /// gpsd: a position is 2D, 3D with an altitude and 4+ satellites, no fix with fewer than 3 satellites or when
    /// the time repeats the previous GGA's (a receiver that lost lock).
    mutating func gga(_ p: ByteReader, talker: UInt8) -> SentenceOutcome {
        let tod = timeOfDay(p, 1)
        enterEpoch(tod)
        epoch.sentences += 1
        if lastGGATalker != 0 && lastGGATalker != talker {
            latched = false
        } else {
            latched = tod != nil && tod == lastGGATime
        }
        lastGGATalker = talker
        if !latched { lastGGATime = tod }
        guard !isEmpty(6) else { epoch.mode = 1; return .noFix }
        guard setPosition(angle(p, 2, negative: UInt8(ascii: "S"), limit: 90), angle(p, 4, negative: UInt8(ascii: "W"), limit: 180)) else {
            return char(p, 6) == UInt8(ascii: "0") ? .noFix : .malformed
        }
        let used = number(p, 7).flatMap { $0 >= 0 && $0 < 1000 ? Int($0) : nil } ?? 0
        // gpsd's source sets 2D unconditionally here, but its reports (the .chk files) keep a 3D mode that an
        // earlier sentence of the epoch set; this rule reproduces them.
        if modeSoFar < 2 { epoch.mode = 2 }
        if let alt = number(p, 9) {
            epoch.altitude = alt
            if used >= 4 { epoch.mode = 3 }
        }
        if used < 3 { epoch.mode = 1 }
        if latched { epoch.mode = 1 }
        epoch.satellites = used
        if let h = number(p, 8) { epoch.hdop = h }
        return epoch.mode == 1 ? .noFix : .used
    }

    /// GNS: 1 time, 2-3 lat, 4-5 lon, 6 mode per constellation ('N' = no fix), 7 satellites, 8 HDOP, 9 altitude,
    /// 13 navigational status (NMEA 4.1: 'U' unsafe, 'V' not valid).
    mutating func gns(_ p: ByteReader) -> SentenceOutcome {
        enterEpoch(timeOfDay(p, 1))
        epoch.sentences += 1
        let m = char(p, 6)
        guard m != 0, m != UInt8(ascii: "N") else { epoch.mode = 1; return .noFix }
        let status = char(p, 13)
        guard status != UInt8(ascii: "U"), status != UInt8(ascii: "V") else { return .noFix }
        guard setPosition(angle(p, 2, negative: UInt8(ascii: "S"), limit: 90), angle(p, 4, negative: UInt8(ascii: "W"), limit: 180)) else {
            return .malformed
        }
        let used = number(p, 7).flatMap { $0 >= 0 && $0 < 1000 ? Int($0) : nil } ?? 0
        epoch.mode = 2
        if let alt = number(p, 9) {
            epoch.altitude = alt
            if used > 3 { epoch.mode = 3 }
        }
        epoch.satellites = used
        if let h = number(p, 8) { epoch.hdop = h }
        return .used
    }

    /// GLL: 1-2 lat, 3-4 lon, 5 time, 6 status, 7 mode.
    mutating func gll(_ p: ByteReader) -> SentenceOutcome {
        enterEpoch(timeOfDay(p, 5))
        epoch.sentences += 1
        guard char(p, 6) == UInt8(ascii: "A"), char(p, 7) != UInt8(ascii: "N") else { epoch.mode = 1; return .noFix }
        guard setPosition(angle(p, 1, negative: UInt8(ascii: "S"), limit: 90), angle(p, 3, negative: UInt8(ascii: "W"), limit: 180)) else {
            return .malformed
        }
        if altitudeSoFar || satellitesUsed > 3 {
            epoch.mode = 3
        } else if modeSoFar < 2 || !olderHadAltitude {
            epoch.mode = 2
        }
        return .used
    }

    /// VTG: 1 course true, 2 'T', 3 course magnetic, 4 'M', 5 speed kn, 6 'N', 7 speed km/h, 8 'K', 9 mode.
    /// The old form without unit letters is 1 course true, 2 magnetic, 3 knots, 4 km/h.
    mutating func vtg(_ p: ByteReader) -> SentenceOutcome {
        epoch.sentences += 1
        // gpsd uses a VTG only with both a course and a speed (a standing receiver often leaves the course empty).
        guard let course = number(p, 1), !isEmpty(5) else { return .used }
        let modern = char(p, 2) == UInt8(ascii: "T")
        guard let knots = number(p, modern ? 5 : 3) else { return .malformed }
        epoch.course = course
        epoch.speed = knots * Self.knots
        return .used
    }

    /// GSA: 1 selection mode, 2 fix type (1 none, 2 2D, 3 3D), 3-14 satellites, 15 PDOP, 16 HDOP, 17 VDOP,
    /// 18 system (NMEA 4.1). Consecutive GSAs of several constellations add up their satellites.
    mutating func gsa(_ p: ByteReader, talker: UInt8) -> SentenceOutcome {
        epoch.sentences += 1
        let previousTalker = lastGSATalker
        defer { lastGSATalker = talker }
        guard fieldCount >= 18 else { return .malformed }  // e.g. i.Trek's "$GPGSA,A,1,,,,*32"
        guard !latched else { return .noFix }
        let t = char(p, 2)
        guard t >= UInt8(ascii: "1"), t <= UInt8(ascii: "3") else { return .malformed }
        if previousTalker == 0 || (previousTalker == talker && talker != UInt8(ascii: "N")) { satellitesUsed = 0 }
        if talker == UInt8(ascii: "L") || talker == UInt8(ascii: "B") || talker == UInt8(ascii: "D") || talker == UInt8(ascii: "A") {
            sawOtherGSA = true
        }
        var k = 3
        while k < fieldCount - 3 {
            if let prn = number(p, k), prn >= 1 { satellitesUsed += 1 }
            k += 1
        }
        if !(sawOtherGSA && talker == UInt8(ascii: "P")) { epoch.mode = Int(t - 48) }
        if let h = number(p, 16) { epoch.hdop = h }
        return t == UInt8(ascii: "1") ? .noFix : .used
    }

    /// ZDA: 1 time, 2 day, 3 month, 4 year, 5-6 local zone.
    mutating func zda(_ p: ByteReader) -> SentenceOutcome {
        enterEpoch(timeOfDay(p, 1))
        epoch.sentences += 1
        let (ds, de) = range(2), (ms, me) = range(3), (ys, ye) = range(4)
        guard let d = ASCIINumber.int(p, ds, de), let m = ASCIINumber.int(p, ms, me), let y = ASCIINumber.int(p, ys, ye),
              (1...31).contains(d), (1...12).contains(m), y >= 1980,
              let day = UTCTime.days(year: y, month: m, day: d) else { return .malformed }
        epoch.day = day
        return .used
    }

    /// GST: 1 time, 2 RMS, 3-5 error ellipse, 6 σ latitude, 7 σ longitude, 8 σ altitude (metres).
    mutating func gst(_ p: ByteReader) -> SentenceOutcome {
        epoch.sentences += 1
        if let la = number(p, 6), let lo = number(p, 7) { epoch.horizontalAccuracy = (la * la + lo * lo).squareRoot() }
        return .used
    }

    /// Garmin PGRMZ: 1 altitude, 2 unit ('f' feet, 'm' metres), 3 fix dimension (1 none, 2 2D, 3 3D).
    mutating func pgrmz(_ p: ByteReader) -> SentenceOutcome {
        epoch.sentences += 1
        if let alt = number(p, 1) {
            switch char(p, 2) {
            case UInt8(ascii: "f"): epoch.altitude = alt * UnitConversion.metersPerFoot
            case UInt8(ascii: "m"), UInt8(ascii: "M"): epoch.altitude = alt
            default: return .malformed
            }
        }
        switch char(p, 3) {
        case UInt8(ascii: "1"): epoch.mode = 1
        case UInt8(ascii: "2"): epoch.mode = 2
        case UInt8(ascii: "3"): epoch.mode = 3
        default: break
        }
        return .used
    }
}
