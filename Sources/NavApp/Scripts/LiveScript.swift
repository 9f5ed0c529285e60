import Gestures
import TermUI

/// A gesture script played in the live UI at real speed (`navsim gestures run` without `--headless`): the same
/// `ScriptPlayer` as the headless runner, fed by the run loop's clock, its input injected into the loop.
/// The UI quits `lingerAfterEnd` seconds after the last line (or at once on a script error).
public final class LiveScript {
    /// The session the script's leading lines chose (run the UI on it).
    public let core: NavAppCore
    /// The screen options for the session (the header and footer show whenever there is a drive).
    public let screenOptions: ScreenOptions
    /// The player, once attached to a loop.
    public private(set) var player: ScriptPlayer?
    /// The script error that stopped the run, if any.
    public private(set) var error: GestureScriptError?
    /// Seconds the finished script stays on screen before the UI quits.
    public static let lingerAfterEnd = 2.0
    private let script: GestureScript
    private let file: String
    private let setup: ScriptSetup
    private let options: ScriptRunOptions
    private var finishedAt: Double?

    /// Builds the session from the script's leading lines.
    public init(script: GestureScript, file: String, options: ScriptRunOptions) throws(GestureScriptError) {
        self.script = script
        self.file = file
        self.options = options
        setup = try ScriptSetup(script, options: options, file: file)
        (core, screenOptions) = try setup.makeCore(options: options, file: file)
    }

    /// The expectations checked so far.
    public var report: ScriptReport { player?.report ?? ScriptReport() }

    /// Plugs the player and a gesture controller into a live loop built on `core`.
    public func attach(to loop: AppRunLoop, backend: any Backend) {
        let controller = GestureController()
        controller.usesZoomAnimation = options.usesZoomAnimation
        let core = loop.core, composer = loop.composer
        let player = ScriptPlayer(script: script, file: file, firstLine: setup.firstLine, width: setup.width, height: setup.height,
                                  core: core, composer: composer, controller: controller,
                                  render: { [unowned loop] in
                                      loop.syncSize()
                                      return composer.render(core, width: backend.size.width, height: backend.size.height)
                                  })
        self.player = player
        loop.attachGestures(controller, perTurn: { [unowned self, unowned loop] time in self.turn(at: time, loop: loop) })
    }

    private func turn(at time: Double, loop: AppRunLoop) -> Double? {
        guard let player, error == nil else { return nil }
        if let finishedAt {
            if time - finishedAt >= Self.lingerAfterEnd { loop.core.dispatch(.quit) }
            return max(0, finishedAt + Self.lingerAfterEnd - time)
        }
        do {
            try player.advance(to: time) { loop.inject($0) }
        } catch {
            self.error = error
            loop.core.dispatch(.quit)
            return nil
        }
        if player.isFinished {
            finishedAt = time
            let r = player.report
            loop.core.dispatch(.picked("Script done: \(r.passedCount) passed, \(r.failedCount) failed"))
            return Self.lingerAfterEnd
        }
        return player.nextTime.map { max(0, $0 - time) }
    }
}
