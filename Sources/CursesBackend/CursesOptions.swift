import Foundation
import TermUI

/// How the ncurses backend sets up the terminal.
public struct CursesOptions: Sendable {
    /// Forces a colour capability (e.g. from `--colors`); nil chooses from the terminal and the environment.
    public var colors: ColorCapability?
    /// Replaces non-ASCII glyphs with ASCII stand-ins (`--ascii`).
    public var ascii: Bool
    /// Enables mouse reporting (press, release, drag motion).
    public var mouse: Bool
    /// Milliseconds to wait after ESC for the rest of a key sequence (ESCDELAY).
    public var escapeDelay: Int
    /// The environment (NO_COLOR, COLORTERM, TERM).
    public var environment: [String: String]
    /// The time stamped on input events, in seconds. The run loop passes its clock here.
    public var now: @Sendable () -> Double

    /// ESC alone vs. the start of a sequence: 25 ms is enough on local terminals and over tmux.
    public static let defaultEscapeDelay = 25 // ms

    public init(colors: ColorCapability? = nil, ascii: Bool = false, mouse: Bool = true,
                escapeDelay: Int = CursesOptions.defaultEscapeDelay,
                environment: [String: String] = ProcessInfo.processInfo.environment,
                now: (@Sendable () -> Double)? = nil) {
        self.colors = colors
        self.ascii = ascii
        self.mouse = mouse
        self.escapeDelay = escapeDelay
        self.environment = environment
        if let now {
            self.now = now
        } else {
            let start = ContinuousClock.now
            self.now = {
                let d = ContinuousClock.now - start
                return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
            }
        }
    }
}
