import Geo
import MapRender
import Navigation
import Routing
import TermUI
import Widgets

/// Options that shape the screen but are not app state (from the command line).
public struct ScreenOptions: Sendable {
    public var asciiOnly = false
    public var headerEnabled = true
    public var footerEnabled = true
    public var style: MapStyle?
    public init() {}
}

/// Composes a whole frame: layout, map, header, footer and controls, into one buffer.
/// Also updates the camera for the frame (follow / north-up / overview) and remembers where the buttons are.
public final class ScreenComposer {
    public var options: ScreenOptions
    /// The layout of the last frame (for mouse hit-testing).
    public private(set) var layout: ScreenLayout?
    /// The map view of the last frame (for picking and view-to-geo).
    public private(set) var mapView: MapView?
    private var overlayCache: (key: Int, overlay: RouteOverlay)?
    private var alternativesCache: [RouteOverlay]?

    public init(options: ScreenOptions = ScreenOptions()) {
        self.options = options
    }

    /// The vehicle's position and heading in the state.
    static func vehicle(_ s: NavigationState) -> (Coordinate, Degrees) {
        let offset = s.progress.distanceTravelled
        let position = s.matchedCoordinate ?? s.sample?.coordinate ?? s.route.geometry.coordinate(at: offset) ?? Coordinate(0, 0)
        let heading = s.route.geometry.bearing(at: offset) ?? s.sample?.course ?? 0
        return (position, heading)
    }

    public func render(_ core: NavAppCore, width: Int, height: Int) -> Buffer {
        var buffer = Buffer(width: width, height: height)
        let s = core.session.state
        let state = core.state
        let header = NavigationProps.header(s, units: state.units)
        var request = ScreenLayout.Request()
        request.headerEnabled = options.headerEnabled
        request.headerPrimaryRows = header.primaryRows
        request.thenRowWanted = header.wantsThenRow
        request.footerEnabled = options.footerEnabled
        request.speedometerAlerting = s.alertLevel != .none
        request.recenterWanted = state.cameraMode == .free && !s.hasArrived
        request.myLocationWanted = !state.cameraMode.isFollowing
        request.directionsShown = state.showDirections
        request.eventLogShown = state.showEventLog
        request.gestureLogShown = state.showGestureLog
        request.helpShown = state.showHelp
        // The camera decides whether the compass shows, so place it before the final layout.
        var l = ScreenLayout.compute(width: width, height: height, request: request)
        if l.tooSmall {
            layout = l
            mapView = nil
            if let note = l.note {
                TooSmallNote(current: Size(width: width, height: height),
                             minimum: Size(width: ScreenLayout.minimumWidth, height: ScreenLayout.minimumHeight))
                    .render(in: note, into: &buffer)
            }
            return buffer
        }
        let camera = frameCamera(core, area: l.map)
        core.dispatchCameraFrame(camera)
        if Compass(bearing: camera.bearing).isVisible || camera.tilt > 0.5 {
            request.compassWanted = true
            l = ScreenLayout.compute(width: width, height: height, request: request)
        }
        layout = l

        // Map.
        let (position, heading) = Self.vehicle(s)
        var markers = state.markers
        // A replay shows the raw fix beside the matched vehicle.
        if core.replay != nil, let raw = s.sample?.coordinate { markers.append(MapMarker(coordinate: raw, glyph: "○", label: nil)) }
        if let cursor = state.touchCursor {
            markers.append(MapMarker(coordinate: camera.unproject(cellX: Double(cursor.x - l.map.x) + 0.5, cellY: Double(cursor.y - l.map.y) + 0.5) ?? position,
                                     glyph: "+", label: nil))
        }
        let view = MapView(map: core.session.projected, camera: camera, style: mapStyle(night: state.night),
                           route: overlay(for: s.route, key: core.session.driveNumber * 1000 + s.rerouteCount),
                           travelled: s.progress.distanceTravelled,
                           alternatives: s.progress.distanceTravelled < 1 && s.rerouteCount == 0 ? alternatives(core) : [],
                           vehicle: VehicleMarker(coordinate: position, heading: heading), markers: markers,
                           reserved: l.reservedForMap.map { $0 }, asciiOnly: options.asciiOnly)
        view.render(in: l.map, into: &buffer)
        mapView = view

        // Header and footer.
        if options.headerEnabled {
            header.render(primary: l.headerPrimary, accessory: l.headerAccessory, then: l.headerThen, into: &buffer)
        }
        if let f = l.footer {
            let playback = (core.session.isPaused ? "❚❚ " : "▶ ") + "×" + NavAppCore.factorText(core.session.speedMultiplier)
            NavigationProps.footer(s, startTimeOfDay: core.session.startTimeOfDay, units: state.units, playback: playback)
                .render(in: f, into: &buffer)
        }
        if let r = l.statusLine {
            let note = core.replayText.map { $0 + " · " + state.cameraMode.name } ?? state.cameraMode.name
            StatusLine(message: (state.speaking ? "◀) " : "") + state.status, note: note).render(in: r, into: &buffer)
        }
        if let r = l.tripProgress { NavigationProps.tripProgress(s).render(in: r, into: &buffer) }
        if let r = l.speedometer { NavigationProps.speedometer(s, units: state.units).render(in: r, into: &buffer) }
        if let r = l.compass { Compass(bearing: camera.bearing).render(in: r, into: &buffer) }
        if let r = l.recenter { Button(label: "Re-centre", icon: "◎").render(in: r, into: &buffer) }
        if let r = l.myLocation { Button(label: "⌖").render(in: r, into: &buffer) }

        // Panels and overlays.
        if let r = l.directions {
            NavigationProps.directions(s, units: state.units, scroll: state.directionsScroll).render(in: r, into: &buffer)
        }
        if let r = l.eventLog { EventLog(lines: Array(state.eventLog.suffix(max(0, r.height - 2)))).render(in: r, into: &buffer) }
        if let r = l.gestureLog {
            EventLog(lines: Array(state.gestureLog.suffix(max(0, r.height - 2))), title: "Gestures").render(in: r, into: &buffer)
        }
        if let r = l.help {
            let help = HelpOverlay(entries: HelpText.entries)
            help.render(in: help.frame(in: r), into: &buffer)
        }
        if options.asciiOnly { buffer = buffer.asciiFallback() }
        return buffer
    }

    /// The camera for this frame from the mode, fitted to the map area.
    func frameCamera(_ core: NavAppCore, area: Rect) -> Camera {
        let s = core.session.state
        var camera = core.state.camera.resized(width: area.width, height: area.height)
        let (position, heading) = Self.vehicle(s)
        switch core.state.cameraMode {
        case .follow(let tilted):
            camera.zoom = NavAppCore.followZoom
            camera = camera.following(position, heading: heading, tilt: tilted ? Camera.followTilt : 0)
        case .northUp:
            camera.zoom = NavAppCore.followZoom
            camera = camera.following(position, heading: 0, tilt: 0)
            camera.anchor = Point2D(x: 0.5, y: 0.5)
        case .overview:
            let remaining = s.route.geometry.slice(from: s.progress.distanceTravelled, to: s.route.length).coordinates
            camera = camera.fitting(remaining + [position], padding: 2)
        case .free:
            break
        }
        return camera
    }

    private func mapStyle(night: Bool) -> MapStyle {
        if let s = options.style { return s }
        return night ? .night : .day
    }

    private func overlay(for route: Route, key: Int) -> RouteOverlay {
        if let c = overlayCache, c.key == key { return c.overlay }
        let o = RouteOverlay(route)
        overlayCache = (key, o)
        return o
    }

    private func alternatives(_ core: NavAppCore) -> [RouteOverlay] {
        if let a = alternativesCache { return a }
        let a = core.session.plannedRoutes.dropFirst().map { RouteOverlay($0) }
        alternativesCache = a
        return a
    }

    /// What a click at a cell hits among the controls.
    public func control(atX x: Int, y: Int) -> AppAction? {
        guard let l = layout else { return nil }
        if let r = l.recenter, r.contains(x: x, y: y) { return .recenter }
        if let r = l.compass, r.contains(x: x, y: y) { return .compass }
        if let r = l.myLocation, r.contains(x: x, y: y) { return .myLocation }
        return nil
    }
}

extension NavAppCore {
    /// Keeps the frame's camera in the state (so gestures start from what is on screen).
    func dispatchCameraFrame(_ camera: Camera) {
        if case .free = state.cameraMode { return }
        setCamera(camera)
    }
}
