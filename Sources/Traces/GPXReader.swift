import Geo

/// Reads GPX 1.0 and 1.1: tracks (with their segments), routes and waypoints, with time, elevation,
/// speed and course (GPX 1.0 `<speed>`/`<course>` or extensions such as Garmin's `gpxtpx:speed`/`gpxtpx:course`),
/// `hdop`, `sat` and `fix`. Namespace prefixes are ignored (elements are matched by local name).
///
/// A byte-level scanner over the file's UTF-8, not a general XML parser: it handles attributes in any order,
/// single or double quotes, comments, CDATA, processing instructions, a DOCTYPE, entities and a BOM, and
/// reports malformed XML and non-GPX input with the line.
public enum GPXReader {
    /// Parses GPX bytes. Throws `TraceError` (with the 1-based line) for malformed XML or non-GPX input.
    /// - Complexity: O(n) in the bytes.
    public static func read(bytes: [UInt8], file: String = "<memory>") throws -> Trace {
        try bytes.withUnsafeBufferPointer { p in
            var parser = GPXParser(p, file: file)
            return try parser.parse()
        }
    }

    /// Parses GPX text.
    public static func read(text: String, file: String = "<memory>") throws -> Trace {
        try read(bytes: Array(text.utf8), file: file)
    }
}

/// The element names the GPX reader acts on (by local name, without namespace prefix).
enum GPXElement: UInt8 {
    case gpx, metadata, trk, trkseg, trkpt, rte, rtept, wpt, name, ele, time, speed, course, hdop, sat, fix, other

    static let table: [([UInt8], GPXElement)] = ([
        ("gpx", .gpx), ("metadata", .metadata), ("trk", .trk), ("trkseg", .trkseg), ("trkpt", .trkpt),
        ("rte", .rte), ("rtept", .rtept), ("wpt", .wpt), ("name", .name), ("ele", .ele), ("time", .time),
        ("speed", .speed), ("course", .course), ("hdop", .hdop), ("sat", .sat), ("fix", .fix),
    ] as [(String, GPXElement)]).map { (Array($0.0.utf8), $0.1) }

    /// Identifies `p[start..<end]` (the qualified name) by its local part.
    @inline(__always) static func identify(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> GPXElement {
        var s = start
        var i = end
        while i > start { i -= 1; if p[i] == UInt8(ascii: ":") { s = i + 1; break } }
        let n = end - s
        guard n >= 3, n <= 8 else { return .other }
        let first = p[s]
        for (name, kind) in table where name.count == n && name[0] == first {
            var k = 1
            while k < n, name[k] == p[s + k] { k += 1 }
            if k == n { return kind }
        }
        return .other
    }

    var isPoint: Bool { self == .trkpt || self == .rtept || self == .wpt }
}
