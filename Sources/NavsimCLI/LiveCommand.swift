import Foundation
import TermUI
import Text
import Geo
import MapData
import Navigation
import Routing
import Traces
import Traffic

/// `navsim live [--gpsd HOST:PORT | --nmea FILE|-] [--to P] --headless`: fixes from a live receiver.
struct LiveCommand: Command {
    let name = "live"
    let summary = "follow a live receiver (gpsd or an NMEA stream) in the terminal UI, or print fixes or events headless"
    let help = """
    usage: navsim live [--gpsd HOST:PORT | --nmea FILE|-] [--map FILE] [--to P] [--lag N] [--sigma M]
                       [--headless [--events \(EventFormat.argumentChoices)]]

    Reads fixes as a receiver delivers them: from a running gpsd (its JSON protocol; default localhost:2947)
    or NMEA 0183 sentences from a file, a device or standard input (-). Without --to, prints one line per fix
    with its position matched to the roads (online HMM map matching, decided N fixes later):
      {"t": s, "type": "fix", "lat", "lon", "speed", "course", "matched": bool, "matchedLat", "matchedLon",
       "road": name or null, "confidence"}
    With --to P, guides from the first fix to P: in the terminal UI (the default), or printing navigation events
    as navsim replay does with --headless. The UI needs --to; fixes are read on their own thread, so a slow
    receiver never stalls the screen.
    Ends when the stream does (gpsd closes the connection, end of file).

      --gpsd HOST:PORT    a gpsd to connect to (HOST, :PORT or [IPv6]:PORT also work)
      --nmea FILE|-       an NMEA stream ('-': standard input)
      --map FILE          the map (default: the embedded town)
      --to P              destination ("lat,lon" or a place or road name)
      --lag N             fixes of look-ahead for the matcher, 0 ... 30 (default 0: decide each fix at once)
      --sigma M           GPS noise assumed by the matcher (default 5)
      --headless          print instead of opening the terminal UI
      --events FORMAT     jsonl (default) or text (for --to)
    \(VoiceArguments.help)
    \(RasterArguments.help)
    \(TrafficArguments.help)
      (live: --clock is the time of day at the first fix; by default the fix's own time, UTC, else now)

    With --to and traffic on (the UI's default; --traffic on headless), the navigator reports incidents ahead,
    offers faster routes, reroutes around closures and gives the ETA with traffic.

    Exit status: 0 when the stream ended, 1 when the source cannot be opened or fails, 2 for usage.
    """

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        let ui = try UICommandLine(args, command: name,
                                   valued: Set(["gpsd", "nmea", "map", "to", "lag", "sigma", "events"]).union(UIArguments.valued)
                                     .union(TrafficArguments.valued),
                                   flags: Set(["headless"]).union(UIArguments.flags), environment: output.environment)
        let a = ui.arguments
        try a.expectPositional(max: 0)
        if a.value("gpsd") != nil && a.value("nmea") != nil { throw CLIError.usage("give --gpsd or --nmea, not both") }
        try VoiceArguments.rejectHeadless(a, command: name)
        let format = try a.value("events", default: EventFormat.jsonl)
        let lag = try a.int("lag", default: 0, in: 0...30)
        var options = MatcherOptions()
        options.sigma = try a.double("sigma", default: options.sigma, in: 1...100)
        if !a.flag("headless") && a.value("to") == nil {
            throw CLIError.usage("the live UI guides to a destination: give --to P (or --headless to print matched fixes)")
        }
        if a.value("to") == nil, let flag = TrafficArguments.valued.sorted().first(where: { a.value($0) != nil }) {
            throw CLIError.usage("live: --\(flag) needs --to (traffic applies to guidance)")
        }
        _ = try TrafficArguments(a, command: name, defaultOn: false, defaultClock: 0) // usage errors before the stream opens
        let map = try MapSource.load(explicit: a.value("map"), routeMap: nil, routeFile: nil, output: output)
        var source = LiveLocationSource(stream: try openStream(a))
        var count = 0
        if let to = a.value("to") {
            guard let destination = PlaceResolver(map: map).resolve(to) else {
                throw CLIError.failed("--to \"\(TerminalText.sanitized(to))\" matches no road or place on the map")
            }
            guard let first = source.next() else { throw failure(source) ?? CLIError.failed("the stream ended before a fix") }
            count = 1
            let router = Router(network: map.network)
            let fixClock = source.lastFix?.time.map(TrafficArguments.timeOfDay(utc:))
            let traffic = try TrafficArguments(a, command: name, defaultOn: !a.flag("headless"),
                                               defaultClock: fixClock ?? (a.flag("headless") ? 12 * 3600 : TerminalUI.timeOfDayNow()))
            router.traffic = try traffic.model(network: map.network)
            let context = router.traffic.map { TrafficContext(model: $0, startTime: traffic.clock) }
            let request = RouteRequest(waypoints: [first.coordinate, destination], startHeading: first.course,
                                       trafficTime: context?.startTime)
            let routes: [Route]
            do { routes = try router.routes(for: request) } catch { throw CLIError(error) }
            guard let route = routes.first else { throw CLIError.failed("no route") }
            guard a.flag("headless") else {
                let core = LiveUI.core(first: first, source: source, route: route, map: map, router: router,
                                       startTimeOfDay: traffic.clock, traffic: context)
                core.voice = try VoiceArguments.guide(a, units: core.state.units, environment: output.environment)
                try ui.apply(to: core, incidentTypes: traffic.incidentTypes)
                return try TerminalUI.run(core, options: try UIArguments.options(a, ui, environment: output.environment), output: output)
            }
            let navigator = Navigator(route: route, provider: router)
            navigator.traffic = context
            var sample: LocationSample? = first
            while let s = sample {
                for e in navigator.update(with: s) { output.line(format.line(e)) }
                if navigator.state.hasArrived { break }
                sample = source.next()
                if sample != nil { count += 1 }
            }
        } else {
            let matcher = OnlineMapMatcher(network: map.network, options: options, lag: lag)
            var samples = [LocationSample]()
            while let s = source.next() {
                samples.append(s)
                count += 1
                for p in matcher.push(MatchObservation(s)) { output.line(Self.fixLine(samples[p.index], p, map.network)) }
            }
            for p in matcher.finish() { output.line(Self.fixLine(samples[p.index], p, map.network)) }
        }
        if let f = failure(source) { throw f }
        // A stream that gave nothing (an empty file, a receiver without a fix) matched nothing: not a success.
        guard count > 0 else { throw CLIError.failed("the stream ended before a fix") }
        output.error("navsim live: the stream ended after \(count) fixes")
        return 0
    }

    private func openStream(_ a: Arguments) throws(CLIError) -> sending any FixStream {
        if let path = a.value("nmea") {
            if path == InputFile.standardInput { return NMEAFixStream(handle: FileHandle.standardInput) }
            let fd: Int32
            do { fd = try InputFile.openForStreaming(path, expecting: "receiver log or device") } catch { throw CLIError(error) }
            return NMEAFixStream(handle: FileHandle(fileDescriptor: fd, closeOnDealloc: true), name: path)
        }
        let text = a.value("gpsd") ?? "\(GPSDClient.defaultHost):\(GPSDClient.defaultPort)"
        guard let endpoint = GPSDClient.endpoint(text) else {
            throw CLIError.usage("--gpsd must be HOST:PORT, HOST or :PORT, got '\(text)'")
        }
        do { return try GPSDFixStream(host: endpoint.host, port: endpoint.port) } catch {
            throw CLIError.failed("\(error)")
        }
    }

    private func failure(_ source: LiveLocationSource) -> CLIError? {
        source.failure.map { CLIError.failed("\($0)") }
    }

    /// One fix and its match as a JSON line.
    static func fixLine(_ s: LocationSample, _ p: MatchedPoint, _ network: RoadNetwork) -> String {
        var parts = ["\"t\": \(JSONText.number(s.time, 2))", "\"type\": \"fix\"",
                     "\"lat\": \(JSONText.number(s.coordinate.latitude, 7))", "\"lon\": \(JSONText.number(s.coordinate.longitude, 7))",
                     "\"speed\": \(s.speed.map { JSONText.number($0, 2) } ?? "null")",
                     "\"course\": \(s.course.map { JSONText.number($0, 1) } ?? "null")", "\"matched\": \(p.isMatched)"]
        if let e = p.edge {
            let road = network.road(of: Int(e))
            parts.append("\"matchedLat\": \(JSONText.number(p.coordinate.latitude, 7))")
            parts.append("\"matchedLon\": \(JSONText.number(p.coordinate.longitude, 7))")
            parts.append("\"road\": " + ((road.name ?? road.ref).map(JSONText.quote) ?? "null"))
        } else {
            parts += ["\"matchedLat\": null", "\"matchedLon\": null", "\"road\": null"]
        }
        parts.append("\"confidence\": \(JSONText.number(p.confidence, 3))")
        return "{" + parts.joined(separator: ", ") + "}"
    }
}
