import TermUI

/// A position in a script: a cell (`50,15`, column,row from the top left) or, when either number has a
/// decimal point, a geographic position (`51.5012,-0.1420`, latitude,longitude).
public enum ScriptPoint: Sendable, Hashable {
    case cell(CellPoint)
    case geo(GestureLocation)
}

/// One command of a gesture script (issue 5, "Gesture scripts").
public enum ScriptCommand: Sendable, Hashable {
    /// `size 100x30`: the view size in cells.
    case size(width: Int, height: Int)
    /// `map FILE`: the map to load.
    case map(path: String)
    /// `route FILE`: a route to drive along in simulation.
    case route(path: String)
    /// `camera [P] [zoom Z] [bearing B] [tilt T]`: set the camera (each part optional).
    case camera(centre: ScriptPoint?, zoom: Double?, bearing: Double?, tilt: Double?)
    /// `tap P`
    case tap(ScriptPoint)
    /// `doubletap P`
    case doubleTap(ScriptPoint)
    /// `longpress P [DURATION]` (at least 500 ms; default 800 ms).
    case longPress(ScriptPoint, duration: Double)
    /// `pan A -> B [DURATION]` (default 300 ms).
    case pan(from: ScriptPoint, to: ScriptPoint, duration: Double)
    /// `twofingerpan DX,DY [at P] [DURATION]`: whole cells; at the view centre unless `at` is given.
    case twoFingerPan(dx: Int, dy: Int, at: ScriptPoint?, duration: Double)
    /// `twofingertap P`
    case twoFingerTap(ScriptPoint)
    /// `pinchrotate [at] P scale S angle A`: scale factor (>1 zooms in), angle in degrees (bearing grows).
    case pinchRotate(at: ScriptPoint, scale: Double, angle: Double)
    /// `key K`: one key (a character, or enter, esc, tab, backspace, space, up, down, left, right,
    /// pgup, pgdn, home, end, f1…f12).
    case key(Key)
    /// `wait DURATION`
    case wait(Double)
    /// `incident TYPE at P [DURATION]`: a traffic incident (HERE's type name, e.g. roadClosure) on the road nearest P,
    /// active from now for DURATION (default 1 h); staged by tests ahead of the car.
    case incident(type: String, at: ScriptPoint, duration: Double)
    /// `disable KIND` / `enable KIND`: a gesture's default action.
    case setDefaultAction(GestureKind, enabled: Bool)
    /// `disable zoomGestures` / `enable zoomGestures`: a whole family.
    case setFamily(GestureFamily, enabled: Bool)
    /// `enable feature NAME [MODE]` / `disable feature NAME`: a map feature layer (the app checks the name).
    case setFeature(name: String, mode: String?, enabled: Bool)
    /// `scheme NAME`: a map scheme (normalDay, liteNight, …), or a style file when NAME ends in `.json`.
    case scheme(String)
    /// `expect …`
    case expect(ScriptExpectation)
    /// `layer NAME on|off`: a raster tile layer switched on or off.
    case rasterLayer(name: String, enabled: Bool)
    /// `set KEY VALUE`: a setting (the app checks the key and the value against its settings table).
    case setting(key: String, value: String)

    /// Whether the command plays a gesture (and so expands to input events).
    public var isGesture: Bool {
        switch self {
        case .tap, .doubleTap, .longPress, .pan, .twoFingerPan, .twoFingerTap, .pinchRotate: true
        default: false
        }
    }
}
