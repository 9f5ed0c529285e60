import Geo
import Text

/// Writes GPX 1.1: one track with one segment per trace segment; time, elevation, fix, satellites and HDOP as
/// standard elements, speed and course in Garmin's TrackPointExtension v2 (which `GPXReader` reads back).
public enum GPXWriter {
    /// The Garmin TrackPointExtension v2 namespace (speed in m/s, course in degrees true).
    public static let trackPointExtensionNamespace = "http://www.garmin.com/xmlschemas/TrackPointExtension/v2"

    /// The GPX document for a trace's fixes (segments kept), routes and waypoints.
    public static func write(_ trace: Trace, creator: String = "navsim") -> String {
        var out = header(creator: creator)
        if let name = trace.name { out += "  <metadata><name>\(escape(name))</name></metadata>\n" }
        for w in trace.waypoints { out += point("wpt", w.fix, name: w.name, indent: "  ") }
        for r in trace.routes {
            out += "  <rte>\n"
            if let n = r.name { out += "    <name>\(escape(n))</name>\n" }
            for p in r.points { out += point("rtept", p, name: nil, indent: "    ") }
            out += "  </rte>\n"
        }
        for t in trace.tracks {
            out += "  <trk>\n"
            if let n = t.name { out += "    <name>\(escape(n))</name>\n" }
            for seg in t.segments {
                out += "    <trkseg>\n"
                for i in seg { out += point("trkpt", trace.fixes[i], name: nil, indent: "      ") }
                out += "    </trkseg>\n"
            }
            out += "  </trk>\n"
        }
        return out + "</gpx>\n"
    }

    /// The GPX document of one track segment holding `fixes`.
    public static func write(fixes: [Fix], name: String? = nil, creator: String = "navsim") -> String {
        write(Trace(format: .gpx, fixes: fixes, tracks: [Trace.Track(name: name, segments: [0..<fixes.count])]), creator: creator)
    }

    static func header(creator: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="\(escape(creator))" xmlns="http://www.topografix.com/GPX/1/1" \
        xmlns:gpxtpx="\(trackPointExtensionNamespace)" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
        xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">

        """
    }

    static func point(_ tag: String, _ f: Fix, name: String?, indent: String) -> String {
        var s = indent + "<\(tag) lat=\"\(decimal(f.coordinate.latitude, 9))\" lon=\"\(decimal(f.coordinate.longitude, 9))\">"
        if let e = f.altitude { s += "<ele>\(decimal(e, 3))</ele>" }
        if let t = f.time { s += "<time>\(UTCTime.iso8601(t))</time>" }
        if let name { s += "<name>\(escape(name))</name>" }
        s += "<fix>\(f.mode == .noFix ? "none" : f.mode == .twoD ? "2d" : "3d")</fix>"
        if let n = f.satellites { s += "<sat>\(n)</sat>" }
        if let h = f.hdop { s += "<hdop>\(decimal(h, 2))</hdop>" }
        if f.speed != nil || f.course != nil {
            s += "<extensions><gpxtpx:TrackPointExtension>"
            if let v = f.speed { s += "<gpxtpx:speed>\(decimal(v, 3))</gpxtpx:speed>" }
            if let c = f.course { s += "<gpxtpx:course>\(decimal(c, 2))</gpxtpx:course>" }
            s += "</gpxtpx:TrackPointExtension></extensions>"
        }
        return s + "</\(tag)>\n"
    }

    /// A fixed-point decimal without exponent (what xsd:decimal allows), trailing zeros trimmed.
    static func decimal(_ v: Double, _ places: Int) -> String { TextWriter.decimal(v, places: places, style: .trimmed) }

    /// Escapes XML special characters and drops control characters XML 1.0 forbids.
    static func escape(_ s: String) -> String { XMLEscaping.escaped(s) }
}
