import Geo
import MapData
import Routing

/// `navsim search`: finds places, streets, POIs and landmarks by name.
struct SearchCommand: Command {
    let name = "search"
    let summary = "find towns, villages, streets, POIs and landmarks by name"
    let help = """
    usage: navsim search TEXT [--near lat,lon] [--map FILE] [--limit N] [--json]

    Searches the map's places (place=city, town, village, suburb, quarter, hamlet, neighbourhood, isolated_dwelling,
    locality), street names, POIs and landmarks. Every word of TEXT must match a word of a name: exactly, as its
    beginning, or with one typo (words of four or more letters). Case and accents are ignored ("ecluse" finds
    "Écluse"). Results rank by how well they match, then places (larger kinds, then larger population, first),
    landmarks, streets, other POIs and shops last, then by distance from --near (default: the map's centre).

    Each result line gives the name, the kind ("place:town", "landmark", "street" or "poi:KEY=VALUE", e.g.
    poi:amenity=cafe), the coordinate, the distance and, for places, the population when tagged. With --json:
    {"results": [{"name": ..., "kind": ..., "location": [lat, lon], "distance": m, "population": n or null}]}.

    options:
      --near lat,lon   rank equal matches by distance from this point
      --map FILE       an OSM map (.osm, .osm.gz, .osm.bz2, .osm.pbf, .navsim); default: the embedded town Harbourne
      --limit N        at most N results (1 ... 100, default 10)
      --json           print JSON

    exit status: 0 when something matched, 1 when nothing did or the map cannot be read, 2 for a bad command line.
    """

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        let a = try Arguments(args, command: name, valued: ["near", "map", "limit"], flags: ["json"])
        let text = a.positional.joined(separator: " ").trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw CLIError.usage("search: needs a TEXT to look for (see 'navsim help search')") }
        var near: Coordinate?
        if let s = a.value("near") {
            guard let c = Coordinate(parsing: s) else { throw CLIError.usage("search: --near must be lat,lon, got '\(s)'") }
            near = c
        }
        let limit = try a.int("limit", default: 10, in: 1...100)
        let map = try RouteCommand.loadMap(a.value("map"), output: output)
        let results = SearchIndex(map: map).search(text, near: near ?? map.bounds.center, limit: limit)
        if a.flag("json") {
            let items = results.map { r in
                "{\"name\": \(RouteCommand.JSON.string(r.name)), \"kind\": \(RouteCommand.JSON.string(r.kind)), "
                    + "\"location\": \(RouteCommand.JSON.point(r.coordinate)), \"distance\": \(RouteCommand.JSON.number(r.distance ?? 0, 1)), "
                    + "\"population\": \(r.population.map(String.init) ?? "null")}"
            }
            output.line("{\"results\": [" + items.joined(separator: ", ") + "]}")
        } else {
            for r in results {
                let distance = r.distance.map { "  " + UnitSystem.metric.format(distance: $0) } ?? ""
                let population = r.population.map { "  population \($0)" } ?? ""
                output.line("\(RouteCommand.sanitized(r.name))  (\(r.kind))  \(r.coordinate)\(distance)\(population)")
            }
        }
        guard !results.isEmpty else {
            output.error("navsim search: nothing on map \(map.name) matches '\(RouteCommand.sanitized(text))'")
            return 1
        }
        return 0
    }
}
