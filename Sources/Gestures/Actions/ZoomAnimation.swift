/// The custom zoom animation of issue 5 (after the HERE SDK's custom zoom example): the zoom velocity starts
/// at 0.1 level per frame and falls by 0.005 per frame to zero, so it runs 20 frames and zooms 1.05 levels in all,
/// anchored at a normalized view point.
public struct ZoomAnimation: Sendable, Hashable {
    /// Zoom levels in the first frame.
    public static let initialVelocity: Double = 0.1
    /// The fall of the velocity per frame.
    public static let deceleration: Double = 0.005
    /// Frames until the velocity reaches zero: 0.1 / 0.005 = 20.
    public static let frameCount = 20

    /// +1 zooms in, -1 zooms out.
    public let direction: Double
    /// The view point that stays fixed.
    public let anchor: NormalizedPoint
    /// Frames already played.
    public private(set) var frame = 0

    public init(zoomIn: Bool, anchor: NormalizedPoint) {
        direction = zoomIn ? 1 : -1
        self.anchor = anchor
    }

    public var isFinished: Bool { frame >= Self.frameCount }

    /// Zoom velocity (levels per frame) of frame `index`, from the integer frame index so no error accumulates.
    public static func velocity(atFrame index: Int) -> Double {
        guard index >= 0, index < frameCount else { return 0 }
        return Double(frameCount - index) * deceleration
    }

    /// The signed zoom change of the next frame, or nil when finished.
    public mutating func nextFrame() -> Double? {
        guard !isFinished else { return nil }
        defer { frame += 1 }
        return direction * Self.velocity(atFrame: frame)
    }

    /// The whole change in levels: 0.005 × (20 + 19 + … + 1) = 1.05.
    public static var totalChange: Double { deceleration * Double(frameCount * (frameCount + 1) / 2) }

    /// Plays the next frame on a camera; nil when finished.
    public mutating func step(_ camera: CameraState, in view: ViewGeometry) -> CameraState? {
        guard let levels = nextFrame() else { return nil }
        return camera.zoomed(by: levels, about: anchor, in: view)
    }
}
