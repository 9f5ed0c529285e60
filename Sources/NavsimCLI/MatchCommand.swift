import Foundation
import TermUI
import Geo
import MapData
import Navigation
import Traces

/// `navsim match TRACE [--map FILE] [--sigma M] [--json]`: matches a recorded trace to the roads.
struct MatchCommand: Command {
    let name = "match"
    let summary = "match a GPX / NMEA / gpsd trace to the road network"
    let help = """
    usage: navsim match TRACE [--map FILE] [--sigma M] [--beta M] [--radius M] [--json]

    Matches TRACE (GPX, NMEA 0183 or gpsd JSON) to the roads of the map with a hidden Markov model
    (Newson & Krumm 2009) and prints the roads driven in order, the matched length, and per point the
    matched coordinate and a confidence (0 ... 1); points that match no road are marked unmatched.

      --map FILE   the map (OSM XML / PBF, optionally gzip or bzip2; default: the embedded town)
      --sigma M    GPS noise, standard deviation in metres (1 ... 100, default 5)
      --beta M     transition scale in metres (0.5 ... 100, default 3)
      --radius M   candidate search radius in metres (5 ... 500, default 50)
      --json       {"roads": [names], "length": m, "points": [{"lat", "lon", "matched", "confidence"}]}

    Exit status: 0 when matched, 1 for an unreadable trace or map or a trace with no fixes, 2 for usage.
    """

    func run(_ args: [String], output: Output) throws -> Int32 {
        let a = try Arguments(args, command: name, valued: ["map", "sigma", "beta", "radius"], flags: ["json"])
        try a.expectPositional(max: 1)
        guard let path = a.positional.first else { throw CLIError.usage("missing TRACE (see 'navsim help match')") }
        var options = MatcherOptions()
        options.sigma = try a.double("sigma", default: options.sigma, in: 1...100)
        options.beta = try a.double("beta", default: options.beta, in: 0.5...100)
        options.radius = try a.double("radius", default: options.radius, in: 5...500)
        let fixes = try Self.readFixes(path)
        let map = try MapSource.load(explicit: a.value("map"), routeMap: nil, routeFile: nil)
        let result = MapMatcher(network: map.network, options: options).match(fixes)
        if a.flag("json") {
            output.write(Self.json(result) + "\n")
        } else {
            output.write(Self.text(result, total: fixes.count).joined(separator: "\n") + "\n")
        }
        return 0
    }

    /// The trace's playable fixes; a clear error (file and line) when it cannot be read or holds none.
    static func readFixes(_ path: String) throws -> [Fix] {
        let trace: Trace
        do { trace = try TraceReader.read(path: path) } catch { throw CLIError(error) }
        let fixes = trace.playableFixes
        guard !fixes.isEmpty else { throw CLIError.failed("\(path): no fixes with a position in the trace") }
        return fixes
    }

    static func json(_ r: MatchResult) -> String {
        let roads = r.roadNames.map { JSONText.quote($0) }.joined(separator: ", ")
        let points = r.points.map { p in
            "{\"lat\": \(JSONText.number(p.coordinate.latitude, 7)), \"lon\": \(JSONText.number(p.coordinate.longitude, 7)), "
                + "\"matched\": \(p.isMatched), \"confidence\": \(JSONText.number(p.confidence, 3))}"
        }
        return "{\"roads\": [\(roads)], \"length\": \(JSONText.number(r.length, 1)), \"points\": [" + points.joined(separator: ", ") + "]}"
    }

    static func text(_ r: MatchResult, total: Int) -> [String] {
        var out = ["roads: " + (r.roadNames.isEmpty ? "-" : r.roadNames.map(TerminalText.sanitized).joined(separator: " > "))]
        out.append("matched length: " + fixed(r.length, 1) + " m (\(r.matchedCount) of \(total) points matched, "
                   + "\(r.segments.count) segment\(r.segments.count == 1 ? "" : "s"))")
        out.append("")
        out.append(pad("#", 7) + pad("lat", 13) + pad("lon", 14) + pad("matched lat", 13) + pad("matched lon", 14) + "confidence")
        for p in r.points {
            let raw = pad(String(p.index + 1), 7) + pad(fixed(p.input.latitude, 6), 13) + pad(fixed(p.input.longitude, 6), 14)
            if p.isMatched {
                out.append(raw + pad(fixed(p.coordinate.latitude, 6), 13) + pad(fixed(p.coordinate.longitude, 6), 14)
                           + fixed(p.confidence, 2))
            } else {
                out.append(raw + "unmatched")
            }
        }
        return out
    }

    static func fixed(_ v: Double, _ places: Int) -> String { String(format: "%.\(places)f", v) }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }
}

/// JSON literals for command output.
enum JSONText {
    /// A string literal with control characters escaped (so no escape sequence reaches a terminal).
    static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if u.value < 0x20 || (0x7F...0x9F).contains(u.value) { out += String(format: "\\u%04x", u.value) } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    /// A number with at most `places` decimals (trailing zeros trimmed), or null when not finite.
    static func number(_ v: Double, _ places: Int) -> String {
        guard v.isFinite else { return "null" }
        var s = String(format: "%.\(places)f", v)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }
}
