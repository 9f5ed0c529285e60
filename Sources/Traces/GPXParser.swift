import Text
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geo

/// The scanner behind `GPXReader`: one pass over the bytes, a stack of open elements, no allocation per point
/// beyond the output arrays.
struct GPXParser {
    let p: ByteReader
    let file: String
    var i = 0
    var stack: [(kind: GPXElement, start: Int, end: Int)] = []
    var sawRoot = false

    var fixes: [Fix] = []
    var tracks: [Trace.Track] = []
    var routes: [Trace.Route] = []
    var waypoints: [Trace.Waypoint] = []
    var traceName: String?

    var segmentStart: Int?
    var point = PointBuilder()
    var textStart = 0
    var textHasMarkup = false

    /// The fields of the point being read.
    struct PointBuilder {
        var active = false
        var lat = 0.0, lon = 0.0
        var ele: Double?, time: Double?, speed: Double?, course: Double?, hdop: Double?
        var sat: Int?
        var mode: FixMode?
        var name: String?

        var fix: Fix {
            Fix(time: time, coordinate: Coordinate(latitude: lat, longitude: lon), altitude: ele, speed: speed,
                course: course, mode: mode ?? (ele == nil ? .twoD : .threeD), hdop: hdop, satellites: sat)
        }
    }

    /// Bytes per track point assumed when reserving the output (small points are ~100 bytes).
    static let bytesPerPointEstimate = 150

    init(_ p: ByteReader, file: String) {
        self.p = p
        self.file = file
        stack.reserveCapacity(16)
        // A track point takes 100 to 300 bytes; reserving (virtual memory only) avoids regrowing big arrays.
        fixes.reserveCapacity(p.count / Self.bytesPerPointEstimate)
    }

    // MARK: - Errors

    func line(at offset: Int) -> Int { XMLText.line(of: offset, in: p) }

    func error(_ reason: String, at offset: Int) -> TraceError {
        TraceError(file: file, line: line(at: offset), reason: reason)
    }

    func text(_ s: Int, _ e: Int) -> String {
        TextSanitizer.excerpt(p.bytes(s, min(e, s + 60)))
    }

    // MARK: - Scanning

    /// Index of the first occurrence of `a`,`b`,`c` (the 3-byte terminator) at or after `from`, or nil.
    func find(_ a: UInt8, _ b: UInt8, _ c: UInt8, from: Int) -> Int? {
        var k = from
        let n = p.count
        while k + 2 < n {
            if p[k] == a && p[k + 1] == b && p[k + 2] == c { return k }
            k += 1
        }
        return nil
    }

    /// The index of the first `byte` at or after `from`, or `p.count` (memchr: vectorized by libc).
    @inline(__always) func offset(of byte: UInt8, from: Int) -> Int {
        // Most scans are short (a value, an indent): look at a few bytes before calling memchr.
        var k = from
        let stop = min(p.count, from + 16)
        while k < stop { if p[k] == byte { return k }; k += 1 }
        guard k < p.count else { return p.count }
        // memchr over the checked view of the rest (clamped by ByteReader, never past the end).
        let rest = p.bytes(k, p.count)
        guard let base = rest.baseAddress, let hit = memchr(base, Int32(byte), rest.count) else { return p.count }
        return k + UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    }

    func find(_ a: UInt8, from: Int) -> Int? {
        var k = from
        let n = p.count
        while k < n { if p[k] == a { return k }; k += 1 }
        return nil
    }

    mutating func parse() throws(TraceError) -> Trace {
        let n = p.count
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
        while i < n {
            let textFrom = i
            i = offset(of: UInt8(ascii: "<"), from: i)
            if stack.isEmpty {
                for k in textFrom..<i where !ASCIINumber.isSpace(p[k]) {
                    throw error(sawRoot ? "text after the </gpx> element" : "not a GPX file: text before the first element ('\(text(k, i))')", at: k)
                }
            }
            guard i < n else { break }
            let lt = i
            i += 1
            guard i < n else { throw error("unexpected end of file inside a tag", at: lt) }
            switch p[i] {
            case UInt8(ascii: "?"):
                guard let e = findPI(from: i) else {
                    throw error("unterminated processing instruction", at: lt)
                }
                i = e
            case UInt8(ascii: "!"):
                try skipMarkupDeclaration(lt)
            case UInt8(ascii: "/"):
                try endTag(lt)
            default:
                try startTag(lt)
            }
        }
        if let open = stack.last {
            throw error("unexpected end of file: <\(text(open.start, open.end))> is not closed", at: n)
        }
        guard sawRoot else { throw error("not a GPX file: no <gpx> element", at: n) }
        return Trace(format: .gpx, name: traceName, fixes: fixes, tracks: tracks, routes: routes, waypoints: waypoints)
    }

    /// `?>` search (the 3-byte helper above cannot end at the last byte).
    func findPI(from: Int) -> Int? {
        var k = from
        while k + 1 < p.count {
            if p[k] == UInt8(ascii: "?") && p[k + 1] == UInt8(ascii: ">") { return k + 2 }
            k += 1
        }
        return nil
    }

    /// Comments, CDATA sections and DOCTYPE declarations (`lt` is the `<`).
    mutating func skipMarkupDeclaration(_ lt: Int) throws(TraceError) {
        let n = p.count
        if lt + 3 < n, p[lt + 2] == UInt8(ascii: "-"), p[lt + 3] == UInt8(ascii: "-") {
            guard let e = find(UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: ">"), from: lt + 4) else {
                throw error("unterminated comment", at: lt)
            }
            i = e + 3
            textHasMarkup = true
        } else if lt + 8 < n, p[lt + 2] == UInt8(ascii: "["), p[lt + 3] == UInt8(ascii: "C") {
            guard let e = find(UInt8(ascii: "]"), UInt8(ascii: "]"), UInt8(ascii: ">"), from: lt + 9) else {
                throw error("unterminated CDATA section", at: lt)
            }
            guard !stack.isEmpty else { throw error("CDATA outside the root element", at: lt) }
            i = e + 3
            textHasMarkup = true
        } else {
            // <!DOCTYPE ...> possibly with an internal subset [ ... ].
            var depth = 0
            var k = lt + 2
            while k < n {
                let b = p[k]
                if b == UInt8(ascii: "[") { depth += 1 } else if b == UInt8(ascii: "]") { depth -= 1 } else if b == UInt8(ascii: ">") && depth <= 0 { break }
                k += 1
            }
            guard k < n else { throw error("unterminated <! declaration", at: lt) }
            i = k + 1
        }
    }
}
