import Geo

/// What the sentences of one NMEA epoch (one time of day) said, merged the way gpsd merges them into a TPV.
struct NMEAEpoch {
    /// Seconds since midnight UTC of this epoch, nil before the first timed sentence.
    var timeOfDay: Double?
    /// Days since 1970 from an RMC or ZDA sentence of this epoch.
    var day: Int?
    var latitude: Double?
    var longitude: Double?
    /// True once a sentence of this epoch reported a valid position.
    var hasPosition = false
    var altitude: Double?
    var speed: Double?
    var course: Double?
    /// GGA quality / GNS mode said "fix" (with altitude → 3D).
    var ggaFix = false
    /// Fix type from GSA (1, 2 or 3), if any.
    var gsaMode: Int?
    var hdop: Double?
    var satellites: Int?
    var horizontalAccuracy: Double?
    /// A sentence of this epoch reported "no fix" (RMC V, GGA quality 0, ...).
    var sawNoFix = false
    /// Number of sentences merged.
    var sentences = 0

    var isEmpty: Bool { sentences == 0 }

    /// The TPV mode gpsd would report.
    var mode: FixMode {
        guard hasPosition else { return .noFix }
        if let m = gsaMode, m == 3 { return .threeD }
        if ggaFix, altitude != nil { return .threeD }
        return .twoD
    }

    /// The fix of this epoch on `day` (days since 1970), or nil when the epoch had no valid position.
    func fix(day fallbackDay: Int?) -> Fix? {
        guard hasPosition, let latitude, let longitude else { return nil }
        var time: Double?
        if let tod = timeOfDay, let d = day ?? fallbackDay { time = Double(d) * UTCTime.secondsPerDay + tod }
        let m = mode
        return Fix(time: time, coordinate: Coordinate(latitude: latitude, longitude: longitude),
                   altitude: m == .threeD ? altitude : nil, speed: speed, course: course, mode: m,
                   hdop: hdop, horizontalAccuracy: horizontalAccuracy, satellites: satellites)
    }
}
