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

    @inline(__always) func char(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt8 {
        let (s, e) = range(i)
        return e > s ? p[s] : 0
    }

    @inline(__always) func number(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> Double? {
        let (s, e) = range(i)
        return e > s ? ASCIINumber.double(p, s, e) : nil
    }

    /// `hhmmss[.sss]` as seconds since midnight.
    func timeOfDay(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> Double? {
        let (s, e) = range(i)
        guard e - s >= 6, let h = ASCIINumber.twoDigits(p, s), let m = ASCIINumber.twoDigits(p, s + 2),
              let sec = ASCIINumber.double(p, s + 4, e), h < 24, m < 60, sec < 61 else { return nil }
        return Double(h * 3600 + m * 60) + sec
    }

    /// `(d)ddmm.mmmm` + hemisphere as signed degrees.
    func angle(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, negative: UInt8, limit: Double) -> Double? {
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

    /// Emits the current epoch's fix (if it had a position) and starts an empty epoch.
    mutating func endEpoch() {
        defer { epoch = NMEAEpoch() }
        guard !epoch.isEmpty else { return }
        if let tod = epoch.timeOfDay {
            if let d = epoch.day {
                currentDay = d
            } else if let last = lastTimeOfDay, let d = currentDay, tod < last - 43_200 {
                currentDay = d + 1  // midnight passed without a date sentence
            }
            lastTimeOfDay = tod
        }
        guard let fix = epoch.fix(day: currentDay) else {
            noFixEpochs += 1
            return
        }
        output.append(fix)
        outputTimeOfDay.append(epoch.timeOfDay)
    }

    mutating func setPosition(_ lat: Double?, _ lon: Double?) -> SentenceOutcome {
        guard let lat, let lon else { return .malformed }
        epoch.latitude = lat
        epoch.longitude = lon
        epoch.hasPosition = true
        return .used
    }

    /// `ddmmyy` (two-digit years: 80...99 → 19xx, else 20xx) as days since 1970.
    func date(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int? {
        let (s, e) = range(i)
        guard e - s == 6, let d = ASCIINumber.twoDigits(p, s), let m = ASCIINumber.twoDigits(p, s + 2),
              let y = ASCIINumber.twoDigits(p, s + 4), (1...31).contains(d), (1...12).contains(m) else { return nil }
        return UTCTime.days(year: y >= 80 ? 1900 + y : 2000 + y, month: m, day: d)
    }

    // MARK: - Sentences

    /// RMC: 1 time, 2 status, 3-4 lat, 5-6 lon, 7 speed (kn), 8 course, 9 date, 10-11 magvar, 12 mode.
    mutating func rmc(_ p: UnsafeBufferPointer<UInt8>) -> SentenceOutcome {
        enterEpoch(timeOfDay(p, 1))
        epoch.sentences += 1
        if let d = date(p, 9) { epoch.day = d }
        guard char(p, 2) == UInt8(ascii: "A"), char(p, 12) != UInt8(ascii: "N") else { epoch.sawNoFix = true; return .noFix }
        let outcome = setPosition(angle(p, 3, negative: UInt8(ascii: "S"), limit: 90), angle(p, 5, negative: UInt8(ascii: "W"), limit: 180))
        guard outcome == .used else { return outcome }
        if let v = number(p, 7) { epoch.speed = v * Self.knots }
        if let c = number(p, 8) { epoch.course = c }
        return .used
    }

    /// GGA: 1 time, 2-3 lat, 4-5 lon, 6 quality, 7 satellites, 8 HDOP, 9 altitude MSL, 10 'M', 11 geoid separation.
    mutating func gga(_ p: UnsafeBufferPointer<UInt8>) -> SentenceOutcome {
        enterEpoch(timeOfDay(p, 1))
        epoch.sentences += 1
        let quality = char(p, 6)
        guard quality >= UInt8(ascii: "1"), quality <= UInt8(ascii: "9") else { epoch.sawNoFix = true; return .noFix }
        let outcome = setPosition(angle(p, 2, negative: UInt8(ascii: "S"), limit: 90), angle(p, 4, negative: UInt8(ascii: "W"), limit: 180))
        guard outcome == .used else { return outcome }
        epoch.ggaFix = true
        if let s = number(p, 7) { epoch.satellites = Int(s) }
        if let h = number(p, 8) { epoch.hdop = h }
        if let alt = number(p, 9) { epoch.altitude = alt }
        return .used
    }

    /// GNS: 1 time, 2-3 lat, 4-5 lon, 6 mode per constellation ('N' = no fix), 7 satellites, 8 HDOP, 9 altitude.
    mutating func gns(_ p: UnsafeBufferPointer<UInt8>) -> SentenceOutcome {
        enterEpoch(timeOfDay(p, 1))
        epoch.sentences += 1
        let (s, e) = range(6)
        var fix = false
        for k in s..<max(s, e) where p[k] != UInt8(ascii: "N") { fix = true }
        guard fix else { epoch.sawNoFix = true; return .noFix }
        let outcome = setPosition(angle(p, 2, negative: UInt8(ascii: "S"), limit: 90), angle(p, 4, negative: UInt8(ascii: "W"), limit: 180))
        guard outcome == .used else { return outcome }
        epoch.ggaFix = true
        if let n = number(p, 7) { epoch.satellites = Int(n) }
        if let h = number(p, 8) { epoch.hdop = h }
        if let alt = number(p, 9) { epoch.altitude = alt }
        return .used
    }

    /// GLL: 1-2 lat, 3-4 lon, 5 time, 6 status, 7 mode.
    mutating func gll(_ p: UnsafeBufferPointer<UInt8>) -> SentenceOutcome {
        enterEpoch(timeOfDay(p, 5))
        epoch.sentences += 1
        guard char(p, 6) == UInt8(ascii: "A"), char(p, 7) != UInt8(ascii: "N") else { epoch.sawNoFix = true; return .noFix }
        return setPosition(angle(p, 1, negative: UInt8(ascii: "S"), limit: 90), angle(p, 3, negative: UInt8(ascii: "W"), limit: 180))
    }

    /// VTG: 1 course true, 2 'T', 3 course magnetic, 4 'M', 5 speed kn, 6 'N', 7 speed km/h, 8 'K', 9 mode.
    /// The old form without unit letters is 1 course true, 2 magnetic, 3 knots, 4 km/h.
    mutating func vtg(_ p: UnsafeBufferPointer<UInt8>) -> SentenceOutcome {
        epoch.sentences += 1
        guard char(p, 9) != UInt8(ascii: "N") else { return .noFix }
        let modern = char(p, 2) == UInt8(ascii: "T") || fieldCount > 5
        if epoch.course == nil, let c = number(p, 1) { epoch.course = c }
        if epoch.speed == nil {
            if let kn = number(p, modern ? 5 : 3) { epoch.speed = kn * Self.knots } else if let k = number(p, modern ? 7 : 4) { epoch.speed = k * Self.kmh }
        }
        return .used
    }

    /// GSA: 1 selection mode, 2 fix type (1 none, 2 2D, 3 3D), 3-14 satellites, 15 PDOP, 16 HDOP, 17 VDOP.
    mutating func gsa(_ p: UnsafeBufferPointer<UInt8>) -> SentenceOutcome {
        epoch.sentences += 1
        let t = char(p, 2)
        guard t >= UInt8(ascii: "1"), t <= UInt8(ascii: "3") else { return .malformed }
        epoch.gsaMode = Int(t - 48)
        if epoch.hdop == nil, let h = number(p, 16) { epoch.hdop = h }
        return .used
    }

    /// ZDA: 1 time, 2 day, 3 month, 4 year, 5-6 local zone.
    mutating func zda(_ p: UnsafeBufferPointer<UInt8>) -> SentenceOutcome {
        enterEpoch(timeOfDay(p, 1))
        epoch.sentences += 1
        let (ds, de) = range(2), (ms, me) = range(3), (ys, ye) = range(4)
        guard let d = ASCIINumber.int(p, ds, de), let m = ASCIINumber.int(p, ms, me), let y = ASCIINumber.int(p, ys, ye),
              (1...31).contains(d), (1...12).contains(m), y >= 1980 else { return .malformed }
        epoch.day = UTCTime.days(year: y, month: m, day: d)
        return .used
    }

    /// GST: 1 time, 2 RMS, 3-5 error ellipse, 6 σ latitude, 7 σ longitude, 8 σ altitude (metres).
    mutating func gst(_ p: UnsafeBufferPointer<UInt8>) -> SentenceOutcome {
        enterEpoch(timeOfDay(p, 1))
        epoch.sentences += 1
        if let la = number(p, 6), let lo = number(p, 7) { epoch.horizontalAccuracy = (la * la + lo * lo).squareRoot() }
        return .used
    }
}
