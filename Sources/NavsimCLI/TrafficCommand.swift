import Foundation
import Geo
import MapData
import Text
import Traffic

/// `navsim traffic`: the traffic world of a map at a time of day: flow per road and the active incidents.
struct TrafficCommand: Command {
    let name = "traffic"
    let summary = "print a map's traffic flow and incidents at a time of day"
    let help = """
    usage: navsim traffic --at HH:MM [--map FILE] [--json] [--all] [--traffic-seed N] [--incident-rate R]
                          [--traffic-file FILE] [--incident-types T]

    Prints the seeded traffic world of a map at a time of day: a summary (road pieces per jam band, mean jam factor),
    the active incidents, and the slowed roads (jam factor 4 and over; --all lists every directed road piece).
    With --json one object (keys in this order):
      {"time": "HH:MM", "seed": N, "summary": {"edges": n, "free": n, "moderate": n, "heavy": n, "standing": n,
       "closed": n, "meanJamFactor": x},
       "incidents": [{"id", "type", "criticality", "start": "HH:MM", "end": "HH:MM", "location": [lat, lon],
                      "edges": [i, ...], "description"}],
       "flow": [{"edge": i, "road": name or null, "highway": class, "jamFactor": x, "speed": km/h,
                 "freeFlowSpeed": km/h}]}
    The same map, time and seed give the same bytes.

      --at HH:MM          the time of day (required)
      --map FILE          the map (default: the embedded town Harbourne)
      --json              JSON instead of text
      --all               list every directed road piece's flow, not only slowed ones
    \(TrafficArguments.help)

    exit status: 0 on success, 1 for a bad map or scenario file, 2 for a bad command line.
    """

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        let a = try Arguments(args, command: name, valued: Set(["at", "map"]).union(TrafficArguments.valued),
                              flags: ["json", "all"])
        try a.expectPositional(max: 0)
        guard let at = a.value("at") else { throw CLIError.usage("traffic: needs --at HH:MM") }
        guard let time = TimeOfDay.parse(at) else { throw CLIError.usage("traffic: --at must be HH:MM, got '\(at)'") }
        if a.value("clock") != nil { throw CLIError.usage("traffic: the time is --at HH:MM (--clock is the departure of a drive)") }
        if a.value("traffic") == "off" { throw CLIError.usage("traffic: --traffic off leaves nothing to print") }
        let args = try TrafficArguments(a, command: name, defaultOn: true, defaultClock: time)
        let map = try RouteCommand.loadMap(a.value("map"), output: output)
        guard let model = try args.model(network: map.network) else { return 0 }
        let snapshot = model.snapshot(at: time)
        let report = TrafficReport(network: map.network, snapshot: snapshot, seed: model.options.seed,
                                   types: args.incidentTypes, all: a.flag("all"))
        output.write(a.flag("json") ? report.json() : report.text())
        return 0
    }
}

/// What `navsim traffic` prints, built once from a snapshot.
struct TrafficReport {
    let network: RoadNetwork
    let snapshot: TrafficSnapshot
    let seed: UInt64
    let types: Set<IncidentType>?
    let all: Bool

    var incidents: [TrafficIncident] { snapshot.incidents(of: types) }

    /// Directed edges listed: slowed ones, or all.
    var listed: [Int] {
        network.edges.indices.filter { all || snapshot.jam[$0] >= 4 }
    }

    func counts() -> [JamLevel: Int] {
        var c = [JamLevel: Int]()
        for j in snapshot.jam { c[JamLevel(jamFactor: Double(j)), default: 0] += 1 }
        return c
    }

    var meanJam: Double { snapshot.jam.isEmpty ? 0 : snapshot.jam.reduce(0) { $0 + Double($1) } / Double(snapshot.jam.count) }

    func label(_ edge: Int) -> String? {
        let road = network.road(of: edge)
        return road.name ?? road.ref
    }

    func json() -> String {
        var w = JSONWriter(capacity: 4096)
        w.beginObject()
        w.field("time", TimeOfDay.format(snapshot.time))
        w.key("seed"); w.raw(String(seed))
        let c = counts()
        w.key("summary"); w.beginObject()
        w.field("edges", snapshot.jam.count)
        for level in JamLevel.allCases { w.key(String(describing: level)); w.int(c[level] ?? 0) }
        w.field("meanJamFactor", meanJam, places: 2)
        w.endObject()
        w.key("incidents"); w.beginArray()
        for inc in incidents {
            w.beginObject()
            w.field("id", inc.id)
            w.field("type", inc.type.rawValue)
            w.field("criticality", inc.criticality.rawValue)
            w.field("start", TimeOfDay.format(inc.start))
            w.field("end", TimeOfDay.format(inc.end))
            w.key("location"); w.beginArray()
            w.number(inc.coordinate.latitude, places: 6); w.number(inc.coordinate.longitude, places: 6)
            w.endArray()
            w.key("edges"); w.beginArray()
            for e in inc.edges { w.int(Int(e)) }
            w.endArray()
            w.field("description", inc.description)
            w.endObject()
        }
        w.endArray()
        w.key("flow"); w.beginArray()
        for e in listed {
            let f = snapshot.flow(edge: e)
            w.beginObject()
            w.field("edge", e)
            w.field("road", label(e))
            w.field("highway", network.road(of: e).highway.osmValue)
            w.field("jamFactor", f.jamFactor, places: 1)
            w.field("speed", f.speed, places: 1)
            w.field("freeFlowSpeed", f.freeFlowSpeed, places: 1)
            w.endObject()
        }
        w.endArray()
        w.endObject()
        w.endLine()
        return w.string
    }

    func text() -> String {
        var lines = [String]()
        let c = counts()
        lines.append("Traffic at \(TimeOfDay.format(snapshot.time)) (seed \(seed)): \(snapshot.jam.count) directed road pieces, "
                     + "mean jam factor \(TextWriter.decimal(meanJam, places: 1))")
        lines.append("  " + JamLevel.allCases.map { "\(String(describing: $0)) \(c[$0] ?? 0)" }.joined(separator: " · "))
        lines.append("Incidents: \(incidents.count)")
        for inc in incidents {
            lines.append("  \(inc.type.glyph) \(inc.type.rawValue) (\(inc.criticality.rawValue)) "
                         + "\(TimeOfDay.format(inc.start))–\(TimeOfDay.format(inc.end)): "
                         + TerminalText.sanitized(inc.description))
        }
        let rows = listed
        lines.append(all ? "Flow (every road piece): \(rows.count)" : "Slowed roads (jam factor 4 and over): \(rows.count)")
        for e in rows {
            let f = snapshot.flow(edge: e)
            let name = label(e).map(TerminalText.sanitized) ?? "(unnamed \(network.road(of: e).highway.osmValue))"
            lines.append("  \(name): jam \(TextWriter.decimal(f.jamFactor, places: 1)), "
                         + "\(TextWriter.decimal(f.speed, places: 0)) of \(TextWriter.decimal(f.freeFlowSpeed, places: 0)) km/h")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
