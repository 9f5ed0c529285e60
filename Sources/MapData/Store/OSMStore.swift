/// Every OSM object of an extract with all its tags and metadata, keyed by id: what the replication updater
/// needs to apply an osmChange and write the extract back (`OSMData` keeps only what routing and drawing use).
///
/// Coordinates are 1e-7 degree fixed point (`OSMFixedPoint`), as in the OSM database, so a read-apply-write
/// round trip is exact.
public struct OSMStore: Sendable, Equatable {
    /// Version and provenance of one object (PBF `Info`, the attributes of an OSM XML element).
    public struct Info: Sendable, Hashable {
        public var version: Int32
        /// Seconds since 1970-01-01 UTC.
        public var timestamp: Int64
        public var changeset: Int64
        public var uid: Int32
        public var user: String
        public init(version: Int32 = 0, timestamp: Int64 = 0, changeset: Int64 = 0, uid: Int32 = 0, user: String = "") {
            self.version = version
            self.timestamp = timestamp
            self.changeset = changeset
            self.uid = uid
            self.user = user
        }
    }

    public struct Node: Sendable, Hashable {
        public var id: Int64
        public var info: Info
        public var lat: Int32
        public var lon: Int32
        public var tags: [OSMTag]
        public init(id: Int64, info: Info, lat: Int32, lon: Int32, tags: [OSMTag]) {
            self.id = id; self.info = info; self.lat = lat; self.lon = lon; self.tags = tags
        }
    }

    public struct Way: Sendable, Hashable {
        public var id: Int64
        public var info: Info
        public var refs: [Int64]
        public var tags: [OSMTag]
        public init(id: Int64, info: Info, refs: [Int64], tags: [OSMTag]) {
            self.id = id; self.info = info; self.refs = refs; self.tags = tags
        }
    }

    public struct Relation: Sendable, Hashable {
        public var id: Int64
        public var info: Info
        public var members: [OSMMember]
        public var tags: [OSMTag]
        public init(id: Int64, info: Info, members: [OSMMember], tags: [OSMTag]) {
            self.id = id; self.info = info; self.members = members; self.tags = tags
        }
    }

    /// The PBF header: bounding box and the Osmosis replication fields Geofabrik's extracts carry.
    public struct Header: Sendable, Equatable {
        public var bounds: (left: Int64, right: Int64, top: Int64, bottom: Int64)?  // nanodegrees
        public var replicationSequence: Int64?
        /// Seconds since 1970-01-01 UTC.
        public var replicationTimestamp: Int64?
        public var replicationBaseURL: String?
        public var writingProgram: String?
        public init() {}

        public static func == (a: Header, b: Header) -> Bool {
            a.bounds?.left == b.bounds?.left && a.bounds?.right == b.bounds?.right && a.bounds?.top == b.bounds?.top
                && a.bounds?.bottom == b.bounds?.bottom && a.replicationSequence == b.replicationSequence
                && a.replicationTimestamp == b.replicationTimestamp && a.replicationBaseURL == b.replicationBaseURL
                && a.writingProgram == b.writingProgram
        }
    }

    public var header = Header()
    public var nodes: [Int64: Node] = [:]
    public var ways: [Int64: Way] = [:]
    public var relations: [Int64: Relation] = [:]

    public init() {}

    /// Objects of all kinds.
    public var count: Int { nodes.count + ways.count + relations.count }
}
