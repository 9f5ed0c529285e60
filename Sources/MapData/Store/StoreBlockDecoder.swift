import Text
/// Decodes a PBF PrimitiveBlock with everything in it (all tags, `Info`/`DenseInfo`) into an `OSMStore`.
/// - Complexity: O(block bytes).
struct StoreBlockDecoder {
    private var strings: [String] = []
    private var granularity: Int64 = 100
    private var latOffset: Int64 = 0
    private var lonOffset: Int64 = 0
    private var dateGranularity: Int64 = 1000

    static func decode(_ bytes: UnsafeRawBufferPointer, into store: inout OSMStore) throws(ProtobufError) {
        var d = StoreBlockDecoder()
        try d.run(bytes, into: &store)
    }

    private mutating func run(_ bytes: UnsafeRawBufferPointer, into store: inout OSMStore) throws(ProtobufError) {
        let block = try PBFBlockFields(bytes)
        strings = block.strings.map { String(decoding: $0, as: UTF8.self) }
        granularity = block.granularity; dateGranularity = block.dateGranularity
        latOffset = block.latOffset; lonOffset = block.lonOffset
        try block.forEachElement { (kind, sub) throws(ProtobufError) in
            switch kind {
            case .node: let n = try node(sub); store.nodes[n.id] = n
            case .dense: try dense(sub, into: &store)
            case .way: let w = try way(sub); store.ways[w.id] = w
            case .relation: let rel = try relation(sub); store.relations[rel.id] = rel
            }
        }
    }

    /// A string-table entry; the index comes from the file, so it is checked as the unsigned value it was written
    /// as (a varint of 2^63 or more never becomes a negative `Int`).
    private func string(_ i: UInt64) throws(ProtobufError) -> String {
        guard let index = CheckedInt.index(i, count: strings.count) else {
            throw ProtobufError(reason: "string index \(i) outside the table of \(strings.count)")
        }
        return strings[index]
    }

    private func string(_ i: Int64) throws(ProtobufError) -> String {
        guard i >= 0 else { throw ProtobufError(reason: "string index \(i) outside the table of \(strings.count)") }
        return try string(UInt64(i))
    }

    private func fixed(_ raw: Int64, offset: Int64, limit: Int64) throws(ProtobufError) -> Int32 {
        try PBFCoordinate.fixed(raw, granularity: granularity, offset: offset, limit: limit)
    }

    private func seconds(_ t: Int64) throws(ProtobufError) -> Int64 {
        guard let ms = CheckedInt.multiplyAdd(t, dateGranularity, 0) else { throw ProtobufError(reason: "timestamp \(t) overflows") }
        return ms / 1000
    }

    private static func packed(_ r: ProtobufReader?) throws(ProtobufError) -> [UInt64] {
        guard var r else { return [] }
        var out = [UInt64]()
        while !r.isAtEnd { out.append(try r.readVarint()) }
        return out
    }

    private static func deltas(_ r: ProtobufReader?) throws(ProtobufError) -> [Int64] {
        var acc: Int64 = 0
        return try packed(r).map { acc &+= ProtobufReader.zigzag($0); return acc }
    }

    private func tags(_ keys: ProtobufReader?, _ vals: ProtobufReader?) throws(ProtobufError) -> [OSMTag] {
        let k = try Self.packed(keys), v = try Self.packed(vals)
        guard k.count == v.count else { throw ProtobufError(reason: "\(k.count) tag keys but \(v.count) values") }
        var out = [OSMTag]()
        out.reserveCapacity(k.count)
        for i in k.indices { out.append(OSMTag(verbatimKey: try string(k[i]), value: try string(v[i]))) }
        return out
    }

    private func info(_ bytes: ProtobufReader?) throws(ProtobufError) -> OSMStore.Info {
        var info = OSMStore.Info()
        guard var r = bytes else { return info }
        while !r.isAtEnd {
            let (f, w) = try r.readKey()
            switch (f, w) {
            case (1, ProtobufReader.varint): info.version = Int32(truncatingIfNeeded: try r.readVarint())
            case (2, ProtobufReader.varint): info.timestamp = try seconds(Int64(bitPattern: try r.readVarint()))
            case (3, ProtobufReader.varint): info.changeset = Int64(bitPattern: try r.readVarint())
            case (4, ProtobufReader.varint): info.uid = Int32(truncatingIfNeeded: try r.readVarint())
            case (5, ProtobufReader.varint): info.user = try string(try r.readVarint())
            default: try r.skip(wire: w)
            }
        }
        return info
    }

    private func dense(_ bytes: ProtobufReader, into store: inout OSMStore) throws(ProtobufError) {
        let dense = try PBFDenseFields(bytes)
        let idR = dense.ids, latR = dense.lats, lonR = dense.lons, kvR = dense.keysVals, infoR = dense.info
        let ids = try Self.deltas(idR), lats = try Self.deltas(latR), lons = try Self.deltas(lonR)
        guard ids.count == lats.count, ids.count == lons.count else { throw ProtobufError(reason: "dense nodes: columns differ in length") }
        var versions = [UInt64](), times = [Int64](), changesets = [Int64](), uids = [Int64](), users = [Int64]()
        if var ir = infoR {
            while !ir.isAtEnd {
                let (f, w) = try ir.readKey()
                guard w == ProtobufReader.lengthDelimited else { try ir.skip(wire: w); continue }
                let col = try ir.readBytes()
                switch f {
                case 1: versions = try Self.packed(col)
                case 2: times = try Self.deltas(col)
                case 3: changesets = try Self.deltas(col)
                case 4: uids = try Self.deltas(col)
                case 5: users = try Self.deltas(col)
                default: break
                }
            }
            for c in [versions.count, times.count, changesets.count, uids.count, users.count] where c != 0 && c != ids.count {
                throw ProtobufError(reason: "dense info columns differ in length from the ids")
            }
        }
        let kv = try Self.packed(kvR)
        var k = 0
        for i in ids.indices {
            var tags = [OSMTag]()
            if !kv.isEmpty {
                while true {
                    guard k < kv.count else { throw ProtobufError(reason: "dense nodes: keys_vals ends early") }
                    let key = kv[k]; k += 1
                    if key == 0 { break }
                    guard k < kv.count else { throw ProtobufError(reason: "dense nodes: keys_vals ends early") }
                    tags.append(OSMTag(verbatimKey: try string(key), value: try string(kv[k])))
                    k += 1
                }
            }
            var info = OSMStore.Info()
            if !versions.isEmpty { info.version = Int32(truncatingIfNeeded: versions[i]) }
            if !times.isEmpty { info.timestamp = try seconds(times[i]) }
            if !changesets.isEmpty { info.changeset = changesets[i] }
            if !uids.isEmpty { info.uid = Int32(truncatingIfNeeded: uids[i]) }
            if !users.isEmpty { info.user = try string(users[i]) }
            store.nodes[ids[i]] = OSMStore.Node(id: ids[i], info: info, lat: try fixed(lats[i], offset: latOffset, limit: OSMFixedPoint.maxLatitude),
                                                lon: try fixed(lons[i], offset: lonOffset, limit: OSMFixedPoint.maxLongitude), tags: tags)
        }
    }

    private func node(_ bytes: ProtobufReader) throws(ProtobufError) -> OSMStore.Node {
        let n = try PBFNodeFields(bytes)
        return OSMStore.Node(id: n.id, info: try info(n.info), lat: try fixed(n.lat, offset: latOffset, limit: OSMFixedPoint.maxLatitude),
                             lon: try fixed(n.lon, offset: lonOffset, limit: OSMFixedPoint.maxLongitude), tags: try tags(n.keys, n.vals))
    }

    private func way(_ bytes: ProtobufReader) throws(ProtobufError) -> OSMStore.Way {
        let w = try PBFElementFields(bytes)
        return OSMStore.Way(id: w.id, info: try info(w.info), refs: try Self.deltas(w.refs), tags: try tags(w.keys, w.vals))
    }

    private func relation(_ bytes: ProtobufReader) throws(ProtobufError) -> OSMStore.Relation {
        let rel = try PBFElementFields(bytes)
        let roleList = try Self.packed(rel.roles), refs = try Self.deltas(rel.memids), kinds = try Self.packed(rel.types)
        guard roleList.count == refs.count, kinds.count == refs.count else { throw ProtobufError(reason: "relation member lists differ in length") }
        var members = [OSMMember]()
        members.reserveCapacity(refs.count)
        for i in refs.indices {
            guard kinds[i] <= 2, let kind = OSMMember.Kind(rawValue: UInt8(kinds[i])) else {
                throw ProtobufError(reason: "relation member type \(kinds[i]) is unknown")
            }
            members.append(OSMMember(kind: kind, ref: refs[i], role: try string(roleList[i])))
        }
        return OSMStore.Relation(id: rel.id, info: try info(rel.info), members: members, tags: try tags(rel.keys, rel.vals))
    }
}
