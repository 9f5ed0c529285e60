import Geo

/// What the sentences of one NMEA epoch (one time of day) said, merged in sentence order the way gpsd
/// merges them into its TPV report: each sentence may set the fix mode, the last one wins.
struct NMEAEpoch {
    /// Seconds since midnight UTC of this epoch, nil before the first timed sentence.
    var timeOfDay: Double?
    /// Days since 1970 from an RMC or ZDA sentence of this epoch.
    var day: Int?
    var latitude: Double?
    var longitude: Double?
    var altitude: Double?
    var speed: Double?
    var course: Double?
    /// gpsd's mode: 0 not seen yet, 1 no fix, 2 2D, 3 3D.
    var mode = 0
    var hdop: Double?
    var satellites: Int?
    var horizontalAccuracy: Double?
    /// Number of sentences merged.
    var sentences = 0

    var isEmpty: Bool { sentences == 0 }

    /// The fix of this epoch on `day` (days since 1970), or nil when the epoch ended without a 2D/3D position.
    func fix(day fallbackDay: Int?) -> Fix? {
        guard mode >= 2, let latitude, let longitude else { return nil }
        var time: Double?
        if let tod = timeOfDay, let d = day ?? fallbackDay { time = Double(d) * UTCTime.secondsPerDay + tod }
        return Fix(time: time, coordinate: Coordinate(latitude: latitude, longitude: longitude),
                   altitude: altitude, speed: speed, course: course, mode: mode == 3 ? .threeD : .twoD,
                   hdop: hdop, horizontalAccuracy: horizontalAccuracy, satellites: satellites)
    }
}
