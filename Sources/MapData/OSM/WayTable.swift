/// The ways a reader kept, as immutable columns (shared storage with `OSMData`'s arrays, not copies): the builders
/// and the OpenMapTiles source read them in their hot loops without the dynamic exclusivity checks that a class's
/// `var` arrays cost on every access (as `NodeTable` does for nodes).
struct WayTable: Sendable {
    /// Way ids in file order.
    let ids: [Int64]
    /// Node refs of way `w`: `refs[refStart[w] ..< refStart[w + 1]]`.
    let refStart: [Int]
    let refs: [Int64]
    /// Tags of way `w` (empty unless one of its keys is of interest).
    let tags: [OSMTags]

    var count: Int { ids.count }

    /// The node refs of way `w`.
    @inline(__always) func refs(ofWay w: Int) -> ArraySlice<Int64> { refs[refStart[w]..<refStart[w + 1]] }
}
