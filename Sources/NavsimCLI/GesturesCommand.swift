import DiskCache
import Foundation
import Text
import Gestures
import NavApp
import TermUI

/// `navsim gestures run FILE` plays a gesture script (headless on virtual time, or in the live UI);
/// `navsim gestures record FILE` writes one from live input.
struct GesturesCommand: Command {
    let name = "gestures"
    let summary = "run a gesture script (headless or in the UI), or record one from live input"
    let help = """
    usage: navsim gestures run FILE [--size WxH] [--map FILE] [--headless] [--zoom-animation] [--screen] [--fps N]
           navsim gestures record FILE [--map-only] [--fps N]

    run: plays the gesture script FILE (format in the README, "Gesture scripts") and prints one line per expect:
    'ok N - line L: expect …' or 'not ok N - line L: expect … (actual: …)', then 'N passed, N failed'.
    Exit 0 when all passed, 1 when any failed, 2 on a usage or script error (the message names the line).
    Map feature layers: 'enable feature NAME [MODE]', 'disable feature NAME', 'expect features A,B:MODE|none'.

      --headless          run on virtual time without a terminal (deterministic and fast)
      --size WxH          the screen size before any 'size' line (default 100x30; headless only)
      --map FILE          the map when the script has no 'map' line (default: the route's map or the embedded town)
      --zoom-animation    double tap / two-finger tap run the custom zoom animation
      --screen            print the last screen after the report (headless)
      --fps N             frames per second of the live UI (default 30)
      --raster-layer T[,K=V…], --raster FILE.json   raster tile layers; 'layer NAME on|off' lines switch them

    Without --headless the script plays in the full-screen UI at real speed; the UI closes 2 s after the last line.

    record: opens the UI on the demo drive (--map-only: the map without a drive, as scripts without 'route' see it)
    and, on quit, writes the gestures and keys you used to FILE as a script.
    """

    func run(_ args: [String], output: Output) throws(CLIError) -> Int32 {
        let ui = try UICommandLine(args, command: name, valued: Set(["size", "map"]).union(RasterArguments.valued),
                                   flags: ["headless", "zoom-animation", "screen", "map-only"], environment: output.environment)
        let a = ui.arguments
        guard let sub = a.positional.first else { throw CLIError.usage("gestures: expected 'run FILE' or 'record FILE'") }
        guard a.positional.count == 2 else {
            throw CLIError.usage("gestures \(sub): expected one FILE (see 'navsim help gestures')")
        }
        let file = a.positional[1]
        switch sub {
        case "run": return try runScript(file, a, ui, output: output)
        case "record": return try record(file, a, ui, output: output)
        default: throw CLIError.usage("gestures: unknown subcommand '\(sub)'; expected run or record")
        }
    }

    private func options(_ a: Arguments, file: String, environment: [String: String]) throws(CLIError) -> ScriptRunOptions {
        var o = ScriptRunOptions()
        if let size = a.value("size") {
            let parts = size.lowercased().split(separator: "x")
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...1000).contains(w), (1...1000).contains(h) else {
                throw CLIError.usage("gestures: --size must be WIDTHxHEIGHT like 100x30, got '\(size)'")
            }
            (o.width, o.height) = (w, h)
        }
        o.mapPath = a.value("map")
        o.usesZoomAnimation = a.flag("zoom-animation")
        // The map is not known yet here, so `--imagery generated` does not apply to scripts.
        o.rasterLayers = try RasterArguments.request(a, environment: environment).layers(map: nil)
        o.environment = environment
        o.directory = URL(fileURLWithPath: file).deletingLastPathComponent().path
        return o
    }

    private func runScript(_ file: String, _ a: Arguments, _ cl: UICommandLine, output: Output) throws(CLIError) -> Int32 {
        let text: String
        do { text = try InputFile.readText(file, expecting: "gesture script") } catch { throw CLIError(error) }
        let o = try options(a, file: file, environment: output.environment)
        let script = try Self.scriptStep { () throws(GestureScriptError) in try GestureScript.parse(text, file: file) }
        // A script with nothing to play would "pass" having checked nothing: an empty file or a wrong path's output.
        guard !script.lines.isEmpty else {
            throw CLIError.usage("\(TerminalText.sanitized(file)): the script has no commands (only blank lines and # comments); "
                + "one command a line, e.g. 'tap 20,10' then 'expect zoom 16'")
        }
        let report: ScriptReport
        if a.flag("headless") {
            let runner = try Self.scriptStep { () throws(GestureScriptError) in try ScriptRunner(script: script, file: file, options: o) }
            report = try Self.scriptStep { () throws(GestureScriptError) in try runner.run() }
            report.outputLines.forEach { output.line($0) }
            if a.flag("screen") { output.line(runner.screen().text) }
        } else {
            let live = try Self.scriptStep { () throws(GestureScriptError) in try LiveScript(script: script, file: file, options: o) }
            var ui = try UIArguments.options(a, cl, environment: output.environment)
            ui.screen = live.screenOptions
            let code = try TerminalUI.run(live.core, options: ui, output: output, setup: { loop, backend in live.attach(to: loop, backend: backend) })
            if let error = live.error { throw CLIError.usage(error.description) }
            report = live.report
            report.outputLines.forEach { output.line($0) }
            if code > 128 || live.player?.isFinished == false {
                output.error("navsim gestures: stopped before the end of the script")
                return 1
            }
        }
        return report.allPassed ? 0 : 1
    }

    /// A step of reading or playing a script: its error (file:line: reason) is a usage error of the command.
    private static func scriptStep<T>(_ body: () throws(GestureScriptError) -> T) throws(CLIError) -> T {
        do { return try body() } catch { throw CLIError.usage(error.description) }
    }

    private func record(_ file: String, _ a: Arguments, _ cl: UICommandLine, output: Output) throws(CLIError) -> Int32 {
        let target = try RecordTarget(path: file)
        let core: NavAppCore
        var ui = try UIArguments.options(a, cl, environment: output.environment)
        var header = ""
        if a.flag("map-only") {
            let live = try Self.scriptStep { () throws(GestureScriptError) in
                try LiveScript(script: GestureScript(lines: []), file: file, options: ScriptRunOptions())
            }
            core = live.core
            ui.screen = live.screenOptions
        } else {
            var spec = try UIDriveSetup.demoSpec()
            spec.simulation.interval = UIDriveSetup.uiInterval
            core = try UIDriveSetup.core(spec: spec, map: try MapSource.defaultTown(), startTimeOfDay: TerminalUI.timeOfDayNow())
            core.session.speedMultiplier = UIDriveSetup.demoSpeedFactor
            header = "route \(UIDriveSetup.demoRouteFile)\n"
        }
        let box = RecorderBox()
        let code = try TerminalUI.run(core, options: ui, output: output, setup: { loop, backend in
            box.recorder = GestureRecorder(width: backend.size.width, height: backend.size.height)
            let controller = loop.attachGestures()
            controller.onInput = { input in
                if case .key(let key, _) = input, key == .character("q") || key == .escape { return }
                box.recorder?.record(input)
            }
            controller.onGesture = { box.recorder?.record($0) }
        })
        guard let recorder = box.recorder else { return code }
        var text = recorder.script
        if !header.isEmpty, let sizeEnd = text.range(of: "\n", range: text.range(of: "size ").map { $0.upperBound..<text.endIndex }) {
            text.insert(contentsOf: header, at: sizeEnd.upperBound)
        }
        try target.write(text)
        output.line("wrote \(recorder.commands.count) lines to \(file)")
        return code
    }
}

/// Where a recorded script goes, checked before the UI starts so that a session is never recorded in vain. Written
/// through `AtomicFile` (a regular file replaced whole, a device such as /dev/stdout or a fifo written in place).
private struct RecordTarget {
    let path: String

    init(path: String) throws(CLIError) {
        self.path = path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CLIError.usage("\(path): is a directory; record needs a file")
        }
    }

    func write(_ text: String) throws(CLIError) {
        do { try AtomicFile.write(Array(text.utf8), to: path) } catch { throw CLIError.failed(error.description) }
    }
}

/// Holds the recorder the loop's closures feed.
private final class RecorderBox {
    var recorder: GestureRecorder?
}
