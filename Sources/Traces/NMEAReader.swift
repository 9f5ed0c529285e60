import Text
/// Reads an NMEA 0183 log into a trace (see `NMEADecoder` for what is understood).
public enum NMEAReader {
    /// Decodes a whole log. Throws `TraceError` only when nothing in it is an NMEA sentence.
    /// Epochs decoded before the first date (RMC/ZDA) get that date, counted back across midnights.
    /// - Complexity: O(n) in the bytes.
    public static func read(bytes: [UInt8], file: String = "<memory>") throws(TraceError) -> Trace {
        var decoder = NMEADecoder()
        _ = bytes.withUnsafeBufferPointer { decoder.decodeLines(ByteReader($0), final: true) }
        decoder.endEpoch()
        guard decoder.sentences > 0 else {
            let first = decoder.skipped.examples.map(\.line).min()
            throw TraceError(file: file, line: first, reason: "not an NMEA 0183 log: no valid sentence in \(decoder.lines) lines")
        }
        var fixes = decoder.output
        backfillDates(&fixes, timeOfDay: decoder.outputTimeOfDay)
        return Trace(format: .nmea, fixes: fixes, skipped: decoder.skipped)
    }

    /// Gives the undated leading fixes the date of the first dated one.
    static func backfillDates(_ fixes: inout [Fix], timeOfDay: [Double?]) {
        guard let firstDated = fixes.firstIndex(where: { $0.time != nil }), firstDated > 0,
              let t = fixes[firstDated].time, let tod = timeOfDay[firstDated] else { return }
        var day = (t - tod) / UTCTime.secondsPerDay
        var next = tod
        for k in stride(from: firstDated - 1, through: 0, by: -1) {
            guard let own = timeOfDay[k] else { continue }
            if own > next + 43_200 { day -= 1 }  // crossed midnight going back
            fixes[k].time = day * UTCTime.secondsPerDay + own
            next = own
        }
    }
}
