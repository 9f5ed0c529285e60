import Geo
import MapRender
import Navigation
import Traffic
import TermUI

/// Everything that changes the app: keys, clicks, gestures and navigation events are turned into these.
public enum AppAction: Sendable {
    case quit
    case togglePause
    case faster, slower
    case toggleDirections
    case scrollDirections(Int)
    /// Opens or closes the help overlay (it opens at its top).
    case toggleHelp
    case toggleEventLog
    case toggleGestureLog
    case toggleNight
    /// Voice guidance muted ↔ speaking (`v`).
    case toggleVoice
    /// A voice was plugged in (the text says where it speaks to).
    case voiceAttached(String)
    /// The voice started or stopped speaking, or failed (then it is switched off).
    case voiceUpdated(speaking: Bool, failure: String?)
    case northUp, follow, overview
    /// The compass was activated.
    case compass
    /// The re-centre button: back to following.
    case recenter
    /// The my-location button: the map centred on the vehicle, north up.
    case myLocation
    /// The user moved the camera (pan, zoom, rotate, tilt): the map stops following.
    case moveCamera(Camera)
    case driveAgain
    case navigation([NavigationEvent])
    case dropMarker(MapMarker)
    case picked(String?)
    case gestureLogged(String)
    /// The keyboard touch cursor moved (screen cell).
    case touchCursorMoved(x: Int, y: Int)
    /// "Route here": reroute the drive to the last dropped marker.
    case routeToMarker
    case dismissOverlays
    /// Replays: play one fix and pause; jump to a fraction of the trace; jump by seconds.
    case replayStep
    case replaySeek(fraction: Double)
    case replaySeekBy(Double)
    /// The replay source reported its own events (signal lost/restored, seeks, laps).
    case replay([ReplayEvent])
    /// The traffic layers: flow mode (nil hides it), incidents on or off, the incident types shown (nil: all).
    case setTrafficLayers(flow: TrafficOverlay.FlowMode?, incidents: Bool, types: Set<IncidentType>?)
    /// Display units for distances and speeds.
    case setUnits(UnitSystem)
    /// The terminal has this size: the layout and the camera of the next frame are worked out for it.
    case screenResized(Size)
    /// Scrolls the help overlay by rows (negative: up).
    case scrollHelp(Int)
}
