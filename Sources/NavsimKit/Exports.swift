// NavsimKit's vocabulary comes from the modules it wraps, re-exported so that `import NavsimKit` is all an embedder
// writes: cells, rectangles, buffers, styles and input (TermUI, with the Text module's terminal-safe text),
// coordinates and units (Geo), routes, maneuvers and routing errors (Routing), the navigator's events, listener
// protocols, states and drive specs (Navigation), and the typed `Settings` with its keys (Settings).
// The app's machinery (NavApp, the map renderer, the widgets, the terminal backend) stays behind NavsimKit's types.
@_exported import Geo
@_exported import Navigation
@_exported import Routing
@_exported import Settings
@_exported import TermUI
import Widgets

/// A view in the navigation header's secondary row (the Google Navigation SDK's header accessory view): it says how
/// many rows it wants in the room it is offered and paints them. See `NavigationView.setHeaderAccessory(_:)`.
public typealias AccessoryView = Widgets.AccessoryView

/// The built-in header accessory: lane guidance, one row of lanes with the recommended ones bright.
public typealias LaneGuidance = Widgets.LaneGuidance

/// A maneuver's arrow glyph (the header's and the directions list's icons), for accessories that show maneuvers.
public typealias ManeuverIcon = Widgets.ManeuverIcon
