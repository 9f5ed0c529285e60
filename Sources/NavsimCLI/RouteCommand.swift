import Foundation
import Geo
import MapData
import TermUI
import Routing

/// `navsim route`: routes between places on a map and prints the maneuvers, or JSON; `--batch` runs many queries.
struct RouteCommand: Command {
    let name = "route"
    let summary = "compute a route with turn-by-turn maneuvers (or many with --batch)"
    let help = """
    usage: navsim route FROM TO [--via PLACE]... [options]
           navsim route --batch FILE [--map FILE] [--profile PROFILE]

    Computes the fastest (or shortest) route from FROM to TO, through each --via place in order, and prints its
    maneuvers with distances, or with --json one object:
      {"routes": [{"length": m, "duration": s, "geometry": [[lat, lon], ...],
                   "maneuvers": [{"type": ..., "instruction": ..., "road": ..., "distance": m, "location": [lat, lon]}]}]}
    The main route comes first, alternatives after it. A maneuver's "distance" is the length of its step (metres to
    the next maneuver); "road" is the road taken, or null when it has no name or ref.

    A place is "lat,lon" (e.g. 42.5078,1.5211) or a search text (a street, POI or landmark name; the best match
    nearest the map's centre is used; see 'navsim search').

    options:
      --via PLACE            an intermediate waypoint (repeatable; the route gets one leg per pair)
      --map FILE             an OSM map (.osm, .osm.gz, .osm.bz2, .osm.pbf); default: the embedded town Harbourne
      --profile NAME         car (fastest, default), shortest (car rules, by distance), truck (4 m, 18 t; avoids hgv=no,
                             lower maxheight, lower maxweight)
      --alternatives WHICH   none (default), one, all (up to two alternatives, each sharing at most 80 % with the others)
      --units SYSTEM         metric (default) or imperial, for the printed distances
      --json                 print JSON instead of text
      --batch FILE           read queries from FILE, one "FROM TO" per line (two lat,lon; blank lines and lines
                             starting with # are skipped) and print one JSON line per query, in order:
                             {"length": m, "duration": s} or {"error": "..."}

    exit status: 0 on success, 1 when there is no route or the map cannot be read, 2 for a bad command line.
    """

    func run(_ args: [String], output: Output) throws -> Int32 {
        let a = try Arguments(args, command: name, valued: ["via", "map", "profile", "alternatives", "units", "batch"],
                              flags: ["json"])
        let profileName = try a.choice("profile", ["car", "shortest", "truck"], default: "car")
        let profile = RoutingProfile(name: profileName) ?? .car
        let strategy = AlternativesStrategy(rawValue: try a.choice("alternatives", AlternativesStrategy.allCases.map(\.rawValue),
                                                                   default: "none")) ?? .none
        let units = UnitSystem(rawValue: try a.choice("units", UnitSystem.allCases.map(\.rawValue), default: "metric")) ?? .metric
        if let batch = a.value("batch") {
            try a.expectPositional(max: 0)
            if !a.values("via").isEmpty { throw CLIError.usage("route: --via cannot be combined with --batch") }
            let map = try Self.loadMap(a.value("map"))
            return try runBatch(file: batch, router: Router(network: map.network), profile: profile, output: output)
        }
        guard a.positional.count >= 2 else {
            throw CLIError.usage("route: needs FROM and TO (see 'navsim help route')")
        }
        try a.expectPositional(max: 2)
        let map = try Self.loadMap(a.value("map"), places: [a.positional[0]] + a.values("via") + [a.positional[1]])
        let places = [a.positional[0]] + a.values("via") + [a.positional[1]]
        let resolver = PlaceResolver(map: map)
        var waypoints = [Coordinate]()
        for p in places {
            guard let c = resolver.resolve(p) else {
                throw CLIError.failed("no street, POI or landmark matches '\(Self.sanitized(p))' on map \(map.name)")
            }
            waypoints.append(c)
        }
        let router = Router(network: map.network)
        let routes: [Route]
        do {
            routes = try router.routes(for: RouteRequest(waypoints: waypoints, profile: profile, alternatives: strategy))
        } catch {
            throw CLIError.failed(error.description)
        }
        if a.flag("json") {
            output.line(JSON.routes(routes))
        } else {
            output.write(Text.describe(routes, units: units))
            if let attribution = map.attribution { output.line("Map data: \(attribution)") }
        }
        return 0
    }

    private func runBatch(file: String, router: Router, profile: RoutingProfile, output: Output) throws -> Int32 {
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
            throw CLIError.failed("cannot read batch file \(file)")
        }
        var lineNumber = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count == 2, let from = Coordinate(parsing: String(parts[0])), let to = Coordinate(parsing: String(parts[1])) else {
                output.line(JSON.error("\(file):\(lineNumber): expected FROM TO as two lat,lon"))
                continue
            }
            do {
                let s = try router.summary(for: RouteRequest(waypoints: [from, to], profile: profile))
                output.line("{\"length\": \(JSON.number(s.length, 1)), \"duration\": \(JSON.number(s.duration, 1))}")
            } catch {
                output.line(JSON.error(error.description))
            }
        }
        return 0
    }
}

extension RouteCommand {
    /// The map at `path`, or the embedded town when nil; a bad file is a `CLIError.failed` naming it.
    static func loadMap(_ path: String?, places: [String] = []) throws -> OSMMap {
        try MapSource.load(explicit: path, routeMap: nil, routeFile: nil, places: places)
    }

    /// Text from data or the command line made safe to print (see `TerminalText.sanitized`).
    static func sanitized(_ s: String) -> String { TerminalText.sanitized(s) }
}
