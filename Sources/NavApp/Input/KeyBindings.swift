import TermUI

/// The app's keys (the help overlay lists them). Map gestures from the keyboard are handled by the gesture layer.
public enum KeyBindings {
    /// The action for a key, or nil when the key is not an app key.
    public static func action(for key: Key, arrived: Bool) -> AppAction? {
        switch key {
        case .character("q"), .escape: return .quit
        case .character("?"): return .toggleHelp
        case .character(" "): return .togglePause
        case .character(">"), .character("."): return .faster
        case .character("<"), .character(","): return .slower
        case .character("d"): return .toggleDirections
        case .character("n"): return .northUp
        case .character("f"): return .follow
        case .character("o"): return .overview
        case .character("c"): return .compass
        case .character("e"): return .toggleEventLog
        case .character("g"): return .toggleGestureLog
        case .character("N"): return .toggleNight
        case .character("t"): return .cycleMapLanguage
        case .character("b"): return .cycleScheme
        case .character("v"): return .toggleVoice
        case .character("r") where arrived: return .driveAgain
        case .character("s"): return .replayStep
        case .character("{"): return .replaySeekBy(-30)
        case .character("}"): return .replaySeekBy(30)
        case .character(let c) where c.isASCII && c.isNumber: return .replaySeek(fraction: Double(c.wholeNumberValue ?? 0) / 10)
        case .character("R"): return .routeToMarker
        case .character("m"): return .layers(.togglePanel)
        case .character("M"): return .maps(.togglePanel)
        case .character("S"): return .settings(.togglePanel)
        case .character("i"): return .toggleRasterLayers
        case .character("I"): return .nextRasterLayer
        default: return nil
        }
    }
}
