import Text
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
    public static func read(bytes: [UInt8], file: String = "<memory>") throws(TraceError) -> Trace {
        let result: Result<Trace, TraceError> = bytes.withUnsafeBufferPointer { p in
            var parser = GPXParser(ByteReader(p), file: file)
            do throws(TraceError) { return .success(try parser.parse()) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Parses GPX text.
    public static func read(text: String, file: String = "<memory>") throws(TraceError) -> Trace {
        try read(bytes: Array(text.utf8), file: file)
    }
}

/// The element names the GPX reader acts on (by local name, without namespace prefix).
enum GPXElement: UInt8 {
    case gpx, metadata, trk, trkseg, trkpt, rte, rtept, wpt, name, ele, time, speed, course, hdop, sat, fix, other

    /// Identifies `p[start..<end]` (the qualified name) by its local part.
    /// - Complexity: O(name length), no allocation (this runs for every tag).
    @inline(__always) static func identify(_ p: ByteReader, _ start: Int, _ end: Int) -> GPXElement {
        var s = start
        var i = end
        while i > start { i -= 1; if p[i] == UInt8(ascii: ":") { s = i + 1; break } }
        @inline(__always) func matches(_ word: StaticString) -> Bool {
            let w = word.utf8Start
            for k in 0..<word.utf8CodeUnitCount where p[s + k] != w[k] { return false }
            return true
        }
        switch end - s {
        case 3:
            switch p[s] {
            case UInt8(ascii: "g"): return matches("gpx") ? .gpx : .other
            case UInt8(ascii: "t"): return matches("trk") ? .trk : .other
            case UInt8(ascii: "r"): return matches("rte") ? .rte : .other
            case UInt8(ascii: "w"): return matches("wpt") ? .wpt : .other
            case UInt8(ascii: "e"): return matches("ele") ? .ele : .other
            case UInt8(ascii: "s"): return matches("sat") ? .sat : .other
            case UInt8(ascii: "f"): return matches("fix") ? .fix : .other
            default: return .other
            }
        case 4:
            switch p[s] {
            case UInt8(ascii: "t"): return matches("time") ? .time : .other
            case UInt8(ascii: "n"): return matches("name") ? .name : .other
            case UInt8(ascii: "h"): return matches("hdop") ? .hdop : .other
            default: return .other
            }
        case 5:
            switch p[s] {
            case UInt8(ascii: "t"): return matches("trkpt") ? .trkpt : .other
            case UInt8(ascii: "r"): return matches("rtept") ? .rtept : .other
            case UInt8(ascii: "s"): return matches("speed") ? .speed : .other
            default: return .other
            }
        case 6:
            switch p[s] {
            case UInt8(ascii: "t"): return matches("trkseg") ? .trkseg : .other
            case UInt8(ascii: "c"): return matches("course") ? .course : .other
            default: return .other
            }
        case 8:
            return matches("metadata") ? .metadata : .other
        default:
            return .other
        }
    }

    var isPoint: Bool { self == .trkpt || self == .rtept || self == .wpt }
}
