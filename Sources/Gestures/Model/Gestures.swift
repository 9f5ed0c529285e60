/// The gesture registry of a map view: one delegate per gesture kind, default actions on and off per gesture,
/// and the family switches (HERE SDK `Gestures`).
///
/// `dispatch(_:)` is the one path: it drops gestures of switched-off families, calls the kind's delegate,
/// and says whether the app should apply the default action.
/// Delegates are held strongly; setting a new one replaces the old, nil stops delivery.
public final class Gestures {
    public var tapDelegate: (any TapDelegate)?
    public var doubleTapDelegate: (any DoubleTapDelegate)?
    public var longPressDelegate: (any LongPressDelegate)?
    public var panDelegate: (any PanDelegate)?
    public var twoFingerPanDelegate: (any TwoFingerPanDelegate)?
    public var twoFingerTapDelegate: (any TwoFingerTapDelegate)?
    public var pinchRotateDelegate: (any PinchRotateDelegate)?

    /// Pan (mouse drag, arrow keys). Off: pans are neither delivered nor applied.
    public var scrollGestures = true
    /// Double tap, two-finger tap and the scale of pinch-rotate.
    public var zoomGestures = true
    /// Two-finger pan.
    public var tiltGestures = true
    /// The rotation of pinch-rotate.
    public var rotateGestures = true

    /// The app's view-to-geo: when set, `dispatch(_:)` fills each event's `location` before delivery.
    public var geoLookup: GestureGeoLookup?

    private var disabledDefaults: Set<GestureKind> = []

    public init() {}

    /// Turns the default map action of one gesture off; delegates still receive it.
    public func disableDefaultAction(_ kind: GestureKind) { disabledDefaults.insert(kind) }
    /// Turns the default map action of one gesture back on.
    public func enableDefaultAction(_ kind: GestureKind) { disabledDefaults.remove(kind) }
    /// Whether the default action of a gesture is on (its own setting; the family switch is separate).
    public func isDefaultActionEnabled(_ kind: GestureKind) -> Bool { !disabledDefaults.contains(kind) }

    /// Whether a family switch is on.
    public func isEnabled(_ family: GestureFamily) -> Bool {
        switch family {
        case .scroll: scrollGestures
        case .zoom: zoomGestures
        case .tilt: tiltGestures
        case .rotate: rotateGestures
        }
    }

    /// Sets a family switch.
    public func setEnabled(_ family: GestureFamily, _ on: Bool) {
        switch family {
        case .scroll: scrollGestures = on
        case .zoom: zoomGestures = on
        case .tilt: tiltGestures = on
        case .rotate: rotateGestures = on
        }
    }

    /// The event as the families let it through: nil when a switched-off family owns it; a pinch-rotate with
    /// only one of zoom / rotate off keeps the other part (scale 1 or rotation 0).
    public func filtered(_ event: GestureEvent) -> GestureEvent? {
        guard event.kind == .pinchRotate else {
            return event.kind.families.allSatisfy(isEnabled) ? event : nil
        }
        guard zoomGestures || rotateGestures else { return nil }
        var kept = event
        if !zoomGestures { kept.scale = 1 }
        if !rotateGestures { kept.rotation = 0 }
        return kept
    }

    /// Delivers one gesture: filters it by the family switches, fills its location, calls its delegate, and returns the event
    /// whose default action the app should apply, or nil (family off, or default action disabled).
    @discardableResult
    public func dispatch(_ event: GestureEvent) -> GestureEvent? {
        guard var event = filtered(event) else { return nil }
        if event.location == nil, let geoLookup { event = event.located(by: geoLookup) }
        switch event.kind {
        case .tap: tapDelegate?.didTap(event)
        case .doubleTap: doubleTapDelegate?.didDoubleTap(event)
        case .longPress: longPressDelegate?.didLongPress(event)
        case .pan: panDelegate?.didPan(event)
        case .twoFingerPan: twoFingerPanDelegate?.didTwoFingerPan(event)
        case .twoFingerTap: twoFingerTapDelegate?.didTwoFingerTap(event)
        case .pinchRotate: pinchRotateDelegate?.didPinchRotate(event)
        }
        return isDefaultActionEnabled(event.kind) ? event : nil
    }
}
