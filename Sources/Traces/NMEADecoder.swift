import Text
import Geo

/// Decodes NMEA 0183 sentences into fixes, one fix per epoch (the sentences sharing a time of day),
/// the way gpsd assembles its TPV reports.
///
/// Understands RMC, GGA, GNS, GLL, VTG, GSA, GSV, ZDA and GST from any talker (GP, GN, GL, GA, GB, BD, QZ, IN, ...).
/// Verifies `*hh` checksums (a sentence without one is accepted), skips and counts bad checksums, noise,
/// malformed and positionless sentences. Streaming: feed bytes as they arrive; only whole lines are decoded.
/// Works on bytes only (no `String`, no Foundation) in the per-line path.
public struct NMEADecoder: Sendable {
    /// Lines that produced nothing, by reason (with a few examples and their line numbers).
    public internal(set) var skipped = SkippedLines()
    /// Sentences with a valid checksum (or none) that were decoded.
    public internal(set) var sentences = 0
    /// Epochs that ended without a position (the receiver had no fix).
    public internal(set) var noFixEpochs = 0
    /// Lines seen so far.
    public internal(set) var lines = 0

    var epoch = NMEAEpoch()
    /// The epoch as it was after its last timed sentence (RMC, GGA, GNS, GLL, ZDA). gpsd reports a cycle at its
    /// last timed sentence, so what untimed sentences (GSA, VTG) say after it counts for the next epoch only.
    var reported: NMEAEpoch?
    /// The last date seen (days since 1970), carried into epochs without RMC/ZDA.
    var currentDay: Int?
    var lastTimeOfDay: Double?
    /// Satellites used in the solution according to the last GSA run (gpsd keeps it across epochs).
    var satellitesUsed = 0
    /// Talker of the previous sentence when it was a GSA (0 otherwise): consecutive GSAs accumulate satellites.
    var lastGSATalker: UInt8 = 0
    /// gpsd ignores `$GPGSA` for the mode once it has seen GLONASS, BeiDou or Galileo GSAs.
    var sawOtherGSA = false
    /// The last GGA's time and talker: a GGA repeating its time means the receiver lost lock (gpsd's latch mode).
    var lastGGATime: Double?
    var lastGGATalker: UInt8 = 0
    var latched = false
    /// Whether the previous epoch had an altitude (RMC and GLL decide 3D from it while they open an epoch).
    var previousHadAltitude = false
    /// Whether the epoch before that had one (gpsd's `oldfix`, which GLL consults).
    var olderHadAltitude = false
    /// The previous epoch's final mode (0 = none yet).
    var previousMode = 0
    var fieldStarts = [Int](repeating: 0, count: NMEADecoder.maxFields + 1)
    var fieldCount = 0
    /// The stream cut into lines (`feed`): only an unfinished line is kept, at most `maxLineLength` bytes.
    var assembler = LineAssembler(maxLineLength: NMEADecoder.maxLineLength, carriageReturnEndsLine: true)
    /// Fixes decoded and not yet handed out. `feed` and `finish` empty it, so a live stream runs in flat memory;
    /// `NMEAReader` (a whole file) reads it at the end.
    var output: [Fix] = []
    /// For each fix in `output`: its time of day (for filling in dates that were learnt later).
    var outputTimeOfDay: [Double?] = []

    /// The longest line a stream may send before its line end: NMEA 0183 allows 82 characters; receivers'
    /// proprietary sentences and logged noise run longer, so this leaves room. A longer line is skipped
    /// ("line too long") without being decoded.
    public static let maxLineLength = 4096

    /// Sentences with more fields are malformed (the longest standard ones, GSV and GSA, have about 20).
    static let maxFields = 40
    /// Knots to m/s (NMEA speeds are in knots).
    static let knots = UnitConversion.mpsPerKnot
    /// km/h to m/s (VTG field 7).
    static let kmh = UnitConversion.kmhToMps

    public init() {}

    /// Decodes the whole lines in `bytes` (a partial last line waits for the next call) and returns the fixes of
    /// the epochs that ended.
    /// - Complexity: O(bytes.count), whatever the pieces' sizes (a line split across feeds is copied once).
    public mutating func feed(_ bytes: [UInt8]) -> [Fix] {
        var assembler = self.assembler
        bytes.withUnsafeBufferPointer { p in
            assembler.feed(p, decode: { decodeLines($0, final: false) }, tooLong: {
                lines += 1
                skipped.add(line: lines, reason: .lineTooLong) { "a line longer than \(Self.maxLineLength) bytes" }
            })
        }
        self.assembler = assembler
        return takeOutput()
    }

    /// Decodes a partial last line, ends the current epoch and returns the remaining fixes.
    public mutating func finish() -> [Fix] {
        let buffer = assembler.takePending()
        _ = buffer.withUnsafeBufferPointer { decodeLines(ByteReader($0), final: true) }
        endEpoch()
        return takeOutput()
    }

    /// The fixes decoded since the last call; a stream keeps none of them.
    private mutating func takeOutput() -> [Fix] {
        defer {
            output.removeAll(keepingCapacity: true)
            outputTimeOfDay.removeAll(keepingCapacity: true)
        }
        return output
    }

    /// Decodes every line of `p`; returns how many bytes were consumed (all when `final`).
    /// - Complexity: O(n) in the bytes.
    mutating func decodeLines(_ p: ByteReader, final: Bool) -> Int {
        let n = p.count
        var start = 0
        var k = 0
        while k < n {
            let b = p[k]
            if b == 0x0A || b == 0x0D {
                if k > start { decodeLine(p, start, k, line: lines + 1) }
                if b == 0x0A || k + 1 >= n || p[k + 1] != 0x0A { lines += 1 }  // CR LF counts once
                start = k + 1
            }
            k += 1
        }
        if final && start < n {
            lines += 1
            decodeLine(p, start, n, line: lines)
            return n
        }
        return start
    }

    /// One line `p[start..<end]` without its line ending.
    mutating func decodeLine(_ p: ByteReader, _ start: Int, _ end: Int, line: Int) {
        // Find the sentence start: the last '$' on the line (noise may precede it).
        var dollar = -1
        var k = end - 1
        while k >= start { if p[k] == UInt8(ascii: "$") { dollar = k; break }; k -= 1 }
        guard dollar >= 0 else {
            if p[start] == UInt8(ascii: "#") { return }  // a comment, as in gpsd's test logs
            var blank = true
            for j in start..<end where !ASCIINumber.isSpace(p[j]) { blank = false; break }
            if !blank { skip(p, start, end, line, .notASentence) }
            return
        }
        // Fields and checksum in one pass.
        var sum: UInt8 = 0
        fieldCount = 0
        fieldStarts[0] = dollar + 1
        var j = dollar + 1
        var star = -1
        while j < end {
            let b = p[j]
            if b == UInt8(ascii: "*") { star = j; break }
            if b < 0x20 || b > 0x7E { skip(p, start, end, line, .notASentence); return }
            sum ^= b
            if b == UInt8(ascii: ",") {
                fieldCount += 1
                guard fieldCount < Self.maxFields else { skip(p, start, end, line, .malformed); return }
                fieldStarts[fieldCount] = j + 1
            }
            j += 1
        }
        let bodyEnd = j
        fieldCount += 1
        fieldStarts[fieldCount] = bodyEnd + 1  // so that field i ends at fieldStarts[i+1] - 1
        if star >= 0 {
            guard star + 2 < end,
                  let hi = Self.hex(p[star + 1]), let lo = Self.hex(p[star + 2]) else {
                skip(p, start, end, line, .malformed); return
            }
            guard hi << 4 | lo == sum else { skip(p, start, end, line, .badChecksum); return }
        }
        // Address: talker (2 letters) + sentence type (3 letters); 'P...' is proprietary.
        let a = fieldStarts[0]
        let addressLength = fieldStarts[1] - 1 - a
        guard addressLength >= 2 else { skip(p, start, end, line, .notASentence); return }
        if addressLength == 5, p[a] == UInt8(ascii: "P"), p[a + 1] == UInt8(ascii: "G"), p[a + 2] == UInt8(ascii: "R"),
           p[a + 3] == UInt8(ascii: "M"), p[a + 4] == UInt8(ascii: "Z") {
            sentences += 1
            lastGSATalker = 0
            if pgrmz(p) != .used { skip(p, start, end, line, .malformed) }
            return
        }
        guard addressLength == 5, p[a] != UInt8(ascii: "P") else { skip(p, start, end, line, .unsupported); return }
        let type = UInt32(p[a + 2]) << 16 | UInt32(p[a + 3]) << 8 | UInt32(p[a + 4])
        sentences += 1
        if type != Self.gsa { lastGSATalker = 0 }
        let outcome: SentenceOutcome
        switch type {
        case Self.rmc: outcome = rmc(p)
        case Self.gga: outcome = gga(p, talker: p[a + 1])
        case Self.gns: outcome = gns(p)
        case Self.gll: outcome = gll(p)
        case Self.vtg: outcome = vtg(p)
        case Self.gsa: outcome = gsa(p, talker: p[a + 1])
        case Self.zda: outcome = zda(p)
        case Self.gst: outcome = gst(p)
        case Self.gsv: outcome = .used
        default: outcome = .unsupported
        }
        switch type {
        case Self.rmc, Self.gga, Self.gns, Self.gll, Self.zda: reported = epoch
        default: break
        }
        switch outcome {
        case .used: break
        case .noFix: skip(p, start, end, line, .noFix)
        case .malformed: skip(p, start, end, line, .malformed)
        case .unsupported: skip(p, start, end, line, .unsupported)
        }
    }

    enum SentenceOutcome { case used, noFix, malformed, unsupported }

    static let rmc = code("RMC"), gga = code("GGA"), gns = code("GNS"), gll = code("GLL"), vtg = code("VTG"),
               gsa = code("GSA"), gsv = code("GSV"), zda = code("ZDA"), gst = code("GST")

    private static func code(_ s: StaticString) -> UInt32 {
        let u = s.utf8Start
        return UInt32(u[0]) << 16 | UInt32(u[1]) << 8 | UInt32(u[2])
    }

    @inline(__always) static func hex(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - 48
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - 55
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - 87
        default: return nil
        }
    }

    private mutating func skip(_ p: ByteReader, _ start: Int, _ end: Int, _ line: Int, _ reason: SkipReason) {
        skipped.add(line: line, reason: reason) { TextSanitizer.excerpt(p.bytes(start, end)) }
    }
}
