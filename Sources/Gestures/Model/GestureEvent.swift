/// One recognized gesture report.
///
/// Translations, scales and rotations are deltas since the previous report of the same gesture, so a
/// consumer applies each report as it comes; the totals are the sums (products for `scale`).
public struct GestureEvent: Sendable, Hashable {
    public var kind: GestureKind
    public var state: GestureState
    /// Where the gesture started (the touch cell; for pinch-rotate the centre cell).
    public var origin: CellPoint
    /// When the report was recognized, in seconds on the input clock.
    public var time: Double
    public var source: GestureSource
    /// Pan / two-finger pan: movement in cells since the previous report (zero otherwise).
    public var translation: CellVector
    /// Pan / two-finger pan: velocity in cells per second (zero otherwise).
    public var velocity: CellVector
    /// Pinch-rotate: zoom factor since the previous report (>1 spreads the fingers = zoom in; 1 otherwise).
    public var scale: Double
    /// Pinch-rotate: degrees since the previous report; positive turns the view clockwise, so the
    /// camera bearing grows (0 otherwise).
    public var rotation: Double
    /// Pinch-rotate: the centre between the fingers (the origin for every other kind).
    public var centre: CellPoint
    /// The geographic position under `origin`, filled by the app through a `GestureGeoLookup`.
    public var location: GestureLocation?

    public init(kind: GestureKind, state: GestureState, origin: CellPoint, time: Double, source: GestureSource = .mouse,
                translation: CellVector = .zero, velocity: CellVector = .zero, scale: Double = 1, rotation: Double = 0,
                centre: CellPoint? = nil, location: GestureLocation? = nil) {
        self.kind = kind
        self.state = state
        self.origin = origin
        self.time = time
        self.source = source
        self.translation = translation
        self.velocity = velocity
        self.scale = scale
        self.rotation = rotation
        self.centre = centre ?? origin
        self.location = location
    }

    /// A copy with `location` filled in from the app's lookup.
    public func located(by lookup: GestureGeoLookup) -> GestureEvent {
        var copy = self
        copy.location = lookup(origin.x, origin.y)
        return copy
    }
}

extension GestureEvent: CustomStringConvertible {
    /// One line for the delegate log: `pan update at 50,15 t=1.234 d=-2.0,0.0 v=-120.0,0.0`.
    public var description: String {
        var text = "\(kind.rawValue) \(state.rawValue) at \(origin) t=\(formatted(time, 3))"
        switch kind {
        case .pan, .twoFingerPan:
            text += " d=\(formatted(translation.dx, 1)),\(formatted(translation.dy, 1))"
            text += " v=\(formatted(velocity.dx, 1)),\(formatted(velocity.dy, 1))"
        case .pinchRotate:
            text += " scale=\(formatted(scale, 3)) rot=\(formatted(rotation, 1)) centre=\(centre)"
        default: break
        }
        if let location {
            text += " geo=\(formatted(location.latitude, 6)),\(formatted(location.longitude, 6))"
        }
        return text
    }
}

/// Fixed-point formatting without Foundation's locale (`formatted(1.5, 2)` = "1.50").
func formatted(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var factor = 1.0
    for _ in 0..<decimals { factor *= 10 }
    let scaled = (abs(value) * factor).rounded()
    let negative = value < 0 && scaled > 0
    let whole = Int(scaled / factor)
    let fraction = Int(scaled - Double(whole) * factor)
    var text = (negative ? "-" : "") + String(whole)
    if decimals > 0 {
        let digits = String(fraction)
        text += "." + String(repeating: "0", count: max(0, decimals - digits.count)) + digits
    }
    return text
}

extension Array where Element == GestureEvent {
    /// Sorted by time, keeping the order of reports with the same time (begin before end).
    func sortedByTime() -> [GestureEvent] {
        enumerated().sorted { a, b in a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset }
            .map(\.element)
    }
}
