import Geo
import MapData
import Text
import Traces

/// `navsim trace FILE [--jsonl]`: decodes a GPX, NMEA 0183 or gpsd JSON file and prints its fixes and a summary.
struct TraceCommand: Command {
    let name = "trace"
    let summary = "decode a GPX, NMEA 0183 or gpsd JSON trace and print its fixes"
    let help = """
    usage: navsim trace FILE [--jsonl] [--map FILE]

    Reads FILE (GPX 1.0/1.1, an NMEA 0183 log, or gpsd JSON reports; detected by content; '-': standard input)
    and prints every fix, then a summary: points, duration, length, bounds, skipped lines.

      --jsonl   one JSON object per fix:
                {"time": ISO 8601 or null, "lat", "lon", "alt", "speed": m/s, "course": degrees, "mode": 1|2|3}
                then one {"summary": {...}} object.
      --map FILE  also say how many fixes fall on that map: inside its bounds, and within 50 m of a road
                  (a trace that misses the map needs another --map before 'match' or 'replay')

    A file that cannot be read gives one error line with the file and line, and exit code 1.
    """

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        let a = try Arguments(args, command: name, valued: ["map"], flags: ["jsonl"])
        try a.expectPositional(max: 1)
        guard let path = a.positional.first else { throw CLIError.usage("missing FILE (see 'navsim help trace')") }
        let trace: Trace
        do { trace = try TraceReader.read(path: path) } catch { throw CLIError(error) }
        let fixes = trace.playableFixes
        // Written into one byte buffer, flushed in chunks: no String per value or per line.
        var j = JSONWriter(capacity: Self.chunkBytes + 4096)
        func flush(ifOver limit: Int) {
            guard j.text.count > limit else { return }
            output.write(j.string)
            j.removeAll()
        }
        if a.flag("jsonl") {
            for f in fixes {
                f.writeJSON(into: &j)
                j.endLine()
                flush(ifOver: Self.chunkBytes)
            }
            Self.writeJSONSummary(trace, fixes: fixes, into: &j)
            j.endLine()
        } else {
            j.text.write(Self.tableHeader)
            j.text.write(byte: 0x0A)
            for (i, f) in fixes.enumerated() {
                Self.writeRow(i + 1, f, into: &j.text)
                j.text.write(byte: 0x0A)
                flush(ifOver: Self.chunkBytes)
            }
            j.text.write(byte: 0x0A)
            for line in Self.textSummary(trace, fixes: fixes) {
                j.text.write(line)
                j.text.write(byte: 0x0A)
            }
        }
        if let file = a.value("map") {
            let coverage = Self.coverage(fixes, on: try MapSource.load(explicit: file, routeMap: nil, routeFile: nil, output: output))
            if a.flag("jsonl") {
                j.beginObject()
                j.key("map")
                j.beginObject()
                j.field("inside_bounds", coverage.inside)
                j.field("near_road", coverage.nearRoad)
                j.field("points", fixes.count)
                j.endObject()
                j.endObject()
                j.endLine()
            } else {
                j.text.write("on the map:     \(coverage.inside) of \(fixes.count) fixes inside its bounds, "
                             + "\(coverage.nearRoad) within \(Int(Self.nearRoadRadius)) m of a road")
                j.text.write(byte: 0x0A)
            }
        }
        flush(ifOver: 0)
        return 0
    }

    /// A fix this close to a road counts as on the road network (GPS error plus road width).
    static let nearRoadRadius: Meters = 50

    /// How many fixes lie inside the map's bounds, and how many near one of its roads.
    /// - Complexity: O(n) spatial-index queries.
    static func coverage(_ fixes: [Fix], on map: OSMMap) -> (inside: Int, nearRoad: Int) {
        var inside = 0, near = 0
        for f in fixes {
            if map.bounds.contains(f.coordinate) { inside += 1 }
            if !map.network.edgeIndex.nearest(to: f.coordinate, within: nearRoadRadius, limit: 1).isEmpty { near += 1 }
        }
        return (inside, near)
    }
}

extension TraceCommand {
    /// Output is handed to the terminal or pipe in pieces of about this size: memory stays flat for any trace, and the
    /// copies on the way out stay under malloc's mmap threshold (128 KiB), so they reuse memory instead of faulting in
    /// fresh pages for every piece (that was a fifth of the run with 1 MiB pieces).
    static let chunkBytes = 1 << 16

    /// `{"summary": {"format", "points", "duration", "length", "bounds": {...} or null, "skipped": {reason: count}}}`.
    static func writeJSONSummary(_ trace: Trace, fixes: [Fix], into j: inout JSONWriter) {
        let s = TraceSummary(Trace(format: trace.format, fixes: fixes, tracks: fixes == trace.fixes ? trace.tracks : nil,
                                   skipped: trace.skipped))
        j.beginObject()
        j.key("summary")
        j.beginObject()
        j.field("format", trace.format.rawValue)
        j.field("points", s.points)
        j.field("duration", s.duration, places: 3, style: .trimmed)
        j.field("length", s.length, places: 3, style: .trimmed)
        j.key("bounds")
        if let b = s.bounds {
            j.beginObject()
            j.field("min_lat", b.minLatitude, places: 9, style: .trimmed)
            j.field("min_lon", b.minLongitude, places: 9, style: .trimmed)
            j.field("max_lat", b.maxLatitude, places: 9, style: .trimmed)
            j.field("max_lon", b.maxLongitude, places: 9, style: .trimmed)
            j.endObject()
        } else {
            j.null()
        }
        j.key("skipped")
        j.beginObject()
        for reason in s.skipped.counts.keys.sorted() {
            j.key(reason.rawValue)
            j.int(s.skipped.count(reason))
        }
        j.endObject()
        j.endObject()
        j.endObject()
    }

    static let tableHeader = pad("#", 6) + pad("time", 26) + pad("lat", 14) + pad("lon", 15) + pad("alt m", 10)
        + pad("speed m/s", 11) + pad("course", 8) + "mode"

    /// One row of the listing: number, time, lat, lon (7 decimals), alt (1), speed (2), course (1), mode.
    static func writeRow(_ n: Int, _ f: Fix, into w: inout TextWriter) {
        var start = w.count
        w.write(n)
        w.padColumn(from: start, width: 6)
        start = w.count
        if let t = f.time { w.writeISO8601(t) } else { w.write(byte: UInt8(ascii: "-")) }
        w.padColumn(from: start, width: 26)
        start = w.count
        w.write(f.coordinate.latitude, places: 7)
        w.padColumn(from: start, width: 14)
        start = w.count
        w.write(f.coordinate.longitude, places: 7)
        w.padColumn(from: start, width: 15)
        column(f.altitude, places: 1, width: 10, into: &w)
        column(f.speed, places: 2, width: 11, into: &w)
        column(f.course, places: 1, width: 8, into: &w)
        switch f.mode {
        case .noFix: w.write("none" as StaticString)
        case .twoD: w.write("2D" as StaticString)
        case .threeD: w.write("3D" as StaticString)
        }
    }

    /// A number (or "-") padded to a column.
    private static func column(_ v: Double?, places: Int, width: Int, into w: inout TextWriter) {
        let start = w.count
        if let v { w.write(v, places: places) } else { w.write(byte: UInt8(ascii: "-")) }
        w.padColumn(from: start, width: width)
    }

    static func textSummary(_ trace: Trace, fixes: [Fix]) -> [String] {
        let s = TraceSummary(Trace(format: trace.format, fixes: fixes, tracks: fixes == trace.fixes ? trace.tracks : nil,
                                   skipped: trace.skipped))
        var out = ["format: \(trace.format.rawValue)" + (trace.name.map { "  name: " + TerminalText.sanitized($0, limit: 200) } ?? "")]
        if fixes != trace.fixes { out.append("(no track points: showing \(trace.routes.isEmpty ? "waypoints" : "route points"))") }
        out.append("points: \(s.points)")
        out.append("duration: " + (s.duration.map { fixed($0, 1) + " s" } ?? "-"))
        out.append("length: " + fixed(s.length, 1) + " m")
        if let b = s.bounds {
            out.append("bounds: \(fixed(b.minLatitude, 7)),\(fixed(b.minLongitude, 7)) .. \(fixed(b.maxLatitude, 7)),\(fixed(b.maxLongitude, 7))")
        } else {
            out.append("bounds: -")
        }
        let reasons = s.skipped.counts.keys.sorted().map { "\($0.rawValue) \(s.skipped.count($0))" }
        out.append("skipped lines: \(s.skipped.total)" + (reasons.isEmpty ? "" : " (" + reasons.joined(separator: ", ") + ")"))
        for e in s.skipped.examples.sorted(by: { $0.line < $1.line }) {
            out.append("  line \(e.line): \(e.reason.rawValue): \(TerminalText.sanitized(e.excerpt, limit: 60))")
        }
        return out
    }

    static func fixed(_ v: Double, _ places: Int) -> String { TextWriter.decimal(v, places: places) }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }
}
