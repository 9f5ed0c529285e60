import Gestures
import Text
import MapData
import MapRender
import Settings
import TermUI
import Widgets

/// What the settings change in a frame: header colours and switches, map symbols, the attribution corner and the
/// political view. The screen options (an embedder's) can still switch the header and footer off.
extension ScreenComposer {
    /// Whether the header shows: the settings and the screen options both want it.
    func headerShown(_ core: NavAppCore) -> Bool { options.headerEnabled && core.settings.isNavigationHeaderEnabled }

    /// The map's symbol layers: traffic lights, stop signs and the destination flag as the settings say.
    func mapLayers(_ s: Settings) -> MapLayers {
        var layers = MapLayers.all
        if !s.showsTrafficLights { layers.remove(.trafficLights) }
        if !s.showsStopSigns { layers.remove(.stopSigns) }
        if !s.showsDestinationMarkers { layers.remove(.destination) }
        return layers
    }

    /// The attribution corner: the setting when one was given, else the screen options'.
    func attributionCorner(_ l: LayeredSettings) -> MapCorner {
        guard l.origin(.attributionCorner) != .defaults else { return options.attributionCorner }
        return switch l.settings.attributionCorner {
        case .tl: .topLeft
        case .tr: .topRight
        case .bl: .bottomLeft
        case .br: .bottomRight
        }
    }

    /// The political view: the setting when one was given, else the screen options'.
    func politicalView(_ l: LayeredSettings) -> PoliticalView {
        guard l.origin(.politicalView) != .defaults, let v = PoliticalView(code: l.settings.politicalView) else {
            return options.politicalView
        }
        return v
    }
}

extension NavigationHeader {
    /// The header with the settings' background colours (the foreground keeps its contrast rule).
    func styled(by s: Settings) -> NavigationHeader {
        var h = self
        h.primaryStyle.background = Color(s.navigationHeaderPrimaryBackgroundColor)
        h.secondaryStyle.background = Color(s.navigationHeaderSecondaryBackgroundColor)
        return h
    }
}

extension Color {
    /// A settings colour as a 24-bit terminal colour.
    init(_ c: SettingColor) { self = .rgb(c.red, c.green, c.blue) }
}

extension GestureController {
    /// The family switches as the settings say (`isScrollGesturesEnabled`, ...), applied to the registry when the
    /// settings changed since last looked at, before a gesture is filtered; the registry's own switches (an
    /// embedder's, a delegate's) stay as set until a setting changes.
    func followFamilySettings(_ s: Settings) {
        let wanted = GestureFamily.allCases.map { s[$0.settingKey] == .bool(true) }
        guard wanted != followedFamilies else { return }
        for (family, on) in zip(GestureFamily.allCases, wanted) { gestures.setEnabled(family, on) }
        followedFamilies = wanted
    }
}

extension GestureFamily {
    /// The setting that switches the family.
    var settingKey: SettingKey {
        switch self {
        case .scroll: .isScrollGesturesEnabled
        case .zoom: .isZoomGesturesEnabled
        case .tilt: .isTiltGesturesEnabled
        case .rotate: .isRotateGesturesEnabled
        }
    }
}

extension ScriptPlayer {
    /// `set KEY VALUE`: the key and value checked against the settings table (`settingWords`), then set as a
    /// run-time change whose origin is the script line.
    func setSetting(_ line: ScriptLine, key name: String, value: String) throws(GestureScriptError) {
        let (key, parsed) = try settingWords(line, key: name, value: value)
        core.dispatch(.settings(.set(key, parsed, origin: .runtime("\(file):\(line.line)"))))
        if core.settings[key] != parsed {
            throw GestureScriptError(file: file, line: line.line, message: "\(key): the app cannot use '\(value)' (\(core.state.status))")
        }
    }
}

extension AppRunLoop {
    /// The frame rate now: the setting once a layer or the panel set it (the panel changes it live), else the one
    /// the loop was made with.
    var currentFps: Int {
        core.state.settings.origin(.fps) == .defaults ? fps : max(0, core.settings.fps)
    }
}
