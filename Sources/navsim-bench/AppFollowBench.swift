import CursesBackend
import Foundation
import MapData
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
            let base = try CursesBackend.bytesWritten(width: width, height: height) { backend in
                let (core, composer) = try makeApp()
                backend.draw(composer.render(core, width: width, height: height))
                backend.flush()
            }
            var cells = 0
            var composeTimes = [Double]()
            let clock = ContinuousClock()
            let total = try CursesBackend.bytesWritten(width: width, height: height) { backend in
                let (core, composer) = try makeApp()
                backend.draw(composer.render(core, width: width, height: height))
                backend.flush()
                for _ in 0..<frames {
                    core.tick(wall: 1.0 / 30)
                    let t0 = clock.now
                    let frame = composer.render(core, width: width, height: height)
                    let d = clock.now - t0
                    composeTimes.append(Double(d.components.attoseconds) * 1e-15 + Double(d.components.seconds) * 1e3)
                    cells += backend.draw(frame).changedCells
                    backend.flush()
                }
            }
            let bytes = total - base
            composeTimes.sort()
            print(String(format: "  %.0f bytes/frame, %.0f changed cells/frame, %.2f bytes per changed cell; whole-screen compose median %.3f ms",
                         Double(bytes) / Double(frames), Double(cells) / Double(frames), Double(bytes) / Double(max(1, cells)),
                         composeTimes[composeTimes.count / 2]))
        } catch {
            print("  failed: \(error)")
        }
    }

    static func makeApp() throws -> (NavAppCore, ScreenComposer) {
        var spec = DriveSpec.harbourneDemo
        spec.simulation.interval = 0.25
        let session = try DriveSession(map: try OSMMap.defaultTown(), spec: spec, startTimeOfDay: 12 * 3600)
        session.speedMultiplier = 2
        return (NavAppCore(session: session), ScreenComposer())
    }
}
