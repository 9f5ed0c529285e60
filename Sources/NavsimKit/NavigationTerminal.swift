import CursesBackend
import Foundation
import NavApp
import TermUI

/// The real terminal (ncursesw) for a `NavigationView`: full screen, colours as the terminal allows, mouse, and the
/// terminal given back on quit, Ctrl-C (exit status 130), SIGTERM (143), SIGHUP or a terminal gone (129) and fatal
/// signals.
public enum NavigationTerminal {
    /// Options for the terminal.
    public struct Options: Sendable {
        /// Frames per second at most (0: only on change; nil: the view's `settings.fps`).
        public var fps: Int?
        /// Force a colour depth (nil: the view's `settings.colors`, whose `auto` chooses from the terminal; `NO_COLOR`
        /// gives attributes only).
        public var colors: ColorCapability?
        public init(fps: Int? = nil, colors: ColorCapability? = nil) {
            self.fps = fps
            self.colors = colors
        }
    }

    /// Runs `view` full screen until the user quits; `setup` gets the host first (its key handler, per-turn work).
    /// - Returns: the exit status: 0 after a quit, 128 + the signal after SIGINT, SIGTERM or SIGHUP (129 also when
    ///   the terminal went away).
    /// - Throws: when stdout is not a terminal (or no terminal gives keys) or the terminal cannot be set up (`TERM=dumb`), with the reason.
    public static func run(_ view: NavigationView, options: Options = Options(),
                           setup: (NavigationHost) -> Void = { _ in }) throws(TerminalError) -> Int32 {
        guard CursesBackend.hasTerminal else {
            throw TerminalError(reason: "the navigation view needs a terminal (\(CursesBackend.terminalRequirement))")
        }
        let clock = ContinuousClock()
        let start = clock.now
        let now: @Sendable () -> Double = {
            let d = clock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }
        do {
            return try CursesBackend.withTerminal(CursesOptions(colors: options.colors ?? .forced(by: view.settings.colors), now: now)) { backend in
                let host = NavigationHost(view: view, backend: backend, fps: options.fps ?? view.settings.fps, now: now)
                setup(host)
                host.run(shouldStop: { backend.isInterrupted })
                return backend.interruptExitStatus ?? 0
            }
        } catch {
            throw TerminalError(reason: error.description)
        }
    }

    /// Why the terminal could not be used.
    public struct TerminalError: Error, CustomStringConvertible, Sendable {
        public var reason: String
        public var description: String { reason }
    }
}
