/// Applies dispatched gestures to a camera and runs what continues after them, frame by frame: the pan
/// momentum and (when `usesZoomAnimation`) the custom zoom animation. Pure: the app calls `advance(by:)` with
/// the elapsed time (virtual in scripts) and reads `camera`.
public struct CameraGestureController: Sendable, Hashable {
    /// Frames per second of momentum and animation (`PanMomentum.frameInterval`).
    public static let framesPerSecond: Double = 60

    public var camera: CameraState
    public var view: ViewGeometry
    /// Double tap and two-finger tap animate with `ZoomAnimation` instead of jumping a level.
    public var usesZoomAnimation: Bool
    public private(set) var momentum: PanMomentum?
    public private(set) var animation: ZoomAnimation?
    public private(set) var animator = ZoomAnimator()
    private var pendingTime: Double = 0

    public init(camera: CameraState, view: ViewGeometry, usesZoomAnimation: Bool = false) {
        self.camera = camera
        self.view = view
        self.usesZoomAnimation = usesZoomAnimation
    }

    /// Whether frames would still move the camera.
    public var isMoving: Bool { momentum != nil || animation != nil }

    /// Applies the default action of a gesture that `Gestures.dispatch(_:)` returned. Any gesture stops a
    /// running momentum (the finger is down again); a released pan may start a new one.
    public mutating func apply(_ event: GestureEvent) {
        momentum = nil
        if usesZoomAnimation, event.kind == .doubleTap {
            animation = animator.zoomIn(at: view.normalized(event.origin))
            return
        }
        if usesZoomAnimation, event.kind == .twoFingerTap {
            animation = animator.zoomOut()
            return
        }
        let outcome = DefaultActions.apply(event, to: camera, in: view)
        camera = outcome.camera
        momentum = outcome.momentum
    }

    /// Plays one frame of momentum and animation.
    public mutating func frame() {
        if var running = momentum {
            if let step = running.nextFrame() { camera = camera.panned(by: step, in: view) }
            momentum = running.isFinished ? nil : running
        }
        if var running = animation {
            if let next = running.step(camera, in: view) { camera = next }
            animation = running.isFinished ? nil : running
        }
    }

    /// Plays the whole frames that fit in `seconds` (the remainder carries over to the next call).
    public mutating func advance(by seconds: Double) {
        pendingTime += max(0, seconds)
        let interval = 1 / Self.framesPerSecond
        while pendingTime >= interval - GestureThresholds.timeEpsilon {
            pendingTime -= interval
            frame()
        }
    }
}
