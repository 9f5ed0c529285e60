import Foundation
import Text
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
      {"routes": [{"length": m, "duration": s, "durationWithoutTraffic": s, "geometry": [[lat, lon], ...],
                   "maneuvers": [{"type": ..., "instruction": ..., "road": ..., "distance": m, "location": [lat, lon]}]}]}
    The main route comes first, alternatives after it. A maneuver's "distance" is the length of its step (metres to
    the next maneuver); "road" is the road taken, or null when it has no name or ref.

    A place is "lat,lon" (e.g. 42.5078,1.5211) or a search text (a town, village, street, POI or landmark name; the
    best match is used: places, landmarks and streets before shops of the same name, then the one nearest the map's
    centre; see 'navsim search'). What each search text matched is printed first ("From: ...", "To: ..."), and in
    --json as the "from", "to" (and "via") objects: {"query": text, "name": ..., "kind": ..., "location": [lat, lon]}
    (name and kind are null for a lat,lon).

    options:
      --via PLACE            an intermediate waypoint (repeatable; the route gets one leg per pair)
      --map FILE             an OSM map (.osm, .osm.gz, .osm.bz2, .osm.pbf, .navsim); default: the embedded town Harbourne
      --profile NAME         car (fastest, default), shortest (car rules, by distance), truck (4 m, 18 t; avoids hgv=no,
                             lower maxheight, lower maxweight)
      --alternatives WHICH   none (default), one, all (up to two alternatives, each sharing at most 80 % with the others)
      --units SYSTEM         metric (default) or imperial, for the printed distances
      --json                 print JSON instead of text ("duration" is with traffic when --traffic is on,
                             "durationWithoutTraffic" at free flow; the two are equal with traffic off)
      --batch FILE           read queries from FILE, one "FROM TO" per line (lat,lon or search texts; a text with
                             spaces in double quotes, or the two separated by a tab; blank lines and lines starting
                             with # are skipped) and print one JSON line per query, in order:
                             {"length": m, "duration": s} (plus "from" and "to" objects when a search text was
                             resolved) or {"error": "..."}

    traffic (off by default here):
    \(TrafficArguments.help)

    exit status: 0 on success, 1 when there is no route or the map cannot be read, 2 for a bad command line.
    """

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        let a = try Arguments(args, command: name,
                              valued: Set(["via", "map", "profile", "alternatives", "units", "batch"]).union(TrafficArguments.valued),
                              flags: ["json"])
        let trafficArgs = try TrafficArguments(a, command: name, defaultOn: false, defaultClock: 12 * 3600)
        let profile = try a.value("profile", default: RoutingProfile.car)
        let strategy = try a.value("alternatives", default: AlternativesStrategy.none)
        let units = try a.value("units", default: UnitSystem.metric)
        if let batch = a.value("batch") {
            try a.expectPositional(max: 0)
            if !a.values("via").isEmpty { throw CLIError.usage("route: --via cannot be combined with --batch") }
            let map = try Self.loadMap(a.value("map"), output: output, use: .routing)
            let router = Router(network: map.network)
            router.traffic = try trafficArgs.model(network: map.network)
            return try runBatch(file: batch, map: map, router: router, trafficTime: router.traffic == nil ? nil : trafficArgs.clock,
                                profile: profile, output: output)
        }
        guard a.positional.count >= 2 else {
            throw CLIError.usage("route: needs FROM and TO (see 'navsim help route')")
        }
        try a.expectPositional(max: 2)
        let map = try Self.loadMap(a.value("map"), output: output, places: [a.positional[0]] + a.values("via") + [a.positional[1]],
                                   use: .routing)
        let places = [a.positional[0]] + a.values("via") + [a.positional[1]]
        if let why = places.lazy.compactMap(PlaceResolver.coordinateError).first { throw CLIError.usage(why) }
        let resolver = PlaceResolver(map: map)
        var resolved = [ResolvedPlace]()
        for p in places {
            guard let place = resolver.place(for: p) else { throw CLIError.failed(Self.unknownPlace(p, map: map)) }
            resolved.append(place)
        }
        let waypoints = resolved.map(\.coordinate)
        let router = Router(network: map.network)
        router.traffic = try trafficArgs.model(network: map.network)
        let trafficTime = router.traffic == nil ? nil : trafficArgs.clock
        let routes: [Route]
        do {
            routes = try router.routes(for: RouteRequest(waypoints: waypoints, profile: profile, alternatives: strategy,
                                                         trafficTime: trafficTime))
        } catch {
            throw CLIError.failed(error.description)
        }
        if a.flag("json") {
            output.line(JSON.routes(routes, places: resolved))
        } else {
            output.write(Text.describe(resolved))
            output.write(Text.describe(routes, units: units))
            if let attribution = map.attribution { output.line("Map data: \(attribution)") }
        }
        return 0
    }

    private func runBatch(file: String, map: OSMMap, router: Router, trafficTime: Seconds?, profile: RoutingProfile,
                          output: Output) throws(CLIError) -> Int32 {
        let resolver = PlaceResolver(map: map)
        let text: String
        do { text = try InputFile.readText(file, expecting: "batch file") } catch { throw CLIError(error) }
        var lineNumber = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let parts = Self.batchFields(line), parts.count == 2 else {
                output.line(JSON.error("\(file):\(lineNumber): expected FROM TO (lat,lon or a search text in double quotes, "
                                       + "or the two separated by a tab)"))
                continue
            }
            guard let from = resolver.place(for: parts[0]), let to = resolver.place(for: parts[1]) else {
                let unknown = resolver.place(for: parts[0]) == nil ? parts[0] : parts[1]
                output.line(JSON.error("\(file):\(lineNumber): " + Self.unknownPlace(unknown, map: map)))
                continue
            }
            do {
                let s = try router.summary(for: RouteRequest(waypoints: [from.coordinate, to.coordinate], profile: profile,
                                                               trafficTime: trafficTime))
                let places = from.match == nil && to.match == nil ? ""
                    : ", \"from\": \(JSON.place(from)), \"to\": \(JSON.place(to))"
                output.line("{\"length\": \(JSON.number(s.length, 1)), \"duration\": \(JSON.number(s.duration, 1))\(places)}")
            } catch {
                output.line(JSON.error(error.description))
            }
        }
        return 0
    }
}

extension RouteCommand {
    /// The map at `path`, or the embedded town when nil; a bad file is a `CLIError.failed` naming it. `use`: what the
    /// command reads (`.routing` for `route`: the features and the view stay unread in a compiled map).
    static func loadMap(_ path: String?, output: Output, places: [String] = [], use: MapUse = .everything) throws(CLIError) -> OSMMap {
        try MapSource.load(explicit: path, routeMap: nil, routeFile: nil, places: places, use: use, output: output)
    }

    /// The error for a place that is neither a coordinate nor a name on the map.
    static func unknownPlace(_ text: String, map: OSMMap) -> String {
        "no street, POI, landmark or place matches '\(sanitized(text))' on map \(map.name)"
    }

    /// The two fields of a batch line: split at a tab when there is one, else at spaces, with double quotes around a
    /// field that holds spaces (`"Andorra la Vella" Encamp`). Nil for an unclosed quote.
    static func batchFields(_ line: String) -> [String]? {
        if line.contains("\t") {
            return line.split(separator: "\t").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["\""]) }
                .filter { !$0.isEmpty }
        }
        var fields = [String](), current = "", quoted = false, started = false
        for c in line {
            if c == "\"" {
                quoted.toggle()
                started = true
            } else if c == " " && !quoted {
                if started { fields.append(current) }
                current = ""
                started = false
            } else {
                current.append(c)
                started = true
            }
        }
        if quoted { return nil }
        if started { fields.append(current) }
        return fields
    }

    /// Text from data or the command line made safe to print (see `TerminalText.sanitized`).
    static func sanitized(_ s: String) -> String { TerminalText.sanitized(s) }
}
