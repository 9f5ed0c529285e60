import Foundation
import TermUI
import Geo
import MapData
import Navigation
import Routing
import Traces
import Traffic

/// `navsim replay TRACE [--map FILE] [--to P | --route FILE] [--speed-factor N] [--headless [--events jsonl|text]]`.
struct ReplayCommand: Command {
    let name = "replay"
    let summary = "replay a recorded trace in the terminal UI, or headless printing its events"
    let help = """
    usage: navsim replay TRACE [--map FILE] [--to P | --route FILE] [--speed-factor N] [--sigma M]
                         [--gap S] [--headless [--events \(EventFormat.argumentChoices)]]

    Plays TRACE (GPX, NMEA 0183 or gpsd JSON) on its own timestamps through the navigator and prints one event
    per line. With --to or --route the navigator guides along a planned route and the trace may leave it
    (offRoute and rerouted fire as in a simulated drive); without, the trace is map-matched and the matched path
    becomes the route. Replay events share the stream: signalLost / signalRestored when fixes stop for more than
    the gap threshold. P is "lat,lon" or a place or road name on the map.

      --map FILE          the map (default: the route file's "map", else the embedded town)
      --to P              destination: guidance from the trace's first fix to P
      --route FILE        a route file (Routes/*.json) to guide along
      --speed-factor N    pace the run at N x the trace's clock (0.5 ... 1000); default: as fast as possible
      --sigma M           GPS noise assumed when map matching the trace (default 5)
      --gap S             seconds without a fix that count as a lost signal (default 5)
      --headless          print events instead of opening the terminal UI (which shows the raw fix ○ beside the
                          matched vehicle, the accuracy and the playback position; keys: space pause, s step,
                          { } seek -/+30 s, 0-9 seek to 0-90 %, < > speed 0.5 ... 1000; ? lists all)
      --events FORMAT     jsonl (default; {"t": s, "type": name, ...}) or text
    \(VoiceArguments.help)
    \(RasterArguments.help)
    \(TrafficArguments.help)
      (replay: --clock is the time of day at the trace's first timed fix; by default that fix's own time, UTC)

    Traffic, when on, reports incidents ahead, offers faster routes, reroutes around closures and gives the ETA
    with traffic, as in a simulated drive; the trace itself keeps its own speed.

    Exit status: 0 when the trace was played (arrived or not; see the summary on stderr), 1 for an unreadable
    trace, map or route file or an unreachable destination, 2 for usage.
    """

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        let ui = try UICommandLine(args, command: name,
                                   valued: Set(["map", "to", "route", "sigma", "gap", "events"]).union(UIArguments.valued)
                                     .union(TrafficArguments.valued),
                                   flags: Set(["headless"]).union(UIArguments.flags), environment: output.environment)
        let a = ui.arguments
        try a.expectPositional(max: 1)
        guard let tracePath = a.positional.first else { throw CLIError.usage("missing TRACE (see 'navsim help replay')") }
        if a.value("to") != nil && a.value("route") != nil { throw CLIError.usage("give --to or --route, not both") }
        let format = try a.value("events", default: EventFormat.jsonl)
        let pace = try ui.speedFactor(in: ReplayLocationSource.multiplierRange)
        var matcherOptions = MatcherOptions()
        matcherOptions.sigma = try a.double("sigma", default: matcherOptions.sigma, in: 1...100)
        let gap = try a.double("gap", default: ReplayLocationSource.defaultGapThreshold, in: 0.5...3600)
        let fixes = try MatchCommand.readFixes(tracePath)
        var spec: DriveSpec?
        if let file = a.value("route") {
            do { spec = try RouteFile.load(path: file) } catch { throw CLIError.failed(error.description) }
        }
        let map = try MapSource.load(explicit: a.value("map"), routeMap: spec?.map, routeFile: a.value("route"), output: output)
        let router = Router(network: map.network)
        // Traffic as in drive (on in the UI, off headless); its clock runs from the trace's first timed fix.
        let traceClock = fixes.lazy.compactMap(\.time).first.map(TrafficArguments.timeOfDay(utc:))
        let traffic = try TrafficArguments(a, command: name, defaultOn: !a.flag("headless"),
                                           defaultClock: traceClock ?? (a.flag("headless") ? 12 * 3600 : TerminalUI.timeOfDayNow()))
        router.traffic = try traffic.model(network: map.network)
        let context = router.traffic.map { TrafficContext(model: $0, startTime: traffic.clock) }
        let route = try plannedRoute(fixes: fixes, to: a.value("to"), spec: spec, map: map, router: router, options: matcherOptions,
                                     trafficTime: context?.startTime)
        guard a.flag("headless") else {
            let core = ReplayUI.core(fixes: fixes, route: route, map: map, router: router, spec: spec,
                                     speedFactor: pace ?? 1, gap: gap, startTimeOfDay: traffic.clock, traffic: context)
            core.voice = try VoiceArguments.guide(a, units: core.state.units, environment: output.environment)
            try ui.apply(to: core, incidentTypes: traffic.incidentTypes)
            return try TerminalUI.run(core, options: try UIArguments.options(a, ui, environment: output.environment), output: output)
        }
        try VoiceArguments.rejectHeadless(a, command: name)
        let navigator = Navigator(route: route, options: spec?.navigation ?? NavigatorOptions(), provider: router)
        navigator.traffic = context
        let runner = ReplayRunner(source: ReplayLocationSource(fixes: fixes, speedMultiplier: pace ?? 1, gapThreshold: gap),
                                  navigator: navigator)
        let summary = runner.run { event in
            output.line(event.line(format))
            if pace != nil, case .navigation(.routeProgress) = event {
                Thread.sleep(forTimeInterval: runner.wallDelay) // The run loop's pacing; the replay itself never waits.
            }
        }
        output.error("navsim replay: \(summary.samples) fixes over " + String(format: "%.0f s, %.2f km", summary.duration, summary.distance / 1000)
                     + " along the route, \(summary.reroutes) reroutes, "
                     + (summary.arrived ? "arrived" : "the trace ended before the destination"))
        return 0
    }

    /// The route to guide along: to --to, along --route (costed with traffic at `trafficTime` when given), or else
    /// the matched trace.
    private func plannedRoute(fixes: [Fix], to: String?, spec: DriveSpec?, map: OSMMap, router: Router,
                              options: MatcherOptions, trafficTime: Seconds?) throws(CLIError) -> Route {
        func firstRoute(_ request: RouteRequest) throws(CLIError) -> Route {
            let routes: [Route]
            do { routes = try router.routes(for: request) } catch { throw CLIError(error) }
            guard let r = routes.first else { throw CLIError.failed("no route") }
            return r
        }
        if let to {
            guard let destination = PlaceResolver(map: map).resolve(to) else {
                throw CLIError.failed("--to \"\(TerminalText.sanitized(to))\" matches no road or place on the map")
            }
            let start = fixes[0]
            return try firstRoute(RouteRequest(waypoints: [start.coordinate, destination], startHeading: start.course,
                                               trafficTime: trafficTime))
        }
        if let spec {
            let places = PlaceResolver(map: map)
            var request: RouteRequest
            do { request = try spec.request { places.resolve($0) } } catch { throw CLIError(error) }
            request.trafficTime = trafficTime
            return try firstRoute(request)
        }
        let matched = MapMatcher(network: map.network, options: options).match(fixes)
        guard matched.matchedCount >= 2 else {
            throw CLIError.failed("the trace matches no roads on map \(map.name) (pass --map FILE)")
        }
        do { return try MatchedRoute.route(for: matched, network: map.network, provider: router) } catch { throw CLIError(error) }
    }
}
