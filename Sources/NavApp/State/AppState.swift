import Geo
import MapData
import MapRender
import Settings
import Traffic
import TermUI

/// Everything the screen shows that is not the navigation state itself: camera, panels, playback, logs.
/// Changed only by `NavAppCore.dispatch(_:)`.
public struct AppState: Sendable {
    public var cameraMode: CameraMode = .follow(tilted: true)
    /// The free camera (`.free` mode). The following modes work their camera out from the drive each frame
    /// (`ScreenComposer.plan`), so it is not remembered here.
    public var camera: Camera
    /// The follow camera's zoom, eased with speed and upcoming maneuvers on the app's clock (nil until the first
    /// tick: the composer then uses the settled target).
    public var followZoom: FollowZoom?
    /// The user's zoom while following, in levels over the eased follow zoom: a zoom gesture in a following mode
    /// changes it and the camera keeps following (the auto-zoom still moves with speed and maneuvers, around the
    /// user's choice); re-centre (`f`, the button) clears it.
    public var followZoomOffset: Double = 0
    /// The terminal's size (nil before the first frame): the layout, hit tests and gestures use it.
    public var screenSize: Size?
    public var showDirections = false
    /// Rows the user scrolled the directions list by; nil keeps the current maneuver in view.
    public var directionsScroll: Int?
    public var showHelp = false
    /// The first help row shown (the overlay scrolls when it does not fit).
    public var helpScroll = 0
    public var showEventLog = false
    public var showGestureLog = false
    public var units: UnitSystem = .metric
    /// The map scheme (`--scheme`, `N` toggles day/night in its family, `b` cycles, script `scheme NAME`).
    public var scheme: MapScheme = .normalDay
    /// A custom Style Spec style (`--style FILE`, script `scheme FILE.json`), drawn instead of the scheme.
    public var customStyle: ActiveStyle?
    /// The night variant of the scheme.
    public var night: Bool {
        get { customStyle == nil ? scheme.isNight : customStyle?.isDark == true }
        set { scheme = scheme.with(night: newValue) }
    }
    /// The name of what the map is drawn with: the scheme, or the custom style's name.
    public var styleName: String { customStyle?.name ?? scheme.rawValue }
    /// The language of map labels (`--language`, the `t` key); `.local` shows names as mapped.
    public var mapLanguage: MapLanguage = .local
    /// Raster layers by name (in the order given) and those switched off (`i`, `I`, scripts).
    public var rasterLayerNames: [String] = []
    public var rasterLayersOff: Set<String> = []
    /// Event log lines, oldest first (at most `logCapacity`).
    public private(set) var eventLog: [String] = []
    public private(set) var gestureLog: [String] = []
    /// The status line's text: the last notable event.
    public var status = "Starting…"
    /// Until this wall time (`NavAppCore.wallTime`) the status shows the answer to what the user did, and the
    /// drive's events do not overwrite it (nil: not held).
    public var statusHeldUntil: Double?
    public var quitRequested = false
    /// The drive arrived and the screen offers to drive again.
    public var arrivalOffered = false
    /// Markers dropped by long presses.
    public var markers: [MapMarker] = []
    /// The touch cursor for keyboard gestures (cell in the map area), shown once moved.
    public var touchCursor: (x: Int, y: Int)?
    /// What the last tap picked, shown in the status line.
    public var picked: String?
    /// The voice is speaking (the status line shows a speaker).
    public var speaking = false
    /// The map's feature layers and their content filters (`m` opens the panel that switches them), the traffic
    /// layers (`trafficFlow`, `trafficIncidents` with its incident-type filter) among them.
    public var features = MapFeatureSettings.standard
    /// The layers panel's selected row while it is open (nil: closed).
    public var layersPanel: Int?
    /// The answer to the last layer switch (shown in the panel and on the status line).
    public var layersMessage: String?
    /// The offline-maps panel (`M`) while it is open, and what the maps service last reported.
    public var mapsPanel: Int?
    public var maps: OfflineMapsSnapshot?
    /// Every setting and where its value came from; the settings panel (`S`) and scripts' `set` lines change it.
    public var settings = LayeredSettings()
    /// The settings panel's selected row while it is open (nil: closed), its last message, and whether it is
    /// asking before writing the settings file (`w`).
    public var settingsPanel: Int?
    public var settingsMessage: String?
    public var settingsWriteAsked = false
    /// The settings file `w` writes (`--settings FILE`, else the default path); nil: nowhere to write.
    public var settingsFilePath: String?

    public static let logCapacity = 200

    /// Closes the layers, offline-maps and settings panels: opening one closes the others, so that one panel is
    /// open at a time and no panel is left drawn, unreachable, under another.
    mutating func closePanels() {
        layersPanel = nil
        mapsPanel = nil
        settingsPanel = nil
    }

    public init(camera: Camera) {
        self.camera = camera
    }

    public mutating func log(_ line: String) {
        eventLog.append(line)
        if eventLog.count > Self.logCapacity { eventLog.removeFirst(eventLog.count - Self.logCapacity) }
    }

    public mutating func logGesture(_ line: String) {
        gestureLog.append(line)
        if gestureLog.count > Self.logCapacity { gestureLog.removeFirst(gestureLog.count - Self.logCapacity) }
    }
}

extension AppState {
    /// The speed factors `<` and `>` step through.
    public static let speedSteps: [Double] = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]

    /// The next speed step up or down from `current`, within `range` (the source's).
    public static func speedStep(from current: Double, up: Bool, in range: ClosedRange<Double>) -> Double {
        let steps = speedSteps.filter { range.contains($0) }
        guard let lowest = steps.first, let highest = steps.last else { return current }
        if up { return steps.first { $0 > current + 1e-9 } ?? highest }
        return steps.last { $0 < current - 1e-9 } ?? lowest
    }
}
