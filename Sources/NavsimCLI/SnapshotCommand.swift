import Foundation
import Geo
import NavApp
import Navigation
import TermUI

/// `navsim snapshot`: one frame of the UI, rendered headless, as text (or with ANSI colours).
struct SnapshotCommand: Command {
    let name = "snapshot"
    let summary = "print one frame of the UI as text, headless"
    let help = """
    usage: navsim snapshot [ROUTE.json] [--at P] [--size WxH] [--color [truecolor|256|16|8]] [--map FILE]
                           [--mode follow|top-down|north-up|overview] [--directions] [--events] [--night] [--scheme NAME] [--style FILE]
                           [--units \(UnitSystem.argumentChoices)] [--clock HH:MM] [--ascii] [--no-header] [--no-footer]
                           [--raster-layer T[,K=V…]] [--raster FILE.json] [--imagery T] [--tile-timeout S]

    Simulates the drive to a point and prints the screen the UI would show there: ROUTE.json's, else the demo's
    (with --map, the demo's drive on that map, as 'navsim demo --map' takes). Same inputs give the same frame, byte
    for byte.

      --at P          where to stop: a percentage of the route ("40%", default 0%) or simulated seconds ("90s")
      --size WxH      the terminal size (default 120x40; 20x8 and up)
      --color [C]     ANSI colours (default depth truecolor); without it, plain text
      --mode M        camera: follow (tilted, default), top-down, north-up or overview
      --directions    show the directions list;  --events  show the event log
      --scheme NAME   a map scheme (normalDay … logisticsDay; see 'navsim help demo');  --night  its night variant
      --style FILE    a custom Style Spec v8 style (day and night name normalDay and normalNight)
      --clock HH:MM   the time of day the drive starts (default 12:00), for the arrival time and the traffic
      --traffic on|off, --traffic-seed N, --incident-rate R, --traffic-file FILE, --incident-types T
                      the traffic world (off by default here; see 'navsim help drive')
      --ascii         ASCII glyphs only
    \(FeatureArguments.help)
    \(MapLookArguments.help)
      --tile-timeout S  seconds to wait for the visible raster tiles (default 10); then the frame is drawn
                      without the missing ones and stderr says so
    \(RasterArguments.help)
    """

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        // `--color` takes an optional depth: accept it bare by normalizing "--color" followed by a non-depth word.
        var argv = args
        if let i = argv.firstIndex(of: "--color"), i + 1 >= argv.count || !Self.depths.keys.contains(argv[i + 1]) {
            argv[i] = "--color=truecolor"
        }
        let ui = try UICommandLine(argv, command: name,
                                   valued: Set(["at", "size", "color", "map", "mode", "clock", "tile-timeout"])
                                       .union(RasterArguments.valued).union(TrafficArguments.valued),
                                   flags: ["directions", "events", "night"], environment: output.environment)
        let a = ui.arguments
        try a.expectPositional(max: 1)
        // `--colors` (a settings flag of every command: the terminal UI's colour depth) is one letter from `--color`,
        // and a snapshot opens no terminal: say which flag colours a snapshot rather than ignore it silently.
        if a.value("color") == nil, case .flag = ui.resolved.layered.origin(.colors) {
            output.error("snapshot: --colors sets the terminal UI's colour depth; a snapshot is coloured with --color [truecolor|256|16|8]")
        }
        let (width, height) = try Self.size(a.value("size") ?? "120x40")
        let tileTimeout = try a.double("tile-timeout", default: 10, in: 0...600)
        let target = try Self.seekTarget(a.value("at") ?? "0%")
        let clock = try Self.clock(a.value("clock") ?? "12:00")
        var spec: DriveSpec
        if let file = a.positional.first {
            do { spec = try RouteFile.load(path: file) } catch { throw CLIError.failed(error.description) }
        } else {
            spec = try UIDriveSetup.demoSpec()
        }
        let map = try MapSource.load(explicit: a.value("map"), routeMap: spec.map, routeFile: a.positional.first, output: output)
        // No route file on another map: the demo's drive on that map, as `navsim demo --map` takes (the town's demo
        // route lies elsewhere: "no usable road within 500 m of the start").
        if a.positional.isEmpty, let file = a.value("map"), !MapSource.isDefaultTown(file) {
            spec = try DemoCommand.drive(on: map, file: file)
        }
        spec.map = nil
        let traffic = try TrafficArguments(a, command: name, defaultOn: false, defaultClock: clock)
        let core = try UIDriveSetup.core(spec: spec, map: map, startTimeOfDay: clock,
                                         traffic: try traffic.model(network: map.network))
        try ui.apply(to: core, incidentTypes: traffic.incidentTypes)
        core.seek(to: target)
        switch try a.choice("mode", ["follow", "top-down", "north-up", "overview"], default: "follow") {
        case "top-down": core.dispatch(.compass)
        case "north-up": core.dispatch(.northUp)
        case "overview": core.dispatch(.overview)
        default: break
        }
        if a.flag("directions") { core.dispatch(.toggleDirections) }
        if a.flag("events") { core.dispatch(.toggleEventLog) }
        var options = ScreenOptions()
        options.asciiOnly = ui.settings.ascii
        let raster = try RasterArguments.request(a, environment: output.environment)
        RasterArguments.attachSchemeImagery(raster, to: &options, core: core)
        core.applyInitialStyle(options)
        if a.flag("night") { core.dispatch(.toggleNight) }
        options.rasterLayers = try raster.layers(map: core.session.projected)
        // The style comes from the settings (`--style`): its raster layers are drawn while it is the active one.
        if options.style == nil { options.style = core.state.customStyle }
        options.styleRasterLayers = try RasterArguments.styleLayers(options.style, cacheRoot: raster.cacheRoot)
        let depth = try a.value("color").map { (d) throws(CLIError) -> ColorCapability in
            guard let cap = Self.depths[d] else { throw CLIError.usage("snapshot: --color must be truecolor, 256, 16 or 8, got '\(d)'") }
            return cap
        }
        // Plain text has no colours: raster pixels become shade characters.
        options.rasterColors = depth ?? .monochrome
        RasterArguments.attach(options, to: core)
        let composer = ScreenComposer(options: options)
        var frame = composer.render(core, width: width, height: height)
        if !composer.rasterLayers(core.state, active: core.activeStyle).isEmpty {
            frame = Self.waitForTiles(composer, core, width: width, height: height,
                                      timeout: tileTimeout, output: output)
        }
        if let cap = depth {
            output.line(frame.ansiText(capability: cap))
        } else {
            output.line(frame.text)
        }
        return 0
    }

    /// Draws again once the visible raster tiles are in (at most `timeout` seconds); says on stderr what is missing.
    static func waitForTiles(_ composer: ScreenComposer, _ core: NavAppCore, width: Int, height: Int, timeout: Double,
                             output: Output) -> Buffer {
        let layers = composer.rasterLayers(core.state, active: core.activeStyle)
        var timedOut: [String] = []
        for l in layers where !l.source.waitUntilVisibleLoaded(timeout: timeout) {
            timedOut.append("\(l.name) (\(l.source.visibleTilesLoading) tiles)")
        }
        let frame = composer.render(core, width: width, height: height)
        if !timedOut.isEmpty {
            output.error("snapshot: drew without the raster tiles still loading after \(Int(timeout)) s: " + timedOut.joined(separator: ", "))
        }
        for l in layers { if let p = l.source.problem { output.error("snapshot: \(p)") } }
        return frame
    }

    static let depths: [String: ColorCapability] = ["truecolor": .truecolor, "256": .palette256, "16": .ansi16, "8": .ansi8]

    static func size(_ s: String) throws(CLIError) -> (Int, Int) {
        let parts = s.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (20...1000).contains(w), (8...500).contains(h) else {
            throw CLIError.usage("snapshot: --size must be WxH with W in 20 ... 1000 and H in 8 ... 500, got '\(s)'")
        }
        return (w, h)
    }

    static func seekTarget(_ s: String) throws(CLIError) -> NavAppCore.SeekTarget {
        if s.hasSuffix("%"), let v = Double(s.dropLast()), (0...100).contains(v) { return .fraction(v / 100) }
        if s.hasSuffix("s"), let v = Double(s.dropLast()), v >= 0, v.isFinite { return .time(v) }
        throw CLIError.usage("snapshot: --at must be a percentage (\"40%\") or seconds (\"90s\"), got '\(s)'")
    }

    static func clock(_ s: String) throws(CLIError) -> Seconds {
        let parts = s.split(separator: ":")
        guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), (0..<24).contains(h), (0..<60).contains(m) else {
            throw CLIError.usage("snapshot: --clock must be HH:MM, got '\(s)'")
        }
        return Seconds(h * 3600 + m * 60)
    }
}
