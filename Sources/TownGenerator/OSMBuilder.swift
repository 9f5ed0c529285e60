import Geo

/// Builds an `OSMDocument` from positions in a local metric plane.
///
/// Nodes created with `node(at:)` are shared by position (rounded to the centimetre), so two roads
/// that pass through the same point meet at one node; `freeNode` never shares. Ids are handed out
/// in creation order, so the document is ascending by construction.
struct OSMBuilder {
    /// A position rounded to whole centimetres, the identity of a shared node.
    struct Key: Hashable { var x: Int64; var y: Int64 }

    let projection: LocalProjection
    private(set) var nodes: [OSMNode] = []
    private(set) var ways: [OSMWay] = []
    private(set) var relations: [OSMRelation] = []
    private var shared: [Key: Int] = [:]
    private var positions: [Point2D] = []

    init(origin: Coordinate) { projection = LocalProjection(origin: origin) }

    static func key(_ p: Point2D) -> Key {
        Key(x: Int64((p.x * 100).rounded()), y: Int64((p.y * 100).rounded()))
    }

    /// The shared node at `p` (created on first use); `tags` are merged into it.
    @discardableResult
    mutating func node(at p: Point2D, tags: OSMTags = [:]) -> Int64 {
        let k = Self.key(p)
        if let i = shared[k] {
            nodes[i].tags.merge(tags) { _, new in new }
            return nodes[i].id
        }
        let id = freeNode(at: p, tags: tags)
        shared[k] = nodes.count - 1
        return id
    }

    /// A node of its own at `p` (points of interest, building corners).
    @discardableResult
    mutating func freeNode(at p: Point2D, tags: OSMTags = [:]) -> Int64 {
        let id = Int64(nodes.count + 1)
        nodes.append(OSMNode(id: id, coordinate: projection.unproject(p), tags: tags))
        positions.append(p)
        return id
    }

    /// True when a shared node exists at `p`.
    func hasNode(at p: Point2D) -> Bool { shared[Self.key(p)] != nil }

    /// The plane position of node `id`.
    func position(of id: Int64) -> Point2D { positions[Int(id - 1)] }

    /// A way through shared nodes at `points`; `closed` repeats the first node at the end.
    @discardableResult
    mutating func way(_ points: [Point2D], tags: OSMTags, closed: Bool = false) -> Int64 {
        var ids = points.map { node(at: $0) }
        if closed, let first = ids.first { ids.append(first) }
        return way(nodeIDs: ids, tags: tags)
    }

    /// A closed area whose corner nodes are not shared with anything else.
    @discardableResult
    mutating func area(_ points: [Point2D], tags: OSMTags) -> Int64 {
        var ids = points.map { freeNode(at: $0) }
        if let first = ids.first { ids.append(first) }
        return way(nodeIDs: ids, tags: tags)
    }

    @discardableResult
    mutating func way(nodeIDs: [Int64], tags: OSMTags) -> Int64 {
        let id = Int64(ways.count + 1)
        ways.append(OSMWay(id: id, nodeIDs: nodeIDs, tags: tags))
        return id
    }

    @discardableResult
    mutating func relation(_ members: [OSMMember], tags: OSMTags) -> Int64 {
        let id = Int64(relations.count + 1)
        relations.append(OSMRelation(id: id, members: members, tags: tags))
        return id
    }

    func document(comment: String) -> OSMDocument {
        OSMDocument(nodes: nodes, ways: ways, relations: relations, comment: comment)
    }
}
