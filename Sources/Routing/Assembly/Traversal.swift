import Geo

/// One driven piece of an edge within a route.
struct Traversal: Sendable {
    var edge: Int
    var leg: Int
    /// The driven part of the edge (distances from its source).
    var edgeFrom: Meters
    var edgeTo: Meters
    /// Where it lies along the route.
    var routeFrom: Meters
    var routeTo: Meters
    /// Travel time over it, including the turn into it.
    var duration: Seconds
    var length: Meters { routeTo - routeFrom }
}
