import Geo
import MapData
import MapRender
import Navigation
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
    /// The map label language (`--language`).
    case setMapLanguage(MapLanguage)
    /// The next label language the map has names in, then back to the local names (`t`).
    case cycleMapLanguage
    /// The next map scheme (`b`).
    case cycleScheme
    /// A map scheme by name (script `scheme NAME`).
    case setScheme(MapScheme)
    /// A custom style file; a bad one keeps the current look and the status line says why.
    case loadStyle(path: String)
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
    /// A zoom gesture while following: the follow camera zooms by these levels and keeps following.
    case zoomFollowing(by: Double)
    /// The user moved the camera (pan, zoom, rotate, tilt): the map stops following.
    case moveCamera(Camera)
    /// The follow camera's zoom after easing on the app's clock (`tick`, `seek`): dispatched only when it moved, so
    /// the frame's camera is remembered state, never worked out and kept by the renderer.
    case followZoomEased(FollowZoom)
    /// The scheme and custom style the command line asked for (`--scheme`, `--style`), before the first frame: no
    /// notice, only a raster scheme's missing-imagery note on the status line.
    case startingStyle(scheme: MapScheme?, style: ActiveStyle?)
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
    /// Display units for distances and speeds.
    case setUnits(UnitSystem)
    /// The terminal has this size: the layout and the camera of the next frame are worked out for it.
    case screenResized(Size)
    /// Scrolls the help overlay by rows (negative: up).
    case scrollHelp(Int)
    /// Map feature layers: switches, modes, filters and the layers panel.
    case layers(LayersAction)
    /// The offline-maps panel and what the maps service reports.
    case maps(MapsAction)
    /// Raster layers: the names known (at start), all on ↔ all off (`i`), only the next one on (`I`), one by name
    /// (scripts), and a loading problem for the status line.
    case rasterLayersAttached([String])
    case toggleRasterLayers
    case nextRasterLayer
    case setRasterLayer(String, enabled: Bool)
    case rasterStatus(String)
    /// Settings: the panel, one value, all of them at start, and writing the file.
    case settings(SettingsAction)
}
