import CursesBackend
import Foundation
import Geo
import MapRender
import MapData
import NavApp
import Settings
import TermUI

/// Runs the full-screen UI on the real terminal until the user quits (or SIGINT/SIGTERM/SIGHUP, or the terminal goes away).
enum TerminalUI {
    struct Options {
        var fps = 30
        var ascii = false
        var colors: ColorCapability?
        var screen = ScreenOptions()
        /// The settings (file, environment, flags) and the file the settings panel's `w` writes.
        var settings = LayeredSettings()
        var settingsFile: String?
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
                    setup: (AppRunLoop, any Backend) -> Void = { loop, _ in loop.attachGestures() }) throws(CLIError) -> Int32 {
        guard output.isTerminal else {
            throw CLIError.failed("the terminal UI needs a terminal (\(CursesBackend.terminalRequirement)); "
                + "for headless use try 'navsim drive --headless' or 'navsim snapshot'")
        }
        let clock = ContinuousClock()
        let start = clock.now
        let now: @Sendable () -> Double = {
            let d = clock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }
        var screen = options.screen
        screen.asciiOnly = options.ascii
        core.dispatch(.settings(.useFile(options.settingsFile)))
        if core.state.settings != options.settings { core.dispatch(.settings(.replace(options.settings))) }
        if core.maps == nil { core.maps = RegionsMapsService.fromEnvironment(output.environment) }
        RasterArguments.attachSchemeImagery(options.raster, to: &screen, core: core)
        core.applyInitialStyle(screen)
        screen.rasterLayers = try options.raster.layers(map: core.session.projected)
        // The style comes from the settings (`--style`): its raster layers are drawn while it is the active one.
        if screen.style == nil { screen.style = core.state.customStyle }
        screen.styleRasterLayers = try RasterArguments.styleLayers(screen.style, cacheRoot: options.raster.cacheRoot)
        RasterArguments.attach(screen, to: core)
        // The style is bound to the map in the background, starting now (while the terminal opens); frames draw
        // the built-in look until it is ready.
        screen.styleWork = .background
        let composer = ScreenComposer(options: screen)
        composer.prepareStyle(core)
        do {
            return try CursesBackend.withTerminal(CursesOptions(colors: options.colors, ascii: options.ascii, now: now)) { backend in
                composer.options.rasterColors = backend.capability
                let loop = AppRunLoop(core: core, composer: composer, backend: backend,
                                      fps: options.fps, now: now)
                setup(loop, backend)
                loop.run(shouldStop: { backend.isInterrupted })
                return backend.interruptExitStatus ?? 0
            }
        } catch { throw CLIError(error) }
    }
}
