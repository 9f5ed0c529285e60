import CZlib

extension OSMStore {
    /// Objects per PrimitiveBlock (osmium writes 8,000; the spec caps a block at 32 MiB inflated).
    static let objectsPerBlock = 8000

    /// Encodes the store as an OSM PBF file: an OSMHeader blob (bbox, `OsmSchema-V0.6` + `DenseNodes`,
    /// `Sort.Type_then_ID`, the replication fields) and zlib-compressed OSMData blobs, nodes as DenseNodes
    /// with DenseInfo, then ways, then relations, each sorted by id. Same store, same bytes.
    public func pbfBytes(writingProgram: String = "navsim") throws(MapDataError) -> [UInt8] {
        try pbfBytes(writingProgram: writingProgram, objectsPerBlock: Self.objectsPerBlock)
    }

    /// The same with `objectsPerBlock` objects per block (small blocks make files of many blocks for the tests).
    func pbfBytes(writingProgram: String, objectsPerBlock: Int) throws(MapDataError) -> [UInt8] {
        var out = [UInt8]()
        var header = ProtobufWriter()
        if let b = self.header.bounds {
            var box = ProtobufWriter()
            box.sint(1, b.left); box.sint(2, b.right); box.sint(3, b.top); box.sint(4, b.bottom)
            header.message(1, box)
        }
        header.string(4, "OsmSchema-V0.6")
        header.string(4, "DenseNodes")
        header.string(5, "Sort.Type_then_ID")
        header.string(16, writingProgram)
        if let t = self.header.replicationTimestamp { header.int(32, t) }
        if let s = self.header.replicationSequence { header.int(33, s) }
        if let u = self.header.replicationBaseURL { header.string(34, u) }
        try Self.appendBlob(type: "OSMHeader", header.bytes, to: &out)

        let nodeIDs = nodes.keys.sorted(), wayIDs = ways.keys.sorted(), relIDs = relations.keys.sorted()
        for chunk in stride(from: 0, to: nodeIDs.count, by: objectsPerBlock) {
            var block = PBFBlockEncoder()
            block.dense(nodeIDs[chunk..<min(chunk + objectsPerBlock, nodeIDs.count)].map { nodes[$0]! })
            try Self.appendBlob(type: "OSMData", block.finish(), to: &out)
        }
        for chunk in stride(from: 0, to: wayIDs.count, by: objectsPerBlock) {
            var block = PBFBlockEncoder()
            block.ways(wayIDs[chunk..<min(chunk + objectsPerBlock, wayIDs.count)].map { ways[$0]! })
            try Self.appendBlob(type: "OSMData", block.finish(), to: &out)
        }
        for chunk in stride(from: 0, to: relIDs.count, by: objectsPerBlock) {
            var block = PBFBlockEncoder()
            block.relations(relIDs[chunk..<min(chunk + objectsPerBlock, relIDs.count)].map { relations[$0]! })
            try Self.appendBlob(type: "OSMData", block.finish(), to: &out)
        }
        return out
    }

    private static func appendBlob(type: String, _ content: [UInt8], to out: inout [UInt8]) throws(MapDataError) {
        var blob = ProtobufWriter()
        blob.uint(2, UInt64(content.count))
        blob.bytes(3, try deflate(content))
        var header = ProtobufWriter()
        header.string(1, type)
        header.uint(3, UInt64(blob.bytes.count))
        let n = UInt32(header.bytes.count)
        out.append(contentsOf: [UInt8(n >> 24), UInt8(n >> 16 & 0xff), UInt8(n >> 8 & 0xff), UInt8(n & 0xff)])
        out.append(contentsOf: header.bytes)
        out.append(contentsOf: blob.bytes)
    }

    /// zlib `compress2` at the default level (6), as osmium writes PBF blobs.
    private static func deflate(_ input: [UInt8]) throws(MapDataError) -> [UInt8] {
        var size = compressBound(uLong(input.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let rc = out.withUnsafeMutableBufferPointer { o in
            input.withUnsafeBufferPointer { i in compress2(o.baseAddress, &size, i.baseAddress, uLong(i.count), Z_DEFAULT_COMPRESSION) }
        }
        guard rc == Z_OK else { throw MapDataError(file: "PBF writer", reason: "zlib compress failed (code \(rc))") }
        return Array(out[0..<Int(size)])
    }
}

/// Builds one PrimitiveBlock: a string table shared by its group, granularity 100 (1e-7 degrees), date
/// granularity 1000 ms.
struct PBFBlockEncoder {
    private var strings: [String] = [""]
    private var index: [String: Int] = ["": 0]
    private var group = ProtobufWriter()

    private mutating func sid(_ s: String) -> UInt64 {
        if let i = index[s] { return UInt64(i) }
        strings.append(s)
        index[s] = strings.count - 1
        return UInt64(strings.count - 1)
    }

    private mutating func info(_ i: OSMStore.Info) -> ProtobufWriter {
        var w = ProtobufWriter()
        w.uint(1, UInt64(UInt32(bitPattern: i.version)))
        w.int(2, i.timestamp)
        w.int(3, i.changeset)
        w.uint(4, UInt64(UInt32(bitPattern: i.uid)))
        w.uint(5, sid(i.user))
        return w
    }

    /// The fields a way and a relation share: id (1), tags as string indexes (2, 3) and info (4); their lists follow
    /// from field 8. Strings enter the table in this order (keys, values, user), so the same store gives the same bytes.
    private mutating func element(id: Int64, tags: [OSMTag], info i: OSMStore.Info) -> ProtobufWriter {
        var m = ProtobufWriter()
        m.int(1, id)
        m.packed(2, tags.map { sid($0.key) })
        m.packed(3, tags.map { sid($0.value) })
        m.message(4, info(i))
        return m
    }

    mutating func dense(_ nodes: [OSMStore.Node]) {
        var d = ProtobufWriter()
        d.packedDeltas(1, nodes.map(\.id))
        var di = ProtobufWriter()
        di.packed(1, nodes.map { UInt64(UInt32(bitPattern: $0.info.version)) })
        di.packedDeltas(2, nodes.map(\.info.timestamp))
        di.packedDeltas(3, nodes.map(\.info.changeset))
        di.packedDeltas(4, nodes.map { Int64($0.info.uid) })
        di.packedDeltas(5, nodes.map { Int64(sid($0.info.user)) })
        d.message(5, di)
        d.packedDeltas(8, nodes.map { Int64($0.lat) })
        d.packedDeltas(9, nodes.map { Int64($0.lon) })
        if nodes.contains(where: { !$0.tags.isEmpty }) {
            var kv = [UInt64]()
            for n in nodes {
                for t in n.tags { kv.append(sid(t.key)); kv.append(sid(t.value)) }
                kv.append(0)
            }
            d.packed(10, kv)
        }
        group.message(2, d)
    }

    mutating func ways(_ ways: [OSMStore.Way]) {
        for w in ways {
            var m = element(id: w.id, tags: w.tags, info: w.info)
            m.packedDeltas(8, w.refs)
            group.message(3, m)
        }
    }

    mutating func relations(_ rels: [OSMStore.Relation]) {
        for r in rels {
            var m = element(id: r.id, tags: r.tags, info: r.info)
            m.packed(8, r.members.map { sid($0.role) })
            m.packedDeltas(9, r.members.map(\.ref))
            m.packed(10, r.members.map { UInt64($0.kind.rawValue) })
            group.message(4, m)
        }
    }

    func finish() -> [UInt8] {
        var table = ProtobufWriter()
        for s in strings { table.string(1, s) }
        var block = ProtobufWriter()
        block.message(1, table)
        block.message(2, group)
        return block.bytes
    }
}
