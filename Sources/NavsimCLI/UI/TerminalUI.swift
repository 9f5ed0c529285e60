import CursesBackend
import Foundation
import Geo
import MapRender
import MapData
import NavApp
import TermUI

/// Runs the full-screen UI on the real terminal until the user quits (or SIGINT/SIGTERM).
enum TerminalUI {
    struct Options {
        var fps = 30
        var ascii = false
        var colors: ColorCapability?
        var screen = ScreenOptions()
        /// `--features`, `--poi-categories`, `--truck` (nil: the default layers).
        var features: MapFeatureSettings?
        /// `--language`: the map labels' language at start (the `t` key changes it).
        var language: MapLanguage?
        /// Raster layers asked for; they are made once the map is known.
        var raster = RasterArguments.Request()
    }

    /// Seconds since local midnight now: arrival times on screen count from the real time of day.
    static func timeOfDayNow() -> Seconds {
        let now = Date()
        let cal = Calendar.current
        return now.timeIntervalSince(cal.startOfDay(for: now))
    }

    /// `setup` plugs extra work into the loop (a script player, a recorder); by default the loop gets the map gestures.
    static func run(_ core: NavAppCore, options: Options, output: Output,
                    setup: (AppRunLoop, any Backend) -> Void = { loop, _ in loop.attachGestures() }) throws -> Int32 {
        guard output.isTerminal else {
            throw CLIError.failed("the terminal UI needs a terminal (stdin and stdout must be a tty); "
                + "for headless use try 'navsim drive --headless' or 'navsim snapshot'")
        }
        let clock = ContinuousClock()
        let start = clock.now
        let now: @Sendable () -> Double = {
            let d = clock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }
        var screen = options.screen
        if let language = options.language { core.dispatch(.setMapLanguage(language)) }
        screen.asciiOnly = options.ascii
        if let f = options.features { core.dispatch(.layers(.replace(f))) }
        if core.maps == nil { core.maps = RegionsMapsService.fromEnvironment(output.environment) }
        RasterArguments.attachSchemeImagery(options.raster, to: &screen, core: core)
        core.applyInitialStyle(screen)
        do {
            screen.rasterLayers = try options.raster.layers(map: core.session.projected)
            RasterArguments.attach(screen, to: core)
            return try CursesBackend.withTerminal(CursesOptions(colors: options.colors, ascii: options.ascii, now: now)) { backend in
                screen.rasterColors = backend.capability
                let loop = AppRunLoop(core: core, composer: ScreenComposer(options: screen), backend: backend,
                                      fps: options.fps, now: now)
                setup(loop, backend)
                loop.run(shouldStop: { backend.isInterrupted })
                return backend.interruptExitStatus ?? 0
            }
        } catch let e as CursesError {
            throw CLIError.failed(e.description)
        }
    }
}
