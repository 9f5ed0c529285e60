import Foundation
import Geo
import MapData
import Navigation
import Routing

/// `navsim drive`: simulates a drive along a route and prints the navigation events.
struct DriveCommand: Command {
    let name = "drive"
    let summary = "drive a route in the terminal UI, or headless printing its navigation events"
    let help = """
    usage: navsim drive [ROUTE.json | --from P --to P [--via P ...]] [--map FILE] --headless
                        [--events \(EventFormat.argumentChoices)] [--speed-factor N] [--seed N] [--interval S]
                        [--driver-factor F] [--noise M] [--miss-turn N ...] [--profile \(RoutingProfile.argumentChoices)]

    Drives a simulated car along a route (a Routes/*.json file, or --from/--to with optional --via stops) and prints
    one navigation event per line until the destination. P is "lat,lon" or a search text (town, street, POI or
    landmark, as in 'navsim search' and 'navsim route'). What each search text matched is printed before the events
    ("From: ...", "To: ..."; on stderr with --events jsonl, so that stdout stays JSON Lines).

      --map FILE          the map (default: the route file's "map", else the embedded town Harbourne)
      --headless          print events instead of opening the terminal UI
      --fps N, --ascii, --colors C, --units U, --no-header, --no-footer, --language CODE,
      --political-view C, --attribution-corner K
                          terminal UI options (see 'navsim help demo')
      --events FORMAT     jsonl (default; {"t": s, "type": name, ...}, see Routes/README.md) or text
      --speed-factor N    pace the run at N x real time (1 ... 100); default: as fast as possible
      --seed N            seed of signal phases and GPS noise (overrides the route file)
      --interval S        seconds between samples, 0.05 ... 60 (default 1)
      --driver-factor F   target speed = limit x F (above 1 the driver speeds)
      --noise M           GPS noise, sigma in metres
      --miss-turn N       miss the turn at maneuver N (repeatable) to exercise reroutes
    \(VoiceArguments.help)
    \(RasterArguments.help)
    \(TrafficArguments.help)

    Exit status: 0 on arrival, 1 for a bad route file, an unknown place or an unreachable destination, 2 for usage.
    """

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        let ui = try UICommandLine(args, command: name,
                                   valued: Set(["map", "events", "seed", "interval", "from", "to", "via",
                                                "driver-factor", "noise", "miss-turn", "profile"]).union(UIArguments.valued)
                                    .union(TrafficArguments.valued),
                                   flags: Set(["headless"]).union(UIArguments.flags), environment: output.environment)
        let a = ui.arguments
        try a.expectPositional(max: 1)
        let format = try a.value("events", default: EventFormat.jsonl)
        let pace = try ui.speedFactor(in: SimulationOptions.multiplierRange)
        var spec = try driveSpec(a)
        spec.simulation = try simulation(a, base: spec.simulation)
        let map = try MapSource.load(explicit: a.value("map"), routeMap: spec.map, routeFile: a.positional.first, output: output)
        guard a.flag("headless") else {
            // The full-screen UI on this drive (samples every 0.25 s unless --interval says otherwise).
            if a.value("interval") == nil { spec.simulation.interval = UIDriveSetup.uiInterval }
            UIArguments.plan(&spec, ui)
            let traffic = try TrafficArguments(a, command: name, defaultOn: true, defaultClock: TerminalUI.timeOfDayNow())
            let core = try UIDriveSetup.core(spec: spec, map: map, startTimeOfDay: traffic.clock,
                                             traffic: try traffic.model(network: map.network))
            try UIArguments.apply(a, ui, to: core, defaultSpeed: pace ?? 1, incidentTypes: traffic.incidentTypes,
                                  environment: output.environment)
            return try TerminalUI.run(core, options: try UIArguments.options(a, ui, environment: output.environment), output: output)
        }
        let router = Router(network: map.network)
        let trafficArgs = try TrafficArguments(a, command: name, defaultOn: false, defaultClock: 12 * 3600)
        router.traffic = try trafficArgs.model(network: map.network)
        let context = router.traffic.map { TrafficContext(model: $0, startTime: trafficArgs.clock) }
        let runner: DriveRunner
        let places = PlaceResolver(map: map)
        do { runner = try DriveRunner.make(spec: spec, map: map, provider: router, places: places, traffic: context) } catch {
            throw CLIError.failed(error.description)
        }
        // What each search text matched: on stdout with text events, on stderr beside the JSON Lines stream.
        for line in RouteCommand.Text.describe(places.resolved).split(separator: "\n") {
            if format == .text { output.line(String(line)) } else { output.error("navsim drive: " + line) }
        }
        if let pace { runner.speedMultiplier = pace }
        let voice = try VoiceArguments.guide(a, units: spec.navigation.units, environment: output.environment)
        let summary: DriveSummary
        do {
            summary = try runner.runToArrival(onEvent: { output.line(format.line($0)); voice?.hear([$0]) }, afterStep: {
                voice?.advance(to: runner.lastSample?.time ?? 0, speedFactor: pace ?? 1)
                // The run loop's pacing (only when asked for); the simulation itself never waits.
                if pace != nil, let delay = runner.wallDelay { Thread.sleep(forTimeInterval: delay) }
            })
        } catch { throw CLIError(error) }
        output.error(String(format: "navsim drive: arrived after %.0f s, %.2f km, %d samples, %d events, %d reroutes",
                            summary.duration, summary.distance / 1000, summary.samples, summary.events, summary.reroutes))
        if let voice { output.error(try VoiceArguments.finish(voice, at: summary.duration, speedFactor: pace ?? 1, command: name)) }
        return 0
    }

    private func driveSpec(_ a: Arguments) throws(CLIError) -> DriveSpec {
        if let file = a.positional.first {
            guard a.value("from") == nil && a.value("to") == nil else {
                throw CLIError.usage("drive: give either a route file or --from/--to, not both")
            }
            var spec: DriveSpec
            do { spec = try RouteFile.load(path: file) } catch { throw CLIError.failed(error.description) }
            if let p = try a.value("profile", as: RoutingProfile.self) { spec.profile = p }
            return spec
        }
        guard let from = a.value("from"), let to = a.value("to") else {
            throw CLIError.usage("drive: give a route file, or both --from and --to (see 'navsim help drive')")
        }
        let points = [from] + a.values("via") + [to]
        if let why = points.lazy.compactMap(PlaceResolver.coordinateError).first { throw CLIError.usage(why) }
        let waypoints = points.map { Coordinate(parsing: $0).map(DriveSpec.Waypoint.coordinate) ?? .search($0) }
        return DriveSpec(waypoints: waypoints, profile: try a.value("profile", default: RoutingProfile.car))
    }

    private func simulation(_ a: Arguments, base: SimulationOptions) throws(CLIError) -> SimulationOptions {
        var deviations = base.deviations
        for v in a.values("miss-turn") {
            guard let n = Int(v), n > 0 else { throw CLIError.usage("drive: --miss-turn must be a maneuver number > 0, got '\(v)'") }
            deviations.append(Deviation(missTurnAt: n))
        }
        let seed = try a.value("seed").map { (s) throws(CLIError) -> UInt64 in
            guard let v = UInt64(s) else { throw CLIError.usage("drive: --seed must be a whole number >= 0, got '\(s)'") }
            return v
        } ?? base.seed
        return SimulationOptions(driverFactor: try a.double("driver-factor", default: base.driverFactor, in: 0.1...3),
                                 seed: seed,
                                 interval: try a.double("interval", default: base.interval, in: SimulationOptions.intervalRange),
                                 noise: try a.double("noise", default: base.noise, in: 0...100),
                                 deviations: deviations, slowdowns: base.slowdowns, speedMultiplier: base.speedMultiplier)
    }
}
