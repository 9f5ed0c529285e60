/// Keeps the anchor of the custom zoom: a zoom in anchors at its touch point; a zoom out runs about the view
/// centre and leaves the anchor reset to the centre (issue 5).
public struct ZoomAnimator: Sendable, Hashable {
    public private(set) var anchor = NormalizedPoint.centre
    public init() {}

    /// Starts a zoom in anchored at `point`.
    public mutating func zoomIn(at point: NormalizedPoint) -> ZoomAnimation {
        anchor = point
        return ZoomAnimation(zoomIn: true, anchor: point)
    }

    /// Starts a zoom out about the centre; the anchor is the centre afterwards.
    public mutating func zoomOut() -> ZoomAnimation {
        anchor = .centre
        return ZoomAnimation(zoomIn: false, anchor: .centre)
    }
}
