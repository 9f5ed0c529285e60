/// Whole families of gestures that the switches `scrollGestures`, `zoomGestures`, `tiltGestures`
/// and `rotateGestures` turn off.
public enum GestureFamily: String, Sendable, Hashable, CaseIterable {
    case scroll, zoom, tilt, rotate

    /// The switch's name as scripts and settings spell it (`scrollGestures`).
    public var switchName: String { rawValue + "Gestures" }

    /// Parses `scrollGestures` / `scroll` case-insensitively.
    public init?(switchName: String) {
        let lower = switchName.lowercased()
        guard let family = GestureFamily.allCases.first(where: { lower == $0.rawValue || lower == $0.switchName.lowercased() })
        else { return nil }
        self = family
    }
}
