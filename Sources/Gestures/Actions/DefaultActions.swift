import Foundation

/// What a default action did: the new camera, and a momentum to run after a pan was released with speed.
public struct DefaultActionOutcome: Sendable, Hashable {
    public var camera: CameraState
    public var momentum: PanMomentum?
    public init(camera: CameraState, momentum: PanMomentum? = nil) {
        self.camera = camera
        self.momentum = momentum
    }
}

/// The default map actions of the gestures (issue 5): double tap zooms in one step at the touch point,
/// two-finger tap zooms out one step about the view centre, pan moves the map (then coasts with
/// `PanMomentum`), two-finger pan tilts with its vertical movement, pinch-rotate zooms and rotates about its
/// centre; tap and long press have none. Pure functions on `CameraState`.
public enum DefaultActions {
    /// Zoom levels per double tap / two-finger tap (HERE SDK and Google Maps: one level).
    public static let zoomStep: Double = 1
    /// Degrees of tilt per cell of vertical two-finger movement (ours: the full 60° over a 30-row view).
    public static let tiltDegreesPerCell: Double = 2
    /// Tilt limits in degrees (issue 5: 0–60°).
    public static let tiltRange: ClosedRange<Double> = 0...60
    /// Zoom limits (OSM-style levels; our maps stop being useful past street level at 20).
    public static let zoomRange: ClosedRange<Double> = 0...20

    /// Applies the default action of one (already dispatched) gesture to the camera.
    public static func apply(_ event: GestureEvent, to camera: CameraState, in view: ViewGeometry) -> DefaultActionOutcome {
        switch event.kind {
        case .tap, .longPress:
            return DefaultActionOutcome(camera: camera)
        case .doubleTap:
            return DefaultActionOutcome(camera: camera.zoomed(by: zoomStep, about: view.normalized(event.origin), in: view))
        case .twoFingerTap:
            return DefaultActionOutcome(camera: camera.zoomed(by: -zoomStep, about: .centre, in: view))
        case .pan:
            let moved = camera.panned(by: event.translation, in: view)
            guard event.state == .end, event.velocity.length >= PanMomentum.stopSpeed else {
                return DefaultActionOutcome(camera: moved)
            }
            return DefaultActionOutcome(camera: moved, momentum: PanMomentum(velocity: event.velocity))
        case .twoFingerPan:
            return DefaultActionOutcome(camera: camera.tilted(byCellsDown: event.translation.dy))
        case .pinchRotate:
            let anchor = view.normalized(event.centre)
            var moved = camera
            if event.scale > 0, event.scale != 1 { moved = moved.zoomed(by: log2(event.scale), about: anchor, in: view) }
            if event.rotation != 0 { moved = moved.rotated(by: event.rotation, about: anchor, in: view) }
            return DefaultActionOutcome(camera: moved)
        }
    }
}
