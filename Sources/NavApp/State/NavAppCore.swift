import Geo
import MapRender
import Navigation
import Routing
import Speech

/// The app without a terminal: a drive session plus the screen state, changed only through `dispatch`.
/// The run loop, the snapshot command and gesture scripts all drive this same object.
public final class NavAppCore {
    public let session: DriveSession
    public internal(set) var state: AppState
    /// Spoken guidance (`--voice`); `v` mutes and unmutes it.
    public var voice: VoiceGuide? {
        didSet {
            guard let v = voice else { return }
            state.status = "Voice on: " + v.outputs.map(\.summary).joined(separator: "; ")
            state.log(state.status)
        }
    }

    public init(session: DriveSession, camera: Camera? = nil) {
        self.session = session
        let start = session.route.geometry.first ?? session.map.bounds.center
        state = AppState(camera: camera ?? Camera(centre: start, zoom: NavAppCore.followZoom))
    }

    /// Display units for distances and speeds.
    public func setUnits(_ units: UnitSystem) { state.units = units }

    /// Sets the camera without changing the mode (the composer keeps the frame's camera here).
    func setCamera(_ camera: Camera) { state.camera = camera }

    /// Zoom used while following (about 3 m per braille dot: a city block fills a third of the screen).
    public static let followZoom = 17.0

    /// Advances the drive by wall time; navigation events update the logs and status.
    @discardableResult
    public func tick(wall: Seconds) -> [NavigationEvent] {
        let events = session.advance(wall: wall)
        if !events.isEmpty { dispatch(.navigation(events)) }
        drainReplayEvents()
        speak(events)
        return events
    }

    public func dispatch(_ action: AppAction) {
        switch action {
        case .quit:
            state.quitRequested = true
        case .togglePause:
            session.isPaused.toggle()
            state.status = session.isPaused ? "Paused (space resumes)" : "Resumed"
        case .faster, .slower:
            session.speedMultiplier = AppState.speedStep(from: session.speedMultiplier, up: { if case .faster = action { return true }; return false }(),
                                                         in: session.multiplierRange)
            state.status = "Speed ×\(Self.factorText(session.speedMultiplier))"
        case .toggleDirections:
            state.showDirections.toggle()
            state.directionsScroll = nil
        case .scrollDirections(let delta):
            let base = state.directionsScroll ?? max(0, session.state.step - 2)
            state.directionsScroll = max(0, min(max(0, session.route.maneuvers.count - 1), base + delta))
        case .toggleHelp:
            state.showHelp.toggle()
        case .toggleEventLog:
            state.showEventLog.toggle()
        case .toggleGestureLog:
            state.showGestureLog.toggle()
        case .toggleNight:
            state.night.toggle()
        case .toggleVoice:
            toggleVoice()
        case .northUp:
            state.cameraMode = .northUp
        case .follow:
            state.cameraMode = .follow(tilted: true)
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
        case .myLocation:
            state.cameraMode = .northUp
        case .moveCamera(let camera):
            state.camera = camera
            state.cameraMode = .free
        case .driveAgain:
            session.restart()
            state.arrivalOffered = false
            state.cameraMode = .follow(tilted: true)
            state.log("— drive \(session.driveNumber) —")
            state.status = "Driving again"
        case .navigation(let events):
            for e in events { apply(e) }
        case .dropMarker(let m):
            state.markers.append(m)
        case .picked(let text):
            state.picked = text
            if let t = text { state.status = t }
        case .gestureLogged(let line):
            state.logGesture(line)
        case .touchCursorMoved(let x, let y):
            state.touchCursor = (x, y)
        case .routeToMarker:
            state.status = routeToLastMarker()
        case .replayStep:
            replayStep()
        case .replaySeek(let f):
            replaySeek(toFraction: f)
        case .replaySeekBy(let s):
            replaySeek(by: s)
        case .dismissOverlays:
            if state.showHelp { state.showHelp = false } else if state.showDirections { state.showDirections = false }
        }
    }

    private func apply(_ event: NavigationEvent) {
        state.log(Self.clock(session.startTimeOfDay + event.time) + " " + EventFormat.text.line(event))
        switch event {
        case .maneuverNotification(let n): state.status = n.text
        case .speedWarning(let w) where w.level != .none:
            state.status = "Speeding: \(Int(w.speed.rounded())) in a \(Int(w.limit.rounded())) zone (\(w.level.rawValue))"
        case .warning(let w): state.status = Self.warningText(w, units: state.units)
        case .offRoute: state.status = "Off route"
        case .rerouted: state.status = "Rerouted"
        case .rerouteFailed(let f): state.status = "Reroute failed: \(f.reason)"
        case .waypointReached(let w): state.status = "Waypoint \(w.waypoint) reached"
        case .destinationReached:
            state.status = "You have arrived — r drives again, q quits"
            state.arrivalOffered = true
        default: break
        }
    }

    /// "Speed camera (50) in 300 m", "Traffic signals reached", "Stop sign passed".
    static func warningText(_ w: SafetyWarning, units: UnitSystem) -> String {
        var what: String
        switch w.feature.kind {
        case .trafficSignals: what = "Traffic signals"
        case .stop: what = "Stop sign"
        case .giveWay: what = "Give way"
        case .speedCamera: what = "Speed camera"
        case .levelCrossing: what = "Level crossing"
        case .motorwayJunction: what = "Exit " + (w.feature.ref ?? "")
        }
        if w.feature.kind == .speedCamera, let limit = w.feature.maxSpeed {
            what += " (\(Int(units.speed(limit).rounded())) \(units.speedUnit))"
        }
        switch w.stage {
        case .ahead: return what + " in " + units.format(distance: w.distance)
        case .reached: return what + " reached"
        case .passed: return what + " passed"
        }
    }

    /// "12:05:09" for seconds since midnight (wraps at 24 h).
    static func clock(_ s: Seconds) -> String {
        let t = Int(s.rounded(.down)) % 86_400
        let h = t / 3600, m = (t / 60) % 60, sec = t % 60
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m):" + (sec < 10 ? "0" : "") + "\(sec)"
    }

    static func factorText(_ f: Double) -> String {
        f == f.rounded() ? String(Int(f)) : String(format: "%.1f", f)
    }
}

import Foundation
