import Geo

/// The OSM primitives the OpenMapTiles view is built from, kept from loading: the reader's arrays are shared
/// (copy-on-write), not copied, so keeping them costs no load time, only the memory of the node table and way refs
/// for as long as the map lives. The view itself is built on first use (`OSMMap.openMapTiles(_:)`).
struct OMTSource: Sendable {
    let nodes: NodeTable
    let ways: WayTable
    let taggedNodes: [(id: Int64, tags: OSMTags)]
    let relations: [OSMRelation]
    /// `<bounds>` or the PBF header box (nil: the builder uses the nodes' box).
    let bounds: BoundingBox?

    init(data: OSMData) {
        nodes = data.nodeTable
        ways = data.wayTable
        taggedNodes = data.taggedNodes
        relations = data.relations
        bounds = data.bounds
    }

    /// The extract's bounds: as declared, else the box of its nodes.
    var extractBounds: BoundingBox? { bounds ?? NodeTable.bounds(lat: nodes.lat, lon: nodes.lon) }
}
