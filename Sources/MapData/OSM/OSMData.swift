import Text
import Geo

/// OSM coordinates as fixed-point integers (1e-7 degrees, as in the OSM database), so that the XML and PBF
/// readers produce bit-identical positions for the same data.
public enum OSMFixedPoint {
    /// Units per degree.
    public static let scale: Double = 1e7
    /// The largest latitude and longitude magnitudes in fixed point (90° and 180°); readers reject anything
    /// beyond them, so every stored value fits an `Int32`.
    public static let maxLatitude: Int64 = 900_000_000
    public static let maxLongitude: Int64 = 1_800_000_000

    @inlinable public static func coordinate(lat: Int32, lon: Int32) -> Coordinate {
        Coordinate(latitude: Double(lat) / scale, longitude: Double(lon) / scale)
    }
}

/// A relation member.
public struct OSMMember: Sendable, Hashable {
    public enum Kind: UInt8, Sendable { case node, way, relation }
    public var kind: Kind
    public var ref: Int64
    public var role: String
    public init(kind: Kind, ref: Int64, role: String) {
        self.kind = kind
        self.ref = ref
        self.role = role
    }
}

/// A relation kept by the reader (restrictions, multipolygons, enforcement).
public struct OSMRelation: Sendable, Hashable {
    public var id: Int64
    public var members: [OSMMember]
    public var tags: OSMTags
}

/// The OSM primitives a reader collected: every node position, tags only of the nodes that can matter
/// (roads' point features, POIs), every way's node list, tags of the ways that can matter, and the relations
/// of interest. Readers append; `finish()` sorts the nodes by id for lookup.
///
/// Storage is flat arrays (no object per node or way) so a large extract costs a few allocations.
public final class OSMData {
    /// Node ids, ascending after `finish()`; `nodeLat`/`nodeLon` are parallel to it.
    public internal(set) var nodeIDs: [Int64] = []
    /// Latitudes and longitudes in 1e-7 degrees (`OSMFixedPoint`).
    public internal(set) var nodeLat: [Int32] = []
    public internal(set) var nodeLon: [Int32] = []
    /// Tagged nodes of interest: id and tags.
    public internal(set) var taggedNodes: [(id: Int64, tags: OSMTags)] = []
    /// Way ids in file order.
    public internal(set) var wayIDs: [Int64] = []
    /// Node refs of way `w`: `wayRefs[wayRefStart[w] ..< wayRefStart[w + 1]]`.
    public internal(set) var wayRefStart: [Int] = [0]
    public internal(set) var wayRefs: [Int64] = []
    /// Tags of way `w` (empty unless one of its keys is of interest).
    public internal(set) var wayTags: [OSMTags] = []
    /// Relations of the kept types (`OSMKeyFilter.relationTypes`).
    public internal(set) var relations: [OSMRelation] = []
    /// `<bounds>` (XML) or the header bbox (PBF).
    public internal(set) var bounds: BoundingBox?
    private var sorted = true
    private var idMap: OSMIDMap?
    /// The finished node lookup (set by `finish()`).
    private(set) var nodeTable = NodeTable(ids: [], lat: [], lon: [])

    /// An empty collection for a reader to fill.
    public init() {}

    @inline(__always) func addNode(id: Int64, lat: Int32, lon: Int32) {
        if let last = nodeIDs.last, id <= last { sorted = false }
        nodeIDs.append(id)
        nodeLat.append(lat)
        nodeLon.append(lon)
    }

    /// Appends a batch of nodes (a PBF dense group).
    func appendNodes(ids: ArraySlice<Int64>, lats: ArraySlice<Int32>, lons: ArraySlice<Int32>) {
        guard let first = ids.first else { return }
        if let last = nodeIDs.last, first <= last { sorted = false }
        if sorted {
            for i in (ids.startIndex + 1)..<ids.endIndex where ids[i] <= ids[i - 1] { sorted = false; break }
        }
        nodeIDs.append(contentsOf: ids)
        nodeLat.append(contentsOf: lats)
        nodeLon.append(contentsOf: lons)
    }

    func addTaggedNode(id: Int64, tags: OSMTags) {
        taggedNodes.append((id, tags))
    }

    func addWay(id: Int64, refs: UnsafeBufferPointer<Int64>, tags: OSMTags) {
        wayIDs.append(id)
        wayRefs.append(contentsOf: refs)
        wayRefStart.append(wayRefs.count)
        wayTags.append(tags)
    }

    func addWay(id: Int64, refs: [Int64], tags: OSMTags) {
        refs.withUnsafeBufferPointer { addWay(id: id, refs: $0, tags: tags) }
    }

    func addRelation(_ r: OSMRelation) { relations.append(r) }

    func setBounds(_ b: BoundingBox) { bounds = b }

    /// Sorts nodes by id (when a file was not sorted) and drops duplicate ids (keeping the last), then indexes them
    /// (on `workers` threads for a large file; the index answers the same).
    func finish(workers: Int = 1) {
        defer {
            nodeTable = NodeTable(ids: nodeIDs, lat: nodeLat, lon: nodeLon, workers: workers)
            idMap = nodeTable.map
        }
        guard !sorted else { return }
        var order = Array(nodeIDs.indices)
        order.sort { nodeIDs[$0] != nodeIDs[$1] ? nodeIDs[$0] < nodeIDs[$1] : $0 < $1 }
        var ids = [Int64](), lat = [Int32](), lon = [Int32]()
        ids.reserveCapacity(order.count); lat.reserveCapacity(order.count); lon.reserveCapacity(order.count)
        for i in order {
            if let last = ids.last, last == nodeIDs[i] {
                lat[lat.count - 1] = nodeLat[i]; lon[lon.count - 1] = nodeLon[i]
                continue
            }
            ids.append(nodeIDs[i]); lat.append(nodeLat[i]); lon.append(nodeLon[i])
        }
        nodeIDs = ids; nodeLat = lat; nodeLon = lon
        sorted = true
    }

    /// Number of ways read.
    public var wayCount: Int { wayIDs.count }

    /// The ways as immutable columns (shared storage, not copies) for the builders.
    var wayTable: WayTable { WayTable(ids: wayIDs, refStart: wayRefStart, refs: wayRefs, tags: wayTags) }

    /// The node refs of way `w`.
    public func refs(ofWay w: Int) -> ArraySlice<Int64> { wayRefs[wayRefStart[w]..<wayRefStart[w + 1]] }

    /// Index of a node id in the node arrays, or nil.
    /// - Complexity: O(1) expected after `finish()` (hash table), O(log n) binary search before.
    public func nodeIndex(_ id: Int64) -> Int? {
        if let idMap { return idMap.index(of: id) }
        return nodeIDs.withUnsafeBufferPointer { ids in
            let lo = BinarySearch.partitionPoint(ids.indices) { ids[$0] < id }
            return lo < ids.count && ids[lo] == id ? lo : nil
        }
    }

    /// The coordinate of node index `i`.
    public func coordinate(ofNode i: Int) -> Coordinate {
        OSMFixedPoint.coordinate(lat: nodeLat[i], lon: nodeLon[i])
    }

    /// The bounds of all nodes (nil when there are none).
    public var nodeBounds: BoundingBox? { NodeTable.bounds(lat: nodeLat, lon: nodeLon) }
}

/// Node positions by id, immutable: builders read it in their hot loops without the dynamic exclusivity
/// checks that a class's `var` arrays cost on every access.
struct NodeTable {
    let ids: [Int64]
    let lat: [Int32]
    let lon: [Int32]
    let map: OSMIDMap

    init(ids: [Int64], lat: [Int32], lon: [Int32], workers: Int = 1) {
        self.ids = ids
        self.lat = lat
        self.lon = lon
        map = OSMIDMap(ids: ids, workers: workers)
    }

    var count: Int { ids.count }

    @inline(__always) func index(_ id: Int64) -> Int? { map.index(of: id) }

    @inline(__always) func coordinate(_ i: Int) -> Coordinate { OSMFixedPoint.coordinate(lat: lat[i], lon: lon[i]) }

    /// The coordinates of node refs (nil when one is missing from the extract).
    func coordinates<C: Collection<Int64>>(_ refs: C) -> [Coordinate]? {
        var out = [Coordinate]()
        out.reserveCapacity(refs.count)
        for ref in refs {
            guard let i = index(ref) else { return nil }
            out.append(coordinate(i))
        }
        return out
    }

    /// The box of nodes given as fixed-point columns (nil when there are none).
    static func bounds(lat: [Int32], lon: [Int32]) -> BoundingBox? {
        guard var minLat = lat.first, var minLon = lon.first else { return nil }
        var maxLat = minLat, maxLon = minLon
        for i in lat.indices {
            minLat = min(minLat, lat[i]); maxLat = max(maxLat, lat[i])
            minLon = min(minLon, lon[i]); maxLon = max(maxLon, lon[i])
        }
        let s = OSMFixedPoint.scale
        return BoundingBox(minLatitude: Double(minLat) / s, minLongitude: Double(minLon) / s,
                           maxLatitude: Double(maxLat) / s, maxLongitude: Double(maxLon) / s)
    }
}
