import Geo
import Gestures
import MapData
import MapRender
import Navigation
import Routing
import TermUI
import Traffic
import Widgets

/// Options that shape the screen but are not app state (from the command line).
public struct ScreenOptions: Sendable {
    public var asciiOnly = false
    public var headerEnabled = true
    public var footerEnabled = true
    /// The map scheme to start with (`--scheme`); nil keeps normalDay.
    public var scheme: MapScheme?
    /// A custom Style Spec style to start with (`--style FILE`).
    public var style: ActiveStyle?
    /// Whose view of disputed borders the map shows (`--political-view`).
    public var politicalView: PoliticalView = .international
    /// The corner of the map's attribution (`--attribution-corner`); it is always drawn.
    public var attributionCorner: MapCorner = .bottomRight
    /// Raster tile layers (`--raster-layer`, `--raster`, `--imagery`) and the colour depth their pixels are drawn for.
    public var rasterLayers: [RasterLayer] = []
    public var rasterColors: ColorCapability = .truecolor
    /// The imagery the raster-based schemes (satellite, hybrid) draw under their vectors when no `--imagery` is given
    /// (the default town's generated imagery); drawn only while such a scheme is active.
    public var schemeImagery: RasterLayer?
    /// The raster layers of `style` (its `raster` sources), drawn while that style is the active one.
    public var styleRasterLayers: [RasterLayer] = []
    /// Where styles are bound to the map (the OpenMapTiles view build): inline by default, so that every frame of a
    /// headless run is styled; the terminal UI binds in the background and draws the previous look meanwhile.
    public var styleWork: StyleWork = .inline
    public init() {}
}

/// Where everything goes in a frame and the camera it shows: a pure function of the app state and a size.
public struct FramePlan: Sendable {
    public var layout: ScreenLayout
    /// The map's camera, sized to the map area (nil when the terminal is too small for a map).
    public var camera: Camera?
}

/// One composed frame: the cells and the plan they were drawn from.
public struct Frame: Sendable {
    public var buffer: Buffer
    public var plan: FramePlan
    public var layout: ScreenLayout { plan.layout }
}

/// Composes a whole frame: layout, map, header, footer and controls, into one buffer.
///
/// A frame is a pure function of the app state (ratatui's model): `plan` works out the layout and the camera
/// (follow, north-up, overview from the drive; the free camera as the state holds it), `frame` draws them, and
/// neither changes the app. Hit tests and gestures use the plan of the current state at `state.screenSize`, so
/// they see what the next frame shows. The composer only keeps caches of route overlays, keyed on the routes.
public final class ScreenComposer {
    public var options: ScreenOptions
    private var overlayCache: (key: OverlayKey, overlay: RouteOverlay)?
    private var labelCache: (map: ProjectedMap, language: MapLanguage, labelled: ProjectedMap)?
    private var alternativesCache: (geometries: [Polyline], overlays: [RouteOverlay])?
    /// What the raster sources had done at the last look (ScreenComposer+Raster).
    var rasterSeen = RasterProgress()
    /// The header's secondary-row accessory (lane guidance, or an embedder's view); nil: none.
    public var headerAccessory: (any AccessoryView)?
    /// The rows the accessory was given at the last layout (`height(constrainedTo:)` is asked then, before the frame,
    /// never while drawing).
    public var headerAccessoryRows = 0
    /// Binds the style to the map off the frame (`options.styleWork`).
    public let styleBinder: StyleBinder
    /// The binding the last styled frame drew, shown while a new one is made (a scheme or language change).
    private var lastStyled: (map: ProjectedMap, styled: StyledMap)?
    /// The binder's revision at the last look (`styleChanged`).
    private var styleSeen = 0

    public init(options: ScreenOptions = ScreenOptions()) {
        self.options = options
        styleBinder = StyleBinder(work: options.styleWork)
    }

    /// Starts binding the app's style to its map now (at load), so that the first frame is likely styled.
    public func prepareStyle(_ core: NavAppCore) {
        _ = styled(core, options: OMTViewOptions(language: core.state.mapLanguage, politicalView: options.politicalView))
    }

    /// True when a style binding was made since the last call (the run loop redraws).
    public func styleChanged() -> Bool {
        let now = styleBinder.revision
        defer { styleSeen = now }
        return now != styleSeen
    }

    /// The app's style bound to its map in these options; while that binding is being made, the previous one of
    /// the same map, else nil (the built-in look).
    private func styled(_ core: NavAppCore, options mapOptions: OMTViewOptions) -> StyledMap? {
        let map = core.session.projected
        if let bound = styleBinder.binding(core.activeStyle, map: map, options: mapOptions) {
            lastStyled = (map, bound)
            return bound
        }
        return lastStyled.flatMap { $0.map === map ? $0.styled : nil }
    }

    /// The layout and camera for the state at a size.
    public func plan(_ core: NavAppCore, width: Int, height: Int) -> FramePlan {
        let state = core.state
        let s = core.session.state
        let look = core.settings
        let header = s.map { NavigationProps.header($0, units: state.units) }
        var request = ScreenLayout.Request()
        request.headerEnabled = headerShown(core) && header != nil
        request.headerPrimaryRows = header?.primaryRows ?? 1
        request.thenRowWanted = header?.wantsThenRow ?? false
        request.accessoryRows = headerAccessory == nil ? 0 : headerAccessoryRows
        request.footerEnabled = options.footerEnabled && look.isNavigationFooterEnabled && s != nil
        request.tripProgressEnabled = look.isTripProgressBarEnabled && s != nil
        request.speedometerEnabled = look.shouldDisplaySpeedometer && s != nil
        request.speedometerAlerting = (s?.alertLevel ?? .none) != .none
        request.recenterWanted = look.isRecenterButtonEnabled && state.cameraMode == .free && s.map { !$0.hasArrived } ?? false
        request.myLocationWanted = look.isMyLocationButtonEnabled && !state.cameraMode.isFollowing && s != nil
        request.directionsShown = state.showDirections && s != nil
        request.eventLogShown = state.showEventLog
        request.gestureLogShown = state.showGestureLog
        request.helpShown = state.showHelp
        // The camera decides whether the compass shows, so place it before the final layout.
        var layout = ScreenLayout.compute(width: width, height: height, request: request)
        guard !layout.tooSmall else { return FramePlan(layout: layout, camera: nil) }
        let camera = Self.camera(core, area: layout.map)
        if look.isCompassEnabled, Compass(bearing: camera.bearing).isVisible || camera.tilt > 0.5 {
            request.compassWanted = true
            layout = ScreenLayout.compute(width: width, height: height, request: request)
        }
        return FramePlan(layout: layout, camera: camera)
    }

    /// The room a header accessory has at a size (`AccessoryView.height(constrainedTo:)`): the header's width and
    /// the rows the map can spare; zero while the header is off or there is no drive.
    public func headerAccessoryRoom(_ core: NavAppCore, width: Int, height: Int) -> Size {
        guard headerShown(core), let s = core.session.state else { return Size(width: width, height: 0) }
        let primaryRows = NavigationProps.header(s, units: core.state.units).primaryRows
        return Size(width: width, height: ScreenLayout.accessoryLimit(height: height, primaryRows: primaryRows))
    }

    /// The plan at the terminal size the state holds (nil before the first `screenResized`).
    public func plan(_ core: NavAppCore) -> FramePlan? {
        guard let size = core.state.screenSize else { return nil }
        return plan(core, width: size.width, height: size.height)
    }

    /// The camera for the mode, fitted to the map area: computed from the drive when following, the state's free
    /// camera otherwise.
    static func camera(_ core: NavAppCore, area: Rect) -> Camera {
        var camera = core.state.camera.resized(width: area.width, height: area.height)
        guard let s = core.session.state else { return camera }
        let (position, heading) = DriveSession.vehicle(s)
        switch core.state.cameraMode {
        case .follow(let tilted):
            camera.zoom = followingZoom(core)
            camera = camera.following(position, heading: heading, tilt: tilted ? Camera.followTilt : 0)
        case .northUp:
            camera.zoom = followingZoom(core)
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

    /// The zoom of the following modes: the eased follow zoom (by speed and maneuvers) plus the user's own zoom.
    static func followingZoom(_ core: NavAppCore) -> Double {
        let auto = core.settings.followZoom ?? core.state.followZoom?.zoom ?? core.followZoomTarget() ?? NavAppCore.followZoom
        let range = DefaultActions.zoomRange
        return max(range.lowerBound, min(range.upperBound, auto + core.state.followZoomOffset))
    }

    /// The frame's cells (changes nothing but the overlay caches).
    public func render(_ core: NavAppCore, width: Int, height: Int) -> Buffer {
        frame(core, width: width, height: height).buffer
    }

    /// The frame: its cells and its plan.
    public func frame(_ core: NavAppCore, width: Int, height: Int) -> Frame {
        frame(core, plan: plan(core, width: width, height: height))
    }

    /// The frame of a plan made before (by `plan` on the same state): layout first, then drawing.
    public func frame(_ core: NavAppCore, plan: FramePlan) -> Frame {
        let width = plan.layout.size.width, height = plan.layout.size.height
        var buffer = Buffer(width: width, height: height)
        draw(core, plan, into: &buffer)
        if options.asciiOnly || core.settings.ascii { buffer = buffer.asciiFallback() }
        return Frame(buffer: buffer, plan: plan)
    }

    private func draw(_ core: NavAppCore, _ plan: FramePlan, into buffer: inout Buffer) {
        let l = plan.layout
        let state = core.state
        guard let camera = plan.camera else {
            if let note = l.note {
                TooSmallNote(current: Size(width: l.size.width, height: l.size.height),
                             minimum: Size(width: ScreenLayout.minimumWidth, height: ScreenLayout.minimumHeight))
                    .render(in: note, into: &buffer)
            }
            return
        }
        mapView(core, plan: plan)?.render(in: l.map, into: &buffer)

        // Header and footer.
        let s = core.session.state
        if let s, headerShown(core) {
            NavigationProps.header(s, units: state.units).styled(by: core.settings)
                .render(primary: l.headerPrimary, accessory: l.headerAccessory, then: l.headerThen, into: &buffer)
            if let a = headerAccessory, let r = l.headerAccessory { a.render(in: r, into: &buffer) }
        }
        if let s, let f = l.footer {
            let playback = (core.session.isPaused ? "❚❚ " : "▶ ") + "×" + NavAppCore.factorText(core.session.speedMultiplier)
            NavigationProps.footer(s, startTimeOfDay: core.session.driveStartTimeOfDay, units: state.units, playback: playback)
                .render(in: f, into: &buffer)
        }
        if let r = l.statusLine {
            let note = core.replayText.map { $0 + " · " + state.cameraMode.name } ?? state.cameraMode.name
            StatusLine(message: (state.speaking ? "◀) " : "") + state.status, note: note).render(in: r, into: &buffer)
        }
        if let s, let r = l.tripProgress { NavigationProps.tripProgress(s).render(in: r, into: &buffer) }
        if let s, let r = l.speedometer { NavigationProps.speedometer(s, units: state.units).render(in: r, into: &buffer) }
        if let r = l.compass { Compass(bearing: camera.bearing).render(in: r, into: &buffer) }
        if let r = l.recenter { Button(label: "Re-centre", icon: "◎").render(in: r, into: &buffer) }
        if let r = l.myLocation { Button(label: "⊕").render(in: r, into: &buffer) }

        // Panels and overlays.
        if let s, let r = l.directions {
            NavigationProps.directions(s, units: state.units, scroll: state.directionsScroll).render(in: r, into: &buffer)
        }
        if let r = l.eventLog { EventLog(lines: Array(state.eventLog.suffix(max(0, r.height - 2)))).render(in: r, into: &buffer) }
        if let r = l.gestureLog {
            EventLog(lines: Array(state.gestureLog.suffix(max(0, r.height - 2))), title: "Gestures").render(in: r, into: &buffer)
        }
        drawPanels(core, plan, into: &buffer)
        if let r = l.help {
            let help = HelpText.overlay(scroll: state.helpScroll)
            help.render(in: help.frame(in: r), into: &buffer)
        }
    }

    /// The map widget of a plan (what the frame draws and what taps pick from); nil without a map on screen.
    public func mapView(_ core: NavAppCore, plan: FramePlan) -> MapView? {
        guard let camera = plan.camera else { return nil }
        let state = core.state
        let l = plan.layout
        var markers = state.markers
        var vehicle: VehicleMarker?
        var route: RouteOverlay?
        var alternatives: [RouteOverlay] = []
        var travelled: Meters = 0
        var position = camera.centre
        if let s = core.session.state {
            let (p, heading) = DriveSession.vehicle(s)
            position = p
            vehicle = VehicleMarker(coordinate: p, heading: heading)
            route = overlay(for: s.route)
            travelled = s.progress.distanceTravelled
            if travelled < 1 && s.rerouteCount == 0 {
                let shown = core.settings.alternateRoutesStrategy.maxAlternatives
                alternatives = self.alternatives(core.session.plannedRoutes.dropFirst().prefix(shown))
            }
            // A replay shows the raw fix beside the matched vehicle.
            if core.replay != nil, let raw = s.sample?.coordinate { markers.append(MapMarker(coordinate: raw, glyph: "○", label: nil)) }
        }
        if let cursor = state.touchCursor {
            markers.append(MapMarker(coordinate: camera.unproject(cellX: Double(cursor.x - l.map.x) + 0.5, cellY: Double(cursor.y - l.map.y) + 0.5) ?? position,
                                     glyph: "+", label: nil))
        }
        let active = core.activeStyle
        var view = MapView(map: labelled(core.session.projected, state.mapLanguage), camera: camera,
                           style: active.overlay, route: route, travelled: travelled, alternatives: alternatives,
                           vehicle: vehicle, markers: markers, layers: mapLayers(core.settings),
                           reserved: l.reservedForMap + panelRects(core, plan: plan), asciiOnly: options.asciiOnly || core.settings.ascii,
                           allowWideLabels: state.mapLanguage != .local,
                           attributionCorner: attributionCorner(core.state.settings), features: state.features)
        view.mapOptions = OMTViewOptions(language: state.mapLanguage, politicalView: politicalView(core.state.settings))
        view.rasterLayers = rasterLayers(state, active: active)
        if !view.rasterLayers.isEmpty { view.rasterStyleLayerKind = active.rasterLayerKind }
        view.rasterColors = options.rasterColors
        view.styled = styled(core, options: view.mapOptions)
        if let model = core.session.traffic {
            let t = core.session.startTimeOfDay + (core.session.state?.time ?? 0)
            view.traffic = TrafficOverlay(snapshot: model.snapshot(at: t), features: state.features)
        }
        return view
    }


    /// The map labelled in a language, made once per map and language (the local labels are the map's own).
    private func labelled(_ projected: ProjectedMap, _ language: MapLanguage) -> ProjectedMap {
        guard language != .local else { return projected }
        if let c = labelCache, c.map === projected, c.language == language { return c.labelled }
        let made = projected.labelled(in: language)
        labelCache = (projected, language, made)
        return made
    }

    /// What a route overlay is made of (`RouteOverlay.init(_:)`): the cache's key.
    private struct OverlayKey: Equatable {
        var geometry: Polyline
        var maneuvers: [Maneuver]
        var features: [RouteFeature]
        init(_ route: Route) {
            geometry = route.geometry
            maneuvers = route.maneuvers
            features = route.features
        }
    }

    /// The overlay of a route, built once per route (keyed on all it is made of: geometry, maneuvers, features).
    func overlay(for route: Route) -> RouteOverlay {
        let key = OverlayKey(route)
        if let c = overlayCache, c.key == key { return c.overlay }
        let o = RouteOverlay(route)
        overlayCache = (key, o)
        return o
    }

    /// The overlays of the planned alternatives, built once per plan (keyed on their geometries).
    private func alternatives(_ routes: ArraySlice<Route>) -> [RouteOverlay] {
        let geometries = routes.map(\.geometry)
        if let c = alternativesCache, c.geometries == geometries { return c.overlays }
        let overlays = routes.map { RouteOverlay($0) }
        alternativesCache = (geometries, overlays)
        return overlays
    }

    /// What a click at a cell hits among the controls, on the screen the current state shows.
    public func control(atX x: Int, y: Int, in core: NavAppCore) -> AppAction? {
        guard let l = plan(core)?.layout, !l.tooSmall else { return nil }
        if let r = l.recenter, r.contains(x: x, y: y) { return .recenter }
        if let r = l.compass, r.contains(x: x, y: y) { return .compass }
        if let r = l.myLocation, r.contains(x: x, y: y) { return .myLocation }
        return nil
    }
}
