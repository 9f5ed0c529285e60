import Text
import Geo

/// One report of the gpsd JSON protocol, as far as a location source cares.
public enum GPSDReport: Hashable, Sendable {
    /// A TPV report with a position.
    case fix(Fix)
    /// A TPV report without a position (mode 0 or 1: no fix yet, or the fix was lost).
    case noFix(time: Seconds?)
    /// Any other class (VERSION, DEVICES, WATCH, SKY, GST, ...), by name.
    case other(String)
}

/// Decodes gpsd JSON reports, one object per line (`{"class":"TPV",...}`), from a stream of bytes.
/// Lines that are not JSON objects (e.g. the NMEA lines of a gpsd `.chk` file) are skipped and counted.
public struct GPSDJSONDecoder: Sendable {
    /// Lines that were not reports, or TPVs without a position, by reason.
    public internal(set) var skipped = SkippedLines()
    /// JSON objects decoded.
    public internal(set) var reports = 0
    /// Lines seen so far.
    public internal(set) var lines = 0
    /// The longest line kept while waiting for its end (a longer one is dropped as noise).
    public static let maxLineLength = 1 << 20
    /// The stream cut into lines: only an unfinished line is kept, at most `maxLineLength` bytes.
    var assembler = LineAssembler(maxLineLength: GPSDJSONDecoder.maxLineLength, carriageReturnEndsLine: false)

    public init() {}

    /// Decodes the whole lines in `bytes`; a partial last line waits for the next call. A line longer than
    /// `maxLineLength` is skipped ("line too long").
    /// - Complexity: O(bytes.count), whatever the pieces' sizes.
    public mutating func feed(_ bytes: [UInt8]) -> [GPSDReport] {
        var out: [GPSDReport] = []
        var assembler = self.assembler
        bytes.withUnsafeBufferPointer { p in
            assembler.feed(p, decode: { decodeLines($0, final: false, into: &out) }, tooLong: {
                lines += 1
                skipped.add(line: lines, reason: .lineTooLong) { "a line longer than \(Self.maxLineLength) bytes" }
            })
        }
        self.assembler = assembler
        return out
    }

    /// Decodes a last line without a line ending.
    public mutating func finish() -> [GPSDReport] {
        var out: [GPSDReport] = []
        let buffer = assembler.takePending()
        _ = buffer.withUnsafeBufferPointer { decodeLines(ByteReader($0), final: true, into: &out) }
        return out
    }

    mutating func decodeLines(_ p: ByteReader, final: Bool, into out: inout [GPSDReport]) -> Int {
        var start = 0
        for k in 0..<p.count where p[k] == 0x0A {
            lines += 1
            decodeLine(p, start, k, into: &out)
            start = k + 1
        }
        if final && start < p.count {
            lines += 1
            decodeLine(p, start, p.count, into: &out)
            return p.count
        }
        return start
    }

    mutating func decodeLine(_ p: ByteReader, _ start: Int, _ end: Int, into out: inout [GPSDReport]) {
        let (s, e) = ASCIINumber.trimmed(p, start, end)
        guard e > s else { return }
        let line = lines
        func skip(_ r: SkipReason) {
            skipped.add(line: line, reason: r) { TextSanitizer.excerpt(p.bytes(s, e)) }
        }
        guard p[s] == UInt8(ascii: "{") else { skip(.notASentence); return }
        var tpv = TPVFields()
        let ok = JSONObjectScanner.scan(p, s, e) { ks, ke, value in tpv.take(p, ks, ke, value) }
        guard ok, let cls = tpv.cls else { skip(.malformed); return }
        reports += 1
        guard tpv.isTPV else { out.append(.other(cls)); return }
        guard let report = tpv.report else { skip(.malformed); return }
        if case .noFix = report { skip(.noFix) }
        out.append(report)
    }
}

/// The members of a TPV report that make a fix.
struct TPVFields {
    var cls: String?
    var isTPV = false
    var mode = 0
    var time: Double?
    var badTime = false
    var lat: Double?, lon: Double?, altMSL: Double?, alt: Double?, speed: Double?, track: Double?, eph: Double?

    mutating func take(_ p: ByteReader, _ ks: Int, _ ke: Int, _ value: JSONObjectScanner.Value) {
        switch value {
        case .number(let v):
            switch ke - ks {
            case 3:
                if JSONObjectScanner.equals(p, ks, ke, "lat") { lat = v } else if JSONObjectScanner.equals(p, ks, ke, "lon") { lon = v }
                else if JSONObjectScanner.equals(p, ks, ke, "alt") { alt = v } else if JSONObjectScanner.equals(p, ks, ke, "eph") { eph = v }
            case 4:
                if JSONObjectScanner.equals(p, ks, ke, "mode") { mode = (0...3).contains(v) ? Int(v) : 0 } else if JSONObjectScanner.equals(p, ks, ke, "time") {
                    // The old protocol: seconds since 1970 (accepted up to the year 9999).
                    if v >= 0 && v < UTCTime.latest { time = v } else { badTime = true }
                }
            case 5:
                if JSONObjectScanner.equals(p, ks, ke, "speed") { speed = v } else if JSONObjectScanner.equals(p, ks, ke, "track") { track = v }
            case 6:
                if JSONObjectScanner.equals(p, ks, ke, "altMSL") { altMSL = v }
            default: break
            }
        case .string(let s, let e, let escaped):
            if JSONObjectScanner.equals(p, ks, ke, "class") {
                isTPV = !escaped && JSONObjectScanner.equals(p, s, e, "TPV")
                cls = JSONObjectScanner.text(p, s, e, escaped: escaped)
            } else if JSONObjectScanner.equals(p, ks, ke, "time") {
                time = escaped ? UTCTime.parse(JSONObjectScanner.text(p, s, e, escaped: true)) : UTCTime.parse(p, s, e)
                badTime = time == nil
            }
        default:
            break
        }
    }

    /// The report, or nil when the TPV is malformed (a bad time, a position out of range, half a position).
    var report: GPSDReport? {
        guard !badTime else { return nil }
        guard mode >= 2, let lat, let lon else {
            return mode >= 2 && (lat != nil || lon != nil) ? nil : .noFix(time: time)
        }
        let c = Coordinate(latitude: lat, longitude: lon)
        guard c.isValid else { return nil }
        return .fix(Fix(time: time, coordinate: c, altitude: altMSL ?? alt, speed: speed, course: track,
                        mode: mode >= 3 ? .threeD : .twoD, hdop: nil, horizontalAccuracy: eph, satellites: nil))
    }
}

/// Reads a gpsd JSON log (one report per line) into a trace of its TPV fixes.
public enum GPSDJSONReader {
    /// Throws `TraceError` when no line of the input is a JSON report.
    public static func read(bytes: [UInt8], file: String = "<memory>") throws(TraceError) -> Trace {
        var decoder = GPSDJSONDecoder()
        var reports: [GPSDReport] = []
        _ = bytes.withUnsafeBufferPointer { decoder.decodeLines(ByteReader($0), final: true, into: &reports) }
        guard decoder.reports > 0 else {
            throw TraceError(file: file, line: decoder.skipped.examples.map(\.line).min(),
                             reason: "not a gpsd JSON log: no JSON report in \(decoder.lines) lines")
        }
        let fixes = reports.compactMap { r -> Fix? in
            if case .fix(let f) = r { return f }
            return nil
        }
        return Trace(format: .gpsdJSON, fixes: fixes, skipped: decoder.skipped)
    }
}
