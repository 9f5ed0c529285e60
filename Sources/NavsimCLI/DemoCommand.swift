import Foundation
import MapRender
import NavApp
import TermUI

/// `navsim demo` (and `navsim` with no arguments): the full-screen drive through the embedded town.
struct DemoCommand: Command {
    let name = "demo"
    let summary = "the full-screen demo drive through the embedded town (what 'navsim' alone runs)"
    let help = """
    usage: navsim [demo] [--fps N] [--ascii] [--colors truecolor|256|16|8|mono] [--speed-factor N]
                  [--units metric|imperial] [--style day|night|FILE] [--no-header] [--no-footer]
                  [--voice] [--voice-out DIR] [--voice-lang en|de] [--voice-rate N] [--voice-volume N]

    Opens the terminal UI on the embedded default town (Harbourne) and drives Routes/demo.json: a roundabout,
    a tunnel, traffic lights and a speeding stretch, at 2x speed. At arrival, r drives again and q quits.
    Press ? in the UI for the keys.

      --fps N             frames per second (default 30; 0 draws only when something changed)
      --ascii             ASCII glyphs only, for terminals without Unicode
      --colors C          force a colour depth (default: from the terminal; NO_COLOR gives attributes only)
      --speed-factor N    simulation speed, 1 ... 100 (default 2)
      --units U           metric (default) or imperial
      --style S           map style: day, night, or a style JSON file (see Maps/styles/README.md)
      --no-header         hide the navigation header
      --no-footer         hide the navigation footer
    \(VoiceArguments.help)
    """

    func run(_ args: [String], output: Output) throws -> Int32 {
        let a = try Arguments(args, command: name, valued: UIArguments.valued, flags: UIArguments.flags)
        try a.expectPositional(max: 0)
        var spec = try UIDriveSetup.demoSpec()
        spec.simulation.interval = UIDriveSetup.uiInterval
        let map = try MapSource.defaultTown()
        let core = try UIDriveSetup.core(spec: spec, map: map, startTimeOfDay: TerminalUI.timeOfDayNow())
        try UIArguments.apply(a, to: core, defaultSpeed: UIDriveSetup.demoSpeedFactor)
        return try TerminalUI.run(core, options: try UIArguments.options(a), output: output)
    }
}

/// Options shared by the commands that open the UI.
enum UIArguments {
    static let valued: Set<String> = Set(["fps", "colors", "speed-factor", "units", "style"]).union(VoiceArguments.valued)
    static let flags: Set<String> = Set(["ascii", "no-header", "no-footer"]).union(VoiceArguments.flags)

    static func options(_ a: Arguments) throws -> TerminalUI.Options {
        var o = TerminalUI.Options()
        o.fps = try a.int("fps", default: 30, in: 0...240)
        o.ascii = a.flag("ascii")
        if let c = a.value("colors") {
            switch c {
            case "truecolor", "24bit": o.colors = .truecolor
            case "256": o.colors = .palette256
            case "16": o.colors = .ansi16
            case "8": o.colors = .ansi8
            case "mono", "none", "0": o.colors = .monochrome
            default: throw CLIError.usage("--colors must be truecolor, 256, 16, 8 or mono, got '\(c)'")
            }
        }
        o.screen.style = try style(a)
        o.screen.headerEnabled = !a.flag("no-header")
        o.screen.footerEnabled = !a.flag("no-footer")
        return o
    }

    /// `--style FILE|day|night`: a map style JSON (see Maps/styles/README.md) or a built-in scheme.
    static func style(_ a: Arguments) throws -> MapStyle? {
        guard let s = a.value("style") else { return nil }
        if let builtIn = MapStyle.builtIn(named: s) { return builtIn }
        do { return try MapStyle.load(path: s) } catch { throw CLIError.failed("\(error)") }
    }

    static func apply(_ a: Arguments, to core: NavAppCore, defaultSpeed: Double) throws {
        core.session.speedMultiplier = try a.double("speed-factor", default: defaultSpeed, in: 1...100)
        if let u = a.value("units") {
            guard let units = UnitSystemArgument.parse(u) else { throw CLIError.usage("--units must be metric or imperial, got '\(u)'") }
            core.setUnits(units)
        }
        core.voice = try VoiceArguments.guide(a, units: core.state.units)
    }
}

import Geo
enum UnitSystemArgument {
    static func parse(_ s: String) -> UnitSystem? { UnitSystem(rawValue: s) }
}
