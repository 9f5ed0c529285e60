import Geo
import Gestures
import MapData
import MapRender
import Navigation
import Routing
import Speech
import TermUI
import Widgets

/// The app without a terminal: a drive session plus the screen state. The state changes only through
/// `dispatch` (the reducer: this file and its `reduce` parts beside the actions); the session is advanced by `tick`
/// and `seek`, whose events, and the follow zoom eased on the app's clock, are dispatched.
/// The run loop, the snapshot command and gesture scripts all drive this same object.
public final class NavAppCore {
    public let session: DriveSession
    public internal(set) var state: AppState
    /// The built-in map schemes, compiled on first use.
    public let styles = StyleLibrary()
    /// The raster-based schemes have imagery to draw (`ScreenOptions.schemeImagery` or `--imagery`): no missing-imagery note.
    public var hasSchemeImagery = false
    /// Changes whenever the state or the drive changed (an action, a sample taken): the run loop redraws then.
    public internal(set) var revision = 0
    /// Wall seconds handed to `tick` so far: the app's own clock (the run loop's, or virtual time in scripts).
    public private(set) var wallTime: Double = 0
    /// How long the answer to a user action stays on the status line before the drive's events take it back.
    public static let noticeDuration: Double = 4
    /// Spoken guidance (`--voice`); `v` mutes and unmutes it.
    public var voice: VoiceGuide? {
        didSet {
            guard let v = voice, oldValue !== v else { return }
            dispatch(.voiceAttached("Voice on: " + v.outputs.map(\.summary).joined(separator: "; ")))
        }
    }

    /// The offline maps (the `M` panel); nil where none are plugged in (headless runs, tests without one).
    public var maps: (any OfflineMapsService)?

    public init(session: DriveSession, camera: Camera? = nil) {
        self.session = session
        let start = session.route?.geometry.first ?? session.map.bounds.center
        state = AppState(camera: camera ?? Camera(centre: start, zoom: NavAppCore.followZoom))
        if session.runner == nil { state.cameraMode = .free }
        // A drive with a traffic world shows it: the traffic layers are on by default there.
        if session.traffic != nil { state.features = .standardWithTraffic }
    }

    /// Display units for distances and speeds (the same as `dispatch(.setUnits(units))`).
    public func setUnits(_ units: UnitSystem) { dispatch(.setUnits(units)) }

    /// Zoom used while following (about 3 m per braille dot: a city block fills a third of the screen).
    public static let followZoom = 17.0

    /// Advances the drive by wall time; its navigation and replay events are dispatched.
    @discardableResult
    public func tick(wall: Seconds) -> [NavigationEvent] {
        let before = sampleCount
        wallTime += max(0, wall)
        let events = session.advance(wall: wall)
        if !events.isEmpty { dispatch(.navigation(events)) }
        let replayed = takeReplayEvents()
        if !replayed.isEmpty { dispatch(.replay(replayed)) }
        if let update = speak(events), update.speaking != state.speaking || update.failure != nil {
            dispatch(.voiceUpdated(speaking: update.speaking, failure: update.failure))
        }
        pollMaps()
        if sampleCount != before { revision &+= 1 }
        advanceFollowZoom(by: wall)
        return events
    }

    /// Eases the follow zoom towards `followZoomTarget` over `dt` seconds of the app's clock (settles at once the
    /// first time), through `.followZoomEased` when it moved. The user's zoom gestures while following add
    /// `AppState.followZoomOffset` on top of it.
    func advanceFollowZoom(by dt: Seconds) {
        if let z = easedFollowZoom(by: dt) { dispatch(.followZoomEased(z)) }
    }

    /// The follow zoom `dt` seconds on, or nil when it would not change (not following, no drive, settled).
    func easedFollowZoom(by dt: Seconds) -> FollowZoom? {
        guard state.cameraMode.isFollowing, let target = followZoomTarget() else { return nil }
        guard var z = state.followZoom else { return FollowZoom(zoom: target) }
        z.advance(toward: target, by: dt)
        return z == state.followZoom ? nil : z
    }

    /// The zoom the follow camera aims for now: by speed, farther out to frame the next maneuver (on a camera the
    /// size of the screen: the framing depends only on proportions).
    func followZoomTarget() -> Double? {
        guard let s = session.state else { return nil }
        let size = state.screenSize ?? Size(width: 80, height: 24)
        let (position, heading) = DriveSession.vehicle(s)
        let tilted: Bool = if case .follow(let t) = state.cameraMode { t } else { false }
        var camera = Camera(centre: position, zoom: FollowZoom.streetZoom, width: size.width, height: size.height)
            .following(position, heading: heading, tilt: tilted ? Camera.followTilt : 0)
        if case .northUp = state.cameraMode { camera.anchor = Point2D(x: 0.5, y: 0.5) }
        // At the start the next maneuver is the departure, 0 m away: the one after it is what the screen should frame.
        // Before the first fix the navigator knows none: the first maneuver after the start stands in.
        let upcoming = [s.nextManeuver, s.thenManeuver].compactMap { $0?.distance }.first { $0 > 1 }
        let ahead = upcoming ?? (s.sample == nil ? s.route.maneuvers.first { $0.offset > 1 }?.offset : nil)
        return FollowZoom.target(speed: s.speed, maneuverDistance: ahead, camera: camera)
    }

    /// Identifies the last sample taken (a sample with no events still moves the vehicle).
    private var sampleCount: (Int, Int) { (session.driveNumber, session.runner?.samples ?? 0) }

    public func dispatch(_ action: AppAction) {
        revision &+= 1
        switch action {
        case .quit:
            state.quitRequested = true
        case .togglePause:
            session.isPaused.toggle()
            notify(session.isPaused ? "Paused (space resumes)" : "Resumed")
        case .faster, .slower:
            session.speedMultiplier = AppState.speedStep(from: session.speedMultiplier, up: { if case .faster = action { return true }; return false }(),
                                                         in: session.multiplierRange)
            notify("Speed ×\(Self.factorText(session.speedMultiplier))")
        case .toggleDirections:
            state.showDirections.toggle()
            state.directionsScroll = nil
        case .scrollDirections(let delta):
            let base = state.directionsScroll ?? max(0, (session.state?.step ?? 0) - 2)
            state.directionsScroll = max(0, min(max(0, (session.route?.maneuvers.count ?? 0) - 1), base + delta))
        case .toggleHelp:
            state.showHelp.toggle()
            state.helpScroll = 0
        case .scrollHelp(let delta):
            state.helpScroll = max(0, min(HelpText.maxScroll(screen: state.screenSize), state.helpScroll + delta))
        case .toggleEventLog:
            state.showEventLog.toggle()
        case .toggleGestureLog:
            state.showGestureLog.toggle()
        case .toggleNight, .cycleScheme, .setScheme, .loadStyle:
            changeStyle(action)
            syncSettingsFromState()
        case .setMapLanguage(let language):
            state.mapLanguage = language
            syncSettingsFromState()
        case .cycleMapLanguage:
            let choices = [MapLanguage.local] + session.map.labelLanguages()
            let next = choices.firstIndex(of: state.mapLanguage).map { choices[($0 + 1) % choices.count] } ?? .local
            state.mapLanguage = next
            notify(next == .local ? "Map labels: local names" : "Map labels: \(next.code ?? "") (name:\(next.code ?? ""), else the local name)")
            syncSettingsFromState()
        case .toggleVoice:
            notify(toggleVoice())
            state.speaking = false
        case .voiceAttached(let text):
            notify(text)
            state.log(text)
        case .voiceUpdated(let speaking, let failure):
            state.speaking = speaking
            if let failure {
                // Said once, loudly; the voice is then off.
                report(failure, always: true)
                voice = nil
            }
        case .northUp:
            state.cameraMode = .northUp
        case .follow:
            state.cameraMode = .follow(tilted: true)
            state.followZoomOffset = 0
        case .overview:
            state.cameraMode = .overview
        case .compass:
            // Google Navigation SDK: in follow mode the compass toggles the tilted and the top-down view;
            // otherwise it turns the map north-up.
            switch state.cameraMode {
            case .follow(let tilted): state.cameraMode = .follow(tilted: !tilted)
            case .free:
                state.camera.bearing = 0
                state.camera.tilt = 0
            case .northUp, .overview: state.cameraMode = .northUp
            }
        case .recenter:
            state.cameraMode = .follow(tilted: true)
            state.followZoomOffset = 0
        case .myLocation:
            state.cameraMode = .northUp
        case .moveCamera(let camera):
            state.camera = camera
            state.cameraMode = .free
        case .followZoomEased(let zoom):
            state.followZoom = zoom
        case .startingStyle(let scheme, let style):
            if let scheme { state.scheme = scheme }
            if let style { state.customStyle = style }
            if let note = imageryNote { state.status = note }
        case .zoomFollowing(let levels):
            guard state.cameraMode.isFollowing, levels.isFinite else { return }
            let auto = state.followZoom?.zoom ?? followZoomTarget() ?? Self.followZoom
            let range = DefaultActions.zoomRange
            state.followZoomOffset = max(range.lowerBound - auto, min(range.upperBound - auto, state.followZoomOffset + levels))
        case .driveAgain:
            session.restart()
            state.arrivalOffered = false
            state.cameraMode = .follow(tilted: true)
            state.log("— drive \(session.driveNumber) —")
            notify("Driving again")
        case .navigation(let events):
            for e in events { apply(e) }
        case .replay(let events):
            for e in events { apply(e) }
        case .dropMarker(let m):
            state.markers.append(m)
        case .settings(let action):
            reduce(action)
        case .rasterLayersAttached, .toggleRasterLayers, .nextRasterLayer, .setRasterLayer, .rasterStatus:
            if let text = RasterSwitch.apply(action, to: &state) { notify(text) }
        case .picked(let text):
            state.picked = text
            if let t = text { notify(t) }
        case .gestureLogged(let line):
            state.logGesture(line)
        case .touchCursorMoved(let x, let y):
            state.touchCursor = (x, y)
        case .routeToMarker:
            let outcome = routeToLastMarker(from: state.camera.centre, units: state.units)
            notify(outcome.status)
            if outcome.driving {
                state.cameraMode = .follow(tilted: true)
                state.arrivalOffered = false
                state.log("— drive \(session.driveNumber): marker \(state.markers.count) —")
            }
        case .replayStep:
            if replayStep() { notify("Step") }
        case .replaySeek(let f):
            let (events, replayed) = replaySeek(toFraction: f)
            for e in events { apply(e) }
            for e in replayed { apply(e) }
        case .replaySeekBy(let s):
            let (events, replayed) = replaySeek(by: s)
            for e in events { apply(e) }
            for e in replayed { apply(e) }
        case .dismissOverlays:
            if state.showHelp { state.showHelp = false } else if state.showDirections { state.showDirections = false }
        case .setUnits(let units):
            state.units = units
            syncSettingsFromState()
        case .layers(let a):
            reduce(a)
        case .maps(let a):
            reduce(a)
        case .screenResized(let size):
            state.screenSize = size
            state.helpScroll = min(state.helpScroll, HelpText.maxScroll(screen: size))
        }
    }

    /// The answer to a user action: on the status line, held there for `noticeDuration`.
    func notify(_ text: String) {
        state.status = text
        state.statusHeldUntil = wallTime + Self.noticeDuration
    }

    /// A drive's event on the status line, unless the answer to a user action is still held there.
    func report(_ text: String, always: Bool = false) {
        if !always, let until = state.statusHeldUntil, wallTime < until { return }
        state.status = text
        state.statusHeldUntil = nil
    }

    private func apply(_ event: NavigationEvent) {
        state.log(Self.clock(session.driveStartTimeOfDay + event.time) + " " + EventFormat.text.line(event))
        switch event {
        case .maneuverNotification(let n): report(n.text)
        case .speedWarning(let w) where w.level != .none:
            report("Speeding: \(Int(w.speed.rounded())) in a \(Int(w.limit.rounded())) zone (\(w.level.rawValue))")
        case .warning(let w): report(Self.warningText(w, units: state.units))
        case .offRoute: report("Off route")
        case .rerouted: report("Rerouted")
        case .rerouteFailed(let f): report("Reroute failed: \(f.reason)")
        case .trafficIncident(let w):
            report(TerminalText.sanitized(w.incident.description) + ", " + state.units.format(distance: w.distance) + " ahead")
        case .betterRouteAvailable(let b):
            report("Faster route available: saves \(Self.minutes(b.saving))")
        case .waypointReached(let w): report("Waypoint \(w.waypoint) reached")
        case .destinationReached:
            report("You have arrived — r drives again, q quits", always: true)
            state.arrivalOffered = true
        default: break
        }
    }

    private func apply(_ event: ReplayEvent) {
        state.log(Self.clock(session.driveStartTimeOfDay + event.time) + " " + event.name)
        switch event {
        case .signalLost: report("GPS signal lost")
        case .signalRestored(_, let gap, _): report("GPS signal restored after \(Int(gap.rounded())) s")
        case .seeked(let t, _): report("Seek to \(Self.minutes(t))", always: true)
        case .looped(_, let lap): report("Replay lap \(lap + 1)")
        }
    }
}
