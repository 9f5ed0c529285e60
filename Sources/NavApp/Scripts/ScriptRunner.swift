import Foundation
import Gestures
import TermUI

/// Runs a gesture script headless on virtual time: the app core on a virtual terminal (`TestBackend`), input
/// through the same `GestureController` and app key handling as the live UI, 60 frames per virtual second for
/// momentum, the zoom animation and the drive. Deterministic: the same script gives the same report.
public final class ScriptRunner {
    /// The app under the script, its screen and its gestures.
    public let core: NavAppCore
    public let composer: ScreenComposer
    public let controller: GestureController
    /// The line machine (the same as the live UI's).
    public let player: ScriptPlayer
    /// The virtual terminal (its size follows `size` lines).
    public let backend: TestBackend
    let loop: AppRunLoop
    /// Virtual frames played so far (the time is `frames / framesPerSecond`).
    public private(set) var frames = 0
    /// Loop turns per virtual second (momentum and the zoom animation are stated per 1/60 s frame).
    public static let framesPerSecond = 60.0
    /// Longest virtual time a script may take (a runaway `wait` is a script error, not a hang).
    public static let maxDuration = 3600.0

    /// Sets up the session from the script's leading lines and the options.
    /// - Throws: `GestureScriptError` naming the line (line 0: an option) that cannot be set up.
    public init(script: GestureScript, file: String = "script", options: ScriptRunOptions = ScriptRunOptions(),
                gestures: Gestures = Gestures()) throws(GestureScriptError) {
        let setup = try ScriptSetup(script, options: options, file: file)
        let (core, screen) = try setup.makeCore(options: options, file: file)
        self.core = core
        core.applyInitialStyle(screen)
        composer = ScreenComposer(options: screen)
        controller = GestureController(gestures: gestures)
        controller.usesZoomAnimation = options.usesZoomAnimation
        let backend = TestBackend(width: setup.width, height: setup.height)
        self.backend = backend
        loop = AppRunLoop(core: core, composer: composer, backend: backend, fps: 0, now: { 0 })
        loop.attachGestures(controller)
        let loop = self.loop
        player = ScriptPlayer(script: script, file: file, firstLine: setup.firstLine, width: setup.width, height: setup.height,
                              core: core, composer: composer, controller: controller,
                              render: { loop.draw(); return backend.screen })
        player.resize = { w, h in backend.resize(width: w, height: h) }
        _ = player.render()
    }

    /// Parses and runs script text.
    public static func run(_ text: String, file: String = "script", options: ScriptRunOptions = ScriptRunOptions(),
                           gestures: Gestures = Gestures()) throws(GestureScriptError) -> ScriptReport {
        let script = try GestureScript.parse(text, file: file)
        return try ScriptRunner(script: script, file: file, options: options, gestures: gestures).run()
    }

    /// Plays the script to its end and returns the expectations' report.
    public func run() throws(GestureScriptError) -> ScriptReport {
        let loop = self.loop
        while !player.isFinished {
            let time = Double(frames) / Self.framesPerSecond
            guard time <= Self.maxDuration else {
                throw GestureScriptError(file: player.file, line: player.currentLine ?? 0,
                                         message: "the script runs longer than \(Int(Self.maxDuration)) s of virtual time")
            }
            try player.advance(to: time) { event in
                if case .resize = event { return }
                loop.inject(event)
            }
            if player.isFinished { break }
            controller.frame(at: time, core: core, composer: composer)
            core.tick(wall: 1 / Self.framesPerSecond)
            frames += 1
        }
        return player.report
    }

    /// The screen as it is now.
    public func screen() -> Buffer { player.render() }
}
