import Geo
import MapData
import MapRender
import Navigation
import Settings

/// The reducer's part for settings. A value reaches the app in one place, `applyEffect(of:)`: settings the app
/// keeps as state of its own (units, scheme, language, feature layers, camera, speed alerts, simulation speed) are
/// set there; the others (header colours, which controls show, map symbols, gesture families, alternatives) are read
/// from `state.settings` when a frame is drawn or a gesture delivered, so every change shows at once.
extension NavAppCore {
    /// The effective settings.
    public var settings: Settings { state.settings.settings }

    func reduce(_ action: SettingsAction) {
        let keys = SettingKey.allCases
        func clamp(_ i: Int) -> Int { max(0, min(keys.count - 1, i)) }
        switch action {
        case .togglePanel:
            let open = state.settingsPanel == nil
            state.closePanels()
            state.settingsPanel = open ? 0 : nil
            state.settingsMessage = nil
            state.settingsWriteAsked = false
        case .select(let i):
            state.settingsPanel = clamp(i)
        case .move(let delta):
            state.settingsPanel = clamp((state.settingsPanel ?? 0) + delta)
            state.settingsWriteAsked = false
        case .step(let delta):
            guard let i = state.settingsPanel, keys.indices.contains(i) else { return }
            let key = keys[i]
            guard let value = steppedValue(key, by: delta) else {
                state.settingsMessage = "\(key): set it with --\(key.flagName) or in the settings file"
                return
            }
            set(key, value, origin: .runtime("panel"))
            state.settingsMessage = "\(key) = \(state.settings.settings[key])"
            notify(state.settingsMessage ?? "")
        case .set(let key, let value, let origin):
            set(key, value, origin: origin)
        case .replace(let layered):
            // The defaults are the app's own starting state: only what a layer set needs applying.
            state.settings = layered
            for key in keys where layered.origin(key) != .defaults { applyEffect(of: key) }
        case .useFile(let path):
            state.settingsFilePath = path
        case .askWrite:
            guard let path = state.settingsFilePath else {
                state.settingsMessage = "No settings file to write to"
                return
            }
            state.settingsWriteAsked = true
            state.settingsMessage = "Write \(path)? y/n"
        case .answerWrite(let yes):
            guard state.settingsWriteAsked, let path = state.settingsFilePath else { return }
            state.settingsWriteAsked = false
            guard yes else {
                state.settingsMessage = "Not written"
                return
            }
            do {
                try SettingsFile.write(state.settings.settings, to: path)
                state.settingsMessage = "Wrote \(path)"
            } catch {
                state.settingsMessage = "\(error)"
            }
            notify(state.settingsMessage ?? "")
        }
    }

    private func set(_ key: SettingKey, _ value: SettingValue, origin: SettingOrigin) {
        let before = state.settings.settings[key]
        state.settings.set(key, value, from: origin)
        if !applyEffect(of: key) {
            // The app cannot use it (an unknown feature layer, say): the old value stays.
            state.settings.set(key, before, from: origin)
        }
    }

    /// Makes the app follow one setting; false (with the reason on the status line) when the value cannot be used.
    @discardableResult
    func applyEffect(of key: SettingKey) -> Bool {
        let s = settings
        switch key {
        case .units:
            if let u = UnitSystem(rawValue: s.units.rawValue) { state.units = u }
            applySpeedAlerts()
        case .speedAlertMode, .speedAlertMinorThreshold, .speedAlertMajorThreshold:
            applySpeedAlerts()
        case .mapScheme:
            guard let scheme = MapScheme(name: s.mapScheme) else { return false }
            if state.scheme != scheme || state.customStyle != nil {
                state.customStyle = nil
                state.scheme = scheme
            }
        case .style:
            if s.style.isEmpty {
                state.customStyle = nil
            } else if let alias = MapScheme(name: s.style), !s.style.hasSuffix(".json") {
                state.customStyle = nil
                state.scheme = alias
            } else {
                do { state.customStyle = try ActiveStyle(path: s.style) } catch {
                    notify("Style not loaded, keeping \(state.styleName): \(error)")
                    return false
                }
            }
        case .language:
            guard let language = MapLanguage(code: s.language) else { return false }
            state.mapLanguage = language
        case .features, .poiCategories, .truck:
            do { state.features = try MapFeatureSettings.from(s, base: session.traffic != nil ? .standardWithTraffic : .standard) } catch {
                state.settingsMessage = error.description
                notify(error.description)
                return false
            }
        case .cameraMode:
            guard session.runner != nil else { break }
            state.cameraMode = switch s.cameraMode {
            case .follow: .follow(tilted: true)
            case .followTopDown: .follow(tilted: false)
            case .northUp: .northUp
            case .overview: .overview
            }
        case .speedFactor:
            if let f = s.speedFactor { session.speedMultiplier = f }
        default:
            break
        }
        return true
    }

    /// The speed alert thresholds of the drive: the route's own, with the settings' mode and thresholds over them
    /// (all defaults: the route's own unchanged).
    private func applySpeedAlerts() {
        let s = settings
        guard s.speedAlertMode != .absolute || s.speedAlertMinorThreshold != nil || s.speedAlertMajorThreshold != nil else {
            session.speedAlerts = nil
            return
        }
        var t = session.spec.navigation.speedAlerts
        t.mode = s.speedAlertMode == .percent ? .percent : .absolute
        t.units = state.units
        t.minor = s.speedAlertMinorThreshold
        t.major = s.speedAlertMajorThreshold
        session.speedAlerts = t
    }

    /// The value the panel steps a setting to, or nil when the panel cannot step it (free text).
    func steppedValue(_ key: SettingKey, by delta: Int) -> SettingValue? {
        let d = key.descriptor
        let current = settings[key]
        let step = delta >= 0 ? 1 : -1
        switch (d.kind, current) {
        case (.bool, .bool(let b)):
            return .bool(!b)
        case (.choice(let words), .choice(let w)):
            let i = words.firstIndex(of: w) ?? 0
            return .choice(words[((i + step) % words.count + words.count) % words.count])
        case (.color, .color(let c)):
            return .color(c.stepped(step))
        case (.integer(let r), .integer(let i)):
            return .integer(max(r.lowerBound, min(r.upperBound, i + 5 * step)))
        case (.number(let r, _), _):
            let increment = key == .followZoom ? 0.5 : 1
            guard case .number(let v) = current else {
                return step > 0 ? .number(Self.stepStart(key)) : current
            }
            let next = v + increment * Double(step)
            if next < r.lowerBound { return .automatic }
            return .number(min(r.upperBound, next))
        case (.text(.languageCode), _):
            let choices = [MapLanguage.local] + session.map.labelLanguages()
            let codes = choices.map { $0.code ?? "local" }
            let i = codes.firstIndex(of: settings.language) ?? 0
            return .text(codes[((i + step) % codes.count + codes.count) % codes.count])
        default:
            return nil
        }
    }

    /// Where a number leaves "auto" when the panel steps it up.
    static func stepStart(_ key: SettingKey) -> Double {
        switch key {
        case .speedAlertMinorThreshold: 10
        case .speedAlertMajorThreshold: 20
        case .followZoom: followZoom
        case .speedFactor: 2
        default: 1
        }
    }

    /// After a key changed the scheme, language or units, the settings say so too (the panel and `w` see it).
    func syncSettingsFromState() {
        let s = settings
        if s.mapScheme != state.scheme.rawValue, state.customStyle == nil {
            state.settings.set(.mapScheme, .choice(state.scheme.rawValue), from: .runtime("key"))
        }
        let language = state.mapLanguage.code ?? "local"
        if s.language != language { state.settings.set(.language, .text(language), from: .runtime("key")) }
        if s.units.rawValue != state.units.rawValue {
            state.settings.set(.units, .choice(state.units.rawValue), from: .runtime("key"))
        }
    }
}
