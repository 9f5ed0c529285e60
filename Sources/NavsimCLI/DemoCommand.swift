import Foundation
import Geo
import MapData
import MapRender
import Navigation
import NavApp
import Routing
import TermUI
import Traffic

/// `navsim demo` (and `navsim` with no arguments): the full-screen drive through the embedded town.
struct DemoCommand: Command {
    let name = "demo"
    let summary = "the full-screen demo drive through the embedded town (what 'navsim' alone runs)"
    let help = """
    usage: navsim [demo] [--map FILE] [--settings FILE] [SETTINGS FLAGS] [--fps N] [--ascii] [--colors C]
                  [--speed-factor N] [--units metric|imperial] [--scheme NAME] [--style FILE] [--no-header] [--no-footer]
                  [--language CODE] [--political-view ISO3] [--attribution-corner tl|tr|bl|br]
                  [--voice] [--voice-out DIR] [--voice-lang en|de] [--voice-rate N] [--voice-volume N]

    Opens the terminal UI on the embedded default town (Harbourne) and drives Routes/demo.json: a roundabout,
    a tunnel, traffic lights and a speeding stretch, at 2x speed. At arrival, r drives again and q quits.
    Press ? in the UI for the keys. 'navsim' alone is 'navsim demo', options included ('navsim --ascii').

      --map FILE          drive on another map (.osm, .osm.gz, .osm.bz2, .osm.pbf, .navsim): from the road nearest the middle
                          of its road network up to 3 km towards its north-east corner

      --fps N             frames per second (default 30; 0 draws only when something changed)
      --ascii             ASCII glyphs only, for terminals without Unicode
      --colors C          force a colour depth (default: from the terminal; NO_COLOR gives attributes only);
                          truecolor works on any terminal that reads SGR 38;2, even under a 256-colour TERM
      --speed-factor N    simulation speed, 1 ... 100 (default 2)
      --units U           metric (default) or imperial
      --scheme NAME       map scheme: normalDay (default), normalNight, liteDay, liteNight, hybridDay, hybridNight,
                          liteHybridDay, liteHybridNight, satellite, logisticsDay (N toggles day/night, b cycles)
      --style FILE        a custom MapLibre/Mapbox GL style (Style Spec v8 JSON over OpenMapTiles; see
                          Maps/styles/README.md); day and night are normalDay and normalNight
      --no-header         hide the navigation header
      --no-footer         hide the navigation footer
    \(FeatureArguments.help)
    \(MapLookArguments.help)
      Every setting is a flag (see 'navsim settings --defaults' and README "Settings"): --shows-stop-signs,
      --no-is-compass-enabled, --alternate-routes-strategy one, --navigation-header-primary-background-color blue, ...
      --settings FILE     the settings file (default $XDG_CONFIG_HOME/navsim/settings.json, when it exists)
    \(VoiceArguments.help)
    \(RasterArguments.help)
    \(TrafficArguments.help)
    """

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        let ui = try UICommandLine(args, command: name, valued: UIArguments.valued.union(["map"]).union(TrafficArguments.valued),
                                   flags: UIArguments.flags, environment: output.environment)
        let a = ui.arguments
        try a.expectPositional(max: 0)
        var spec = try UIDriveSetup.demoSpec()
        let map = try MapSource.load(explicit: a.value("map"), routeMap: nil, routeFile: nil, output: output)
        if let file = a.value("map"), !MapSource.isDefaultTown(file) {
            spec = try Self.drive(on: map, file: file)
        }
        spec.simulation.interval = UIDriveSetup.uiInterval
        UIArguments.plan(&spec, ui)
        let traffic = try TrafficArguments(a, command: name, defaultOn: true, defaultClock: TerminalUI.timeOfDayNow())
        let core = try UIDriveSetup.core(spec: spec, map: map, startTimeOfDay: traffic.clock,
                                         traffic: try traffic.model(network: map.network))
        try UIArguments.apply(a, ui, to: core, defaultSpeed: UIDriveSetup.demoSpeedFactor, incidentTypes: traffic.incidentTypes,
                              environment: output.environment)
        return try TerminalUI.run(core, options: try UIArguments.options(a, ui, environment: output.environment), output: output)
    }
}

extension DemoCommand {
    /// The demo's farthest destination on a map given with `--map`, in metres from the start.
    static let demoLength: Meters = 3_000

    /// A demo drive on any map: from the vertex nearest the middle of the road network (among those from which
    /// at least a quarter of the network is reachable) to the reachable vertex nearest a point up to
    /// `demoLength` towards the network's north-east corner.
    /// - Complexity: O(V + E) per start tried (a breadth-first search); at most 8 starts.
    static func drive(on map: OSMMap, file: String) throws(CLIError) -> DriveSpec {
        let network = map.network
        let box = network.bounds
        let middle = Coordinate((box.minLatitude + box.maxLatitude) / 2, (box.minLongitude + box.maxLongitude) / 2)
        let corner = Coordinate(box.maxLatitude, box.maxLongitude)
        let byDistance = network.vertices.indices.map { ($0, network.vertices[$0].coordinate.distance(to: middle)) }
            .sorted { $0.1 < $1.1 }
        for (start, _) in byDistance.prefix(8) {
            let reachable = reachableVertices(from: start, in: network)
            guard reachable.count * 4 >= network.vertices.count, reachable.count > 1 else { continue }
            let from = network.vertices[start].coordinate
            let span = from.distance(to: corner)
            let k = span > 0 ? min(1, demoLength / span) * 0.6 : 0
            let goal = Coordinate(from.latitude + (corner.latitude - from.latitude) * k,
                                  from.longitude + (corner.longitude - from.longitude) * k)
            guard let end = reachable.filter({ $0 != start }).min(by: {
                network.vertices[$0].coordinate.distance(to: goal) < network.vertices[$1].coordinate.distance(to: goal)
            }) else { continue }
            return DriveSpec(name: "demo", description: "demo drive on \(file)",
                             waypoints: [.coordinate(from), .coordinate(network.vertices[end].coordinate)])
        }
        throw CLIError.failed("\(file): no connected roads to drive on")
    }

    /// Vertices reachable from `start` along edges in their direction of travel.
    static func reachableVertices(from start: Int, in network: RoadNetwork) -> [Int] {
        var seen = [Bool](repeating: false, count: network.vertices.count)
        var stack = [Int32(start)]
        var found: [Int] = []
        seen[start] = true
        while let v = stack.popLast() {
            found.append(Int(v))
            for e in network.outgoing(v) {
                let t = network.edges[e].target
                if !seen[Int(t)] { seen[Int(t)] = true; stack.append(t) }
            }
        }
        return found
    }
}

/// Options shared by the commands that open the UI. The UI and map options are settings (`UICommandLine`): the
/// flags of the settings table, laid over the settings file and `NAVSIM_*` variables; what is left is voice and
/// raster options.
enum UIArguments {
    static let valued: Set<String> = VoiceArguments.valued.union(RasterArguments.valued)
    static let flags: Set<String> = VoiceArguments.flags

    static func options(_ a: Arguments, _ ui: UICommandLine, environment: [String: String]) throws(CLIError) -> TerminalUI.Options {
        var o = TerminalUI.Options()
        let s = ui.settings
        o.fps = s.fps
        o.ascii = s.ascii
        o.colors = .forced(by: s.colors)
        o.settings = ui.resolved.layered
        o.settingsFile = ui.resolved.filePath
        o.raster = try RasterArguments.request(a, environment: environment)
        return o
    }

    /// A drive planned with the alternatives the settings ask for (when a layer set `alternateRoutesStrategy`; else
    /// the route's own), so that the route preview has them to show.
    static func plan(_ spec: inout DriveSpec, _ ui: UICommandLine) {
        guard ui.resolved.layered.origin(.alternateRoutesStrategy) != .defaults,
              let strategy = AlternativesStrategy(rawValue: ui.settings.alternateRoutesStrategy.rawValue) else { return }
        spec.alternatives = strategy
    }

    static func apply(_ a: Arguments, _ ui: UICommandLine, to core: NavAppCore, defaultSpeed: Double,
                      incidentTypes: Set<IncidentType>?, environment: [String: String]) throws(CLIError) {
        try ui.apply(to: core, incidentTypes: incidentTypes)
        core.session.speedMultiplier = try ui.speedFactor(in: SimulationOptions.multiplierRange) ?? defaultSpeed
        core.voice = try VoiceArguments.guide(a, units: core.state.units, environment: environment)
    }
}
