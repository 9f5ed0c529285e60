import Foundation
import Geo
import Traces

/// `navsim trace FILE [--jsonl]`: decodes a GPX, NMEA 0183 or gpsd JSON file and prints its fixes and a summary.
struct TraceCommand: Command {
    let name = "trace"
    let summary = "decode a GPX, NMEA 0183 or gpsd JSON trace and print its fixes"
    let help = """
    usage: navsim trace FILE [--jsonl]

    Reads FILE (GPX 1.0/1.1, an NMEA 0183 log, or gpsd JSON reports; detected by content)
    and prints every fix, then a summary: points, duration, length, bounds, skipped lines.

      --jsonl   one JSON object per fix:
                {"time": ISO 8601 or null, "lat", "lon", "alt", "speed": m/s, "course": degrees, "mode": 1|2|3}
                then one {"summary": {...}} object.

    A file that cannot be read gives one error line with the file and line, and exit code 1.
    """

    func run(_ args: [String], output: Output) throws -> Int32 {
        let a = try Arguments(args, command: name, valued: [], flags: ["jsonl"])
        try a.expectPositional(max: 1)
        guard let path = a.positional.first else { throw CLIError.usage("missing FILE (see 'navsim help trace')") }
        let trace: Trace
        do { trace = try TraceReader.read(path: path) } catch { throw CLIError(error) }
        let fixes = trace.playableFixes
        var lines: [String] = []
        lines.reserveCapacity(fixes.count + 12)
        if a.flag("jsonl") {
            for f in fixes { lines.append(Self.json(f)) }
            lines.append(Self.jsonSummary(trace, fixes: fixes))
        } else {
            lines.append(Self.tableHeader)
            for (i, f) in fixes.enumerated() { lines.append(Self.row(i + 1, f)) }
            lines.append("")
            lines.append(contentsOf: Self.textSummary(trace, fixes: fixes))
        }
        output.write(lines.joined(separator: "\n") + "\n")
        return 0
    }
}

extension TraceCommand {
    /// `{"time": …, "lat": …, "lon": …, "alt": …, "speed": …, "course": …, "mode": …}`.
    static func json(_ f: Fix) -> String { FixJSON.line(f) }

    static func jsonSummary(_ trace: Trace, fixes: [Fix]) -> String {
        let s = TraceSummary(Trace(format: trace.format, fixes: fixes, tracks: fixes == trace.fixes ? trace.tracks : nil,
                                   skipped: trace.skipped))
        var parts = ["\"format\": \"\(trace.format.rawValue)\"", "\"points\": \(s.points)",
                     "\"duration\": \(number(s.duration, 3))", "\"length\": \(number(s.length, 3))"]
        if let b = s.bounds {
            parts.append("\"bounds\": {\"min_lat\": \(number(b.minLatitude, 9)), \"min_lon\": \(number(b.minLongitude, 9)), "
                + "\"max_lat\": \(number(b.maxLatitude, 9)), \"max_lon\": \(number(b.maxLongitude, 9))}")
        } else {
            parts.append("\"bounds\": null")
        }
        let skipped = s.skipped.counts.keys.sorted().map { "\"\($0.rawValue)\": \(s.skipped.count($0))" }
        parts.append("\"skipped\": {" + skipped.joined(separator: ", ") + "}")
        return "{\"summary\": {" + parts.joined(separator: ", ") + "}}"
    }

    static let tableHeader = pad("#", 6) + pad("time", 26) + pad("lat", 14) + pad("lon", 15) + pad("alt m", 10)
        + pad("speed m/s", 11) + pad("course", 8) + "mode"

    static func row(_ n: Int, _ f: Fix) -> String {
        pad(String(n), 6) + pad(f.time.map(UTCTime.iso8601) ?? "-", 26) + pad(fixed(f.coordinate.latitude, 7), 14)
            + pad(fixed(f.coordinate.longitude, 7), 15) + pad(f.altitude.map { fixed($0, 1) } ?? "-", 10)
            + pad(f.speed.map { fixed($0, 2) } ?? "-", 11) + pad(f.course.map { fixed($0, 1) } ?? "-", 8)
            + ["", "none", "2D", "3D"][f.mode.rawValue]
    }

    static func textSummary(_ trace: Trace, fixes: [Fix]) -> [String] {
        let s = TraceSummary(Trace(format: trace.format, fixes: fixes, tracks: fixes == trace.fixes ? trace.tracks : nil,
                                   skipped: trace.skipped))
        var out = ["format: \(trace.format.rawValue)" + (trace.name.map { "  name: " + TextSanitizer.clean($0) } ?? "")]
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
            out.append("  line \(e.line): \(e.reason.rawValue): \(TextSanitizer.clean(e.excerpt, limit: 60))")
        }
        return out
    }

    /// A JSON number rounded to `places` decimals (no exponent), or `null`.
    static func number(_ v: Double?, _ places: Int) -> String { FixJSON.number(v, places: places) }

    static func fixed(_ v: Double, _ places: Int) -> String { String(format: "%.\(places)f", v) }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }
}
