extension TextWriter {
    /// 0000-01-01T00:00:00Z in seconds since 1970, the earliest time `writeISO8601` shows.
    public static let earliestISO8601: Double = -62_167_219_200
    /// 10000-01-01T00:00:00Z, just past the latest time `writeISO8601` shows.
    public static let latestISO8601: Double = 253_402_300_800

    /// Appends a UTC time given in seconds since 1970 as ISO 8601: `2026-11-22T09:53:05.802Z`, milliseconds (rounded,
    /// half away from zero) only when the time has a fraction. Times outside years 0 ... 9999 are clamped to those
    /// bounds, a non-finite time is shown as 1970-01-01T00:00:00Z.
    /// - Complexity: O(1), no allocation.
    public mutating func writeISO8601(_ t: Double) {
        let clamped = t.isFinite ? min(max(t, Self.earliestISO8601), Self.latestISO8601 - 0.001) : 0
        var ms = Int((clamped * 1000).rounded())
        var dayCount = ms >= 0 ? ms / 86_400_000 : (ms - 86_399_999) / 86_400_000
        ms -= dayCount * 86_400_000
        if ms >= 86_400_000 { ms -= 86_400_000; dayCount += 1 }
        let (y, mo, d) = CivilCalendar.civil(days: dayCount)
        write(digitsOf: UInt64(y), minimumWidth: 4)
        write(byte: UInt8(ascii: "-"))
        write(digitsOf: UInt64(mo), minimumWidth: 2)
        write(byte: UInt8(ascii: "-"))
        write(digitsOf: UInt64(d), minimumWidth: 2)
        write(byte: UInt8(ascii: "T"))
        write(digitsOf: UInt64(ms / 3_600_000), minimumWidth: 2)
        write(byte: UInt8(ascii: ":"))
        write(digitsOf: UInt64(ms / 60_000 % 60), minimumWidth: 2)
        write(byte: UInt8(ascii: ":"))
        write(digitsOf: UInt64(ms / 1000 % 60), minimumWidth: 2)
        if ms % 1000 != 0 {
            write(byte: UInt8(ascii: "."))
            write(digitsOf: UInt64(ms % 1000), minimumWidth: 3)
        }
        write(byte: UInt8(ascii: "Z"))
    }
}
