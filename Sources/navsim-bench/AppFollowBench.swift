import CursesBackend
import Foundation
import MapData
import MapRender
import NavApp
import Navigation
import TermUI

/// The real app following the vehicle: the demo drive at 2× with 0.25 s samples, 30 frames a second, composed by
/// the app and written by the ncurses backend to a pseudo terminal (issue 4: bytes per frame in follow mode and per
/// changed cell; goal ≤ 4 bytes per changed cell).
enum AppFollowBench {
    static let width = 200, height = 60, frames = 600 // 20 s of the drive

    static func run() {
        print("app in follow mode (\(width)×\(height), demo drive at ×2, 30 fps, \(frames) frames through a pseudo terminal):")
        do {
            let own = try measure(options: CursesOptions(mouse: false), screen: ScreenOptions())
            var ncursesOptions = CursesOptions(mouse: false)
            ncursesOptions.environment[CursesBackend.outputVariable] = "ncurses"
            let viaNcurses = try measure(options: ncursesOptions, screen: ScreenOptions())
            print(String(format: "  %.0f bytes/frame, %.0f changed cells/frame, %.2f bytes per changed cell; whole-screen compose median %.3f ms",
                         own.bytesPerFrame, own.cellsPerFrame, own.bytesPerCell, own.composeMedian))
            print(String(format: "  writing a frame (draw + flush, wall): the backend's own writer median %.3f ms, p99 %.3f ms; "
                         + "ncurses' path median %.3f ms, p99 %.3f ms", own.writeMedian, own.writeP99,
                         viaNcurses.writeMedian, viaNcurses.writeP99))
            print("  bytes per changed cell by colour depth and scheme (xterm-256color terminfo; the backend's own writer / ncurses' path):")
            for depth in [ColorCapability.truecolor, .palette256, .ansi16, .ansi8, .monochrome] {
                for (scheme, ascii) in [(MapScheme.normalDay, false), (.liteDay, false), (.normalDay, true)] {
                    var screen = ScreenOptions()
                    screen.scheme = scheme
                    screen.asciiOnly = ascii
                    let options = CursesOptions(colors: depth, ascii: ascii, mouse: false)
                    var viaNcurses = options
                    viaNcurses.environment[CursesBackend.outputVariable] = "ncurses"
                    let a = try measure(options: options, screen: screen)
                    // A forced truecolor is always written by the backend (ncurses cannot send it on this terminfo).
                    let b = depth == .truecolor ? nil : try measure(options: viaNcurses, screen: screen)
                    let name = depth.description.padding(toLength: 12, withPad: " ", startingAt: 0)
                        + (scheme.rawValue + (ascii ? " ascii" : "")).padding(toLength: 16, withPad: " ", startingAt: 0)
                    print("    " + name + String(format: "%4.0f changed cells/frame: %5.2f / ", a.cellsPerFrame, a.bytesPerCell)
                        + (b.map { String(format: "%.2f", $0.bytesPerCell) } ?? "—"))
                }
            }
        } catch {
            print("  failed: \(error)")
        }
    }

    struct Measure {
        var bytesPerFrame: Double, cellsPerFrame: Double, bytesPerCell: Double, composeMedian: Double
        /// Drawing and flushing one frame (the writer's work, whichever path), median and 99th percentile, ms.
        var writeMedian: Double, writeP99: Double
    }

    /// One session of `frames` frames minus one of the setup and first frame alone: what following costs.
    static func measure(options: CursesOptions, screen: ScreenOptions) throws -> Measure {
        let base = try CursesBackend.bytesWritten(width: width, height: height, options: options) { backend in
            let (core, composer) = try makeApp(screen)
            backend.draw(composer.render(core, width: width, height: height))
            backend.flush()
        }
        var cells = 0
        var composeTimes = [Double](), writeTimes = [Double]()
        let clock = ContinuousClock()
        func ms(_ d: Duration) -> Double { Double(d.components.attoseconds) * 1e-15 + Double(d.components.seconds) * 1e3 }
        let total = try CursesBackend.bytesWritten(width: width, height: height, options: options) { backend in
            let (core, composer) = try makeApp(screen)
            backend.draw(composer.render(core, width: width, height: height))
            backend.flush()
            for _ in 0..<frames {
                core.tick(wall: 1.0 / 30)
                let t0 = clock.now
                let frame = composer.render(core, width: width, height: height)
                let t1 = clock.now
                composeTimes.append(ms(t1 - t0))
                cells += backend.draw(frame).changedCells
                backend.flush()
                writeTimes.append(ms(clock.now - t1))
            }
        }
        let bytes = total - base
        composeTimes.sort()
        writeTimes.sort()
        return Measure(bytesPerFrame: Double(bytes) / Double(frames), cellsPerFrame: Double(cells) / Double(frames),
                       bytesPerCell: Double(bytes) / Double(max(1, cells)), composeMedian: composeTimes[composeTimes.count / 2],
                       writeMedian: writeTimes[writeTimes.count / 2], writeP99: writeTimes[writeTimes.count * 99 / 100])
    }

    static func makeApp(_ options: ScreenOptions = ScreenOptions()) throws -> (NavAppCore, ScreenComposer) {
        var spec = DriveSpec.harbourneDemo
        spec.simulation.interval = 0.25
        let session = try DriveSession(map: try OSMMap.defaultTown(), spec: spec, startTimeOfDay: 12 * 3600)
        session.speedMultiplier = 2
        let core = NavAppCore(session: session)
        core.applyInitialStyle(options)
        return (core, ScreenComposer(options: options))
    }
}
