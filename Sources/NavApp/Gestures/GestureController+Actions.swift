import Foundation
import Geo
import Gestures
import MapData
import MapRender
import TermUI

extension GestureController {
    /// Applies the default action of a delivered gesture whose action is on (see the type's summary).
    func applyDefault(_ e: GestureEvent, camera: Camera, _ core: NavAppCore, _ composer: ScreenComposer, _ area: Rect) {
        var moved = camera
        // While following, a zoom alone is the user's zoom over the auto-zoom: the camera keeps following.
        if core.state.cameraMode.isFollowing, let levels = Self.followZoomLevels(e, animated: usesZoomAnimation) {
            if levels != 0 { core.dispatch(.zoomFollowing(by: levels)) }
            return
        }
        if core.state.cameraMode.isFollowing, usesZoomAnimation, e.kind == .doubleTap || e.kind == .twoFingerTap {
            startAnimation(e.kind == .doubleTap ? animator.zoomIn(at: ViewGeometry(width: area.width, height: area.height).normalized(e.origin))
                                                : animator.zoomOut(), at: e.time)
            return
        }
        switch e.kind {
        case .tap:
            pick(e, camera: camera, core, composer)
        case .longPress:
            if e.state == .begin { dropMarker(e, core) }
        case .doubleTap:
            if usesZoomAnimation {
                startAnimation(animator.zoomIn(at: ViewGeometry(width: area.width, height: area.height).normalized(e.origin)), at: e.time)
            } else {
                moved = camera.gestureZoomed(by: DefaultActions.zoomStep, about: Camera.cellCentre(e.origin))
            }
        case .twoFingerTap:
            if usesZoomAnimation {
                startAnimation(animator.zoomOut(), at: e.time)
            } else {
                moved = camera.gestureZoomed(by: -DefaultActions.zoomStep, about: camera.viewCentre)
            }
        case .pan:
            let point: Point2D
            if e.source == .keyboard {
                point = Camera.cellCentre(e.origin)
            } else {
                if e.state == .begin { panFinger = nil }
                point = panFinger ?? Camera.cellCentre(e.origin)
                panFinger = Point2D(x: point.x + e.translation.dx, y: point.y + e.translation.dy)
            }
            moved = camera.gesturePanned(by: e.translation, at: point)
            if e.state == .end {
                panFinger = nil
                if e.velocity.length >= PanMomentum.stopSpeed {
                    momentum = PanMomentum(velocity: e.velocity)
                    momentumPoint = e.source == .keyboard ? point : Point2D(x: point.x + e.translation.dx, y: point.y + e.translation.dy)
                    motionClock = e.time
                }
            }
        case .twoFingerPan:
            moved = camera.gestureTilted(byCellsDown: e.translation.dy)
        case .pinchRotate:
            let centre = Camera.cellCentre(e.centre)
            if e.scale > 0, e.scale != 1 { moved = moved.gestureZoomed(by: log2(e.scale), about: centre) }
            if e.rotation != 0 { moved = moved.gestureRotated(by: e.rotation, about: centre) }
        }
        if moved != camera { core.dispatch(.moveCamera(moved)) }
    }

    /// The levels a gesture zooms by when it only zooms (double tap, two-finger tap, a pinch without rotation), nil
    /// for any other gesture and for the taps when they run the zoom animation (its frames zoom instead).
    static func followZoomLevels(_ e: GestureEvent, animated: Bool) -> Double? {
        switch e.kind {
        case .doubleTap: animated ? nil : DefaultActions.zoomStep
        case .twoFingerTap: animated ? nil : -DefaultActions.zoomStep
        case .pinchRotate where e.rotation == 0: e.scale > 0 && e.scale.isFinite ? log2(e.scale) : 0
        default: nil
        }
    }

    private func startAnimation(_ a: ZoomAnimation, at time: Double) {
        animation = a
        motionClock = time
    }

    /// One 60 Hz frame of momentum and of the zoom animation on the app camera.
    func playMotionFrame(_ core: NavAppCore, _ composer: ScreenComposer, _ area: Rect) {
        let camera = currentCamera(core, composer, area)
        var moved = camera
        if var running = momentum {
            if let step = running.nextFrame() { moved = moved.gesturePanned(by: step, at: momentumPoint) }
            momentum = running.isFinished ? nil : running
        }
        if var running = animation {
            if let levels = running.nextFrame() {
                if core.state.cameraMode.isFollowing {
                    core.dispatch(.zoomFollowing(by: levels))
                } else {
                    let anchor = Point2D(x: running.anchor.x * Double(area.width), y: running.anchor.y * Double(area.height))
                    moved = moved.gestureZoomed(by: levels, about: anchor)
                }
            }
            animation = running.isFinished ? nil : running
        }
        if moved != camera { core.dispatch(.moveCamera(moved)) }
    }

    /// A tap: what is under the cell (marker, vehicle, landmark, POI, route, street) goes to the status line.
    private func pick(_ e: GestureEvent, camera: Camera, _ core: NavAppCore, _ composer: ScreenComposer) {
        guard let plan = composer.plan(core), var view = composer.mapView(core, plan: plan) else { return }
        view.camera = camera
        view.markers = core.state.markers
        let text: String
        if let hit = view.pick(x: e.origin.x, y: e.origin.y) {
            var poi: POI?
            switch hit {
            case .poi(let i, _), .landmark(let i, _): poi = view.map?.map.features.pois[i]
            default: break
            }
            text = Self.describe(hit, route: core.session.route?.length ?? 0, units: core.state.units, poi: poi)
        } else if let here = e.location {
            text = "Nothing here (\(Self.coordinateText(here)))"
        } else {
            text = "Nothing here"
        }
        core.dispatch(.picked(text))
    }

    /// A long press: a marker under the cell, and the "route here" offer in the status line.
    private func dropMarker(_ e: GestureEvent, _ core: NavAppCore) {
        guard let here = e.location else {
            core.dispatch(.picked("No map under the long press"))
            return
        }
        let number = core.state.markers.count + 1
        core.dispatch(.dropMarker(MapMarker(coordinate: Coordinate(here.latitude, here.longitude))))
        core.dispatch(.picked("Marker \(number) at \(Self.coordinateText(here)) — R: route here"))
    }

    static func coordinateText(_ g: GestureLocation) -> String {
        String(format: "%.5f, %.5f", g.latitude, g.longitude)
    }

    /// The status text for a pick.
    static func describe(_ pick: MapPick, route length: Meters, units: UnitSystem, poi: POI? = nil) -> String {
        switch pick {
        case .marker(let i): "Marker \(i + 1) — R: route here"
        case .vehicle: "Your vehicle"
        case .landmark(_, let name): "Landmark: \(name)" + (poi.map(POIDetails.text) ?? "")
        case .poi(_, let name): "Place: \(name)" + (poi.map(POIDetails.text) ?? "")
        case .route(let offset): "Route: \(Int((offset / max(length, 1) * 100).rounded())) % of the way"
        case .street(_, let name): "Street: \(name.map { $0.isEmpty ? "unnamed road" : $0 } ?? "unnamed road")"
        }
    }
}
