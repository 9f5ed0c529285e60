import Geo

/// The OSM primitives the OpenMapTiles view is built from, kept from loading: the reader's arrays are shared
/// (copy-on-write), not copied, so keeping them costs no load time, only the memory of the node table and way refs
/// for as long as the map lives. The view itself is built on first use (`OSMMap.openMapTiles(_:)`).
struct OMTSource: Sendable {
    let nodes: NodeTable
    let wayIDs: [Int64]
    let wayRefStart: [Int]
    let wayRefs: [Int64]
    let wayTags: [OSMTags]
    let taggedNodes: [(id: Int64, tags: OSMTags)]
    let relations: [OSMRelation]
    /// `<bounds>` or the PBF header box (nil: the builder uses the nodes' box).
    let bounds: BoundingBox?

    init(data: OSMData) {
        nodes = data.nodeTable
        wayIDs = data.wayIDs
        wayRefStart = data.wayRefStart
        wayRefs = data.wayRefs
        wayTags = data.wayTags
        taggedNodes = data.taggedNodes
        relations = data.relations
        bounds = data.bounds
    }

    /// The extract's bounds: as declared, else the box of its nodes.
    var extractBounds: BoundingBox? {
        if let bounds { return bounds }
        guard var minLat = nodes.lat.first, var minLon = nodes.lon.first else { return nil }
        var maxLat = minLat, maxLon = minLon
        for i in nodes.lat.indices {
            minLat = min(minLat, nodes.lat[i]); maxLat = max(maxLat, nodes.lat[i])
            minLon = min(minLon, nodes.lon[i]); maxLon = max(maxLon, nodes.lon[i])
        }
        let s = OSMFixedPoint.scale
        return BoundingBox(minLatitude: Double(minLat) / s, minLongitude: Double(minLon) / s,
                           maxLatitude: Double(maxLat) / s, maxLongitude: Double(maxLon) / s)
    }

    /// The node refs of way `w`.
    func refs(ofWay w: Int) -> ArraySlice<Int64> { wayRefs[wayRefStart[w]..<wayRefStart[w + 1]] }

    /// The coordinates of way `w` (nil when a node is missing from the extract).
    func coordinates(ofWay w: Int) -> [Coordinate]? { coordinates(refs(ofWay: w)) }

    /// The coordinates of node refs (nil when one is missing).
    func coordinates<C: Collection<Int64>>(_ refs: C) -> [Coordinate]? {
        var out = [Coordinate]()
        out.reserveCapacity(refs.count)
        for ref in refs {
            guard let i = nodes.index(ref) else { return nil }
            out.append(nodes.coordinate(i))
        }
        return out
    }
}
