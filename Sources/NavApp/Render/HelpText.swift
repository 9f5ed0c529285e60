import Gestures
import Widgets

/// The key list of the help overlay.
enum HelpText {
    static let entries: [HelpOverlay.Entry] = appEntries + gestureEntries

    static let appEntries: [HelpOverlay.Entry] = [
        HelpOverlay.Entry("?", "this help"),
        HelpOverlay.Entry("space", "pause / resume"),
        HelpOverlay.Entry("< >", "slower / faster (×1 … ×100)"),
        HelpOverlay.Entry("d", "directions list (PgUp/PgDn scroll it)"),
        HelpOverlay.Entry("n f o", "north-up / follow / overview"),
        HelpOverlay.Entry("c", "compass (tilted ↔ top-down)"),
        HelpOverlay.Entry("e g", "event log / gesture log"),
        HelpOverlay.Entry("N", "night scheme"),
        HelpOverlay.Entry("v", "voice on / muted (--voice)"),
        HelpOverlay.Entry("r", "drive again (after arrival)"),
        HelpOverlay.Entry("s { } 0-9", "replay: step, seek ∓30 s, seek to 0-90 %"),
        HelpOverlay.Entry("q Esc", "quit"),
    ]

    /// The map gestures (`GestureBindings.help`) and "route here" after a long press.
    static let gestureEntries: [HelpOverlay.Entry] =
        GestureBindings.help.map { HelpOverlay.Entry($0.key, $0.action) } + [HelpOverlay.Entry("R", "route to the last marker")]
}
