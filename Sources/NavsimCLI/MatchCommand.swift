import DiskCache
import Foundation
import TermUI
import Geo
import MapData
import Navigation
import Traces

/// `navsim match TRACE [--map FILE] [--sigma M] [--json | --format F] [--gpx-out FILE]`: matches a recorded trace to
/// the roads.
struct MatchCommand: Command {
    let name = "match"
    let summary = "match a GPX / NMEA / gpsd trace to the road network"
    let help = """
    usage: navsim match TRACE [--map FILE] [--sigma M] [--beta M] [--radius M]
                              [--json | --format text|json|osrm] [--geometries polyline|polyline6|geojson]
                              [--gpx-out FILE]

    Matches TRACE (GPX, NMEA 0183 or gpsd JSON) to the roads of the map with a hidden Markov model
    (Newson & Krumm 2009) and prints the roads driven in order, the matched sub-paths (the match breaks where
    a gap cannot be driven), and per point the matched position, its road (OSM way, name, ref, direction),
    its distance from the fix and a confidence (0 ... 1, from forward-backward probabilities). Outliers and
    fixes off the roads are dropped from the chain, never followed; between two matched points they are
    placed on the matched path by time and marked interpolated (null in --format osrm), elsewhere unmatched.

      --map FILE        the map (OSM XML / PBF, optionally gzip or bzip2; default: the embedded town)
      --sigma M         GPS noise, standard deviation in metres (1 ... 100, default 5)
      --beta M          transition scale in metres (0.5 ... 100, default 3)
      --radius M        candidate search radius in metres (5 ... 500, default 50, at least 3 sigma)
      --format F        text (default), json (navsim's own), osrm (OSRM's /match response:
                        "code", "matchings", "tracepoints")
      --json            the same as --format json
      --geometries G    geometry encoding for --format osrm: polyline (default, precision 5), polyline6, geojson
      --gpx-out FILE    also write the snapped trace as GPX 1.1 (one track segment per matched sub-path)

    Exit status: 0 when matched; 1 for an unreadable trace or map, a trace with no fixes, or a trace that
    lies off the map (no fix near a road); 2 for usage.
    """

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        let a = try Arguments(args, command: name, valued: ["map", "sigma", "beta", "radius", "format", "geometries", "gpx-out"],
                              flags: ["json"])
        try a.expectPositional(max: 1)
        guard let path = a.positional.first else { throw CLIError.usage("missing TRACE (see 'navsim help match')") }
        var options = MatcherOptions()
        options.sigma = try a.double("sigma", default: options.sigma, in: 1...100)
        options.beta = try a.double("beta", default: options.beta, in: 0.5...100)
        options.radius = try a.double("radius", default: options.radius, in: 5...500)
        var format = try a.choice("format", ["text", "json", "osrm"], default: "text")
        if a.flag("json") {
            guard a.value("format") == nil || format == "json" else {
                throw CLIError.usage("\(name): --json and --format \(format) conflict")
            }
            format = "json"
        }
        let geometries = try a.choice("geometries", ["polyline", "polyline6", "geojson"], default: "polyline")
        let fixes = try Self.readFixes(path)
        // The network alone: a compiled (or cached) map's hierarchies, search index, features and view stay unread.
        let map = try MapSource.load(explicit: a.value("map"), routeMap: nil, routeFile: nil, use: .network, output: output)
        let result = MapMatcher(network: map.network, options: options).match(fixes)
        guard result.matchedCount > 0 else {
            throw CLIError.failed("\(path): the trace is off the map: none of its \(fixes.count) points lies within "
                                  + "\(JSONText.number(options.radius, 1)) m of a road on map \(map.name) (pass --map FILE)")
        }
        let report = MatchReport(result: result, fixes: fixes, network: map.network)
        if let gpx = a.value("gpx-out") {
            let text = GPXWriter.write(report.snappedTrace(name: "navsim match of " + (path as NSString).lastPathComponent))
            do { try AtomicFile.write(Array(text.utf8), to: gpx) } catch { throw CLIError.failed(error.description) }
        }
        switch format {
        case "json": output.write(report.json() + "\n")
        case "osrm": output.write(report.osrm(geometries: geometries) + "\n")
        default: output.write(report.text().joined(separator: "\n") + "\n")
        }
        return 0
    }

    /// The trace's playable fixes; a clear error (file and line) when it cannot be read or holds none.
    static func readFixes(_ path: String) throws(CLIError) -> [Fix] {
        let trace: Trace
        do { trace = try TraceReader.read(path: path) } catch { throw CLIError(error) }
        let fixes = trace.playableFixes
        guard !fixes.isEmpty else { throw CLIError.failed("\(path): no fixes with a position in the trace") }
        return fixes
    }
}
