import Geo

/// A road position a fix may be on: one HMM state (a point on a directed edge).
struct RoadCandidate: Sendable, Hashable {
    var edge: Int32
    /// The point on the edge closest to the fix (on this pass of the edge).
    var coordinate: Coordinate
    /// Distance from the edge's source along its geometry.
    var offset: Meters
    /// Distance from the fix.
    var distance: Meters
}
