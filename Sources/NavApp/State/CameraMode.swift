/// How the map camera moves.
public enum CameraMode: Sendable, Hashable {
    /// Follows the vehicle heading-up; `tilted` shows the perspective view, else the top-down view.
    case follow(tilted: Bool)
    /// Follows the vehicle with north up.
    case northUp
    /// Fits the whole remaining route.
    case overview
    /// The user moved the map; it stays where they left it until re-centred.
    case free

    public var isFollowing: Bool {
        switch self {
        case .follow, .northUp: true
        case .overview, .free: false
        }
    }

    public var name: String {
        switch self {
        case .follow(let tilted): tilted ? "follow" : "follow (top-down)"
        case .northUp: "north-up"
        case .overview: "overview"
        case .free: "free"
        }
    }
}
