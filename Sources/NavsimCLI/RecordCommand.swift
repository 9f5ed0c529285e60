import DiskCache
import Foundation
import Geo
import MapData
import Navigation
import Routing
import Traces

/// `navsim record ROUTE --out FILE.gpx|FILE.nmea [--noise M] [--seed N]`: a simulated drive written as a recording.
struct RecordCommand: Command {
    let name = "record"
    let summary = "write a simulated drive of a route file as a GPX or NMEA recording"
    let help = """
    usage: navsim record ROUTE.json --out FILE.gpx|FILE.nmea [--map FILE] [--noise M] [--seed N]
                         [--interval S] [--start ISO8601]

    Drives the route file's route with the simulated vehicle (its speed model, signals and stops) and writes what a
    receiver would have logged: GPX 1.1 with time, speed and course per point, or NMEA 0183 (GGA + RMC per fix).
    The format follows the extension: .gpx or .nmea; any other is a usage error.

      --map FILE      the map (default: the route file's "map", else the embedded town)
      --noise M       GPS noise, sigma in metres per axis (default: the route file's, else 0)
      --seed N        seed of the noise and the signal phases (default: the route file's)
      --interval S    seconds between fixes, 0.05 ... 60 (default: the route file's, else 1)
      --start TIME    UTC time of the first fix (default 2026-01-01T09:00:00Z)

    Same route, options and seed give the same file, byte for byte.
    Exit status: 0 when written, 1 for a bad route file, map or destination, or an unwritable file, 2 for usage.
    """

    /// The recording formats, by file extension.
    static let formats: [(extension: String, name: String)] = [("gpx", "GPX 1.1"), ("nmea", "NMEA 0183")]

    /// 2026-01-01T09:00:00Z: recordings get a fixed clock so that they are reproducible.
    static let defaultStart: Seconds = 1_767_258_000

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        let a = try Arguments(args, command: name, valued: ["out", "map", "noise", "seed", "interval", "start"], flags: [])
        try a.expectPositional(max: 1)
        guard let routePath = a.positional.first else { throw CLIError.usage("missing ROUTE.json (see 'navsim help record')") }
        guard let out = a.value("out") else { throw CLIError.usage("missing --out FILE.gpx|FILE.nmea") }
        let ext = (out as NSString).pathExtension.lowercased()
        guard Self.formats.contains(where: { $0.extension == ext }) else {
            let known = Self.formats.map { ".\($0.extension) (\($0.name))" }.joined(separator: ", ")
            throw CLIError.usage("--out \(out): unknown format \(ext.isEmpty ? "(no extension)" : "'.\(ext)'"); the formats are \(known)")
        }
        var start = Self.defaultStart
        if let s = a.value("start") {
            guard let t = UTCTime.parse(s) else { throw CLIError.usage("--start must be an ISO 8601 UTC time, got '\(s)'") }
            start = t
        }
        var spec: DriveSpec
        do { spec = try RouteFile.load(path: routePath) } catch { throw CLIError.failed(error.description) }
        let base = spec.simulation
        let seed = try a.value("seed").map { (s) throws(CLIError) -> UInt64 in
            guard let v = UInt64(s) else { throw CLIError.usage("--seed must be a whole number >= 0, got '\(s)'") }
            return v
        } ?? base.seed
        spec.simulation = SimulationOptions(driverFactor: base.driverFactor, seed: seed,
                                            interval: try a.double("interval", default: base.interval, in: SimulationOptions.intervalRange),
                                            noise: try a.double("noise", default: base.noise, in: 0...100),
                                            deviations: base.deviations, slowdowns: base.slowdowns)
        let map = try MapSource.load(explicit: a.value("map"), routeMap: spec.map, routeFile: routePath, output: output)
        let places = PlaceResolver(map: map)
        let request: RouteRequest
        do { request = try spec.request { places.resolve($0) } } catch { throw CLIError(error) }
        let routes: [Route]
        do { routes = try Router(network: map.network).routes(for: request) } catch { throw CLIError(error) }
        guard let route = routes.first else { throw CLIError.failed("no route") }
        let drive = DriveRecorder.record(route: route, options: spec.simulation, network: map.network)
        let fixes = drive.fixes(start: start)
        let text = ext == "gpx" ? GPXWriter.write(fixes: fixes, name: spec.name) : NMEAWriter.write(fixes: fixes)
        do { try AtomicFile.write(Array(text.utf8), to: out) } catch { throw CLIError.failed(error.description) }
        let duration = drive.samples.last?.time ?? 0
        output.error("navsim record: \(fixes.count) fixes, " + String(format: "%.2f km, %.0f s", route.length / 1000, duration)
                     + " -> " + out)
        return 0
    }
}

