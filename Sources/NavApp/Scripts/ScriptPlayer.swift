import Foundation
import Geo
import Gestures
import MapRender
import Settings
import TermUI
import Text

/// Plays a gesture script's lines on a time line against the app: gestures and keys become synthesized input
/// (`GestureSynthesizer`) handed to `deliver` when their time comes, `wait` lets time pass, `camera`, `enable` and
/// `disable` act at once, and each `expect` line is checked against what the app shows (`report`).
///
/// The headless runner calls `advance(to:deliver:)` with virtual frame times; the live UI calls it from the run
/// loop with the real clock, so the same script plays at real speed.
public final class ScriptPlayer {
    /// The script and its file name (errors name it).
    public let script: GestureScript
    public let file: String
    /// The app the script plays against.
    public let core: NavAppCore
    public let composer: ScreenComposer
    public let controller: GestureController
    /// The expectations checked so far.
    public private(set) var report = ScriptReport()
    /// True once every line has run.
    public private(set) var isFinished = false
    /// The script line running now (1-based), for messages.
    public private(set) var currentLine: Int?
    /// Renders the screen as it is now (for `expect screen contains` and a fresh layout before gestures).
    var render: () -> Buffer
    /// Follows `size` lines (the headless runner resizes its virtual terminal).
    var resize: (Int, Int) -> Void = { _, _ in }
    private var synthesizer: GestureSynthesizer
    private var next: Int
    private var queue: [InputEvent] = []
    /// When the current line is done (the next starts then); nil before the first `advance`.
    private var lineEnd: Double?

    init(script: GestureScript, file: String, firstLine: Int, width: Int, height: Int,
         core: NavAppCore, composer: ScreenComposer, controller: GestureController, render: @escaping () -> Buffer) {
        self.script = script
        self.file = file
        self.core = core
        self.composer = composer
        self.controller = controller
        self.render = render
        next = firstLine
        synthesizer = GestureSynthesizer(width: width, height: height)
        synthesizer.locate = { [unowned self] g in self.cell(of: g) }
    }

    /// When the next input is due or the current line ends (on the caller's clock); nil when finished.
    public var nextTime: Double? { isFinished ? nil : queue.first?.time ?? lineEnd }

    /// Runs everything due by `time`: hands due input to `deliver` and runs the lines that start by then.
    /// - Throws: `GestureScriptError` naming the line that cannot be played.
    public func advance(to time: Double, deliver: (InputEvent) -> Void) throws(GestureScriptError) {
        let eps = GestureThresholds.timeEpsilon
        if lineEnd == nil { lineEnd = time }
        while !isFinished {
            if let event = queue.first {
                guard event.time <= time + eps else { return }
                queue.removeFirst()
                deliver(event)
                continue
            }
            guard let end = lineEnd, end <= time + eps else { return }
            controller.settle(at: end, core: core, composer: composer)
            guard next < script.lines.count else {
                isFinished = true
                currentLine = nil
                return
            }
            let line = script.lines[next]
            next += 1
            currentLine = line.line
            try run(line, at: end)
        }
    }

    private func fail(_ line: ScriptLine, _ message: String) -> GestureScriptError {
        GestureScriptError(file: file, line: line.line, message: message)
    }

    /// The setting and value a script line names (`set KEY VALUE`, `expect setting KEY VALUE`), checked against the
    /// settings table (a near-miss key is suggested): a misspelt key or an impossible value is a mistake in the
    /// script (one error naming the line), not an expectation the app failed.
    func settingWords(_ line: ScriptLine, key name: String, value: String) throws(GestureScriptError) -> (SettingKey, SettingValue) {
        do {
            let key = try SettingKey.named(name, source: file)
            return (key, try key.descriptor.parse(value))
        } catch {
            throw fail(line, (error.field.map { $0 + ": " } ?? "") + error.reason)
        }
    }

    private func run(_ line: ScriptLine, at time: Double) throws(GestureScriptError) {
        switch line.command {
        case .size(let w, let h):
            _ = try synthesizer.synthesize(line, at: time, file: file)
            resize(w, h)
            _ = render()
        case .map, .route:
            throw fail(line, "map and route must come before the gestures and other commands")
        case .camera(let centre, let zoom, let bearing, let tilt):
            try setCamera(line, centre: centre, zoom: zoom, bearing: bearing, tilt: tilt)
        case .setDefaultAction(let kind, let on):
            if on { controller.gestures.enableDefaultAction(kind) } else { controller.gestures.disableDefaultAction(kind) }
        case .setFamily(let family, let on):
            controller.gestures.setEnabled(family, on)
            core.dispatch(.settings(.set(family.settingKey, .bool(on), origin: .runtime("\(file):\(line.line)"))))
        case .setting(let key, let value):
            try setSetting(line, key: key, value: value)
        case .setFeature(let name, let mode, let on):
            let layer = MapFeatureLayer(rawValue: name)
            guard let d = core.state.features.registry.descriptor(layer) else {
                throw fail(line, "unknown map feature '\(name)'; known: " + core.state.features.registry.layers.map(\.rawValue).joined(separator: ", "))
            }
            if let mode, !d.modes.contains(MapFeatureMode(rawValue: mode)) {
                throw fail(line, "\(name) has no mode '\(mode)'; its modes: " + d.modes.map(\.rawValue).joined(separator: ", "))
            }
            // Terrain and the like are refused by the app itself, which says so on the status line.
            core.dispatch(.layers(.set(layer, mode: mode.map(MapFeatureMode.init(rawValue:)), enabled: on)))
        case .rasterLayer(let name, let on):
            core.dispatch(.setRasterLayer(name, enabled: on))
            _ = render()
        case .scheme(let name):
            if let s = MapScheme(name: name), !name.hasSuffix(".json") {
                core.dispatch(.setScheme(s))
            } else if name.hasSuffix(".json") {
                core.dispatch(.loadStyle(path: name))
            } else {
                throw fail(line, "'\(name)' is not a map scheme (\(MapScheme.names)) or a .json style file")
            }
        case .incident(let type, let at, let duration):
            try stageIncident(line, type: type, at: at, duration: duration)
        case .expect(let expectation):
            if case .setting(let key, let value) = expectation { _ = try settingWords(line, key: key, value: value) }
            report.results.append(expectation.check(observe(), line: line.line))
        case .tap, .doubleTap, .longPress, .pan, .twoFingerPan, .twoFingerTap, .pinchRotate, .key, .wait:
            if line.command.isGesture { _ = render() }
            let input = try synthesizer.synthesize(line, at: time, file: file)
            queue = input.events
            lineEnd = input.settle
        }
    }

    private func setCamera(_ line: ScriptLine, centre: ScriptPoint?, zoom: Double?, bearing: Double?, tilt: Double?) throws(GestureScriptError) {
        _ = render()
        guard var camera = controller.currentCamera(core, composer), let area = controller.mapArea(core, composer) else {
            throw fail(line, "camera: no map on the screen (the terminal is too small)")
        }
        // Centre on what the middle of the view shows, so that moving the anchor to the middle keeps the view.
        var target = camera.unproject(cellX: camera.viewCentre.x, cellY: camera.viewCentre.y) ?? camera.centre
        switch centre {
        case .geo(let g)?: target = Coordinate(g.latitude, g.longitude)
        case .cell(let c)?:
            guard let under = camera.unproject(cellX: Double(c.x - area.x) + 0.5, cellY: Double(c.y - area.y) + 0.5) else {
                throw fail(line, "camera: \(c) shows no map")
            }
            target = under
        case nil: break
        }
        camera.centre = target
        camera.anchor = Point2D(x: 0.5, y: 0.5)
        if let zoom { camera.zoom = zoom }
        if let bearing { camera.bearing = bearing }
        if let tilt { camera.tilt = tilt }
        core.dispatch(.moveCamera(camera))
    }

    /// The screen cell showing a geographic point (for script points written as LAT,LON), nil when off the map.
    func cell(of g: GestureLocation) -> CellPoint? {
        guard let camera = controller.currentCamera(core, composer), let area = controller.mapArea(core, composer),
              let p = camera.project(Coordinate(g.latitude, g.longitude)), p.x >= 0, p.y >= 0 else { return nil }
        let x = Int(p.x.rounded(.down)), y = Int(p.y.rounded(.down))
        guard x < area.width, y < area.height else { return nil }
        return CellPoint(x: area.x + x, y: area.y + y)
    }

    /// What the app shows now, for `expect`.
    func observe() -> ScriptObservation {
        let screen = render().text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let camera = controller.currentCamera(core, composer) ?? core.state.camera
        let area = controller.mapArea(core, composer) ?? .zero
        let middle = camera.unproject(cellX: camera.viewCentre.x, cellY: camera.viewCentre.y) ?? camera.centre
        var seen = ScriptObservation(
            zoom: camera.zoom, bearing: camera.bearing, tilt: camera.tilt,
            centre: GestureLocation(latitude: middle.latitude, longitude: middle.longitude),
            screen: screen, events: controller.delivered, markers: core.state.markers.count, features: core.state.features.summary,
            locate: { x, y in
                camera.unproject(cellX: Double(x - area.x) + 0.5, cellY: Double(y - area.y) + 0.5)
                    .map { GestureLocation(latitude: $0.latitude, longitude: $0.longitude) }
            },
            distance: { a, b in Coordinate(a.latitude, a.longitude).distance(to: Coordinate(b.latitude, b.longitude)) })
        seen.scheme = core.state.styleName
        let settings = core.settings
        seen.setting = { name in SettingKey(rawValue: name).map { settings[$0].description } }
        seen.settingMatches = { name, word in
            guard let key = SettingKey(rawValue: name), let wanted = try? key.descriptor.parse(word) else { return false }
            return settings[key] == wanted
        }
        return seen
    }
}
