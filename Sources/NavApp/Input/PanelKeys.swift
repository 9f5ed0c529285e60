import TermUI

/// The keys of the open panels. The panel takes the keys it knows (arrows select, they do not pan the map
/// under it); the others go on to the app, so the drive can be paused or sped up with a panel open.
enum PanelKeys {
    /// The layers panel (`m`): ↑↓ (or k j) select, Enter or space switches, ←→ (or h l) step the mode, m or Esc close.
    static func layers(_ key: Key) -> AppAction? {
        switch key {
        case .up, .character("k"): .layers(.move(-1))
        case .down, .character("j"): .layers(.move(1))
        case .enter, .character(" "): .layers(.toggleSelected)
        case .left, .character("h"): .layers(.cycleMode(-1))
        case .right, .character("l"): .layers(.cycleMode(1))
        case .character("m"), .escape: .layers(.togglePanel)
        default: nil
        }
    }

    /// The offline-maps panel (`M`): ↑↓ select, Enter download, u update, p pause, r resume, x cancel, M or Esc close.
    static func maps(_ key: Key) -> AppAction? {
        switch key {
        case .up, .character("k"): .maps(.move(-1))
        case .down, .character("j"): .maps(.move(1))
        case .enter: .maps(.download)
        case .character("u"): .maps(.update)
        case .character("p"): .maps(.pause)
        case .character("r"): .maps(.resume)
        case .character("x"): .maps(.cancel)
        case .character("M"), .escape: .maps(.togglePanel)
        default: nil
        }
    }
}
