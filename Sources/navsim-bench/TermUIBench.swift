import CursesBackend
import Foundation
import TermUI

/// TermUI figures: bytes ncurses writes per frame and per changed cell (through a pseudo terminal), and the
/// cost of diffing a 200×60 buffer. (The real program in a real terminal is tested end to end in NavsimCLITests.)
func runTermUIBench() {
    let width = 200, height = 60, frames = 240
    print("TermUI (\(width)×\(height), \(frames) frames each, xterm-256color through a pseudo terminal)")
    let scenes: [(String, TermUIScenes.Scene)] = [
        ("braille block, 300 cells move", TermUIScenes.brailleBlock),
        ("braille scattered, ~300 cells", TermUIScenes.brailleScattered),
        ("ASCII scattered, ~300 cells", TermUIScenes.asciiScattered),
        ("map pans 1 column, roads", TermUIScenes.panningMap),
        ("full repaint, braille+colour", TermUIScenes.fullRepaint),
    ]
    for (name, scene) in scenes {
        do {
            // A session with the background frame alone, and one with the frames after it: the difference is
            // what the frames cost (setup and restore cancel out).
            let base = try CursesBackend.bytesWritten(width: width, height: height) { backend in
                backend.draw(TermUIScenes.background(width: width, height: height))
                backend.flush()
            }
            var cells = 0
            let total = try CursesBackend.bytesWritten(width: width, height: height) { backend in
                var buffer = TermUIScenes.background(width: width, height: height)
                backend.draw(buffer)
                backend.flush()
                for k in 1...frames {
                    scene(&buffer, k)
                    cells += backend.draw(buffer).changedCells
                    backend.flush()
                }
            }
            let bytes = total - base
            let perFrame = Double(bytes) / Double(frames), perCell = Double(bytes) / Double(max(1, cells))
            print("  \(name.padding(toLength: 32, withPad: " ", startingAt: 0)) \(cells / frames) cells/frame  "
                  + String(format: "%8.0f B/frame  %5.2f B/cell", perFrame, perCell))
        } catch {
            print("  \(name): \(error)")
        }
    }
    var a = TermUIScenes.background(width: width, height: height), b = a
    TermUIScenes.brailleScattered(&b, 1)
    let clock = ContinuousClock()
    var samples = [Duration]()
    for _ in 0..<200 {
        let t0 = clock.now
        let d = b.diff(from: a)
        samples.append(clock.now - t0)
        if d.isEmpty { a = b }
    }
    samples.sort()
    print("  Buffer.diff 200×60: median \(samples[samples.count / 2])")
}

/// Synthetic frames for the benchmark.
enum TermUIScenes {
    typealias Scene = (inout Buffer, Int) -> Void
    static let roadStyle = Style(foreground: .rgb(240, 200, 80))
    static let routeStyle = Style(foreground: .rgb(60, 140, 255), attributes: .bold)
    static let parkStyle = Style(foreground: .rgb(80, 170, 90))

    static func braille(_ n: Int) -> Character { Character(Unicode.Scalar(UInt32(0x2800 + (n % 255) + 1))!) }

    /// A map-like background: sparse braille roads in two colours.
    static func background(width: Int, height: Int) -> Buffer {
        var b = Buffer(width: width, height: height)
        for y in 0..<height { for x in 0..<width where (x * 7 + y * 3) % 11 == 0 {
            b.set(x: x, y: y, braille(x * y), style: (x + y) % 2 == 0 ? roadStyle : parkStyle)
        } }
        return b
    }

    /// A 30×10 block of route braille whose pattern shifts every frame.
    static func brailleBlock(_ b: inout Buffer, _ k: Int) {
        for y in 20..<30 { for x in 80..<110 { b.set(x: x, y: y, braille(x * 3 + y * 5 + k), style: routeStyle) } }
    }

    /// 300 scattered cells take a frame-dependent glyph (about half of them change position).
    static func brailleScattered(_ b: inout Buffer, _ k: Int) {
        for i in 0..<300 {
            let x = (i * 37 + (i % 2 == 0 ? k : 0)) % b.area.width, y = (i * 13) % b.area.height
            b.set(x: x, y: y, braille(i + k), style: i % 3 == 0 ? routeStyle : roadStyle)
        }
    }

    /// As `brailleScattered` with ASCII letters and the default colours (comparable with a plain ncurses program).
    static func asciiScattered(_ b: inout Buffer, _ k: Int) {
        for i in 0..<300 {
            let x = (i * 37 + (i % 2 == 0 ? k : 0)) % b.area.width, y = (i * 13) % b.area.height
            b.set(x: x, y: y, Character(Unicode.Scalar(UInt8(97 + (i + k) % 26))), style: .plain)
        }
    }

    /// A map-like picture (horizontal and vertical roads every few cells, as braille lines, in two colours)
    /// shifted one column per frame, as when following a vehicle driving east north-up.
    static func panningMap(_ b: inout Buffer, _ k: Int) {
        for y in 0..<b.area.height { for x in 0..<b.area.width {
            let wx = x + k
            if y % 9 == 4 {
                b.set(x: x, y: y, "⠒", style: wx % 40 < 20 ? roadStyle : routeStyle)
            } else if wx % 17 == 0 {
                b.set(x: x, y: y, "⡇", style: roadStyle)
            } else if (wx * 7 + y * 13) % 23 == 0 {
                b.set(x: x, y: y, "⠂", style: parkStyle)
            } else {
                b.set(x: x, y: y, " ", style: .plain)
            }
        } }
    }

    /// Every cell changes: braille in alternating colours.
    static func fullRepaint(_ b: inout Buffer, _ k: Int) {
        for y in 0..<b.area.height { for x in 0..<b.area.width {
            b.set(x: x, y: y, braille(x + y + k), style: (x / 8 + k) % 2 == 0 ? roadStyle : routeStyle)
        } }
    }
}
