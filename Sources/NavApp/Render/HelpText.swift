import Gestures
import TermUI
import Widgets

/// The key list of the help overlay.
enum HelpText {
    static let entries: [HelpOverlay.Entry] = appEntries + gestureEntries

    static let appEntries: [HelpOverlay.Entry] = [
        HelpOverlay.Entry("?", "this help (PgUp/PgDn ↑ ↓ scroll it)"),
        HelpOverlay.Entry("space", "pause / resume"),
        HelpOverlay.Entry("< >", "slower / faster (×1 … ×100)"),
        HelpOverlay.Entry("d", "directions list (PgUp/PgDn scroll it)"),
        HelpOverlay.Entry("n f o", "north-up / follow / overview"),
        HelpOverlay.Entry("c", "compass (tilted ↔ top-down)"),
        HelpOverlay.Entry("e g", "event log / gesture log"),
        HelpOverlay.Entry("N b", "day ↔ night / next map scheme"),
        HelpOverlay.Entry("t", "map label language (local, then the map's name:xx)"),
        HelpOverlay.Entry("v", "voice on / muted (--voice)"),
        HelpOverlay.Entry("i I", "raster layers on / off, next layer alone"),
        HelpOverlay.Entry("r", "drive again (after arrival)"),
        HelpOverlay.Entry("s { } 0-9", "replay: step, seek -/+30 s, seek to 0-90 %"),
        HelpOverlay.Entry("m", "map layers (↑↓ Enter ←→ in the panel)"),
        HelpOverlay.Entry("M", "offline maps (Enter u p r x in the panel)"),
        HelpOverlay.Entry("S", "settings (↑↓ Enter ←→, w writes the file)"),
        HelpOverlay.Entry("q Esc", "quit"),
    ]

    /// The map gestures (`GestureBindings.help`) and "route here" after a long press.
    static let gestureEntries: [HelpOverlay.Entry] =
        GestureBindings.help.map { HelpOverlay.Entry($0.key, $0.action) } + [HelpOverlay.Entry("R", "route to the last marker")]

    /// The overlay scrolled to a row.
    static func overlay(scroll: Int) -> HelpOverlay { HelpOverlay(entries: entries, scroll: scroll) }

    /// How far the help can scroll on a screen (0 when it fits, or before the first frame).
    static func maxScroll(screen: Size?) -> Int {
        guard let screen else { return 0 }
        var request = ScreenLayout.Request()
        request.helpShown = true
        guard let area = ScreenLayout.compute(width: screen.width, height: screen.height, request: request).help else { return 0 }
        let help = overlay(scroll: 0)
        return help.maxScroll(frame: help.frame(in: area))
    }

    /// The keys that act on the open help (everything else is held back from the map under it): the action, or
    /// nil for a key the help swallows.
    static func action(for key: Key) -> AppAction? {
        switch key {
        case .pageDown, .character(" "): .scrollHelp(10)
        case .pageUp: .scrollHelp(-10)
        case .down, .character("j"): .scrollHelp(1)
        case .up, .character("k"): .scrollHelp(-1)
        case .home: .scrollHelp(-10_000)
        case .end: .scrollHelp(10_000)
        case .character("?"), .escape: .toggleHelp
        case .character("q"): .quit
        default: nil
        }
    }
}
