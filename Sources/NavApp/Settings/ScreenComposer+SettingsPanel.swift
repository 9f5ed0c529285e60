import Settings
import TermUI
import Widgets

/// The settings panel (`S`): every setting with its value and where it came from, over the right of the map so the
/// map stays in view and each change shows at once.
extension ScreenComposer {
    /// The settings panel with its box, when open and there is a map.
    func settingsPanel(_ core: NavAppCore, plan: FramePlan) -> (panel: SettingsPanel, area: Rect)? {
        guard let selected = core.state.settingsPanel, plan.camera != nil else { return nil }
        let panel = SettingsPanel(rows: NavAppCore.settingsPanelRows(core.state.settings), selected: selected,
                                  ascii: options.asciiOnly || core.settings.ascii, message: core.state.settingsMessage)
        let map = plan.layout.map
        let size = panel.preferredSize(maxWidth: min(Self.settingsPanelMaxWidth, map.width))
        let h = min(size.height, map.height)
        return (panel, Rect(x: map.maxX - size.width, y: map.y, width: size.width, height: h))
    }

    /// Widest the settings panel gets.
    static let settingsPanelMaxWidth = 72

    /// A click in the open settings panel: selects a row, or steps the selected one.
    func settingsPanelHit(x: Int, y: Int, in core: NavAppCore, plan: FramePlan) -> AppAction? {
        guard let (p, r) = settingsPanel(core, plan: plan), r.contains(x: x, y: y) else { return nil }
        guard let row = p.row(atY: y, in: r) else { return .settings(.select(core.state.settingsPanel ?? 0)) }
        return row == core.state.settingsPanel ? .settings(.step(1)) : .settings(.select(row))
    }
}

extension NavAppCore {
    /// The panel's rows: every key of the table, in its order, with its value and a short origin.
    static func settingsPanelRows(_ layered: LayeredSettings) -> [SettingsPanel.Row] {
        SettingKey.allCases.map { key in
            let v = layered.settings[key]
            let value: SettingsPanel.Value = switch (key.descriptor.kind, v) {
            case (_, .bool(let b)): .toggle(b)
            case (_, .color(let c)): .color(red: c.red, green: c.green, blue: c.blue, name: c.description)
            case (.text(.languageCode), _), (.choice, _), (.integer, _), (.number, _): .choice(v.description)
            default: .text(v.description)
            }
            return SettingsPanel.Row(name: key.rawValue, value: value, origin: shortOrigin(layered.origin(key)))
        }
    }

    static func shortOrigin(_ o: SettingOrigin) -> String {
        switch o {
        case .defaults: ""
        case .file: "file"
        case .environment(let name): name
        case .flag(let flag): flag
        case .runtime(let what): what
        }
    }
}

extension PanelKeys {
    /// The settings panel (`S`): ↑↓ (k j) select, Enter/space/→ (l) next value, ← (h) previous, w write (then y/n),
    /// S or Esc close.
    static func settings(_ key: Key, asking: Bool) -> AppAction? {
        if asking {
            switch key {
            case .character("y"), .character("Y"): return .settings(.answerWrite(true))
            case .character("n"), .character("N"), .escape: return .settings(.answerWrite(false))
            default: return nil
            }
        }
        switch key {
        case .up, .character("k"): return .settings(.move(-1))
        case .down, .character("j"): return .settings(.move(1))
        case .pageUp: return .settings(.move(-10))
        case .pageDown: return .settings(.move(10))
        case .enter, .character(" "), .right, .character("l"): return .settings(.step(1))
        case .left, .character("h"): return .settings(.step(-1))
        case .character("w"): return .settings(.askWrite)
        case .character("S"), .escape: return .settings(.togglePanel)
        default: return nil
        }
    }
}
