import Geo
import MapRender
import Traffic
import TermUI

/// Everything the screen shows that is not the navigation state itself: camera, panels, playback, logs.
/// Changed only by `NavAppCore.dispatch(_:)`.
public struct AppState: Sendable {
    public var cameraMode: CameraMode = .follow(tilted: true)
    /// The free camera (`.free` mode). The following modes work their camera out from the drive each frame
    /// (`ScreenComposer.plan`), so it is not remembered here.
    public var camera: Camera
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
    public var night = false
    /// The traffic layers: the flow mode (nil hides it), incidents shown, and the incident types shown (nil: all).
    public var trafficFlow: TrafficOverlay.FlowMode? = .withFreeFlow
    public var showsIncidents = true
    public var incidentTypes: Set<IncidentType>?
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

    public static let logCapacity = 200

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
